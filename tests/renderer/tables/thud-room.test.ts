// @vitest-environment jsdom
/**
 * The Thud table as a room sees it: the move list that follows the latest move and scrolls from
 * the keyboard and the gamepad, the picked piece and the cursor drawn to stand out, the legend of
 * the marks the picked piece can make, the player's name kept whole in the turn line, the
 * agreement words and log lines in both languages, and the rules' diagrams.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { thud } from '$engine/games/thud';
import { trollDice } from '$engine/games/troll-dice';
import { setLanguage, t } from '../../../renderer/src/lib/i18n.svelte';
import { runCommand } from '../../../renderer/src/lib/input';
import { rulesAppendixFor } from '../../../renderer/src/tables';
import RulesDiagrams from '../../../renderer/src/tables/thud/RulesDiagrams.svelte';
import ThudTable from '../../../renderer/src/tables/thud/ThudTable.svelte';
import { newGame, play, position, settings, snapshotOf } from './thud-fixtures';

const props = { act: async () => {}, undo: async () => {}, seatView: async () => undefined, settings: settings('off'), phoneSeats: [] };
const moveList = () => screen.getByTestId('thud-move-list');
const board = () => screen.getByTestId('thud-board');
const key = (target: HTMLElement, name: string) => fireEvent.keyDown(target, { key: name });

/** a game some moves in: dwarves and trolls stepping out and back */
function gameOf(moveCount: number) {
  const shuffle = [
    { type: 'move', from: 'F1', to: 'F4', captures: [] },
    { type: 'move', from: 'G7', to: 'F6', captures: [] },
    { type: 'move', from: 'F4', to: 'F1', captures: [] },
    { type: 'move', from: 'F6', to: 'G7', captures: [] },
  ];
  return play(newGame(), ...Array.from({ length: moveCount }, (_, i) => shuffle[i % shuffle.length]));
}

/** the list's box as the browser would lay it out: 1000 px of moves seen through 200 */
function layOut(list: HTMLElement): void {
  Object.defineProperty(list, 'scrollHeight', { configurable: true, value: 1000 });
  Object.defineProperty(list, 'clientHeight', { configurable: true, value: 200 });
}

afterEach(() => {
  cleanup();
  setLanguage('en');
});

describe('Thud table: the move list', () => {
  it('goes back to the latest move when a move is added, wherever it was scrolled', async () => {
    const view = render(ThudTable, { snapshot: snapshotOf(gameOf(12), { bothHuman: true }), ...props });
    // the list scrolls in a column-reverse box: 0 is the latest move, negative further up
    moveList().scrollTop = -300;
    // jsdom does not tell of a scroll by itself, as a browser does
    await fireEvent.scroll(moveList());
    await view.rerender({ snapshot: snapshotOf(gameOf(13), { bothHuman: true }) });
    expect(moveList().scrollTop).toBe(0);
  });

  it('takes the focus and scrolls by the arrows, Page Up/Down, Home and End, then lets an arrow move on at its end', async () => {
    render(ThudTable, { snapshot: snapshotOf(gameOf(30), { bothHuman: true }), ...props });
    const list = moveList();
    layOut(list);
    expect(list.tabIndex).toBe(0);
    list.focus();
    await key(list, 'ArrowUp');
    const afterOne = list.scrollTop;
    expect(afterOne).toBeLessThan(0);
    await key(list, 'PageUp');
    expect(list.scrollTop).toBeLessThan(afterOne);
    await key(list, 'Home');
    expect(list.scrollTop).toBe(-800);
    // at the oldest move an arrow up leaves the list alone (the focus moves on)
    await key(list, 'ArrowUp');
    expect(list.scrollTop).toBe(-800);
    await key(list, 'ArrowDown');
    expect(list.scrollTop).toBeGreaterThan(-800);
    await key(list, 'End');
    expect(list.scrollTop).toBe(0);
  });

  it('scrolls with the gamepad’s d-pad, which reaches it as the arrows', () => {
    render(ThudTable, { snapshot: snapshotOf(gameOf(30), { bothHuman: true }), ...props });
    const list = moveList();
    layOut(list);
    list.focus();
    runCommand('up');
    flushSync();
    expect(list.scrollTop).toBeLessThan(0);
    expect(document.activeElement).toBe(list);
  });

  it('writes each move as one piece of notation, and the agreements in words of the language', async () => {
    setLanguage('fr');
    const declined = play(newGame(), { type: 'propose-end' }, { type: 'decline-end' }, { type: 'move', from: 'F1', to: 'F4', captures: [] });
    render(ThudTable, { snapshot: snapshotOf(declined, { bothHuman: true }), ...props });
    const items = [...screen.getByTestId('thud-moves-1').querySelectorAll('li')];
    expect(items.map((item) => item.getAttribute('data-move'))).toEqual(['propose', 'decline', 'dF1-F4']);
    expect(items[1].textContent).toBe('2.refuse\u00a0: la bataille continue');
    expect(items[2].childNodes).toHaveLength(2);
    expect(items[2].lastChild?.textContent).toBe('dF1-F4');
  });
});

describe('Thud table: seen from the sofa', () => {
  it('lifts the picked piece on a lit square, in a ring, and frames the cursor', async () => {
    render(ThudTable, { snapshot: snapshotOf(newGame()), ...props });
    const start = board().getAttribute('data-cursor')!;
    expect(document.querySelector('[data-cursor-mark] .cursor-frame')).not.toBeNull();
    expect(document.querySelector('.lifted')).toBeNull();
    await key(board(), 'Enter');
    expect(board().getAttribute('data-picked')).toBe(start);
    expect(document.querySelectorAll('.thud-board .lifted .piece.dwarf')).toHaveLength(1);
    expect(document.querySelector('.thud-board .lifted .picked-ring')).not.toBeNull();
    expect(document.querySelectorAll('.thud-board .picked-square')).toHaveLength(1);
  });

  it('explains only the marks the picked piece can make, and none with nothing picked', async () => {
    const legend = () => [...document.querySelectorAll('[data-legend]')].map((item) => item.getAttribute('data-legend'));
    render(ThudTable, { snapshot: snapshotOf(position({ dwarves: ['A8', 'B8', 'C8', 'F4'], trolls: ['E8', 'H5'] }), { bothHuman: true }), ...props });
    expect(screen.queryByTestId('thud-legend')).toBeNull();
    await fireEvent.click(document.querySelector('rect[data-square="C8"]')!);
    expect(legend()).toEqual(['move', 'hurl', 'capture']);
    cleanup();
    render(ThudTable, {
      snapshot: snapshotOf(position({ dwarves: ['F4', 'A8'], trolls: ['H5'], toMove: 'troll' }), { bothHuman: true }),
      ...props,
    });
    await fireEvent.click(document.querySelector('rect[data-square="H5"]')!);
    expect(legend()).toEqual(['move', 'club', 'shove', 'capture']);
  });

  it('keeps the player’s name whole in the turn line, after the words in either language', () => {
    for (const [language, text] of [
      ['en', 'Dwarves to move: Ada'],
      ['fr', 'Aux nains de jouer\u00a0: Ada'],
    ] as const) {
      setLanguage(language);
      render(ThudTable, { snapshot: snapshotOf(newGame()), ...props });
      expect(screen.getByTestId('thud-turn').textContent?.trim()).toBe(text);
      expect(screen.getByTestId('thud-turn').querySelector('.name')?.textContent).toBe('Ada');
      cleanup();
    }
  });
});

describe('Thud log words', () => {
  it('gives a proposal to end the battle as the proposer’s belief, not as a fact', () => {
    const [event] = play(newGame(), { type: 'propose-end' }).events;
    const line = thud.definition.describe(event);
    expect(t(`thud:${line.key}`, line.params)).toBe('Ada proposes to end the battle, believing no more captures can happen.');
    setLanguage('fr');
    expect(t(`thud:${line.key}`, line.params)).toBe('Ada propose de terminer la bataille, estimant qu’aucune prise n’est plus possible.');
  });

  it('says in Troll Dice that a club rolled in defence counts as a blank, as the rulebook does', () => {
    const line = trollDice.definition.describe({ type: 'defence-roll', face: 'club', name: 'Grum' });
    expect(t(`troll-dice:${line.key}`, line.params)).toBe('Grum rolls a club, which counts as a blank in defence.');
    setLanguage('fr');
    expect(t(`troll-dice:${line.key}`, line.params)).toBe('Grum obtient une massue, qui compte comme une face vide en défense.');
  });
});

describe('Thud rules: the board and its moves drawn', () => {
  it('follows the rules text on the rules screen, with the table’s own pieces and marks, in both languages', () => {
    expect(rulesAppendixFor('thud')).toBe(RulesDiagrams);
    render(RulesDiagrams);
    const diagram = (name: string) => document.querySelector(`[data-diagram="${name}"]`)!;
    // the whole board as a battle starts
    expect(diagram('board').querySelectorAll('.piece.dwarf')).toHaveLength(32);
    expect(diagram('board').querySelectorAll('.piece.troll')).toHaveLength(8);
    expect(diagram('board').querySelectorAll('.piece.rock')).toHaveLength(1);
    // each move with the mark the board gives it, and the pieces it takes
    expect(diagram('dwarf-move').querySelectorAll('[data-kind="move"]')).toHaveLength(16);
    expect(diagram('hurl').querySelectorAll('.piece.dwarf')).toHaveLength(3);
    expect(diagram('hurl').querySelector('[data-kind="hurl"]')).not.toBeNull();
    expect(diagram('club').querySelector('[data-kind="step"][data-capturing="true"]')).not.toBeNull();
    expect(diagram('club').querySelectorAll('[data-taken="capture"]')).toHaveLength(2);
    expect(diagram('shove').querySelectorAll('.piece.troll')).toHaveLength(3);
    expect(diagram('shove').querySelector('[data-kind="shove"]')).not.toBeNull();
    expect(screen.getByTestId('thud-diagrams').tabIndex).toBe(0);
    const english = diagram('hurl').querySelector('figcaption')!.textContent;
    expect(english).toContain('Hurl');
    cleanup();
    setLanguage('fr');
    render(RulesDiagrams);
    expect(diagram('hurl').querySelector('figcaption')!.textContent).toContain('Le lancer');
    expect(screen.getByRole('heading').textContent).toBe(t('thud:diagrams.title'));
  });
});

// @vitest-environment jsdom
/**
 * Thud on a player's phone: every decision (moves, hurls, shoves, a troll's captures, proposing,
 * accepting and declining the end of a battle) is sent through `act`, from snapshots of real
 * engine states as the phone server builds them (`view(state, seat)`, `legalActions(state, seat)`).
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SeatSetup } from '$contract/api';
import type { Action, Seat } from '$engine/core/types';
import { canonicalJson } from '$engine/core/json';
import { thud } from '$engine/games/thud';
import type { MoveAction, ThudState } from '$engine/games/thud/types';
import { setLanguage } from '../../renderer/src/lib/i18n.svelte';
import { phoneGames } from '../../renderer/src/phone/phone-games.svelte';
import PhoneHand from '../../renderer/src/tables/thud/PhoneHand.svelte';
import { phoneSnapshotOf } from './support/phone-snapshot';
import { newGame, play, position } from './tables/thud-fixtures';

const { definition } = thud;

const seats: SeatSetup[] = [
  { name: 'Ada', color: 'orange', symbol: 'circle', kind: { type: 'human' } },
  { name: 'Grum', color: 'sky', symbol: 'square', kind: { type: 'human' } },
];

/** what the phone of `seat` receives for `state` */
const phoneSnapshot = (state: ThudState, seat: Seat) => phoneSnapshotOf(definition, state, seat, seats, state.moves.length);

function show(state: ThudState, seat: Seat) {
  const sent: Action[] = [];
  const act = vi.fn(async (action: Action) => {
    sent.push(action);
  });
  const view = render(PhoneHand, { snapshot: phoneSnapshot(state, seat), act, busy: false });
  return { sent, act, view };
}

const cell = (square: string) => screen.getByRole('button', { name: square });
const tap = (square: string) => fireEvent.click(cell(square));
/** the board's cells with this class, in board order */
const cellsMarked = (mark: string) => [...document.querySelectorAll(`[data-square].${mark}`)].map((element) => element.getAttribute('data-square'));
const moves = (state: ThudState, seat: Seat) =>
  definition.legalActions(state, seat).filter((action): action is MoveAction => action.type === 'move');
const isLegal = (state: ThudState, seat: Seat, action: Action) => 
  definition.legalActions(state, seat).some((legal) => canonicalJson(legal) === canonicalJson(action));

beforeEach(() => setLanguage('en'));
afterEach(cleanup);

describe('Thud phone hand', () => {
  it('is the phone hand registered for Thud, with the board as 165 cells named by their square', async () => {
    expect((await phoneGames.load('thud'))?.Hand).toBe(PhoneHand);
    show(newGame(), 0);
    const hand = screen.getByTestId('phone-hand');
    expect(hand.getAttribute('data-game')).toBe('thud');
    const board = screen.getByRole('group', { name: 'Thud board' });
    expect(within(board).getAllByRole('button')).toHaveLength(165);
    expect(cell('F10').getAttribute('title')).toBe('empty square');
    expect(hand.textContent).toContain('You lead the dwarves');
    expect(screen.getByTestId('phone-turn').textContent).toContain('Your move: tap one of your ringed dwarves.');
    // no keyboard cursor on a phone
    expect(document.querySelector('.thud-board .cursor')).toBeNull();
  });

  it('moves a dwarf: tap a piece that can move, then one of its glowing destinations', async () => {
    const state = newGame();
    const { sent } = show(state, 0);
    const movable = new Set(moves(state, 0).map((move) => move.from));
    expect(new Set(cellsMarked('piece'))).toEqual(movable);
    expect(cell('F1').getAttribute('title')).toBe('Dwarf, can move');

    await tap('F1');
    expect(cell('F1').getAttribute('aria-pressed')).toBe('true');
    expect(cell('F1').getAttribute('title')).toBe('Dwarf, picked up');
    const targets = moves(state, 0).filter((move) => move.from === 'F1').map((move) => move.to);
    expect(cellsMarked('destination').sort()).toEqual([...new Set(targets)].sort());
    expect(cell('F4').getAttribute('title')).toBe('empty square, move');
    expect(screen.getByTestId('phone-turn').textContent).toContain('Tap a glowing square');

    // a square that is neither a destination nor a piece that can move does nothing
    await tap('H8');
    expect(sent).toEqual([]);
    await tap('F4');
    expect(sent).toEqual([{ type: 'move', from: 'F1', to: 'F4', captures: [] }]);
  });

  it('puts the picked piece down with its button or a second tap, and picks another one instead', async () => {
    const { sent } = show(newGame(), 0);
    await tap('F1');
    await fireEvent.click(screen.getByRole('button', { name: 'Put the piece down' }));
    expect(cellsMarked('picked')).toEqual([]);
    await tap('F1');
    await tap('F1');
    expect(cellsMarked('picked')).toEqual([]);
    await tap('F1');
    await tap('G1');
    expect(cellsMarked('picked')).toEqual(['G1']);
    expect(sent).toEqual([]);
  });

  it('hurls a dwarf onto a troll in one tap on the troll', async () => {
    const state = position({ dwarves: ['A8', 'B8', 'C8'], trolls: ['E8'] });
    const { sent } = show(state, 0);
    await tap('C8');
    expect(cell('E8').getAttribute('title')).toBe('Troll, hurl');
    await tap('E8');
    expect(sent).toEqual([{ type: 'move', from: 'C8', to: 'E8', captures: ['E8'] }]);
    expect(isLegal(state, 0, sent[0])).toBe(true);
  });

  it('shoves a troll where it must club its only dwarf', async () => {
    const state = position({ dwarves: ['F10'], trolls: ['E5', 'E6', 'E7'], toMove: 'troll' });
    const { sent } = show(state, 1);
    expect(screen.getByTestId('phone-hand').textContent).toContain('You lead the trolls');
    await tap('E7');
    expect(cell('E9').getAttribute('title')).toBe('empty square, shove');
    await tap('E9');
    expect(sent).toEqual([{ type: 'move', from: 'E7', to: 'E9', captures: ['F10'] }]);
  });

  it('lets a troll choose the dwarves it clubs, then confirms with the button or a tap on its arrival square', async () => {
    const state = position({ dwarves: ['F4', 'F6', 'A8'], trolls: ['H5'], toMove: 'troll' });
    const { sent } = show(state, 1);
    await tap('H5');
    await tap('G5');
    expect(sent).toEqual([]);
    expect(cellsMarked('capture')).toEqual(['F4', 'F6']);
    expect(screen.getByRole('button', { name: 'Club 2 dwarves' })).toBeTruthy();
    // only the arrival square and the dwarves in reach answer now
    expect(cell('A8').getAttribute('aria-disabled')).toBe('true');

    await tap('F6');
    expect(cellsMarked('spared')).toEqual(['F6']);
    expect(cell('F6').getAttribute('title')).toBe('Dwarf, spared');
    await fireEvent.click(screen.getByRole('button', { name: 'Club 1 dwarf' }));
    expect(sent).toEqual([{ type: 'move', from: 'H5', to: 'G5', captures: ['F4'] }]);

    // sparing both, then a tap where the troll goes: a step that clubs nobody
    cleanup();
    const again = show(state, 1);
    await tap('H5');
    await tap('G5');
    await tap('F4');
    await tap('F6');
    expect(screen.getByRole('button', { name: 'Move without clubbing' })).toBeTruthy();
    await tap('G5');
    expect(again.sent).toEqual([{ type: 'move', from: 'H5', to: 'G5', captures: [] }]);
    expect(isLegal(state, 1, again.sent[0])).toBe(true);
  });

  it('goes back from the choice of captures to choose another square', async () => {
    const state = position({ dwarves: ['F4', 'F6', 'A8'], trolls: ['H5'], toMove: 'troll' });
    show(state, 1);
    await tap('H5');
    await tap('G5');
    await fireEvent.click(screen.getByRole('button', { name: 'Choose another square' }));
    expect(cellsMarked('picked')).toEqual(['H5']);
    expect(cellsMarked('destination')).toContain('G5');
  });

  it('proposes to end the battle, and lets the other player accept or decline', async () => {
    const state = newGame();
    const proposer = show(state, 0);
    await fireEvent.click(screen.getByRole('button', { name: 'Propose to end the battle' }));
    expect(proposer.sent).toEqual([{ type: 'propose-end' }]);
    cleanup();

    const proposed = play(state, { type: 'propose-end' });
    show(proposed, 0);
    expect(screen.getByTestId('phone-turn').textContent).toContain('Waiting for Grum to answer your proposal');
    cleanup();

    const answerer = show(proposed, 1);
    expect(screen.getByTestId('phone-turn').textContent).toContain('Ada proposes to end the battle');
    await fireEvent.click(screen.getByRole('button', { name: 'Agree: end the battle' }));
    await fireEvent.click(screen.getByRole('button', { name: 'Play on' }));
    expect(answerer.sent).toEqual([{ type: 'accept-end' }, { type: 'decline-end' }]);

    cleanup();
    show(play(proposed, { type: 'decline-end' }), 0);
    expect(screen.getByTestId('phone-turn').textContent).toContain('Your proposal was declined: move a piece.');
    expect(screen.queryByRole('button', { name: 'Propose to end the battle' })).toBeNull();
  });

  it('says whom it waits on when it is not this player’s move, and answers no tap', async () => {
    const { sent } = show(newGame(), 1);
    expect(screen.getByTestId('phone-turn').textContent).toContain('Waiting for Ada to move a dwarf.');
    expect(cellsMarked('piece')).toEqual([]);
    await tap('F1');
    expect(cellsMarked('picked')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Propose to end the battle' })).toBeNull();
    expect(sent).toEqual([]);
  });

  it('drops a half-picked move when the match moves on', async () => {
    const state = newGame();
    const { view } = show(state, 0);
    await tap('F1');
    expect(cellsMarked('picked')).toEqual(['F1']);
    const moved = play(state, { type: 'move', from: 'G1', to: 'G4', captures: [] }, { type: 'move', from: 'G7', to: 'G6', captures: [] });
    await view.rerender({ snapshot: phoneSnapshot(moved, 0) });
    expect(cellsMarked('picked')).toEqual([]);
  });

  it('shows each player the result once both battles are over', () => {
    // battle 1 from a custom position ends by agreement (3 dwarves, 1 troll), battle 2 likewise from the start
    const firstBattle = position({ dwarves: ['A8', 'B8', 'C8'], trolls: ['E8'] });
    const over = play(firstBattle, { type: 'propose-end' }, { type: 'accept-end' }, { type: 'propose-end' }, { type: 'accept-end' });
    expect(definition.outcome(over)?.scores).toEqual([35, 36]);

    show(over, 1);
    expect(screen.getByTestId('phone-result').textContent).toContain('You win, 36 points to 35!');
    expect(screen.queryByTestId('phone-turn')).toBeNull();
    cleanup();
    show(over, 0);
    const result = screen.getByTestId('phone-result').textContent;
    expect(result).toContain('Grum wins, 36 points to 35.');
    expect(result).toContain('Battle 1: Ada (dwarves) 3 – Grum (trolls) 4');

    cleanup();
    const draw = play(newGame(), { type: 'propose-end' }, { type: 'accept-end' }, { type: 'propose-end' }, { type: 'accept-end' });
    show(draw, 0);
    expect(screen.getByTestId('phone-result').textContent).toContain('A draw: 64 points each.');
  });

  it('speaks the player’s language', () => {
    setLanguage('fr');
    show(newGame(), 1);
    expect(screen.getByTestId('phone-turn').textContent).toContain('En attente de Ada, qui déplace un nain.');
    expect(screen.getByRole('group', { name: 'Plateau de Thud' })).toBeTruthy();
  });
});

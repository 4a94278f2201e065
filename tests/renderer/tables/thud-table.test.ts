import { cleanup, fireEvent, render, screen, within } from '@testing-library/svelte';
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Action, Seat } from '$engine/core/types';
import { thud } from '$engine/games/thud';
import { RANK_WIDTHS, squareIndex } from '$engine/games/thud/board';
import type { MoveAction, ThudState } from '$engine/games/thud/types';
import { commandForKey, runCommand, startInput } from '../../../renderer/src/lib/input';
import ThudTable from '../../../renderer/src/tables/thud/ThudTable.svelte';
import { newGame, play, position, settings, snapshotOf } from './thud-fixtures';

const { definition } = thud;
const undo = async () => {};
/** these tables have no secret turns: they never ask for a seat's private view */
const seatView = async () => undefined;

function recorder() {
  const calls: { seat: Seat; action: Action }[] = [];
  const act = vi.fn(async (seat: Seat, action: Action) => {
    calls.push({ seat, action });
  });
  return { act, calls };
}

const board = () => screen.getByTestId('thud-board');
const cursor = () => board().getAttribute('data-cursor');
const key = (name: string) => fireEvent.keyDown(board(), { key: name });
/** the grid cell the board's focus stands on, as a screen reader reads it */
const cellAtCursor = () => document.getElementById(board().getAttribute('aria-activedescendant')!)!;
const cellName = (name: string) => square(name).getAttribute('aria-label');
const square = (name: string) => document.querySelector<SVGRectElement>(`rect[data-square="${name}"]`)!;
/** the squares carrying `attribute` (optionally with this value), in board order */
const marked = (attribute: string, value?: string) =>
  [...document.querySelectorAll(`rect[${attribute}${value === undefined ? '' : `="${value}"`}]`)]
    .map((rect) => rect.getAttribute('data-square')!)
    .sort((a, b) => squareIndex(a) - squareIndex(b));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Thud table: the board', () => {
  it('draws the 165 squares, the 32 dwarves, 8 trolls and the rock on H8', () => {
    render(ThudTable, { snapshot: snapshotOf(newGame()), act: recorder().act, undo, seatView, settings: settings('off'), phoneSeats: [] });
    expect(document.querySelectorAll('rect[data-square]')).toHaveLength(165);
    expect(marked('data-piece', 'd')).toHaveLength(32);
    expect(marked('data-piece', 'T')).toEqual(['G7', 'H7', 'J7', 'G8', 'J8', 'G9', 'H9', 'J9']);
    expect(marked('data-piece', 'R')).toEqual(['H8']);
    expect(document.querySelectorAll('.thud-board .piece.dwarf')).toHaveLength(32);
    expect(document.querySelectorAll('.thud-board .piece.troll')).toHaveLength(8);
  });

  it('moves the cursor square by square with the arrow keys and stops at the edge', async () => {
    const state = position({ dwarves: ['H2'], trolls: ['H12'] });
    render(ThudTable, { snapshot: snapshotOf(state), act: recorder().act, undo, seatView, settings: settings('off'), phoneSeats: [] });
    // the cursor starts on a piece that can move, and the board holds the focus for the keys
    expect(cursor()).toBe('H2');
    await Promise.resolve();
    expect(document.activeElement).toBe(board());
    const steps: [string, string][] = [
      ['ArrowUp', 'H3'],
      ['ArrowLeft', 'G3'],
      ['ArrowDown', 'G2'],
      ['ArrowDown', 'G1'],
      ['ArrowDown', 'G1'],
      ['ArrowLeft', 'F1'],
      // rank 1 runs from F to K: there is no E1, and the cut corner holds the cursor on the board
      ['ArrowLeft', 'F1'],
      ['ArrowRight', 'G1'],
    ];
    for (const [pressed, expected] of steps) {
      await key(pressed);
      expect(cursor()).toBe(expected);
    }
    expect(cellAtCursor().getAttribute('aria-label')).toBe('G1, empty square');
    expect(document.activeElement).toBe(board());
  });

  it('keeps the arrow keys from spatial navigation and takes the gamepad’s d-pad and A button', async () => {
    const state = position({ dwarves: ['H2'], trolls: ['H12'] });
    render(ThudTable, { snapshot: snapshotOf(state), act: recorder().act, undo, seatView, settings: settings('off'), phoneSeats: [] });
    await Promise.resolve();
    expect(commandForKey(new KeyboardEvent('keydown', { key: 'ArrowUp' }))).toBe('up');
    const onBoard = new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true });
    Object.defineProperty(onBoard, 'target', { value: board() });
    expect(commandForKey(onBoard)).toBeNull();
    runCommand('up');
    flushSync();
    expect(cursor()).toBe('H3');
    runCommand('down');
    runCommand('activate');
    flushSync();
    expect(board().getAttribute('data-picked')).toBe('H2');
  });

  it('picks a piece up with Enter and shows exactly its legal destinations; Esc puts it down', async () => {
    const state = newGame();
    render(ThudTable, { snapshot: snapshotOf(state), act: recorder().act, undo, seatView, settings: settings('off'), phoneSeats: [] });
    const start = cursor()!;
    await key('Enter');
    expect(board().getAttribute('data-picked')).toBe(start);
    const legalTargets = (definition.legalActions(state, 0) as MoveAction[])
      .filter((action) => action.type === 'move' && action.from === start)
      .map((action) => action.to);
    expect(marked('data-mark').sort()).toEqual([...new Set(legalTargets)].sort());
    expect(marked('data-mark', 'move')).toHaveLength(legalTargets.length);

    const stopInput = startInput(window);
    await key('Escape');
    stopInput();
    expect(board().getAttribute('data-picked')).toBeNull();
    expect(marked('data-mark')).toEqual([]);
  });

  it('moves a dwarf with the mouse: click the piece, then a destination', async () => {
    const { act, calls } = recorder();
    render(ThudTable, { snapshot: snapshotOf(newGame()), act, undo, seatView, settings: settings('off'), phoneSeats: [] });
    await fireEvent.click(square('F1'));
    expect(marked('data-mark')).toContain('F4');
    await fireEvent.click(square('F4'));
    expect(calls).toEqual([{ seat: 0, action: { type: 'move', from: 'F1', to: 'F4', captures: [] } }]);
  });

  it('marks a hurl with the troll it takes, and plays it with Enter', async () => {
    const state = position({ dwarves: ['A8', 'B8', 'C8'], trolls: ['E8'] });
    const { act, calls } = recorder();
    render(ThudTable, { snapshot: snapshotOf(state), act, undo, seatView, settings: settings('off'), phoneSeats: [] });
    await fireEvent.click(square('C8'));
    expect(marked('data-mark', 'hurl')).toEqual(['E8']);
    expect(marked('data-capture')).toEqual([]);
    // the cursor on the hurl's square shows the troll it would take
    for (let i = 0; i < 2; i++) await key('ArrowRight');
    expect(cursor()).toBe('E8');
    expect(marked('data-capture', 'capture')).toEqual(['E8']);
    await key('Enter');
    expect(calls).toEqual([{ seat: 0, action: { type: 'move', from: 'C8', to: 'E8', captures: ['E8'] } }]);
  });

  it('marks a shove apart from a step, with the dwarves it would club', async () => {
    const state = position({ dwarves: ['F10'], trolls: ['E5', 'E6', 'E7'], toMove: 'troll' });
    const { act, calls } = recorder();
    render(ThudTable, { snapshot: snapshotOf(state, { bothHuman: true }), act, undo, seatView, settings: settings('off'), phoneSeats: [] });
    await fireEvent.click(square('E7'));
    expect(marked('data-mark', 'shove')).toEqual(['E9', 'E10']);
    expect(marked('data-mark', 'step').length).toBeGreaterThan(0);
    expect(document.querySelectorAll('.thud-board .target.capturing')).toHaveLength(2);
    // a shove must club its only dwarf: no choice to make
    await fireEvent.click(square('E9'));
    expect(calls).toEqual([{ seat: 1, action: { type: 'move', from: 'E7', to: 'E9', captures: ['F10'] } }]);
  });

  it('lets a troll choose which dwarves to club, all of them at first', async () => {
    const state = position({ dwarves: ['F4', 'F6', 'A8'], trolls: ['H5'], toMove: 'troll' });
    const { act, calls } = recorder();
    render(ThudTable, { snapshot: snapshotOf(state, { bothHuman: true }), act, undo, seatView, settings: settings('off'), phoneSeats: [] });
    await fireEvent.click(square('H5'));
    await fireEvent.click(square('G5'));
    expect(screen.getByTestId('thud-choice')).toBeTruthy();
    expect(marked('data-capture', 'capture')).toEqual(['F4', 'F6']);
    // the troll is shown on the square it goes to, where Enter confirms; no other destination is drawn
    expect(document.querySelector('[data-preview="G5"] .piece.troll')).not.toBeNull();
    expect(document.querySelector('.thud-board .leaving .piece.troll')).not.toBeNull();
    expect(document.querySelectorAll('.thud-board .target')).toHaveLength(0);
    expect(cellAtCursor().getAttribute('aria-label')).toBe('G5, Troll, it lands here, Enter confirms');
    expect(cellName('F4')).toBe('F4, Dwarf, taken by this move');
    expect(screen.getByTestId('thud-confirm').textContent).toBe('Club 2 dwarves');

    // Enter on a dwarf spares it; Enter on the troll's square confirms
    await key('ArrowLeft');
    await key('ArrowUp');
    expect(cursor()).toBe('F6');
    await key('Enter');
    expect(marked('data-capture', 'capture')).toEqual(['F4']);
    expect(marked('data-capture', 'spared')).toEqual(['F6']);
    expect(screen.getByTestId('thud-confirm').textContent).toBe('Club 1 dwarf');
    await key('ArrowRight');
    await key('ArrowDown');
    await key('Enter');
    expect(calls).toEqual([{ seat: 1, action: { type: 'move', from: 'H5', to: 'G5', captures: ['F4'] } }]);
    expect(definition.legalActions(state, 1)).toContainEqual(calls[0].action);
  });

  it('draws each kind of destination in the legend exactly as on the board', async () => {
    const legendMark = (label: string) => document.querySelector(`[data-legend="${label}"] .target`)!;
    const cases: { state: ThudState; from: string; to?: string; label: string }[] = [
      { state: newGame(), from: 'F1', label: 'move' },
      { state: position({ dwarves: ['A8', 'B8', 'C8'], trolls: ['E8'] }), from: 'C8', to: 'E8', label: 'hurl' },
      { state: position({ dwarves: ['F10'], trolls: ['E5', 'E6', 'E7'], toMove: 'troll' }), from: 'E7', to: 'E9', label: 'shove' },
      { state: position({ dwarves: ['F10'], trolls: ['E5', 'E6', 'E7'], toMove: 'troll' }), from: 'E7', to: 'E8', label: 'move' },
      { state: position({ dwarves: ['F4', 'A8'], trolls: ['H5'], toMove: 'troll' }), from: 'H5', to: 'G5', label: 'club' },
    ];
    for (const { state, from, to, label } of cases) {
      render(ThudTable, { snapshot: snapshotOf(state, { bothHuman: true }), act: recorder().act, undo, seatView, settings: settings('off'), phoneSeats: [] });
      await fireEvent.click(square(from));
      const target = to ?? marked('data-mark')[0]!;
      const drawn = document.querySelector(`.thud-board [data-destination="${target}"] .target`)!;
      // a troll's plain step is drawn as a dwarf's move: only the kind named on the mark differs
      const shape = (mark: Element) => mark.outerHTML.replace(/ data-kind="\w+"/, '');
      expect(shape(drawn)).toBe(shape(legendMark(label)));
      cleanup();
    }
    // the taken mark too
    render(ThudTable, {
      snapshot: snapshotOf(position({ dwarves: ['F4', 'A8'], trolls: ['H5'], toMove: 'troll' }), { bothHuman: true }),
      act: recorder().act,
      undo,
      seatView,
      settings: settings('off'),
      phoneSeats: [],
    });
    await fireEvent.click(square('H5'));
    await key('ArrowLeft');
    expect(document.querySelector('.thud-board [data-taken]')!.outerHTML).toBe(
      document.querySelector('[data-legend="capture"] [data-taken]')!.outerHTML,
    );
  });

  it('confirms a step that clubs nobody with the button', async () => {
    const state = position({ dwarves: ['F4', 'A8'], trolls: ['H5'], toMove: 'troll' });
    const { act, calls } = recorder();
    render(ThudTable, { snapshot: snapshotOf(state, { bothHuman: true }), act, undo, seatView, settings: settings('off'), phoneSeats: [] });
    await fireEvent.click(square('H5'));
    await fireEvent.click(square('G5'));
    await fireEvent.click(square('F4'));
    expect(screen.getByTestId('thud-confirm').textContent).toBe('Move without clubbing');
    await fireEvent.click(screen.getByTestId('thud-confirm'));
    expect(calls).toEqual([{ seat: 1, action: { type: 'move', from: 'H5', to: 'G5', captures: [] } }]);
  });

  it('marks the last move', () => {
    const state = play(newGame(), { type: 'move', from: 'F1', to: 'F4', captures: [] });
    render(ThudTable, { snapshot: snapshotOf(state, { bothHuman: true }), act: recorder().act, undo, seatView, settings: settings('off'), phoneSeats: [] });
    expect(marked('data-last', 'from')).toEqual(['F1']);
    expect(marked('data-last', 'to')).toEqual(['F4']);
    expect(document.querySelector('.last-line')).not.toBeNull();
    expect(screen.getByTestId('thud-moves-1').textContent).toContain('dF1-F4');
  });
});

describe('Thud table: the board for a screen reader', () => {
  it('is a grid of 15 rows, rank 15 first, whose cells are the 165 squares named by square and piece', () => {
    render(ThudTable, { snapshot: snapshotOf(newGame()), act: recorder().act, undo, seatView, settings: settings('off'), phoneSeats: [] });
    expect(board().getAttribute('role')).toBe('grid');
    expect(board().getAttribute('aria-label')).toBe('Thud board');
    const rows = within(board()).getAllByRole('row');
    expect(rows.map((row) => within(row).getAllByRole('gridcell').length)).toEqual([...RANK_WIDTHS].reverse());
    // rank 15 runs from F to K: its first cell stands in the sixth column
    const top = within(rows[0]).getAllByRole('gridcell');
    expect(top.map((cell) => cell.getAttribute('data-square'))).toEqual(['F15', 'G15', 'H15', 'J15', 'K15']);
    expect(top[0].getAttribute('aria-colindex')).toBe('6');
    expect(within(board()).getAllByRole('gridcell', { name: /, Dwarf$/ })).toHaveLength(32);
    expect(within(board()).getAllByRole('gridcell', { name: /, Troll$/ })).toHaveLength(8);
    expect(cellName('H8')).toBe('H8, Thudstone');
    // the rest of the picture (letters, pieces, marks) is not read out
    expect(within(board()).queryAllByRole('gridcell', { name: /^[A-P]\d+$/ })).toEqual([]);
    // the files' letters and ranks' numbers are a picture behind the board's, with nothing to read out
    const labels = decodeURIComponent(board().querySelector<HTMLElement>('.board-frame')!.style.backgroundImage);
    expect(labels).toContain('<text x="0.5" y="-0.45">A</text>');
    expect(labels).toContain('>15</text>');
    expect(board().querySelectorAll('text')).toHaveLength(0);
    // the cell the cursor stands on is the grid's active one
    expect(cellAtCursor().getAttribute('data-square')).toBe(cursor());
  });

  it('names the picked piece, where it may go and what each move there takes, and the last move', async () => {
    const state = play(position({ dwarves: ['A8', 'B8', 'C8', 'F1'], trolls: ['E8', 'P9'] }), { type: 'move', from: 'F1', to: 'F2', captures: [] });
    const trollMoved = play(state, { type: 'move', from: 'P9', to: 'P8', captures: [] });
    render(ThudTable, { snapshot: snapshotOf(trollMoved), act: recorder().act, undo, seatView, settings: settings('off'), phoneSeats: [] });
    expect(cellName('P9')).toBe('P9, empty square, where the last move started');
    expect(cellName('P8')).toBe('P8, Troll, where the last move ended');
    await fireEvent.click(square('C8'));
    expect(cellName('C8')).toBe('C8, Dwarf, picked up');
    expect(cellName('E8')).toBe('E8, Troll, it may be hurled here, taking 1 piece');
    expect(cellName('D8')).toBe('D8, empty square, it may move here');
    // the cursor on the hurl's square: the troll it takes is named so
    await key('ArrowRight');
    await key('ArrowRight');
    expect(cellAtCursor().getAttribute('aria-label')).toBe('E8, Troll, it may be hurled here, taking 1 piece, taken by this move');
  });

  it('takes the focus, on its cursor’s cell, when the bot has moved and the human is to play', async () => {
    const first = play(newGame(), { type: 'move', from: 'F1', to: 'F4', captures: [] });
    const view = render(ThudTable, { snapshot: snapshotOf(first), act: recorder().act, undo, seatView, settings: settings('off'), phoneSeats: [] });
    await Promise.resolve();
    // the bot's turn: nothing to do at the table
    expect(document.activeElement).not.toBe(board());
    const [botMove] = definition.legalActions(first, 1) as MoveAction[];
    await view.rerender({ snapshot: snapshotOf(play(first, botMove)) });
    await Promise.resolve();
    expect(document.activeElement).toBe(board());
    expect(cellAtCursor().closest('[role="grid"]')).toBe(board());
  });

  it('takes the focus back from the button that sends the sides’ introduction away', async () => {
    render(ThudTable, { snapshot: snapshotOf(newGame()), act: recorder().act, undo, seatView, settings: settings('off'), phoneSeats: [] });
    const sendAway = within(screen.getByTestId('thud-sides-intro')).getByRole('button');
    sendAway.focus();
    await fireEvent.click(sendAway);
    expect(screen.queryByTestId('thud-sides-intro')).toBeNull();
    expect(document.activeElement).toBe(board());
  });
});

describe('Thud table: a capture landing', () => {
  const before = () => position({ dwarves: ['A8', 'B8', 'C8'], trolls: ['E8', 'P9'] });
  const hurl: MoveAction = { type: 'move', from: 'C8', to: 'E8', captures: ['E8'] };

  it('brings the mover down with a ring of dust and knocks the taken troll on in the hurl’s direction', async () => {
    const view = render(ThudTable, { snapshot: snapshotOf(before(), { bothHuman: true }), act: recorder().act, undo, seatView, settings: settings('normal'), phoneSeats: [] });
    await view.rerender({ snapshot: snapshotOf(play(before(), hurl), { bothHuman: true }) });
    expect(document.querySelector('.thud-table')!.getAttribute('data-playing')).toBe('true');
    expect(document.querySelector('.thud-board .at.landing .piece.dwarf')).not.toBeNull();
    expect(document.querySelector('.thud-board .impact')!.getAttribute('transform')).toBe('translate(4.5 7.5)');
    const knocked = document.querySelector<SVGGElement>('.thud-board .taken .knock')!;
    expect(knocked.querySelector('.piece.troll')).not.toBeNull();
    // C8 to E8 is to the right: the troll flies on to the right, level
    expect(knocked.style.getPropertyValue('--kx')).toBe('0.9px');
    expect(knocked.style.getPropertyValue('--ky')).toBe('0px');
  });

  it('moves nothing with the animations off: the board shows the move done', async () => {
    const view = render(ThudTable, { snapshot: snapshotOf(before(), { bothHuman: true }), act: recorder().act, undo, seatView, settings: settings('off'), phoneSeats: [] });
    await view.rerender({ snapshot: snapshotOf(play(before(), hurl), { bothHuman: true }) });
    expect(document.querySelector('.thud-table')!.getAttribute('data-playing')).toBe('false');
    expect(document.querySelector('.thud-board .landing, .thud-board .impact, .thud-board .knock')).toBeNull();
    expect(marked('data-piece', 'd')).toEqual(['A8', 'B8', 'E8']);
  });
});

describe('Thud table: ending a battle', () => {
  it('proposes the end, and the other player accepts or declines with buttons', async () => {
    const { act, calls } = recorder();
    const state = newGame();
    const view = render(ThudTable, { snapshot: snapshotOf(state, { bothHuman: true }), act, undo, seatView, settings: settings('off'), phoneSeats: [] });
    await fireEvent.click(screen.getByTestId('thud-propose'));
    expect(calls[0]).toEqual({ seat: 0, action: { type: 'propose-end' } });

    const proposed = play(state, { type: 'propose-end' });
    await view.rerender({ snapshot: snapshotOf(proposed, { bothHuman: true }) });
    expect(screen.queryByTestId('thud-propose')).toBeNull();
    expect(screen.getByTestId('thud-turn').textContent).toContain('Ada proposes to end the battle. Grum, do you agree?');
    await Promise.resolve();
    expect(document.activeElement).toBe(screen.getByTestId('thud-accept'));
    await fireEvent.click(screen.getByTestId('thud-decline'));
    expect(calls[1]).toEqual({ seat: 1, action: { type: 'decline-end' } });

    const declined = play(proposed, { type: 'decline-end' });
    await view.rerender({ snapshot: snapshotOf(declined, { bothHuman: true }) });
    // the proposer must now move: no second proposal this turn
    expect(screen.queryByTestId('thud-propose')).toBeNull();
    expect(screen.getByText('The proposal was declined: Ada must move a piece.')).toBeTruthy();
    await fireEvent.click(square('F1'));
    expect(marked('data-mark').length).toBeGreaterThan(0);

    await view.rerender({ snapshot: snapshotOf(proposed, { bothHuman: true }) });
    await fireEvent.click(screen.getByTestId('thud-accept'));
    expect(calls[2]).toEqual({ seat: 1, action: { type: 'accept-end' } });
  });

  it('announces the second battle with sides swapped and shows the first battle’s result', async () => {
    vi.useFakeTimers();
    const { act } = recorder();
    const proposed = play(newGame(), { type: 'propose-end' });
    const ended = play(proposed, { type: 'accept-end' });
    const view = render(ThudTable, { snapshot: snapshotOf(proposed, { bothHuman: true }), act, undo, seatView, settings: settings('normal'), phoneSeats: [] });
    await view.rerender({ snapshot: snapshotOf(ended, { bothHuman: true }) });
    expect(document.querySelector('.thud-table')!.getAttribute('data-playing')).toBe('true');
    expect(screen.getByTestId('thud-announcement').textContent).toContain('Battle 1 is over');
    await vi.advanceTimersByTimeAsync(2700);
    expect(screen.getByTestId('thud-announcement').textContent).toContain('Battle 2: sides swapped!');
    expect(screen.getByTestId('thud-announcement').textContent).toContain('Grum now leads the dwarves, Ada the trolls.');
    await fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByTestId('thud-announcement')).toBeNull();
    expect(screen.getByTestId('thud-result-1').textContent).toBe('Battle 1: Ada (dwarves) 32 – Grum (trolls) 32');
    expect(screen.getByTestId('thud-side-dwarf').textContent).toContain('Grum');
    expect(screen.getByText('sides swapped')).toBeTruthy();
  });

  it('shows the running score and what each side has taken', () => {
    const state = play(position({ dwarves: ['A8', 'B8', 'C8', 'F1'], trolls: ['E8', 'P9'] }), {
      type: 'move',
      from: 'C8',
      to: 'E8',
      captures: ['E8'],
    });
    render(ThudTable, { snapshot: snapshotOf(state, { bothHuman: true }), act: recorder().act, undo, seatView, settings: settings('off'), phoneSeats: [] });
    expect(screen.getByTestId('thud-points-0').textContent).toBe('4 pts');
    expect(screen.getByTestId('thud-points-1').textContent).toBe('4 pts');
    expect(screen.getByTestId('thud-side-dwarf').textContent).toMatch(/4 dwarves left\s+·\s+1 troll felled/);
    expect(screen.getByTestId('thud-side-troll').textContent).toMatch(/1 troll left\s+·\s+0 dwarves clubbed/);
  });

  it('shows the bot thinking on its turn, with no controls for the human', () => {
    const state = play(newGame(), { type: 'move', from: 'F1', to: 'F4', captures: [] });
    render(ThudTable, { snapshot: snapshotOf(state, { botThinking: true }), act: recorder().act, undo, seatView, settings: settings('off'), phoneSeats: [] });
    expect(screen.getByTestId('thud-turn').textContent).toContain('Grum is thinking');
    expect(document.querySelector('.side.thinking')?.textContent).toContain('Grum');
    expect(screen.queryByTestId('thud-propose')).toBeNull();
  });
});

describe('Thud table: who plays which side', () => {
  it('names the side first, then the player, beside the board and in the turn line', () => {
    render(ThudTable, { snapshot: snapshotOf(newGame()), act: recorder().act, undo, seatView, settings: settings('off'), phoneSeats: [] });
    expect(screen.getByTestId('thud-side-dwarf').textContent).toMatch(/^\s*Dwarves\s+played by\s+Ada/);
    expect(screen.getByTestId('thud-side-troll').textContent).toMatch(/^\s*Trolls\s+played by\s+Grum/);
    expect(screen.getByTestId('thud-turn').textContent).toContain('Dwarves to move: Ada');
  });

  it('says big at the start of battle 1 who leads the dwarves and who the trolls, until the board is used', async () => {
    const { act } = recorder();
    render(ThudTable, { snapshot: snapshotOf(newGame()), act, undo, seatView, settings: settings('off'), phoneSeats: [] });
    const intro = screen.getByTestId('thud-sides-intro');
    expect(intro.textContent).toContain('Battle 1 of 2');
    expect(intro.textContent).toContain('Ada leads the dwarves and moves first');
    expect(intro.textContent).toContain('Grum leads the trolls');
    // the first Enter on the board both clears it away and picks the piece up
    const start = cursor();
    await key('Enter');
    expect(screen.queryByTestId('thud-sides-intro')).toBeNull();
    expect(board().getAttribute('data-picked')).toBe(start);
  });

  it('goes by itself after a while, and is not shown once the battle has begun', async () => {
    vi.useFakeTimers();
    render(ThudTable, { snapshot: snapshotOf(newGame()), act: recorder().act, undo, seatView, settings: settings('off'), phoneSeats: [] });
    expect(screen.getByTestId('thud-sides-intro')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(screen.queryByTestId('thud-sides-intro')).toBeNull();
    cleanup();
    const begun = play(newGame(), { type: 'move', from: 'F1', to: 'F4', captures: [] });
    render(ThudTable, { snapshot: snapshotOf(begun, { bothHuman: true }), act: recorder().act, undo, seatView, settings: settings('off'), phoneSeats: [] });
    expect(screen.queryByTestId('thud-sides-intro')).toBeNull();
  });
});

import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Action, Seat } from '$engine/core/types';
import { trollDice } from '$engine/games/troll-dice';
import { runCommand, startInput } from '../../../renderer/src/lib/input';
import TrollDiceTable from '../../../renderer/src/tables/troll-dice/TrollDiceTable.svelte';
import { playbackSteps } from '../../../renderer/src/tables/troll-dice/playback';
import { gameAfterClubRoll, gameWithATrollOut, giveAll, newGame, settings, snapshotOf } from './troll-dice-fixtures';

function recorder() {
  const calls: { seat: Seat; action: Action }[] = [];
  const act = vi.fn(async (seat: Seat, action: Action) => {
    calls.push({ seat, action });
  });
  return { act, calls };
}

const { definition } = trollDice;
const undo = async () => {};
/** these tables have no secret turns: they never ask for a seat's private view */
const seatView = async () => undefined;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Troll Dice table: battle frenzy', () => {
  it('offers exactly the legal swap counts, each with its hand, and rolls the chosen one', async () => {
    const state = newGame(3, 7);
    const snapshot = snapshotOf(state);
    const legalGreens = snapshot.legal[0].map((action) => action.green);
    const { act, calls } = recorder();
    render(TrollDiceTable, { snapshot, act, undo, seatView, settings: settings('normal'), phoneSeats: [] });

    const options = document.querySelectorAll<HTMLButtonElement>('button[data-green]');
    expect([...options].map((option) => Number(option.dataset.green))).toEqual(legalGreens);
    for (const option of options) {
      const green = Number(option.dataset.green);
      expect(option.querySelectorAll('.die')).toHaveLength(6);
      expect(option.querySelectorAll('.die.green')).toHaveLength(green);
      expect(option.querySelectorAll('.die.white')).toHaveLength(state.trolls[0].health - green);
    }

    const roll = screen.getByRole('button', { name: /Roll 6 dice/ });
    expect(document.activeElement).toBe(roll);
    await fireEvent.click(options[options.length - 1]);
    expect(options[options.length - 1].getAttribute('aria-pressed')).toBe('true');
    await fireEvent.click(roll);
    expect(calls).toEqual([{ seat: 0, action: { type: 'roll', green: legalGreens.at(-1) } }]);
    expect(definition.legalActions(state, 0)).toContainEqual(calls[0].action);
  });

  it('shows a bot thinking instead of the controls', () => {
    const state = newGame(3, 7, 1);
    const snapshot = { ...snapshotOf(state), botThinking: true };
    render(TrollDiceTable, { snapshot, act: recorder().act, undo, seatView, settings: settings('normal'), phoneSeats: [] });
    expect(document.querySelector('button[data-green]')).toBeNull();
    expect(screen.getByText('Bonecrusher is thinking…')).toBeTruthy();
  });
});

describe('Troll Dice table: the attack roll', () => {
  it('tumbles the dice briefly, then shows the faces rolled', async () => {
    vi.useFakeTimers();
    const start = newGame(3, 7);
    const rolled = definition.apply(start, 0, { type: 'roll', green: 0 });
    const view = render(TrollDiceTable, { snapshot: snapshotOf(start), act: recorder().act, undo, seatView, settings: settings('normal'), phoneSeats: [] });
    await view.rerender({ snapshot: snapshotOf(rolled) });
    expect(document.querySelectorAll('.playback .die.tumbling')).toHaveLength(6);
    await vi.advanceTimersByTimeAsync(700);
    const faces = [...document.querySelectorAll('.playback .die')].map((die) => die.getAttribute('aria-label'));
    expect(document.querySelectorAll('.playback .die.tumbling')).toHaveLength(0);
    expect(faces).toEqual(rolled.lastRoll!.map((die) => `${die.color[0].toUpperCase()}${die.color.slice(1)} die: ${die.face.replace('-', ' ')}`));
  });

  it('shows the roll at once when animations are off', async () => {
    const start = newGame(3, 7);
    const rolled = definition.apply(start, 0, { type: 'roll', green: 0 });
    const view = render(TrollDiceTable, { snapshot: snapshotOf(start), act: recorder().act, undo, seatView, settings: settings('off'), phoneSeats: [] });
    await view.rerender({ snapshot: snapshotOf(rolled) });
    expect(document.querySelector('.playback')).toBeNull();
    expect(document.querySelectorAll('.die.tumbling')).toHaveLength(0);
  });
});

describe('Troll Dice table: handing out clubs', () => {
  it('gives the chosen die to the troll chosen on its panel', async () => {
    const state = gameAfterClubRoll(3, 2);
    if (state.phase.kind !== 'assign') throw new Error('expected the assign phase');
    const [first, second] = state.phase.unassigned;
    const { act, calls } = recorder();
    const view = render(TrollDiceTable, { snapshot: snapshotOf(state), act, undo, seatView, settings: settings('normal'), phoneSeats: [] });

    const firstDie = document.querySelector<HTMLButtonElement>(`button[data-die="${first}"]`)!;
    expect(document.activeElement).toBe(firstDie);
    await fireEvent.click(firstDie);
    expect(screen.getByText(/White die: the defender blocks it|Red die: no shield/)).toBeTruthy();
    // the trolls to give to are buttons over their own panels, clockwise from the attacker's left, focused in that order
    const targets = [...document.querySelectorAll<HTMLButtonElement>('button[data-quick-key]')].sort(
      (a, b) => Number(a.dataset.quickKey) - Number(b.dataset.quickKey),
    );
    expect(targets.map((target) => [target.dataset.quickKey, target.closest<HTMLElement>('[data-seat-name]')!.dataset.seatName])).toEqual([
      ['1', 'Bonecrusher'],
      ['2', 'Mossback'],
    ]);
    expect(document.activeElement).toBe(targets[0]);
    await fireEvent.click(targets[1]);
    expect(calls[0]).toEqual({ seat: 0, action: { type: 'give', die: first, to: 2 } });

    const afterFirst = definition.apply(state, 0, calls[0].action);
    await view.rerender({ snapshot: snapshotOf(afterFirst) });
    await fireEvent.click(document.querySelector<HTMLButtonElement>(`button[data-die="${second}"]`)!);
    await fireEvent.click(screen.getByRole('button', { name: /^Give to Bonecrusher\b/ }));
    expect(calls[1]).toEqual({ seat: 0, action: { type: 'give', die: second, to: 1 } });
  });

  it('gives the next die with a digit key, in defending order', async () => {
    const state = gameAfterClubRoll(3, 1);
    if (state.phase.kind !== 'assign') throw new Error('expected the assign phase');
    const { act, calls } = recorder();
    render(TrollDiceTable, { snapshot: snapshotOf(state), act, undo, seatView, settings: settings('normal'), phoneSeats: [] });
    await fireEvent.keyDown(window, { key: '2' });
    expect(calls).toEqual([{ seat: 0, action: { type: 'give', die: state.phase.unassigned[0], to: 2 } }]);
  });

  it('shows the dice already given next to their troll', async () => {
    const state = gameAfterClubRoll(3, 2);
    if (state.phase.kind !== 'assign') throw new Error('expected the assign phase');
    const die = state.phase.unassigned[0];
    const after = definition.apply(state, 0, { type: 'give', die, to: 1 });
    render(TrollDiceTable, { snapshot: snapshotOf(after), act: recorder().act, undo, seatView, settings: settings('normal'), phoneSeats: [] });
    const panel = document.querySelector('[data-seat-name="Bonecrusher"]')!;
    expect(panel.querySelectorAll('.given .die')).toHaveLength(1);
    expect(panel.textContent).toContain('Defending');
  });
});

describe('Troll Dice table: the keyboard while handing out clubs and playing back', () => {
  let stopInput: () => void;
  beforeEach(() => {
    stopInput = startInput(window);
  });
  afterEach(() => stopInput());

  /** the screen's own button beside the table, which a lost focus or a stray arrow would reach */
  function undoButton(): HTMLButtonElement {
    const button = document.createElement('button');
    button.textContent = 'Undo';
    document.body.prepend(button);
    return button;
  }
  function place(element: Element, left: number, top: number): void {
    (element as HTMLElement).getBoundingClientRect = () =>
      ({ left, right: left + 300, top, bottom: top + 120, width: 300, height: 120, x: left, y: top, toJSON: () => ({}) }) as DOMRect;
  }

  it('moves from troll to troll with the arrows while a die is being given, never back to a die or off the table', async () => {
    const undoOutside = undoButton();
    const state = gameAfterClubRoll(3, 2);
    if (state.phase.kind !== 'assign') throw new Error('expected the assign phase');
    const { act, calls } = recorder();
    render(TrollDiceTable, { snapshot: snapshotOf(state), act, undo, seatView, settings: settings('normal'), phoneSeats: [] });
    await fireEvent.click(document.querySelector<HTMLButtonElement>(`button[data-die="${state.phase.unassigned[0]}"]`)!);
    const target = (key: number) => document.querySelector<HTMLButtonElement>(`button[data-quick-key="${key}"]`)!;
    expect(document.activeElement).toBe(target(1));

    // laid out as on a 4K screen: Mossback at the top, Bonecrusher at the bottom, the dice in the
    // middle to their right, Undo at the top right
    place(target(2), 600, 0);
    place(target(1), 100, 900);
    document.querySelectorAll('button[data-die]').forEach((die, i) => place(die, 1000 + 200 * i, 450));
    place(undoOutside, 3400, 0);
    const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowUp', 'ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown', 'ArrowRight']) {
      await press(key);
      expect(document.activeElement?.getAttribute('data-quick-key'), key).toMatch(/^[12]$/);
    }
    // Right from Bonecrusher went up to Mossback, the only troll to its right; nothing lies beyond
    expect(document.activeElement).toBe(target(2));

    // Enter gives the die to the troll the focus is on; so does the gamepad's A
    await press('Enter');
    expect(calls).toEqual([{ seat: 0, action: { type: 'give', die: state.phase.unassigned[0], to: 2 } }]);
    await fireEvent.click(document.querySelector<HTMLButtonElement>(`button[data-die="${state.phase.unassigned[1]}"]`)!);
    runCommand('activate');
    expect(calls[1]).toEqual({ seat: 0, action: { type: 'give', die: state.phase.unassigned[1], to: 1 } });
    expect(act).toHaveBeenCalledTimes(2);
    undoOutside.remove();
  });

  it('keeps the focus in the table when the playback ends on a bot’s turn, so arrows never reach Undo', async () => {
    vi.useFakeTimers();
    const undoOutside = undoButton();
    const assigning = gameAfterClubRoll(3, 1);
    const defended = giveAll(assigning, 2);
    expect(definition.activeSeats(defended)[0]).not.toBe(0);
    const view = render(TrollDiceTable, { snapshot: snapshotOf(assigning), act: recorder().act, undo, seatView, settings: settings('normal'), phoneSeats: [] });
    await view.rerender({ snapshot: snapshotOf(defended, defended.events) });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Skip/ }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(document.querySelector('.playback')).toBeNull();
    const table = document.querySelector<HTMLElement>('.troll-dice-table')!;
    expect(document.activeElement).not.toBe(document.body);
    expect(table.contains(document.activeElement)).toBe(true);
    await fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    await fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement).not.toBe(undoOutside);
    undoOutside.remove();
  });
});

describe('Troll Dice table: defence playback', () => {
  let stopInput: () => void;
  beforeEach(() => {
    stopInput = startInput(window);
  });
  afterEach(() => stopInput());

  it('plays the duels of the events roll by roll, then keeps the results readable', async () => {
    vi.useFakeTimers();
    const assigning = gameAfterClubRoll(3, 2);
    const defended = giveAll(assigning, 1);
    const view = render(TrollDiceTable, {
      snapshot: snapshotOf(assigning),
      act: recorder().act,
      undo,
      seatView,
      settings: settings('normal'),
      phoneSeats: [],
    });
    await view.rerender({ snapshot: snapshotOf(defended, defended.events) });

    const defenceRolls = defended.events.filter((event) => event.type === 'defence-roll');
    expect(defenceRolls.length).toBe(defended.lastDuels.length);
    expect(screen.getByText(/Bonecrusher defends against a (white|red) die/)).toBeTruthy();
    const skip = screen.getByRole('button', { name: /Skip/ });
    expect(document.activeElement).toBe(skip);

    // each duel roll gets its own step; the step shows the outcome of the latest roll
    const firstDuel = defended.lastDuels[0];
    const firstOutcome = document.querySelector('.outcome')!.textContent!;
    if (firstDuel.rolls[0] === 'shield') expect(firstOutcome).toMatch(/Shield!/);
    else if (firstDuel.rolls[0] === 'counter') expect(firstOutcome).toMatch(/Counter! Back to Grizelda/);
    else expect(firstOutcome).toMatch(/Bonecrusher loses 1 health/);

    await vi.advanceTimersByTimeAsync(1300 * firstDuel.rolls.length);
    expect(screen.queryByRole('button', { name: /Skip/ })).toBeTruthy();
    await fireEvent.click(screen.getByRole('button', { name: /Skip/ }));
    expect(screen.queryByRole('button', { name: /Skip/ })).toBeNull();

    const lines = document.querySelectorAll('.summary .duel');
    expect(lines).toHaveLength(defended.lastDuels.length);
    defended.lastDuels.forEach((duel, i) => {
      expect(lines[i].querySelectorAll('.die')).toHaveLength(duel.rolls.length);
      expect(lines[i].textContent).toContain(
        duel.woundedSeat === null ? 'blocked' : `${defended.trolls[duel.woundedSeat].name} −1`,
      );
    });
  });

  it('is skipped with Esc', async () => {
    const assigning = gameAfterClubRoll(3, 1);
    const defended = giveAll(assigning, 2);
    const view = render(TrollDiceTable, {
      snapshot: snapshotOf(assigning),
      act: recorder().act,
      undo,
      seatView,
      settings: settings('slow'),
      phoneSeats: [],
    });
    await view.rerender({ snapshot: snapshotOf(defended, defended.events) });
    expect(screen.getByRole('button', { name: /Skip/ })).toBeTruthy();
    await fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('button', { name: /Skip/ })).toBeNull();
    expect(document.querySelectorAll('.summary .duel')).toHaveLength(defended.lastDuels.length);
  });

  it('shows the results at once when animations are off', async () => {
    const assigning = gameAfterClubRoll(3, 2);
    const defended = giveAll(assigning, 1);
    const view = render(TrollDiceTable, {
      snapshot: snapshotOf(assigning),
      act: recorder().act,
      undo,
      seatView,
      settings: settings('off'),
      phoneSeats: [],
    });
    await view.rerender({ snapshot: snapshotOf(defended, defended.events) });
    expect(screen.queryByRole('button', { name: /Skip/ })).toBeNull();
    expect(document.querySelectorAll('.summary .duel')).toHaveLength(defended.lastDuels.length);
  });
});

describe('Troll Dice table: trolls around the tray', () => {
  it('announces an elimination big, then shows the troll as out', async () => {
    vi.useFakeTimers();
    const { before, after } = gameWithATrollOut(3, 11);
    const out = after.trolls.findIndex((troll) => troll.out);
    const view = render(TrollDiceTable, { snapshot: snapshotOf(before), act: recorder().act, undo, seatView, settings: settings('fast'), phoneSeats: [] });
    await view.rerender({ snapshot: snapshotOf(after) });
    // the duels play first, then the banner
    for (let waited = 0; waited < 30_000 && !document.querySelector('.banner'); waited += 100) {
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(document.querySelector('.banner.eliminated')?.textContent).toContain(`${after.trolls[out].name} is out!`);
    await fireEvent.click(screen.getByRole('button', { name: /Skip/ }));
    expect(document.querySelector('.banner')).toBeNull();
    expect(document.querySelector(`[data-seat-name="${after.trolls[out].name}"]`)!.classList.contains('out')).toBe(true);
  });

  it('keeps the seats as they were until the playback has shown what happened to them', async () => {
    vi.useFakeTimers();
    const { before, after } = gameWithATrollOut(3, 11);
    const out = after.trolls.findIndex((troll) => troll.out);
    const panel = () => document.querySelector(`[data-seat-name="${after.trolls[out].name}"]`)!;
    const view = render(TrollDiceTable, { snapshot: snapshotOf(before), act: recorder().act, undo, seatView, settings: settings('normal'), phoneSeats: [] });
    await view.rerender({ snapshot: snapshotOf(after) });
    // the duels are still being played: the troll about to fall is not out, and shows the health
    // the first duel leaves it with (a heart lost as the club lands), not yet the 0 it ends on
    expect(screen.getByRole('button', { name: /Skip/ })).toBeTruthy();
    expect(panel().classList.contains('out')).toBe(false);
    const [first] = playbackSteps(after.events);
    const shown = first.health[out] ?? before.trolls[out].health;
    expect(shown).toBeGreaterThan(0);
    expect(panel().querySelector('.health')?.getAttribute('aria-label')).toBe(`${shown} health`);
    await fireEvent.click(screen.getByRole('button', { name: /Skip/ }));
    expect(panel().classList.contains('out')).toBe(true);
  });

  it('shows an eliminated troll as out, and the attacker as attacking', () => {
    const state = gameWithATrollOut(3, 11).after;
    render(TrollDiceTable, { snapshot: snapshotOf(state), act: recorder().act, undo, seatView, settings: settings('off'), phoneSeats: [] });
    state.trolls.forEach((troll, seat) => {
      const panel = document.querySelector(`[data-seat-name="${troll.name}"]`)!;
      expect(panel.classList.contains('out')).toBe(troll.out);
      if (troll.out) expect(panel.textContent).toContain('Out');
      if (!troll.out && seat === state.attacker && state.phase.kind !== 'over') {
        expect(panel.textContent).toContain('Attacking');
      }
      expect(panel.querySelectorAll('.pip.full')).toHaveLength(troll.health);
    });
  });
});

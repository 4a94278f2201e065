import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sameJson } from '$engine/core/json';
import { randomSource } from '$engine/core/rng';
import type { Action, Seat } from '$engine/core/types';
import { trollDice } from '$engine/games/troll-dice';
import type { TrollDiceState } from '$engine/games/troll-dice/types';
import { setLanguage } from '../../renderer/src/lib/i18n.svelte';
import { phoneGames } from '../../renderer/src/phone/phone-games.svelte';
import PhoneHand from '../../renderer/src/tables/troll-dice/PhoneHand.svelte';
import { phoneSnapshotOf } from './support/phone-snapshot';
import { gameAfterClubRoll, newGame, seatSetups } from './tables/troll-dice-fixtures';

const { definition } = trollDice;

/** the phone of `seat`, its moves recorded; `answer` holds the Host's answer back until resolved */
function phone(state: TrollDiceState, seat: Seat, answer: () => Promise<void> = async () => {}) {
  const sent: Action[] = [];
  const act = vi.fn(async (action: Action) => {
    sent.push(action);
    await answer();
  });
  const snapshot = phoneSnapshotOf(definition, state, seat, seatSetups(state.trolls.length));
  const view = render(PhoneHand, { snapshot, act, busy: false });
  return { sent, view };
}

const isLegal = (state: TrollDiceState, seat: Seat, action: Action) =>
  definition.legalActions(state, seat).some((legal) => sameJson(legal, action));
const hand = () => screen.getByTestId('phone-hand');
const waiting = () => screen.queryByTestId('waiting')?.textContent;
const panel = (name: string) => hand().querySelector<HTMLElement>(`section[data-seat-name="${name}"]`);
const rollButton = () => screen.getByRole('button', { name: /^Roll \d+ dic?e/ });

/** random legal moves from `seed` until the game is over */
function finishedGame(count: number, seed: number): TrollDiceState {
  const random = randomSource(seed);
  let state = newGame(count, seed);
  while (!definition.outcome(state)) {
    const seat = definition.activeSeats(state)[0];
    state = definition.apply(state, seat, trollDice.bots[0].choose(state, seat, random));
  }
  return state;
}

beforeEach(() => setLanguage('en'));
afterEach(() => cleanup());

describe('Troll Dice phone hand: what the seat sees', () => {
  it("is registered for the game, and shows this troll's health", async () => {
    expect((await phoneGames.load('troll-dice'))?.Hand).toBe(PhoneHand);
    phone(newGame(3, 7), 1);
    expect(hand().dataset.game).toBe('troll-dice');
    expect([...hand().querySelectorAll<HTMLElement>('[data-seat-name]')].map((seat) => seat.dataset.seatName)).toEqual(['Bonecrusher']);
    expect(panel('Bonecrusher')!.querySelector('.health-number')!.textContent).toBe('6');
  });

  it('says whom the game waits on, with nothing to tap, on another troll\'s roll', () => {
    phone(newGame(3, 7), 1);
    expect(waiting()).toBe('Grizelda is about to roll');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('shows the club dice handed to this troll while the attacker hands out the rest', () => {
    const rolled = gameAfterClubRoll(3, 2);
    if (rolled.phase.kind !== 'assign') throw new Error('no clubs to hand out');
    const oneGiven = definition.apply(rolled, 0, { type: 'give', die: rolled.phase.unassigned[0], to: 1 });
    phone(oneGiven, 1);
    expect(waiting()).toBe('Grizelda is handing out the clubs');
    expect(panel('Bonecrusher')!.querySelector('[aria-label="1 club die to defend"]')).not.toBeNull();
    expect(panel('Bonecrusher')!.textContent).toContain('Defending');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});

describe('Troll Dice phone hand: the attacker', () => {
  it('offers the legal battle frenzies and rolls the one tapped', async () => {
    const state = newGame(3, 7);
    const { sent } = phone(state, 0);
    expect(screen.getByRole('button', { name: '0 No swap' })).toBeTruthy();
    await fireEvent.click(screen.getByRole('button', { name: '2 Swap 2 white dice for green ones' }));
    await fireEvent.click(rollButton());
    expect(sent).toEqual([{ type: 'roll', green: 2 }]);
    expect(isLegal(state, 0, sent[0])).toBe(true);
  });

  it('gives the first club die with one tap on a troll, and another die once it is tapped', async () => {
    const state = gameAfterClubRoll(3, 2);
    if (state.phase.kind !== 'assign') throw new Error('no clubs to hand out');
    const [first, second] = state.phase.unassigned;
    const { sent } = phone(state, 0);
    // the attacker never gives a club to itself
    expect(screen.queryByRole('button', { name: /^Give to Grizelda\b/ })).toBeNull();
    await fireEvent.click(screen.getByRole('button', { name: /^Give to Mossback\b/ }));
    await fireEvent.click(hand().querySelector<HTMLButtonElement>(`button[data-die="${second}"]`)!);
    await fireEvent.click(screen.getByRole('button', { name: /^Give to Bonecrusher\b/ }));
    expect(sent).toEqual([
      { type: 'give', die: first, to: 2 },
      { type: 'give', die: second, to: 1 },
    ]);
    for (const action of sent) expect(isLegal(state, 0, action)).toBe(true);
  });

  it('offers nothing to tap while a move is on its way', async () => {
    const { sent, view } = phone(newGame(3, 7), 0);
    await view.rerender({ busy: true });
    // a second tap is ignored by the phone session too (tests/renderer/phone-session.test.ts)
    expect(rollButton().hasAttribute('disabled')).toBe(true);
    expect(sent).toHaveLength(0);
  });
});

describe('Troll Dice phone hand: the end', () => {
  it('tells the last troll standing it won, and every other troll its place', () => {
    const over = finishedGame(4, 3);
    const outcome = definition.outcome(over)!;
    for (const seat of [0, 1, 2, 3]) {
      phone(over, seat);
      const result = screen.getByTestId('phone-result').textContent;
      const winner = seatSetups(4)[outcome.winners[0]].name;
      expect(result).toContain(outcome.ranks[seat] === 1 ? 'You are the last troll standing!' : `Place ${outcome.ranks[seat]}: you were knocked out`);
      expect(result).toContain(`${winner} wins!`);
      expect(screen.queryAllByRole('button')).toHaveLength(0);
      cleanup();
    }
  });
});

describe('Troll Dice phone hand: a whole game from the phones alone', () => {
  it('plays every decision of a seeded game by tapping its buttons', async () => {
    let state = newGame(4, 11);
    const played = new Set<string>();
    for (let move = 0; !definition.outcome(state); move++) {
      expect(move).toBeLessThan(2000);
      const seat = definition.activeSeats(state)[0];
      const { sent, view } = phone(state, seat);
      if (state.phase.kind === 'roll') {
        const frenzies = hand().querySelectorAll<HTMLButtonElement>('button[data-green]');
        if (frenzies.length > 0) await fireEvent.click(frenzies[move % frenzies.length]);
        await fireEvent.click(rollButton());
      } else {
        const targets = screen.getAllByRole('button', { name: /^Give to / });
        await fireEvent.click(targets[move % targets.length]);
      }
      expect(sent).toHaveLength(1);
      expect(isLegal(state, seat, sent[0])).toBe(true);
      played.add(sent[0].type === 'roll' && sent[0].green !== 0 ? 'frenzy' : sent[0].type);
      state = definition.apply(state, seat, sent[0]);
      view.unmount();
    }
    expect([...played].sort()).toEqual(['frenzy', 'give', 'roll']);
  });
});

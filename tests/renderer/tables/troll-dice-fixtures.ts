/**
 * Troll Dice snapshots built from the real engine, shaped as the Host sends them, for the table
 * tests. Seat 0 is the human at the screen; the others are bots.
 */
import type { MatchSnapshot, SeatSetup, Settings } from '$contract/api';
import type { Action, GameEvent, Seat } from '$engine/core/types';
import { randomSource } from '$engine/core/rng';
import { trollDice } from '$engine/games/troll-dice';
import type { TrollDiceState } from '$engine/games/troll-dice/types';

const { definition } = trollDice;

const people: SeatSetup[] = [
  { name: 'Grizelda', color: 'orange', symbol: 'circle', kind: { type: 'human' } },
  { name: 'Bonecrusher', color: 'sky', symbol: 'square', kind: { type: 'bot', level: 'random' } },
  { name: 'Mossback', color: 'green', symbol: 'triangle', kind: { type: 'bot', level: 'smart' } },
  { name: 'Hagatha', color: 'yellow', symbol: 'diamond', kind: { type: 'human' } },
];

export function seatSetups(count: number): SeatSetup[] {
  return people.slice(0, count);
}

export function newGame(count: number, seed: number, firstSeat: Seat = 0): TrollDiceState {
  return definition.setup({ seats: seatSetups(count).map(({ name }) => ({ name })), firstSeat }, seed);
}

export function snapshotOf(state: TrollDiceState, fresh: GameEvent[] = state.events): MatchSnapshot {
  const seats = seatSetups(state.trolls.length);
  const activeSeats = definition.activeSeats(state);
  const legal: Record<number, Action[]> = {};
  for (const seat of activeSeats) if (seats[seat].kind.type === 'human') legal[seat] = definition.legalActions(state, seat);
  const outcome = definition.outcome(state);
  return {
    summary: { id: 'match-1', game: 'troll-dice', seats, createdAt: 0, updatedAt: 0, actionCount: 0, outcome },
    revision: 1,
    view: definition.view(state, 'table'),
    activeSeats,
    legal,
    privateTurns: [],
    log: [],
    fresh,
    outcome,
    undo: null,
    botThinking: false,
  };
}

export function settings(animationSpeed: Settings['animationSpeed']): Settings {
  return { language: 'en', animationSpeed, phones: false, effectsVolume: 60, musicVolume: 0, muted: false, reactions: true };
}

/**
 * The first game (trying seeds in order) where seat 0's opening roll with no frenzy has at least
 * `clubs` clubs: the table is then in the assign phase.
 */
export function gameAfterClubRoll(count: number, clubs: number): TrollDiceState {
  for (let seed = 1; seed < 10_000; seed++) {
    const rolled = definition.apply(newGame(count, seed), 0, { type: 'roll', green: 0 });
    if (rolled.phase.kind === 'assign' && rolled.phase.unassigned.length >= clubs) return rolled;
  }
  throw new Error(`no seed rolls ${clubs} clubs`);
}

/** Hands every club die to `to`, one `give` at a time: the last one resolves the defence. */
export function giveAll(state: TrollDiceState, to: Seat): TrollDiceState {
  let next = state;
  while (next.phase.kind === 'assign') {
    next = definition.apply(next, next.attacker, { type: 'give', die: next.phase.unassigned[0], to });
  }
  return next;
}

/**
 * Plays random legal moves from `seed` until some troll is out (the game may go on): the states
 * just before and just after the move that put it out.
 */
export function gameWithATrollOut(count: number, seed: number): { before: TrollDiceState; after: TrollDiceState } {
  const random = randomSource(seed);
  let before = newGame(count, seed);
  for (;;) {
    const seat = definition.activeSeats(before)[0];
    const after = definition.apply(before, seat, trollDice.bots[0].choose(before, seat, random));
    if (after.trolls.some((troll) => troll.out)) return { before, after };
    before = after;
  }
}

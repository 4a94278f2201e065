/**
 * TRÔL snapshots built from the real engine, shaped as the Host builds them for the TV: public
 * events only, legal actions only for human seats whose turn is not private, the private ones
 * listed in `privateTurns`; a seat's own snapshot as the Host's `seatView` answers.
 * Seats 0 (Ada), 2 (Cleo) and 4 (Edda) are humans; 1 (Bert) and 3 (Dagda) are bots.
 * Situations (a night with face-down cards, a Chaman's reroll, the end) are found by playing
 * seeded games with a seeded random choice of legal moves: the same states on every run.
 */
import type { MatchSnapshot, SeatSetup, SeatSnapshot } from '$contract/api';
import { seatSnapshotOf as seatSnapshotFor, tableSettings, tableSnapshotOf } from '../support/table-snapshot';
import type { GameEvent, Seat } from '$engine/core/types';
import { randomSource } from '$engine/core/rng';
import { trol } from '$engine/games/trol';
import type { TrolAction, TrolState } from '$engine/games/trol/types';

export const { definition } = trol;

const people: SeatSetup[] = [
  { name: 'Ada', color: 'orange', symbol: 'circle', kind: { type: 'human' } },
  { name: 'Bert', color: 'sky', symbol: 'square', kind: { type: 'bot', level: 'random' } },
  { name: 'Cleo', color: 'green', symbol: 'triangle', kind: { type: 'human' } },
  { name: 'Dagda', color: 'yellow', symbol: 'diamond', kind: { type: 'bot', level: 'random' } },
  { name: 'Edda', color: 'blue', symbol: 'star', kind: { type: 'human' } },
];

export function seatSetups(count: number): SeatSetup[] {
  return people.slice(0, count);
}

/** A new game of `count` players, Ada first; `options` as the new-game screen sends them. */
export function newGame(count: number, seed = 1, options: Record<string, string | boolean> = {}): TrolState {
  return definition.setup({ seats: seatSetups(count).map(({ name }) => ({ name })), firstSeat: 0, options }, seed);
}

export function snapshotOf(state: TrolState, fresh: GameEvent[] = state.events, actionCount = 0): MatchSnapshot {
  return tableSnapshotOf(definition, state, seatSetups(state.seats.length), fresh, actionCount);
}

export function seatSnapshotOf(state: TrolState, seat: Seat, actionCount = 0): SeatSnapshot {
  return seatSnapshotFor(definition, state, seat, actionCount);
}

export const settings = tableSettings;

/** One move after another, each of the active seat chosen at random among its legal ones. */
export interface Played {
  /** the state the last move was played from */
  before: TrolState;
  /** the last move, and its seat */
  seat: Seat;
  action: TrolAction;
  state: TrolState;
  /** how many moves were played */
  moves: number;
}

/**
 * Plays seeded random games of `count` players until `until` holds after a move (trying seed
 * after seed); `avoid` keeps a move from being picked while others are legal (e.g. triggering,
 * to let the hunts fill up).
 */
export function playUntil(
  count: number,
  until: (state: TrolState, previous: TrolState) => boolean,
  { options = {}, avoid = () => false }: { options?: Record<string, string | boolean>; avoid?: (action: TrolAction, state: TrolState) => boolean } = {},
): Played {
  for (let seed = 1; seed <= 400; seed++) {
    const random = randomSource(seed);
    let state = newGame(count, seed, options);
    for (let moves = 1; moves <= 500 && !definition.outcome(state); moves++) {
      const seat = definition.activeSeats(state)[0];
      const legal = definition.legalActions(state, seat) as TrolAction[];
      const preferred = legal.filter((action) => !avoid(action, state));
      const from = preferred.length > 0 ? preferred : legal;
      const action = from[Math.floor(random() * from.length)];
      const before = state;
      state = definition.apply(state, seat, action);
      if (until(state, before)) return { before, seat, action, state, moves };
    }
  }
  throw new Error('no seeded game got there');
}

export const avoidTriggers = (action: TrolAction) => action.type === 'trigger';

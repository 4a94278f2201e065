/**
 * Battle Dice snapshots built from the real engine, shaped as the Host sends them, for the table
 * tests. Seat 0 is the human at the screen; the others are bots. Situations are found by playing
 * seeded bot games until they come up, never written by hand.
 */
import type { MatchSnapshot, SeatSetup, Settings } from '$contract/api';
import type { Action, GameEvent, Seat } from '$engine/core/types';
import { randomSource } from '$engine/core/rng';
import { battleDice } from '$engine/games/battle-dice';
import type { BattleDiceOptions, BattleDiceState } from '$engine/games/battle-dice/types';

const { definition } = battleDice;

const people: SeatSetup[] = [
  { name: 'Grizelda', color: 'orange', symbol: 'circle', kind: { type: 'human' } },
  { name: 'Bonecrusher', color: 'sky', symbol: 'square', kind: { type: 'bot', level: 'greedy' } },
  { name: 'Mossback', color: 'green', symbol: 'triangle', kind: { type: 'bot', level: 'random' } },
  { name: 'Hagatha', color: 'yellow', symbol: 'diamond', kind: { type: 'bot', level: 'greedy' } },
];

export function seatSetups(count: number): SeatSetup[] {
  return people.slice(0, count);
}

export function newBattle(count: number, seed: number, firstSeat: Seat = 0, options: Partial<BattleDiceOptions> = {}): BattleDiceState {
  return definition.setup({ seats: seatSetups(count).map(({ name }) => ({ name })), firstSeat, options: { ...options } }, seed);
}

export function snapshotOf(state: BattleDiceState, fresh: GameEvent[] = state.events): MatchSnapshot {
  const seats = seatSetups(state.players.length);
  const outcome = definition.outcome(state);
  const activeSeats = outcome ? [] : definition.activeSeats(state);
  const legal: Record<number, Action[]> = {};
  for (const seat of activeSeats) if (seats[seat].kind.type === 'human') legal[seat] = definition.legalActions(state, seat);
  return {
    summary: { id: 'match-1', game: 'battle-dice', seats, createdAt: 0, updatedAt: 0, actionCount: 0, outcome },
    revision: 1,
    view: definition.view(state, 'table'),
    activeSeats,
    legal,
    privateTurns: [],
    log: [],
    fresh,
    outcome,
    undo: null,
    botThinking: activeSeats.some((seat) => seats[seat].kind.type === 'bot'),
  };
}

export function settings(animationSpeed: Settings['animationSpeed']): Settings {
  return { language: 'en', animationSpeed, phones: false, effectsVolume: 60, musicVolume: 0, muted: false, reactions: true };
}

export interface Search {
  players?: number;
  options?: Partial<BattleDiceOptions>;
  /** how many seeds to try */
  seeds?: number;
}

/**
 * The first state, over seeded games of greedy and random bots (seat 0 plays greedy too), where
 * `wanted` holds; the seed is returned so a failing test can be replayed.
 */
export function findState(wanted: (state: BattleDiceState) => boolean, search: Search = {}): { state: BattleDiceState; seed: number } {
  const { players = 3, options = {}, seeds = 200 } = search;
  const bots = battleDice.bots;
  for (let seed = 1; seed <= seeds; seed++) {
    const random = randomSource(seed);
    let state = newBattle(players, seed, seed % players, options);
    for (let moves = 0; moves < 2000 && !definition.outcome(state); moves++) {
      if (wanted(state)) return { state, seed };
      const seat = definition.activeSeats(state)[0];
      // mostly greedy, sometimes random, so that unusual choices come up too
      const bot = random() < 0.3 ? bots[0] : bots[1];
      state = definition.apply(state, seat, bot.choose(state, seat, random));
    }
    if (wanted(state)) return { state, seed };
  }
  throw new Error('no seeded game reaches the wanted situation');
}

/** Seat 0 is to apply results, and `pending` holds for its legal actions. */
export function resolving(pending: (legal: Action[], state: BattleDiceState) => boolean) {
  return (state: BattleDiceState): boolean =>
    state.phase.kind === 'battle' && state.turn?.seat === 0 && state.turn.stage === 'resolve' && pending(definition.legalActions(state, 0), state);
}

/** Seeded bot games of every game with the events each move produced, as the Host would save them: for the hall of fame's tests and bench. */
import { applyChecked } from '../../engine/core/match';
import { randomSource } from '../../engine/core/rng';
import type { GameEvent, GameModule, MatchConfig, Outcome, Seat, Action } from '../../engine/core/types';
import { gameModules } from '../../engine/games';
import type { SeatSetup } from '../../electron/shared/api';
import type { Store } from '../../electron/store/types';

export interface SavedMove {
  seat: Seat;
  action: Action;
  events: GameEvent[];
}

export interface SeededGame {
  game: string;
  config: MatchConfig;
  seed: number;
  moves: SavedMove[];
  outcome: Outcome;
}

/** seats per game in the seeded games, and options that keep the weakest bots' games short */
export const seededTables: Record<string, { seats: number; options?: MatchConfig['options'] }> = {
  'troll-dice': { seats: 4 },
  trolldilemma: { seats: 4 },
  trol: { seats: 3 },
  'battle-dice': { seats: 4 },
  thud: { seats: 2, options: { noCaptureLimit: 30 } },
};

/** One whole game of `game` played by its weakest bots from `seed`, the seats named `names`. */
export function seededGame(game: string, names: readonly string[], seed: number): SeededGame {
  const module: GameModule<any, any> = gameModules[game];
  const bot = module.bots[0];
  const random = randomSource(seed ^ 0x2545f491);
  const config: MatchConfig = {
    seats: names.map((name) => ({ name })),
    firstSeat: seed % names.length,
    ...(seededTables[game].options ? { options: seededTables[game].options } : {}),
  };
  const definition = module.definition;
  let state = definition.setup(config, seed);
  const moves: SavedMove[] = [];
  for (let outcome = definition.outcome(state); !outcome; outcome = definition.outcome(state)) {
    if (moves.length > 50_000) throw new Error(`${game} seed ${seed} does not end`);
    const seat: Seat = definition.activeSeats(state)[0];
    const action = bot.choose(state, seat, random) as Action;
    state = applyChecked(definition, state, seat, action);
    moves.push({ seat, action, events: state.events });
  }
  return { game, config, seed, moves, outcome: definition.outcome(state)! };
}

/**
 * Saves `played` as the Host would have, move by move, into `store`: begun at `startedAt`, one
 * second a move, so it ends `moves` seconds later.
 */
export function saveSeededGame(store: Store, id: string, played: SeededGame, seats: SeatSetup[], startedAt: number): void {
  const module: GameModule<any, any> = gameModules[played.game];
  store.createMatch({ id, game: played.game, version: module.definition.version, config: played.config, seed: played.seed, seats, createdAt: startedAt });
  played.moves.forEach((move, index) => {
    const last = index === played.moves.length - 1;
    store.appendAction(id, { index, seat: move.seat, action: move.action, events: move.events }, last ? played.outcome : null, startedAt + (index + 1) * 1000);
  });
}

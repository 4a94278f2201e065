/**
 * Whole games played by bots through the match runner: for tests, the bench and tuning bots.
 * Everything is seeded, so a game is reproduced from its seed and bot list alone.
 */
import { applyChecked, type LoggedAction } from './match';
import { randomSource } from './rng';
import type { BaseState, GameModule, MatchConfig, Outcome, Seat } from './types';

export interface PlayOptions {
  /** defaults to seats named "Seat 1", "Seat 2"… and a first seat drawn from the seed */
  config?: MatchConfig;
  /** a game still unfinished after this many actions is a bug: it throws */
  maxActions?: number;
}

export interface PlayedGame<S extends BaseState> {
  config: MatchConfig;
  state: S;
  log: LoggedAction[];
  outcome: Outcome;
}

/** Plays one game to its end, seat `i` being played by the bot `botIdsBySeat[i]` of `module`. */
export function playGame<S extends BaseState>(
  module: GameModule<S, unknown>,
  botIdsBySeat: readonly string[],
  seed: number,
  options: PlayOptions = {},
): PlayedGame<S> {
  const def = module.definition;
  const seatBots = botIdsBySeat.map((id) => {
    const bot = module.bots.find((candidate) => candidate.id === id);
    if (!bot) throw new Error(`${def.id} has no bot "${id}"`);
    return bot;
  });
  // the bots' randomness must not follow the game's own dice, which are seeded with `seed`
  const random = randomSource(seed ^ 0x5bd1e995);
  const config: MatchConfig = options.config ?? {
    seats: seatBots.map((_, seat) => ({ name: `Seat ${seat + 1}` })),
    firstSeat: Math.floor(random() * seatBots.length),
  };
  const maxActions = options.maxActions ?? 100_000;
  let state = def.setup(config, seed);
  const log: LoggedAction[] = [];
  for (let outcome = def.outcome(state); !outcome; outcome = def.outcome(state)) {
    if (log.length >= maxActions) throw new Error(`${def.id} seed ${seed}: no outcome after ${maxActions} actions`);
    // one move at a time: in simultaneous phases the next active seat is asked afresh
    const seat: Seat | undefined = def.activeSeats(state)[0];
    if (seat === undefined) throw new Error(`${def.id} seed ${seed}: nobody can act but the game is not over`);
    const action = seatBots[seat].choose(state, seat, random);
    state = applyChecked(def, state, seat, action);
    log.push({ seat, action });
  }
  return { config, state, log, outcome: def.outcome(state) as Outcome };
}

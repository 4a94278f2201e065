/**
 * Flat Monte Carlo over the deciding seat's moves, each judged by whole games played out to their
 * end by a written level in every seat: a rollout search, for any game of the engine contract.
 * Choosing the move whose games that level then wins most is a policy improvement over the level
 * itself, so the search plays at least as well as the strongest heuristic it is given, and better
 * wherever one move's consequences reach further than the heuristic looks.
 *
 * Hidden parts and dice: each round starts from a fresh full state the deciding seat could be in
 * (the game's `determinize`, or, with nothing hidden but the dice, a redrawn PRNG), and every move
 * still in the running is played out once from that same state with the same random source for
 * the playing level (common random numbers). Moves are thus compared on the same luck, round after
 * round, and a few dozen rounds tell apart moves that a few hundred independent games would not.
 *
 * Wide choices: after 4, 8, 16… rounds the worse half of the moves drops out, down to three, so
 * the rounds go to the moves still in doubt.
 *
 * Pure and deterministic given the random source when the round cap stops it before the clock.
 */
import { drawnRng, randomSource } from '../../core/rng';
import type { Action, BaseState, Bot, GameDefinition, Outcome, Seat } from '../../core/types';

export interface RolloutLimits {
  /** stop after this many rounds: the reproducible budget */
  rounds: number;
  /** stop before a round that would end after this long, in milliseconds (Infinity in tests) */
  timeMs: number;
}

export interface RolloutHelp<S extends BaseState> {
  /** the level that plays every seat, the deciding one included, once the move searched is made */
  bot: Bot<S>;
  /**
   * For a wide choice: the deciding seat's moves worth searching, best first, from its own view
   * (`random` for a level that imagines what it cannot see). The rounds a second allows are then
   * shared among a handful of moves, not dozens.
   */
  shortlist?: (state: S, seat: Seat, random: () => number) => Action[];
}

export interface RolloutResult {
  action: Action;
  rounds: number;
  elapsedMs: number;
}

/** moves left in the running after the halvings */
const FINALISTS = 3;
/** a playout still unfinished after this many actions is a bug in the game or the level */
const MAX_PLAYOUT_ACTIONS = 20_000;

/**
 * What a finished game is worth to `seat`: its share of the win, nothing for a place behind. A
 * reward for places too made three experts at one table fight each other for second place and let
 * a Cunning troll win two games in three (`npm run bench -- --expert`'s ladder); on wins alone,
 * a move that wins in no rollout ties with the others, and the shortlist's favourite stays.
 */
export function winShare(outcome: Outcome, seat: Seat): number {
  return outcome.winners.includes(seat) ? 1 / outcome.winners.length : 0;
}

/** The game played out from `state` by `bot` in every seat: what it is worth to `seat`. */
function playOut<S extends BaseState>(def: GameDefinition<S>, state: S, seat: Seat, bot: Bot<S>, random: () => number): number {
  let current = state;
  for (let actions = 0; actions < MAX_PLAYOUT_ACTIONS; actions++) {
    const outcome = def.outcome(current);
    if (outcome !== null) return winShare(outcome, seat);
    const mover = def.activeSeats(current)[0];
    current = def.apply(current, mover, bot.choose(current, mover, random));
  }
  throw new Error(`${def.id}: a playout went on past ${MAX_PLAYOUT_ACTIONS} actions`);
}

/** The move `seat` should make in `state`, as far as the rollouts can tell within `limits`. */
export function rolloutAction<S extends BaseState>(
  def: GameDefinition<S>,
  state: S,
  seat: Seat,
  random: () => number,
  limits: RolloutLimits,
  help: RolloutHelp<S>,
): RolloutResult {
  const started = performance.now();
  const moves = help.shortlist?.(state, seat, random) ?? def.legalActions(state, seat);
  if (moves.length === 0) throw new Error(`${def.id}: seat ${seat} has no move to search`);
  if (moves.length === 1) return { action: moves[0], rounds: 0, elapsedMs: performance.now() - started };
  const draw = (from: S): S => (def.determinize ? def.determinize(from, seat, random) : { ...from, rng: drawnRng(random) });
  const running = moves.map((action) => ({ action, total: 0 }));
  const mean = (move: { total: number }, rounds: number) => move.total / rounds;

  let rounds = 0;
  let slowestRound = 0;
  while (rounds < limits.rounds && (rounds === 0 || performance.now() - started + slowestRound < limits.timeMs)) {
    const roundStarted = performance.now();
    const drawn = draw(state);
    const luck = Math.floor(random() * 2 ** 32);
    for (const move of running) move.total += playOut(def, def.apply(drawn, seat, move.action), seat, help.bot, randomSource(luck));
    rounds++;
    slowestRound = Math.max(slowestRound, performance.now() - roundStarted);
    if (running.length > FINALISTS && rounds >= 4 && (rounds & (rounds - 1)) === 0) {
      // stable: among equal means the move listed first (the shortlist's favourite) stays
      running.sort((a, b) => mean(b, rounds) - mean(a, rounds));
      running.length = Math.max(FINALISTS, Math.ceil(running.length / 2));
    }
  }
  const best = running.reduce((chosen, move) => (move.total > chosen.total ? move : chosen));
  return { action: best.action, rounds, elapsedMs: performance.now() - started };
}

/**
 * Flat Monte Carlo over the deciding seat's moves, each judged by whole games played out to their
 * end by a written level in every seat: a rollout search, for any game of the engine contract.
 * Choosing the move whose games that level then wins most (or, in a game won on points, ends
 * furthest ahead in: the game's reward) is a policy improvement over the level itself, so the
 * search plays at least as well as the strongest heuristic it is given, and better wherever one
 * move's consequences reach further than the heuristic looks.
 *
 * Hidden parts and dice: each round starts from a fresh full state the deciding seat could be in
 * (the game's `determinize`, or, with nothing hidden but the dice, a redrawn PRNG), and every move
 * still in the running is played out once from that same state with the same random source for
 * the playing level (common random numbers). Moves are thus compared on the same luck, round after
 * round, and a few dozen rounds tell apart moves that a few hundred independent games would not.
 *
 * The move to beat is the favourite: the playing level's own choice, or the shortlist's first.
 * Another move is played only when it beats the favourite clearly, round for round, not by luck.
 *
 * Wide choices: after 4, 8, 16… rounds the worse half of the moves drops out, down to three, so
 * the rounds go to the moves still in doubt; the favourite always stays.
 *
 * Pure and deterministic given the random source when the round cap stops it before the clock.
 */
import { canonicalJson } from '../../core/json';
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
  /** what a finished game is worth to the deciding seat: its share of the win (`winShare`) unless the game says otherwise */
  reward?: Reward;
}

/** What a finished game is worth to `seat`, between 0 and 1. */
export type Reward = (outcome: Outcome, seat: Seat) => number;

export interface RolloutResult {
  action: Action;
  rounds: number;
  elapsedMs: number;
}

/**
 * How sure the rollouts must be to play another move than the favourite (the playing level's own
 * choice, or the shortlist's first): its paired gain over the favourite must pass this many
 * standard errors. A few dozen rollouts of a close choice mostly measure luck, and a strong
 * level's choice is seldom beaten by luck alone: at two players, picking the best mean lost
 * games to the Cunning level it was meant to improve on.
 */
const CONFIDENCE = 1;
/** moves left in the running after the halvings */
const FINALISTS = 3;
/** a playout still unfinished after this many actions is a bug in the game or the level */
const MAX_PLAYOUT_ACTIONS = 20_000;

/**
 * What a finished game is worth to `seat`: its share of the win, nothing for a place behind. A
 * reward for places too made three experts at one table fight each other for second place and let
 * a Cunning troll win two games in three (`npm run bench -- --expert`'s ladder).
 */
export const winShare: Reward = (outcome, seat) => (outcome.winners.includes(seat) ? 1 / outcome.winners.length : 0);

/**
 * For a game won on points: a quarter the share of the win, three quarters how far the seat's
 * score ended ahead of the best other score (or behind it), on a logistic curve `scale` points
 * wide. Most rollouts of a four-player game are lost, and on wins alone they say nothing of which
 * move came closer; the lead tells it from every one of them. Only the best rival counts, so a
 * seat never gains by beating the others to second place: it gains by catching the leader. In
 * Trolldilemma, three quarters did better than a half at three and five players, and as well at four.
 */
export function winAndLead(scale: number): Reward {
  return (outcome, seat) => {
    const rival = Math.max(...outcome.scores.filter((_, other) => other !== seat));
    const lead = 1 / (1 + Math.exp((rival - outcome.scores[seat]) / scale));
    return (winShare(outcome, seat) + 3 * lead) / 4;
  };
}

/** The game played out from `state` by `bot` in every seat: what it is worth to `seat`. */
function playOut<S extends BaseState>(def: GameDefinition<S>, state: S, seat: Seat, bot: Bot<S>, random: () => number, reward: Reward): number {
  let current = state;
  for (let actions = 0; actions < MAX_PLAYOUT_ACTIONS; actions++) {
    const outcome = def.outcome(current);
    if (outcome !== null) return reward(outcome, seat);
    const mover = def.activeSeats(current)[0];
    current = def.apply(current, mover, bot.choose(current, mover, random));
  }
  throw new Error(`${def.id}: a playout went on past ${MAX_PLAYOUT_ACTIONS} actions`);
}

interface Candidate {
  action: Action;
  /** its rollouts' rewards, summed */
  total: number;
  /** the sums of its reward less the favourite's, round by round, and of their squares */
  gain: number;
  gainSquares: number;
}

/**
 * Whether `move` beats the favourite by more than chance over `rounds` paired rounds: its mean
 * gain is over CONFIDENCE standard errors.
 */
function clearlyBetter(move: Candidate, rounds: number): boolean {
  if (rounds < 2 || move.gain <= 0) return false;
  const meanGain = move.gain / rounds;
  const variance = Math.max(0, (move.gainSquares - rounds * meanGain * meanGain) / (rounds - 1));
  return meanGain > CONFIDENCE * Math.sqrt(variance / rounds);
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
  const reward = help.reward ?? winShare;
  const draw = (from: S): S => (def.determinize ? def.determinize(from, seat, random) : { ...from, rng: drawnRng(random) });
  const running: Candidate[] = moves.map((action) => ({ action, total: 0, gain: 0, gainSquares: 0 }));
  const favourite = running[help.shortlist ? 0 : favouriteIndex(moves, help.bot.choose(state, seat, random))];

  let rounds = 0;
  let slowestRound = 0;
  while (rounds < limits.rounds && (rounds === 0 || performance.now() - started + slowestRound < limits.timeMs)) {
    const roundStarted = performance.now();
    const drawn = draw(state);
    const luck = Math.floor(random() * 2 ** 32);
    const rewards = running.map((move) => playOut(def, def.apply(drawn, seat, move.action), seat, help.bot, randomSource(luck), reward));
    const favourites = rewards[running.indexOf(favourite)];
    running.forEach((move, index) => {
      move.total += rewards[index];
      move.gain += rewards[index] - favourites;
      move.gainSquares += (rewards[index] - favourites) ** 2;
    });
    rounds++;
    slowestRound = Math.max(slowestRound, performance.now() - roundStarted);
    if (running.length > FINALISTS && rounds >= 4 && (rounds & (rounds - 1)) === 0) {
      // the favourite always stays, as the move to beat
      const rest = running.filter((move) => move !== favourite).sort((a, b) => b.total - a.total);
      running.splice(0, running.length, favourite, ...rest.slice(0, Math.max(FINALISTS, Math.ceil(running.length / 2)) - 1));
    }
  }
  const best = running.reduce((chosen, move) => (move.total > chosen.total ? move : chosen));
  return { action: clearlyBetter(best, rounds) ? best.action : favourite.action, rounds, elapsedMs: performance.now() - started };
}

/** where the playing level's own choice is among `moves` (the first move if it is not there) */
function favouriteIndex(moves: Action[], chosen: Action): number {
  const key = canonicalJson(chosen);
  return Math.max(0, moves.findIndex((move) => canonicalJson(move) === key));
}

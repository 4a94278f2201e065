/**
 * Generic Monte Carlo tree search over the engine contract, for any game of 2–6 seats: dice,
 * hidden hands and secret choices included. It only calls the game definition (legalActions,
 * apply, activeSeats, outcome, determinize), so every game gets it as it is.
 *
 * Each iteration starts from a fresh full state the deciding seat could be in: the game's
 * `determinize` draws the hidden parts from what the seat knows (information-set search by
 * determinization, one draw per iteration as in single-observer ISMCTS), or, for a game with
 * nothing hidden but its dice, the search redraws the PRNG. Dice are thus chance nodes handled by
 * sampling: the tree is keyed by actions alone (open loop), and the same path meets other rolls in
 * other iterations. Since a node's legal actions change from one draw to the next, selection uses
 * the availability count of each child (how often it could have been chosen) in UCB1.
 *
 * Rewards are by rank: first gets 1, last 0, in equal steps between (seats sharing a place share
 * its reward), and every seat picks at its own nodes what is best for itself (a max^n tree).
 * Playouts are random, or partly played by the game's heuristic level (`SearchHelp`). Secret simultaneous choices are played one after the other in the
 * tree: a seat choosing later in the tree sees the earlier choices, which makes the opponents a
 * little better informed than they are, never the deciding seat at the root.
 *
 * Pure and deterministic given the random source when the iteration cap stops it before the clock.
 */
import { canonicalJson } from '../../core/json';
import { drawnRng } from '../../core/rng';
import type { Action, BaseState, Bot, GameDefinition, Outcome, Seat } from '../../core/types';

export interface MctsLimits {
  /** stop after this many iterations: the reproducible budget */
  iterations: number;
  /** stop after this long, in milliseconds (Infinity in tests, so that a seed gives the same move) */
  timeMs: number;
  /** UCB1's exploration constant, for rewards between 0 and 1 */
  exploration?: number;
}

/** What a game's own heuristics may lend the search. */
export interface SearchHelp<S extends BaseState> {
  /**
   * A cheaper player than the search for the playouts: the game's own heuristic level plays
   * `share` of the playout moves, random moves the rest. Playouts then look like games between
   * sensible players, at the heuristic's cost per move; the random share keeps them varied.
   */
  playout?: { bot: Bot<S>; share: number };
  /**
   * For a wide choice: the deciding seat's actions worth searching, best first, from its own view.
   * The few playouts a second allows are then shared among a handful of moves, not dozens.
   */
  shortlist?: (state: S, seat: Seat) => Action[];
}

export interface MctsResult {
  action: Action;
  iterations: number;
  elapsedMs: number;
}

/** √2 / 2: a common choice for rewards in [0, 1] with several seats sharing the tree */
const EXPLORATION = 0.7;

interface Node {
  action: Action | null;
  visits: number;
  /** how many times this node's action was legal when its parent was visited */
  availability: number;
  /** the sum of each seat's rewards over the playouts through this node */
  rewards: number[];
  children: Map<string, Node>;
}

function newNode(action: Action | null, seats: number): Node {
  return { action, visits: 0, availability: 0, rewards: new Array<number>(seats).fill(0), children: new Map() };
}

/** 1 for first place, 0 for last, in equal steps between */
export function rankRewards(outcome: Outcome): number[] {
  const seats = outcome.ranks.length;
  return outcome.ranks.map((rank) => (seats === 1 ? 1 : (seats - rank) / (seats - 1)));
}

/** The action `seat` should play in `state`, as far as the search can tell within `limits`. */
export function searchAction<S extends BaseState>(
  def: GameDefinition<S>,
  state: S,
  seat: Seat,
  random: () => number,
  limits: MctsLimits,
  help: SearchHelp<S> = {},
): MctsResult {
  const started = performance.now();
  const legal = help.shortlist?.(state, seat) ?? def.legalActions(state, seat);
  if (legal.length === 0) throw new Error(`${def.id}: seat ${seat} has no move to search`);
  if (legal.length === 1) return { action: legal[0], iterations: 0, elapsedMs: performance.now() - started };
  const seats = seatCount(state);
  const exploration = limits.exploration ?? EXPLORATION;
  const draw = (from: S): S => (def.determinize ? def.determinize(from, seat, random) : { ...from, rng: drawnRng(random) });
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const root = newNode(null, seats);

  let iterations = 0;
  while (iterations < limits.iterations && (iterations === 0 || performance.now() - started < limits.timeMs)) {
    iterations++;
    let current = draw(state);
    let node = root;
    const path = [root];
    // selection and expansion: down the tree while every action here has been tried
    for (let outcome = def.outcome(current); outcome === null; outcome = def.outcome(current)) {
      // the root is the deciding seat's choice; below it, one active seat at a time
      const mover = node === root ? seat : def.activeSeats(current)[0];
      // a determinization leaves the deciding seat's own moves as they are: the shortlist holds at the root
      const actions = node === root ? legal : def.legalActions(current, mover);
      const untried: [string, Action][] = [];
      let best: Node | null = null;
      let bestScore = -Infinity;
      for (const action of actions) {
        const key = canonicalJson(action);
        const child = node.children.get(key);
        if (!child) {
          untried.push([key, action]);
          continue;
        }
        child.availability++;
        const score = child.rewards[mover] / child.visits + exploration * Math.sqrt(Math.log(child.availability) / child.visits);
        if (score > bestScore) {
          bestScore = score;
          best = child;
        }
      }
      if (untried.length > 0) {
        const [key, action] = pick(untried);
        const child = newNode(action, seats);
        child.availability++;
        node.children.set(key, child);
        current = def.apply(current, mover, action);
        path.push(child);
        break;
      }
      node = best as Node;
      current = def.apply(current, mover, node.action as Action);
      path.push(node);
    }
    // playout: to the end, by the helping bot for its share of the moves, else at random
    for (let outcome = def.outcome(current); ; outcome = def.outcome(current)) {
      if (outcome !== null) {
        const rewards = rankRewards(outcome);
        for (const visited of path) {
          visited.visits++;
          for (let other = 0; other < seats; other++) visited.rewards[other] += rewards[other];
        }
        break;
      }
      const mover = def.activeSeats(current)[0];
      const { playout } = help;
      const action = playout && random() < playout.share ? playout.bot.choose(current, mover, random) : pick(def.legalActions(current, mover));
      current = def.apply(current, mover, action);
    }
  }

  // the most visited action: the one the search trusts most; ties go to the better mean, then to the first legal
  let chosen = legal[0];
  let most: Node | null = null;
  for (const action of legal) {
    const child = root.children.get(canonicalJson(action));
    if (!child) continue;
    const better =
      !most || child.visits > most.visits || (child.visits === most.visits && child.rewards[seat] / child.visits > most.rewards[seat] / most.visits);
    if (better) {
      most = child;
      chosen = action;
    }
  }
  return { action: chosen, iterations, elapsedMs: performance.now() - started };
}

function seatCount(state: BaseState): number {
  const seats = (state as unknown as { seats?: unknown[] }).seats;
  if (!Array.isArray(seats)) throw new Error('the search needs the state to list its seats');
  return seats.length;
}

/**
 * Thud bots. The three levels offered to players search with alpha-beta (engine/ai/search) over
 * `ThudSearchPosition` and differ in time, node budget and depth. `random` and the one-ply
 * `greedy` capturer are yardsticks for tests and the bench, not offered: in Thud a random
 * opponent is no game at all.
 *
 * Ending a battle: a bot that is ahead proposes once the battle has gone quiet (no capture for a
 * while) and its search sees no gain ahead; it accepts when it is ahead and sees nothing better
 * than the present score. An even or losing battle is fought on until a long lull, after which
 * the bot accepts, and proposes if it is not behind (after twice as long, even if it is).
 */
import { search, type SearchLimits } from '../../ai/search/alphabeta';
import type { Bot, Seat } from '../../core/types';
import { DWARF_VALUE, ThudSearchPosition } from './evaluate';
import { battleScores, legalActions, legalMoves, moveAction, sideOf } from './rules';
import type { MoveAction, ThudAction, ThudState } from './types';

/** moves without a capture after which a bot that sees nothing to gain proposes to end */
export const QUIET_BEFORE_PROPOSING = 12;
/** moves without a capture after which a bot accepts an end even if it still hopes for more */
export const QUIET_BEFORE_GIVING_UP = 40;
/** how much better than the present score continuing must look to decline (half a dwarf) */
const HOPE_MARGIN = DWARF_VALUE / 2;

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)];
}

export const random: Bot<ThudState> = {
  id: 'random',
  choose(state, seat, source) {
    return pick(legalActions(state, seat), source);
  },
};

/** the battle's score margin for `seat` as the board stands, in points (dwarves) */
function standing(state: ThudState, seat: Seat): number {
  const scores = battleScores(state);
  return scores[seat] - scores[1 - seat];
}

/** Takes the most it can this move (a troll is worth 4 dwarves), otherwise moves at random. */
export const greedy: Bot<ThudState> = {
  id: 'greedy',
  choose(state, seat, source) {
    if (state.proposal) {
      const accept = standing(state, seat) >= 0 || state.movesWithoutCapture >= QUIET_BEFORE_GIVING_UP;
      return { type: accept ? 'accept-end' : 'decline-end' };
    }
    if (!state.declined && state.movesWithoutCapture >= QUIET_BEFORE_GIVING_UP && standing(state, seat) >= 0) {
      return { type: 'propose-end' };
    }
    const moves = legalMoves(state);
    const value = (move: MoveAction) => move.captures.length * (sideOf(state, seat) === 'dwarf' ? 4 : 1);
    const best = Math.max(...moves.map(value));
    return pick(
      moves.filter((move) => value(move) === best),
      source,
    );
  },
};

function searchPosition(state: ThudState): ThudSearchPosition {
  return new ThudSearchPosition(state.board, state.toMove === 'dwarf', state.movesWithoutCapture, state.options.noCaptureLimit);
}

/** A bot that searches within `limits` (the time budget is a parameter: tests use node caps). */
export function searchBot(id: string, limits: SearchLimits): Bot<ThudState> {
  return {
    id,
    choose(state, seat, random): ThudAction {
      const position = searchPosition(state);
      const result = search(position, { ...limits, shuffle: random });
      // the search is always from the side to move: when answering a proposal, that is the proposer
      const present = standing(state, seat) * DWARF_VALUE;
      const longQuiet = state.movesWithoutCapture >= QUIET_BEFORE_GIVING_UP;
      if (state.proposal) {
        const hoped = -result.score;
        // an even battle is still there to be won: only a long lull settles it
        const accept = longQuiet || (present > 0 && hoped <= present + HOPE_MARGIN);
        return { type: accept ? 'accept-end' : 'decline-end' };
      }
      const nothingAhead = result.score <= present + HOPE_MARGIN;
      const quiet = state.movesWithoutCapture;
      const propose =
        (present > 0 && quiet >= QUIET_BEFORE_PROPOSING && nothingAhead) ||
        (present >= 0 && longQuiet) ||
        // whatever the search hopes for, a battle this dead is over: the other bot will accept
        quiet >= 2 * QUIET_BEFORE_GIVING_UP;
      if (!state.declined && propose) return { type: 'propose-end' };
      return moveAction(result.move);
    },
  };
}

/** the three levels: think time for play, node caps so one move never runs away */
export const LEVEL_LIMITS: Record<'easy' | 'medium' | 'hard', SearchLimits> = {
  easy: { maxDepth: 1, maxNodes: 20_000, timeMs: 300 },
  medium: { maxDepth: 3, maxNodes: 400_000, timeMs: 1_500 },
  hard: { maxDepth: 64, maxNodes: 4_000_000, timeMs: 4_000 },
};

/** the levels offered to players, weakest first (random and greedy are yardsticks, not opponents) */
export const levels: Bot<ThudState>[] = [
  searchBot('easy', LEVEL_LIMITS.easy),
  searchBot('medium', LEVEL_LIMITS.medium),
  searchBot('hard', LEVEL_LIMITS.hard),
];

/**
 * Thud bots. The three levels offered to players play differently, not just for longer:
 * - Novice (`easy`) does not search. It weighs each of its moves by the position the move leaves
 *   and by what a reply one square away could take (it does not walk a dwarf up to a troll), on
 *   most turns also by the best capture any reply could make, and on some turns overlooks its own
 *   captures; a whim sways it between moves of nearly equal worth. It answers at once and a
 *   casual player can beat it.
 * - Veteran (`medium`) searches its move and every capture exchange that can follow (quiescence):
 *   it never misses a capture and sees what a reply could take, but it reads no further plan.
 * - Warlord (`hard`) reads its move, the reply and its next move before the exchanges, deeper
 *   when the board empties, and in the second battle it plays for the match score rather than
 *   the battle's: it settles a battle it is losing when the match is won, and fights on in one
 *   it is winning when the match is not. It answers within a second, and keeps thinking while the
 *   opponent does: it searches the position its expected reply would leave, in a memory it keeps
 *   from move to move, so that when that reply comes its own search starts where it stopped.
 * Search levels are bounded by a node budget, which makes a move a function of the position and
 * the seed (and, for the Warlord, of what it remembers); their clock only stops a machine too slow
 * to spend the budget in time.
 * `random` and the one-ply `greedy` capturer are yardsticks for tests and the bench, not
 * offered: in Thud a random opponent is no game at all.
 *
 * Ending a battle: a bot that is ahead proposes once the battle has gone quiet (no capture for a
 * while) and it sees no gain ahead; it accepts when it is ahead and sees nothing better than the
 * present score. An even or losing battle is fought on until a long lull, after which the bot
 * accepts, and proposes if it is not behind (after twice as long, even if it is).
 */
import { SearchMemory, search, type SearchLimits } from '../../ai/search/alphabeta';
import type { Bot, Seat } from '../../core/types';
import { DWARF_VALUE, ThudSearchPosition } from './evaluate';
import { captureCount, isTrollStep } from './position';
import { battleScores, battleTotals, legalActions, legalMoves, moveAction, sideOf } from './rules';
import type { MoveAction, ThudAction, ThudState } from './types';

/** moves without a capture after which a bot that sees nothing to gain proposes to end */
export const QUIET_BEFORE_PROPOSING = 12;
/** moves without a capture after which a bot accepts an end even if it still hopes for more */
export const QUIET_BEFORE_GIVING_UP = 40;
/** how much better than the present score continuing must look to decline (half a dwarf) */
const HOPE_MARGIN = DWARF_VALUE / 2;
/** room for every move of a position (the dwarves have at most a few hundred) and the replies' captures */
const MOVE_BUFFER = 8192;

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

/** the match's score margin for `seat`: the finished battle counted with the one under way */
function matchStanding(state: ThudState, seat: Seat): number {
  const totals = battleTotals(state);
  return standing(state, seat) + totals[seat] - totals[1 - seat];
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

/**
 * Whether to propose, accept or decline an end rather than move; null to move. `score` is what the
 * bot expects from playing on, for the side to move (when answering a proposal, the proposer);
 * `ahead` is the margin that tells whether the bot is winning (the battle's or the match's).
 */
function battleEndChoice(state: ThudState, seat: Seat, score: number, ahead: number): ThudAction | null {
  const present = standing(state, seat) * DWARF_VALUE;
  const longQuiet = state.movesWithoutCapture >= QUIET_BEFORE_GIVING_UP;
  if (state.proposal) {
    const hoped = -score;
    // an even battle is still there to be won: only a long lull settles it
    const accept = longQuiet || (ahead > 0 && hoped <= present + HOPE_MARGIN);
    return { type: accept ? 'accept-end' : 'decline-end' };
  }
  const nothingAhead = score <= present + HOPE_MARGIN;
  const quiet = state.movesWithoutCapture;
  const propose =
    (ahead > 0 && quiet >= QUIET_BEFORE_PROPOSING && nothingAhead) ||
    (ahead >= 0 && longQuiet) ||
    // whatever the bot hopes for, a battle this dead is over: the other bot will accept
    quiet >= 2 * QUIET_BEFORE_GIVING_UP;
  return !state.declined && propose ? { type: 'propose-end' } : null;
}

export interface SearchBotStyle {
  /** in the second battle, judge "ahead" by the match score rather than the battle's */
  playsForMatch?: boolean;
  /**
   * keeps its search memory from move to move and thinks on the opponent's time: after its move it
   * searches the position the reply it expects would leave, so that if the reply comes its own
   * search starts where that one stopped
   */
  ponders?: boolean;
}

/** A bot that searches within `limits` (the time budget is a parameter: tests use node caps). */
export function searchBot(id: string, limits: SearchLimits, style: SearchBotStyle = {}): Bot<ThudState> {
  // allocated on first use: a few tens of megabytes that bots who never play should not take
  let memory: SearchMemory | undefined;
  const kept = (): SearchMemory | undefined => (style.ponders ? (memory ??= new SearchMemory()) : undefined);
  return {
    id,
    choose(state, seat, random): ThudAction {
      const result = search(searchPosition(state), { ...limits, shuffle: random }, kept());
      const ahead = style.playsForMatch ? matchStanding(state, seat) : standing(state, seat);
      return battleEndChoice(state, seat, result.score, ahead) ?? moveAction(result.move);
    },
    ponder: style.ponders
      ? (state, seat, budget): ThudAction | null => {
          // only a move of the opponent's is worth foreseeing: not a proposal to answer, not our own turn
          if (state.over || state.proposal || sideOf(state, seat) === state.toMove) return null;
          const position = searchPosition(state);
          const memory = kept() as SearchMemory;
          const ponderLimits = { maxDepth: limits.maxDepth, depthStep: limits.depthStep, quiescenceDepth: limits.quiescenceDepth, ...budget };
          const reply = memory.storedMove(position);
          // a search too short to have looked at the replies: think about them all instead
          if (!reply) {
            const foreseen = position.isOver() ? 0 : search(position, ponderLimits, memory).move;
            return foreseen ? moveAction(foreseen) : null;
          }
          position.make(reply);
          if (!position.isOver()) search(position, ponderLimits, memory);
          return moveAction(reply);
        }
      : undefined,
  };
}

/** The Novice's lapses, as chances per turn; the whim is in evaluation points (100 a dwarf). */
export interface NoviceHabits {
  /** chance of playing the turn as if its own captures were not there */
  overlookCaptures: number;
  /** chance of weighing, for each move, the best capture the reply could make */
  seeReplies: number;
  /** each move's worth is swayed by a random amount up to this */
  whim: number;
}

/**
 * A bot that looks one move ahead without searching: each move is worth the evaluation of the
 * position it leaves, less the most a one-square reply could capture, or (when it heeds replies
 * this turn) the most any reply could capture.
 * Its end-of-battle choices use that worth without lapses or whim.
 */
export function noviceBot(id: string, habits: NoviceHabits): Bot<ThudState> {
  const moves = new Int32Array(MOVE_BUFFER);
  return {
    id,
    choose(state, seat, random): ThudAction {
      const position = searchPosition(state);
      const count = position.isOver() ? 0 : position.generate(moves, 0, false);
      const overlook = random() < habits.overlookCaptures;
      const heedReplies = random() < habits.seeReplies;
      let sober = count ? -Infinity : position.finalValue();
      let chosen = 0;
      let chosenWorth = -Infinity;
      for (let i = 0; i < count; i++) {
        const move = moves[i];
        position.make(move);
        let worth: number;
        // what the reply could take: by a one-square move (a troll walking up, a dwarf next to a
        // troll), which even a beginner sees, and from afar (a shove or a long hurl)
        let nearGain = 0;
        let farGain = 0;
        if (position.isOver()) worth = -position.finalValue();
        else {
          worth = -position.evaluate();
          const end = position.generate(moves, count, true);
          for (let j = count; j < end; j++) {
            const gain = position.gain(moves[j]);
            if (isTrollStep(moves[j])) nearGain = Math.max(nearGain, gain);
            else farGain = Math.max(farGain, gain);
          }
        }
        position.unmake(move);
        const replyGain = Math.max(nearGain, farGain);
        sober = Math.max(sober, worth - replyGain);
        if (overlook && captureCount(move) > 0) continue;
        const swayed = worth - (heedReplies ? replyGain : nearGain) + random() * habits.whim;
        if (swayed > chosenWorth) {
          chosenWorth = swayed;
          chosen = move;
        }
      }
      // a turn with nothing but captures: even a Novice sees them then
      if (!chosen && count) chosen = moves[0];
      return battleEndChoice(state, seat, sober, standing(state, seat)) ?? moveAction(chosen);
    },
  };
}

/** how the Novice slips: bench-tested to beat the greedy yardstick and lose clearly to the Veteran */
export const NOVICE_HABITS: NoviceHabits = { overlookCaptures: 0.15, seeReplies: 0.75, whim: 20 };

/**
 * The search levels' limits in play. Node counts decide when a search stops on an ordinary
 * machine (close to a million nodes a second), so a move is reproducible from the seed; the
 * clocks are a ceiling for a slower one. The Veteran needs far less than its cap: one ply and the
 * exchanges. The Warlord searches odd depths only (see `depthStep`): 3 plies in full, then as
 * much of 5 as its budget allows (all of it, and deeper, once the board has emptied). Spending
 * the whole budget matters: at 400,000 nodes a move, a search going on past 3 plies won 8 games
 * of 8 against one stopping there, and odd depths only did as well as every depth (4 wins in 6).
 * Its budget is what a second buys on this kind of machine; what it pondered comes on top.
 */
export const LEVEL_LIMITS: Record<'medium' | 'hard', SearchLimits> = {
  medium: { maxDepth: 1, maxNodes: 200_000, timeMs: 1_500 },
  hard: { maxDepth: 63, depthStep: 2, maxNodes: 700_000, timeMs: 1_000 },
};

/** the Warlord's way of play beyond its search budget */
export const WARLORD_STYLE: SearchBotStyle = { playsForMatch: true, ponders: true };

/**
 * The levels as played but without clocks, the Warlord on a budget of `warlordNodes`: the bench
 * and the tests play whole games on node caps, and the Warlord's full budget takes a second a move.
 * The Novice does not search and the Veteran needs far less than its cap, so they are as played.
 * This Warlord keeps no memory between moves, so that each move depends on its position and seed
 * alone, whichever games the same bot played before.
 */
export function cappedLevels(warlordNodes: number = LEVEL_LIMITS.hard.maxNodes): Bot<ThudState>[] {
  return [
    noviceBot('easy', NOVICE_HABITS),
    searchBot('medium', { ...LEVEL_LIMITS.medium, timeMs: Infinity }),
    searchBot('hard', { ...LEVEL_LIMITS.hard, maxNodes: warlordNodes, timeMs: Infinity }, { ...WARLORD_STYLE, ponders: false }),
  ];
}

/** the levels offered to players, weakest first (random and greedy are yardsticks, not opponents) */
export const levels: Bot<ThudState>[] = [
  noviceBot('easy', NOVICE_HABITS),
  searchBot('medium', LEVEL_LIMITS.medium),
  searchBot('hard', LEVEL_LIMITS.hard, WARLORD_STYLE),
];

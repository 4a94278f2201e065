/**
 * FROZEN: today's Warlord (commit 5f14252, before issue 13) as the bench's fixed yardstick, so
 * that "the top level against the Warlord at 4 s a move" keeps meaning the same opponent however
 * the engine changes. Its search (`alphabeta.ts`), evaluation (`evaluate.ts`) and move generator
 * (`position.ts`) are unchanged copies of that commit's; this file copies its bot: the level's
 * limits, its end-of-battle choices and its match-score style. Only the rules are shared with the
 * engine. Do not edit these files; a new reference gets a new folder.
 */
import type { Bot, Seat } from '../../../engine/core/types';
import { battleScores, battleTotals, moveAction } from '../../../engine/games/thud/rules';
import type { ThudAction, ThudState } from '../../../engine/games/thud/types';
import { search, type SearchLimits } from './alphabeta';
import { DWARF_VALUE, ThudSearchPosition } from './evaluate';

/** the Warlord's limits in play: 1,500,000 nodes, or 4 s on a machine too slow to search them */
export const REFERENCE_LIMITS: SearchLimits = { maxDepth: 63, depthStep: 2, maxNodes: 1_500_000, timeMs: 4_000 };

const QUIET_BEFORE_PROPOSING = 12;
const QUIET_BEFORE_GIVING_UP = 40;
const HOPE_MARGIN = DWARF_VALUE / 2;

function standing(state: ThudState, seat: Seat): number {
  const scores = battleScores(state);
  return scores[seat] - scores[1 - seat];
}

function matchStanding(state: ThudState, seat: Seat): number {
  const totals = battleTotals(state);
  return standing(state, seat) + totals[seat] - totals[1 - seat];
}

function battleEndChoice(state: ThudState, seat: Seat, score: number, ahead: number): ThudAction | null {
  const present = standing(state, seat) * DWARF_VALUE;
  const longQuiet = state.movesWithoutCapture >= QUIET_BEFORE_GIVING_UP;
  if (state.proposal) {
    const hoped = -score;
    const accept = longQuiet || (ahead > 0 && hoped <= present + HOPE_MARGIN);
    return { type: accept ? 'accept-end' : 'decline-end' };
  }
  const nothingAhead = score <= present + HOPE_MARGIN;
  const quiet = state.movesWithoutCapture;
  const propose =
    (ahead > 0 && quiet >= QUIET_BEFORE_PROPOSING && nothingAhead) ||
    (ahead >= 0 && longQuiet) ||
    quiet >= 2 * QUIET_BEFORE_GIVING_UP;
  return !state.declined && propose ? { type: 'propose-end' } : null;
}

/** the reference Warlord, on `limits` (the bench drops its clock so that its games replay exactly) */
export function referenceWarlord(id: string, limits: SearchLimits = REFERENCE_LIMITS): Bot<ThudState> {
  return {
    id,
    choose(state, seat, random): ThudAction {
      const position = new ThudSearchPosition(state.board, state.toMove === 'dwarf', state.movesWithoutCapture, state.options.noCaptureLimit);
      const result = search(position, { ...limits, shuffle: random });
      return battleEndChoice(state, seat, result.score, matchStanding(state, seat)) ?? moveAction(result.move);
    },
  };
}

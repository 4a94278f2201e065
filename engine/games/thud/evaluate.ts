/**
 * What the Thud bots know about a position beyond the rules, on a scale of 100 per dwarf
 * (a troll is worth 400, as in the scoring). The search sees captures through its quiescence
 * search; this evaluation adds what is one move further away:
 * - the threats of the side that is not to move (the side to move can parry one of them, rarely
 *   two): a troll that could step or be shoved next to several dwarves, a troll that a line of
 *   dwarves could hurl a dwarf onto;
 * - formations: dwarves side by side (the lines that hurl), trolls side by side (the lines that
 *   shove);
 * - trolls closing in: a troll two squares from a dwarf threatens it next move; far away it does
 *   nothing.
 */
import type { SearchPosition } from '../../ai/search/alphabeta';
import * as board from './board';
import * as pieces from './position';
import { Position } from './position';

// module-local copies for the hot loops: under vitest, imported bindings are read through getters
const { DIRECTIONS, MAILBOX_SIZE, MAILBOX_WIDTH } = board;
const { DWARF, EMPTY, HURL, TROLL, captureCount } = pieces;

export const DWARF_VALUE = 100;
export const TROLL_VALUE = 400;

export interface EvalWeights {
  /** of the trolls' best capture next move, when the dwarves are to move (per dwarf) */
  trollThreatFirst: number;
  /** of the trolls' second-best capture (another troll) */
  trollThreatSecond: number;
  /** of a troll that dwarves can hurl onto, when the trolls are to move */
  hurlThreatFirst: number;
  /** of each further troll in reach of a hurl */
  hurlThreatSecond: number;
  /** per pair of neighbouring dwarves */
  dwarfPair: number;
  /** per pair of neighbouring trolls */
  trollPair: number;
  /** per square beyond 2 between a troll and its nearest dwarf (good for the dwarves) */
  trollDistance: number;
}

/**
 * Set by matches between a bot with one weight changed and a bot with these (16 to 24 games of
 * two battles, 8,000 nodes a move): doubling the troll threats or dropping them lost nearly every
 * game; hurl threats at a quarter of their first value (100/200) won clearly, and so did 4
 * rather than 2 per pair of neighbouring dwarves; the other terms made no difference we could
 * measure, so they stay small.
 */
export const WEIGHTS: EvalWeights = {
  trollThreatFirst: 30,
  trollThreatSecond: 50,
  hurlThreatFirst: 25,
  hurlThreatSecond: 60,
  dwarfPair: 4,
  trollPair: 3,
  trollDistance: 2,
};

/** by mailbox square, its file and rank: for distances without divisions */
const FILE_OF = new Int8Array(MAILBOX_SIZE).map((_, box) => box % MAILBOX_WIDTH);
const RANK_OF = new Int8Array(MAILBOX_SIZE).map((_, box) => (box / MAILBOX_WIDTH) | 0);

/** the most dwarves this troll can take in one move (a step or a shove) */
function trollReach(cells: Int8Array, near: Int8Array, from: number): number {
  let best = 0;
  for (let k = 0; k < 8; k++) {
    const step = DIRECTIONS[k];
    let to = from + step;
    if (cells[to] !== EMPTY) continue;
    if (near[to] > best) best = near[to];
    let line = 1;
    for (let back = from - step; cells[back] === TROLL; back -= step) line++;
    for (let distance = 2; distance <= line; distance++) {
      to += step;
      if (cells[to] !== EMPTY) break;
      if (near[to] > best) best = near[to];
    }
  }
  return best;
}
/** whether a line of dwarves can hurl onto the troll at `at` now */
function hurlable(cells: Int8Array, at: number): boolean {
  for (let k = 0; k < 8; k++) {
    const step = DIRECTIONS[k];
    let square = at + step;
    let distance = 1;
    while (cells[square] === EMPTY) {
      square += step;
      distance++;
    }
    let line = 0;
    while (cells[square] === DWARF && line < distance) {
      line++;
      square += step;
    }
    if (line >= distance) return true;
  }
  return false;
}

export class ThudSearchPosition extends Position implements SearchPosition {
  /** the battle's score margin for the side to move, as it stands */
  finalValue(): number {
    const margin = this.dwarves * DWARF_VALUE - this.trolls * TROLL_VALUE;
    return this.dwarfToMove ? margin : -margin;
  }

  gain(move: number): number {
    if (move & HURL) return TROLL_VALUE;
    return captureCount(move) * DWARF_VALUE;
  }

  evaluate(): number {
    const cells = this.cells;
    const w = WEIGHTS;
    const dwarfCount = this.dwarves;
    const trollCount = this.trolls;
    const dwarves = this.dwarfSquares;
    const trolls = this.trollSquares;
    let score = dwarfCount * DWARF_VALUE - trollCount * TROLL_VALUE;

    // formations: each pair of neighbouring trolls once, through the 4 "forward" directions
    let trollPairs = 0;
    let distancePenalty = 0;
    for (let i = 0; i < trollCount; i++) {
      const at = trolls[i];
      for (let k = 4; k < 8; k++) if (cells[at + DIRECTIONS[k]] === TROLL) trollPairs++;
      if (dwarfCount === 0 || this.hasDwarfWithinTwo(at)) continue;
      const file = FILE_OF[at];
      const rank = RANK_OF[at];
      let nearest = 99;
      for (let j = 0; j < dwarfCount; j++) {
        const other = dwarves[j];
        const distance = Math.max(Math.abs(FILE_OF[other] - file), Math.abs(RANK_OF[other] - rank));
        if (distance < nearest) nearest = distance;
      }
      distancePenalty += nearest - 2;
    }
    score += w.dwarfPair * this.dwarfPairs - w.trollPair * trollPairs + w.trollDistance * distancePenalty;

    if (this.dwarfToMove) {
      // the trolls' threats for their next move; the dwarves can deal with one of them
      let first = 0;
      let second = 0;
      for (let i = 0; i < trollCount; i++) {
        const reach = trollReach(cells, this.dwarvesNear, trolls[i]);
        if (reach > first) {
          second = first;
          first = reach;
        } else if (reach > second) second = reach;
      }
      score -= w.trollThreatFirst * first + w.trollThreatSecond * second;
      return score;
    }
    let threatened = 0;
    for (let i = 0; i < trollCount; i++) if (hurlable(cells, trolls[i])) threatened++;
    if (threatened) score += w.hurlThreatFirst + w.hurlThreatSecond * (threatened - 1);
    return -score;
  }
}

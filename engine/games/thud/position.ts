/**
 * The fast side of the rules: a mutable position on the mailbox board, move generation into a
 * preallocated Int32Array, make/unmake that keep up to date what the search asks of every
 * position (a Zobrist hash, the lists of pieces, the dwarves around each square), so that no
 * search step walks the whole board. The bots search with it and `rules.ts` builds its legal
 * actions from it, so the rules have one move generator.
 *
 * A move is one integer: bits 0–8 the mailbox square it leaves, 9–17 the square it reaches,
 * 18–25 which neighbours of the arrival square lose a dwarf (bit k = direction k of DIRECTIONS),
 * bit 26 set for a dwarf hurl (the troll on the arrival square is taken). The generator gives
 * each troll step and shove with every adjacent dwarf captured; `rules.ts` expands the subsets.
 */
import { Rng, seedRng } from '../../core/rng';
import {
  DIRECTIONS as BOARD_DIRECTIONS,
  MAILBOX_OF as BOARD_MAILBOX_OF,
  MAILBOX_SIZE as BOARD_MAILBOX_SIZE,
  MAILBOX_WIDTH as BOARD_MAILBOX_WIDTH,
  SQUARE_COUNT as BOARD_SQUARE_COUNT,
} from './board';
import type { Cell } from './types';

// module-local copies for the hot loops: under vitest, imported bindings are read through getters
const DIRECTIONS = BOARD_DIRECTIONS;
const MAILBOX_OF = BOARD_MAILBOX_OF;
const MAILBOX_SIZE = BOARD_MAILBOX_SIZE;
const SQUARE_COUNT = BOARD_SQUARE_COUNT;
const MAILBOX_WIDTH = BOARD_MAILBOX_WIDTH;

export const EMPTY = 0;
export const DWARF = 1;
export const TROLL = 2;
export const ROCK = 3;
export const OFF = 4;

export const HURL = 1 << 26;

export const moveFrom = (move: number): number => move & 511;
export const moveTo = (move: number): number => (move >>> 9) & 511;
/** the neighbours of the arrival square whose dwarves a troll move takes (bit k = DIRECTIONS[k]) */
export const moveCaptureMask = (move: number): number => (move >>> 18) & 255;
export const isHurl = (move: number): boolean => (move & HURL) !== 0;

/** a move to a neighbouring square (for a troll: a step, as opposed to a shove) */
export function isTrollStep(move: number): boolean {
  return (DIRECTIONS as readonly number[]).includes(moveTo(move) - moveFrom(move));
}

/** pieces a move takes: 1 for a hurl, the number of captured dwarves for a troll move */
export function captureCount(move: number): number {
  if (move & HURL) return 1;
  let mask = moveCaptureMask(move);
  let count = 0;
  while (mask) {
    mask &= mask - 1;
    count++;
  }
  return count;
}

/** a fixed table, the same on every machine: [piece][mailbox] as two 31-bit words */
const ZOBRIST_LO = new Int32Array(3 * MAILBOX_SIZE);
const ZOBRIST_HI = new Int32Array(3 * MAILBOX_SIZE);
const ZOBRIST_SIDE: [number, number] = (() => {
  const rng = new Rng(seedRng(0x7407_d00d));
  for (let i = 0; i < ZOBRIST_LO.length; i++) {
    ZOBRIST_LO[i] = rng.int(0, 0x7fffffff);
    ZOBRIST_HI[i] = rng.int(0, 0x7fffffff);
  }
  return [rng.int(0, 0x7fffffff), rng.int(0, 0x7fffffff)];
})();

const CELL_CODE: Record<Cell, number> = { '.': EMPTY, d: DWARF, T: TROLL, R: ROCK };

/** the dwarves next to mailbox square `at`, as a direction mask */
function adjacentDwarves(cells: Int8Array, at: number): number {
  let mask = 0;
  for (let k = 0; k < 8; k++) if (cells[at + DIRECTIONS[k]] === DWARF) mask |= 1 << k;
  return mask;
}

/**
 * Steps to the 24 squares within two squares (any direction) of a square, in the padded layout of
 * `dwarvesWithinTwo`: two squares beyond the board's edge lie outside the mailbox's border.
 */
const WITHIN_TWO_PADDING = 2 * MAILBOX_WIDTH + 2;
const WITHIN_TWO: readonly number[] = (() => {
  const steps: number[] = [];
  for (let rank = -2; rank <= 2; rank++) for (let file = -2; file <= 2; file++) if (rank || file) steps.push(WITHIN_TWO_PADDING + rank * MAILBOX_WIDTH + file);
  return steps;
})();

/** more than either side ever has (32 dwarves, 8 trolls) */
const LIST_ROOM = 64;

export class Position {
  readonly cells = new Int8Array(MAILBOX_SIZE).fill(OFF);
  dwarfToMove = true;
  dwarves = 0;
  trolls = 0;
  /**
   * The squares of the dwarves and of the trolls (the first `dwarves` and `trolls` entries): the
   * generator and the evaluation walk them rather than the 165 squares. A fresh position lists
   * them in board order, so its moves come out in board order (`rules.ts` relies on it); after
   * captures are made and unmade the order may differ, which only the search sees.
   */
  readonly dwarfSquares = new Int16Array(LIST_ROOM);
  readonly trollSquares = new Int16Array(LIST_ROOM);
  /** by mailbox square, where its piece stands in its side's list */
  private readonly slot = new Int8Array(MAILBOX_SIZE);
  /** by mailbox square, how many dwarves stand next to it: what a troll arriving there takes */
  readonly dwarvesNear = new Int8Array(MAILBOX_SIZE);
  /**
   * By mailbox square (shifted by `WITHIN_TWO_PADDING`), how many dwarves stand within two
   * squares of it: see `hasDwarfWithinTwo`.
   */
  readonly dwarvesWithinTwo = new Int8Array(MAILBOX_SIZE + 2 * WITHIN_TWO_PADDING);
  /** pairs of neighbouring dwarves (the lines that hurl), kept up to date move by move */
  dwarfPairs = 0;
  hashLo = 0;
  hashHi = 0;
  /** moves in a row without a capture */
  quiet = 0;
  /** the house rule's limit, 0 = off */
  readonly quietLimit: number;
  /** `quiet` before each move made, to restore it on unmake */
  private readonly quietStack: number[] = [];

  constructor(board: string, dwarfToMove: boolean, quiet = 0, quietLimit = 0) {
    for (let i = 0; i < SQUARE_COUNT; i++) {
      const code = CELL_CODE[board[i] as Cell];
      const at = MAILBOX_OF[i];
      this.cells[at] = code === DWARF || code === TROLL ? EMPTY : code;
      if (code === DWARF || code === TROLL) this.put(code, at);
    }
    this.dwarfToMove = dwarfToMove;
    if (!dwarfToMove) this.flipSideHash();
    this.quiet = quiet;
    this.quietLimit = quietLimit;
  }

  private toggle(piece: number, at: number): void {
    this.hashLo ^= ZOBRIST_LO[piece * MAILBOX_SIZE + at];
    this.hashHi ^= ZOBRIST_HI[piece * MAILBOX_SIZE + at];
  }

  private flipSideHash(): void {
    this.hashLo ^= ZOBRIST_SIDE[0];
    this.hashHi ^= ZOBRIST_SIDE[1];
  }

  /** puts a piece on an empty square, at the end of its list */
  private put(piece: number, at: number): void {
    this.cells[at] = piece;
    this.toggle(piece, at);
    if (piece === DWARF) {
      this.slot[at] = this.dwarves;
      this.dwarfSquares[this.dwarves++] = at;
      this.dwarfPairs += this.dwarvesNear[at];
      for (let k = 0; k < 8; k++) this.dwarvesNear[at + DIRECTIONS[k]]++;
      for (let k = 0; k < 24; k++) this.dwarvesWithinTwo[at + WITHIN_TWO[k]]++;
    } else {
      this.slot[at] = this.trolls;
      this.trollSquares[this.trolls++] = at;
    }
  }

  /** takes a piece off, the last of its list filling its place */
  private remove(piece: number, at: number): void {
    this.cells[at] = EMPTY;
    this.toggle(piece, at);
    const index = this.slot[at];
    if (piece === DWARF) {
      const last = this.dwarfSquares[--this.dwarves];
      this.dwarfSquares[index] = last;
      this.slot[last] = index;
      for (let k = 0; k < 8; k++) this.dwarvesNear[at + DIRECTIONS[k]]--;
      for (let k = 0; k < 24; k++) this.dwarvesWithinTwo[at + WITHIN_TWO[k]]--;
      this.dwarfPairs -= this.dwarvesNear[at];
    } else {
      const last = this.trollSquares[--this.trolls];
      this.trollSquares[index] = last;
      this.slot[last] = index;
    }
  }

  /** moves a piece to an empty square, keeping its place in its list */
  private shift(piece: number, from: number, to: number): void {
    const index = this.slot[from];
    this.remove(piece, from);
    this.put(piece, to);
    // `remove` and `put` moved the last piece into the hole and this one to the end: swap back
    const list = piece === DWARF ? this.dwarfSquares : this.trollSquares;
    const end = (piece === DWARF ? this.dwarves : this.trolls) - 1;
    const displaced = list[index];
    list[index] = to;
    list[end] = displaced;
    this.slot[to] = index;
    this.slot[displaced] = end;
  }

  /** whether a dwarf stands within two squares of `at`: a troll with none is far from the fight */
  hasDwarfWithinTwo(at: number): boolean {
    return this.dwarvesWithinTwo[at + WITHIN_TWO_PADDING] !== 0;
  }

  /** the battle is over before any move is generated: a side is wiped out or the house rule struck */
  isOver(): boolean {
    return this.dwarves === 0 || this.trolls === 0 || (this.quietLimit > 0 && this.quiet >= this.quietLimit);
  }

  /**
   * Writes the side to move's moves into `out` from `start`; returns the end. With
   * `capturesOnly`, only hurls, shoves and steps that capture.
   */
  generate(out: Int32Array, start: number, capturesOnly = false): number {
    if (this.dwarfToMove) return capturesOnly ? this.hurls(out, start) : this.dwarfMoves(out, start);
    return this.trollMoves(out, start, capturesOnly);
  }

  private dwarfMoves(out: Int32Array, start: number): number {
    const cells = this.cells;
    let n = start;
    for (let i = 0; i < this.dwarves; i++) {
      const from = this.dwarfSquares[i];
      for (let k = 0; k < 8; k++) {
        const step = DIRECTIONS[k];
        let to = from + step;
        let distance = 1;
        while (cells[to] === EMPTY) {
          out[n++] = from | (to << 9);
          to += step;
          distance++;
        }
        if (cells[to] !== TROLL) continue;
        // the line behind the front dwarf: it may throw it as many squares as it has dwarves
        let line = 1;
        for (let back = from - step; cells[back] === DWARF && line < distance; back -= step) line++;
        if (distance <= line) out[n++] = from | (to << 9) | HURL;
      }
    }
    return n;
  }

  /** the dwarves' hurls only, found from the trolls: the first dwarf down each line from a troll */
  private hurls(out: Int32Array, start: number): number {
    const cells = this.cells;
    let n = start;
    for (let i = 0; i < this.trolls; i++) {
      const troll = this.trollSquares[i];
      for (let k = 0; k < 8; k++) {
        const step = DIRECTIONS[k];
        let front = troll + step;
        let distance = 1;
        while (cells[front] === EMPTY) {
          front += step;
          distance++;
        }
        if (cells[front] !== DWARF) continue;
        let line = 1;
        for (let back = front + step; cells[back] === DWARF && line < distance; back += step) line++;
        if (distance <= line) out[n++] = front | (troll << 9) | HURL;
      }
    }
    return n;
  }

  private trollMoves(out: Int32Array, start: number, capturesOnly: boolean): number {
    const cells = this.cells;
    const near = this.dwarvesNear;
    let n = start;
    for (let i = 0; i < this.trolls; i++) {
      const from = this.trollSquares[i];
      for (let k = 0; k < 8; k++) {
        const step = DIRECTIONS[k];
        let to = from + step;
        if (cells[to] !== EMPTY) continue;
        if (near[to]) out[n++] = from | (to << 9) | (adjacentDwarves(cells, to) << 18);
        else if (!capturesOnly) out[n++] = from | (to << 9);
        // a shove: the trolls in line behind push the front one up to as many squares as they are
        let line = 1;
        for (let back = from - step; cells[back] === TROLL; back -= step) line++;
        for (let distance = 2; distance <= line; distance++) {
          to += step;
          if (cells[to] !== EMPTY) break;
          if (near[to]) out[n++] = from | (to << 9) | (adjacentDwarves(cells, to) << 18);
        }
      }
    }
    return n;
  }

  make(move: number): void {
    const from = move & 511;
    const to = (move >>> 9) & 511;
    const piece = this.cells[from];
    this.quietStack.push(this.quiet);
    let captured = false;
    if (move & HURL) {
      this.remove(TROLL, to);
      captured = true;
    }
    this.shift(piece, from, to);
    const mask = (move >>> 18) & 255;
    if (mask) {
      for (let k = 0; k < 8; k++) if (mask & (1 << k)) this.remove(DWARF, to + DIRECTIONS[k]);
      captured = true;
    }
    this.quiet = captured ? 0 : this.quiet + 1;
    this.dwarfToMove = !this.dwarfToMove;
    this.flipSideHash();
  }

  unmake(move: number): void {
    const from = move & 511;
    const to = (move >>> 9) & 511;
    const piece = this.cells[to];
    this.dwarfToMove = !this.dwarfToMove;
    this.flipSideHash();
    this.quiet = this.quietStack.pop() as number;
    const mask = (move >>> 18) & 255;
    if (mask) for (let k = 0; k < 8; k++) if (mask & (1 << k)) this.put(DWARF, to + DIRECTIONS[k]);
    this.shift(piece, to, from);
    if (move & HURL) this.put(TROLL, to);
  }
}

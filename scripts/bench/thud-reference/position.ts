// FROZEN: the Warlord's reference for the bench, copied unchanged from engine/ at commit 5f14252 (see warlord.ts). Do not edit.
/**
 * The fast side of the rules: a mutable position on the mailbox board, move generation into a
 * preallocated Int32Array, make/unmake with an incremental Zobrist hash. The bots search with it
 * and `rules.ts` builds its legal actions from it, so the rules have one move generator.
 *
 * A move is one integer: bits 0–8 the mailbox square it leaves, 9–17 the square it reaches,
 * 18–25 which neighbours of the arrival square lose a dwarf (bit k = direction k of DIRECTIONS),
 * bit 26 set for a dwarf hurl (the troll on the arrival square is taken). The generator gives
 * each troll step and shove with every adjacent dwarf captured; `rules.ts` expands the subsets.
 */
import { Rng, seedRng } from '../../../engine/core/rng';
import {
  DIRECTIONS as BOARD_DIRECTIONS,
  MAILBOX_OF as BOARD_MAILBOX_OF,
  MAILBOX_SIZE as BOARD_MAILBOX_SIZE,
  SQUARE_COUNT as BOARD_SQUARE_COUNT,
} from '../../../engine/games/thud/board';
import type { Cell } from '../../../engine/games/thud/types';

// module-local copies for the hot loops: under vitest, imported bindings are read through getters
const DIRECTIONS = BOARD_DIRECTIONS;
const MAILBOX_OF = BOARD_MAILBOX_OF;
const MAILBOX_SIZE = BOARD_MAILBOX_SIZE;
const SQUARE_COUNT = BOARD_SQUARE_COUNT;

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

export class Position {
  readonly cells = new Int8Array(MAILBOX_SIZE).fill(OFF);
  dwarfToMove = true;
  dwarves = 0;
  trolls = 0;
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
      this.cells[MAILBOX_OF[i]] = code;
      if (code === DWARF || code === TROLL) this.toggle(code, MAILBOX_OF[i]);
      if (code === DWARF) this.dwarves++;
      if (code === TROLL) this.trolls++;
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

  /** the battle is over before any move is generated: a side is wiped out or the house rule struck */
  isOver(): boolean {
    return this.dwarves === 0 || this.trolls === 0 || (this.quietLimit > 0 && this.quiet >= this.quietLimit);
  }

  /**
   * Writes the side to move's moves into `out` from `start`; returns the end. With
   * `capturesOnly`, only hurls, shoves and steps that capture.
   */
  generate(out: Int32Array, start: number, capturesOnly = false): number {
    return this.dwarfToMove ? this.dwarfMoves(out, start, capturesOnly) : this.trollMoves(out, start, capturesOnly);
  }

  private dwarfMoves(out: Int32Array, start: number, capturesOnly: boolean): number {
    const cells = this.cells;
    let n = start;
    for (let i = 0; i < SQUARE_COUNT; i++) {
      const from = MAILBOX_OF[i];
      if (cells[from] !== DWARF) continue;
      for (let k = 0; k < 8; k++) {
        const step = DIRECTIONS[k];
        let to = from + step;
        let distance = 1;
        while (cells[to] === EMPTY) {
          if (!capturesOnly) out[n++] = from | (to << 9);
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

  private trollMoves(out: Int32Array, start: number, capturesOnly: boolean): number {
    const cells = this.cells;
    let n = start;
    for (let i = 0; i < SQUARE_COUNT; i++) {
      const from = MAILBOX_OF[i];
      if (cells[from] !== TROLL) continue;
      for (let k = 0; k < 8; k++) {
        const step = DIRECTIONS[k];
        let to = from + step;
        if (cells[to] !== EMPTY) continue;
        const mask = adjacentDwarves(cells, to);
        if (mask || !capturesOnly) out[n++] = from | (to << 9) | (mask << 18);
        // a shove: the trolls in line behind push the front one up to as many squares as they are
        let line = 1;
        for (let back = from - step; cells[back] === TROLL; back -= step) line++;
        for (let distance = 2; distance <= line; distance++) {
          to += step;
          if (cells[to] !== EMPTY) break;
          const captured = adjacentDwarves(cells, to);
          if (captured) out[n++] = from | (to << 9) | (captured << 18);
        }
      }
    }
    return n;
  }

  make(move: number): void {
    const cells = this.cells;
    const from = move & 511;
    const to = (move >>> 9) & 511;
    const piece = cells[from];
    this.quietStack.push(this.quiet);
    let captured = false;
    cells[from] = EMPTY;
    this.toggle(piece, from);
    if (move & HURL) {
      this.toggle(TROLL, to);
      this.trolls--;
      captured = true;
    }
    cells[to] = piece;
    this.toggle(piece, to);
    const mask = (move >>> 18) & 255;
    if (mask) {
      for (let k = 0; k < 8; k++) {
        if (!(mask & (1 << k))) continue;
        const at = to + DIRECTIONS[k];
        cells[at] = EMPTY;
        this.toggle(DWARF, at);
        this.dwarves--;
      }
      captured = true;
    }
    this.quiet = captured ? 0 : this.quiet + 1;
    this.dwarfToMove = !this.dwarfToMove;
    this.flipSideHash();
  }

  unmake(move: number): void {
    const cells = this.cells;
    const from = move & 511;
    const to = (move >>> 9) & 511;
    const piece = cells[to];
    this.dwarfToMove = !this.dwarfToMove;
    this.flipSideHash();
    this.quiet = this.quietStack.pop() as number;
    const mask = (move >>> 18) & 255;
    if (mask) {
      for (let k = 0; k < 8; k++) {
        if (!(mask & (1 << k))) continue;
        const at = to + DIRECTIONS[k];
        cells[at] = DWARF;
        this.toggle(DWARF, at);
        this.dwarves++;
      }
    }
    this.toggle(piece, to);
    if (move & HURL) {
      cells[to] = TROLL;
      this.toggle(TROLL, to);
      this.trolls++;
    } else {
      cells[to] = EMPTY;
    }
    cells[from] = piece;
    this.toggle(piece, from);
  }
}

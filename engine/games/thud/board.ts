/**
 * The Thud board: 165 squares of a 15×15 grid without its four corner triangles, named with
 * files A–P (no I) and ranks 1–15. Two numberings:
 * - the square index 0–164 (rank 1 first, files west to east): `ThudState.board` uses it;
 * - the mailbox index on a 17×17 grid with a border of off-board cells, so that a walk along any
 *   of the 8 directions stops by itself at the edge: the move generator uses it.
 */
import type { Cell, Square } from './types';

export const FILES = 'ABCDEFGHJKLMNOP';
export const SIZE = 15;
/** squares per rank, rank 1 first */
export const RANK_WIDTHS = [5, 7, 9, 11, 13, 15, 15, 15, 15, 15, 13, 11, 9, 7, 5] as const;
export const SQUARE_COUNT = 165;

export const MAILBOX_WIDTH = SIZE + 2;
export const MAILBOX_SIZE = MAILBOX_WIDTH * MAILBOX_WIDTH;
/** the 8 directions as mailbox steps: south-west, south, south-east, west, east, north-west, north, north-east */
export const DIRECTIONS = [
  -MAILBOX_WIDTH - 1,
  -MAILBOX_WIDTH,
  -MAILBOX_WIDTH + 1,
  -1,
  1,
  MAILBOX_WIDTH - 1,
  MAILBOX_WIDTH,
  MAILBOX_WIDTH + 1,
] as const;

/** 0-based file (x, west to east) and rank (y, south to north) of each square index */
export const SQUARE_FILE = new Int8Array(SQUARE_COUNT);
export const SQUARE_RANK = new Int8Array(SQUARE_COUNT);
/** square index → mailbox index */
export const MAILBOX_OF = new Int16Array(SQUARE_COUNT);
/** mailbox index → square index, or -1 off the board */
export const SQUARE_OF = new Int16Array(MAILBOX_SIZE).fill(-1);
/** every square's name, in square order */
export const SQUARES: readonly Square[] = (() => {
  const names: Square[] = [];
  RANK_WIDTHS.forEach((width, rank) => {
    const first = (SIZE - width) / 2;
    for (let file = first; file < first + width; file++) {
      const index = names.length;
      SQUARE_FILE[index] = file;
      SQUARE_RANK[index] = rank;
      const box = (rank + 1) * MAILBOX_WIDTH + file + 1;
      MAILBOX_OF[index] = box;
      SQUARE_OF[box] = index;
      names.push(`${FILES[file]}${rank + 1}`);
    }
  });
  return names;
})();

const INDEX_BY_NAME = new Map(SQUARES.map((name, index) => [name, index]));

/** the square index of a name such as "H8" (upper case), or -1 if it is not a board square */
export function squareIndex(name: string): number {
  return INDEX_BY_NAME.get(name) ?? -1;
}

/** the square index at 0-based (file, rank), or -1 off the board: for moving a cursor square by square */
export function squareAt(file: number, rank: number): number {
  if (file < 0 || file >= SIZE || rank < 0 || rank >= SIZE) return -1;
  return SQUARE_OF[(rank + 1) * MAILBOX_WIDTH + file + 1];
}

/** the squares next to each square (up to 8), by square index */
export const NEIGHBOURS: readonly (readonly number[])[] = SQUARES.map((_, index) =>
  DIRECTIONS.map((step) => SQUARE_OF[MAILBOX_OF[index] + step]).filter((other) => other >= 0),
);

export const ROCK_SQUARE: Square = 'H8';
export const TROLL_START: readonly Square[] = ['G7', 'H7', 'J7', 'G8', 'J8', 'G9', 'H9', 'J9'];
export const DWARF_START: readonly Square[] = [
  ...['F1', 'G1', 'J1', 'K1', 'E2', 'L2', 'D3', 'M3', 'C4', 'N4', 'B5', 'O5', 'A6', 'P6', 'A7', 'P7'],
  ...['A9', 'P9', 'A10', 'P10', 'B11', 'O11', 'C12', 'N12', 'D13', 'M13', 'E14', 'L14', 'F15', 'G15', 'J15', 'K15'],
];

/** a board string (`ThudState.board`) from the squares of each kind of piece */
export function boardWith(pieces: { dwarves: readonly Square[]; trolls: readonly Square[]; rock?: Square | null }): string {
  const cells: Cell[] = Array<Cell>(SQUARE_COUNT).fill('.');
  const place = (square: Square, cell: Cell) => {
    const index = squareIndex(square);
    if (index < 0) throw new Error(`${square} is not a Thud square`);
    cells[index] = cell;
  };
  pieces.dwarves.forEach((square) => place(square, 'd'));
  pieces.trolls.forEach((square) => place(square, 'T'));
  if (pieces.rock !== null) place(pieces.rock ?? ROCK_SQUARE, 'R');
  return cells.join('');
}

export const START_BOARD = boardWith({ dwarves: DWARF_START, trolls: TROLL_START });

export function countCells(board: string, cell: Cell): number {
  let count = 0;
  for (let i = 0; i < board.length; i++) if (board[i] === cell) count++;
  return count;
}

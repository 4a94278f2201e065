/** Positions for Thud tests, and an independent, slow move generator written from the rules text. */
import { RANK_WIDTHS, SIZE, boardWith, squareIndex } from '../../../engine/games/thud/board';
import { setup } from '../../../engine/games/thud/rules';
import type { Side, ThudState } from '../../../engine/games/thud/types';

export const SEATS = [{ name: 'Ann' }, { name: 'Bob' }];

/** a battle-1 state with seat 0 on the dwarves, from a custom position */
export function stateWith(pieces: {
  dwarves: string[];
  trolls: string[];
  toMove?: Side;
  noCaptureLimit?: number;
  movesWithoutCapture?: number;
}): ThudState {
  const state = setup({ seats: SEATS, firstSeat: 0, options: { noCaptureLimit: pieces.noCaptureLimit ?? 0 } }, 1);
  return {
    ...state,
    board: boardWith(pieces),
    toMove: pieces.toMove ?? 'dwarf',
    movesWithoutCapture: pieces.movesWithoutCapture ?? 0,
  };
}

const FILE_LETTERS = 'ABCDEFGHJKLMNOP';
const DIRECTIONS: [number, number][] = [
  [-1, -1], [0, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [0, 1], [1, 1],
];

/** on the octagon: inside the 15×15 grid and its rank's width, centred */
function onBoard(file: number, rank: number): boolean {
  if (rank < 0 || rank >= SIZE || file < 0 || file >= SIZE) return false;
  const margin = (SIZE - RANK_WIDTHS[rank]) / 2;
  return file >= margin && file < SIZE - margin;
}

const name = (file: number, rank: number) => `${FILE_LETTERS[file]}${rank + 1}`;

/** every subset of `items`, each kept in the given order */
function subsets<T>(items: T[]): T[][] {
  return items.reduce<T[][]>((all, item) => all.concat(all.map((subset) => [...subset, item])), [[]]);
}

/**
 * The legal piece moves in notation, straight from the rules: dwarves slide any distance and hurl
 * the front of a line of N onto a troll fewer than N empty squares away; trolls step one square
 * and may club any subset of the dwarves around their arrival; a line of N trolls shoves its
 * front troll 2..N squares when it lands next to a dwarf and clubs at least one.
 */
export function referenceMoves(board: string, toMove: Side): string[] {
  const at = (file: number, rank: number): string => (onBoard(file, rank) ? board[squareIndex(name(file, rank))] : '#');
  const order = (squares: [number, number][]) =>
    squares.map(([f, r]) => name(f, r)).sort((a, b) => squareIndex(a) - squareIndex(b));
  const moves: string[] = [];
  for (let rank = 0; rank < SIZE; rank++) {
    for (let file = 0; file < SIZE; file++) {
      const piece = at(file, rank);
      if (piece !== (toMove === 'dwarf' ? 'd' : 'T')) continue;
      const from = name(file, rank);
      for (const [df, dr] of DIRECTIONS) {
        // the line this piece heads: itself and the same pieces straight behind it
        let line = 1;
        while (at(file - df * line, rank - dr * line) === piece) line++;
        if (piece === 'd') {
          let distance = 1;
          while (at(file + df * distance, rank + dr * distance) === '.') {
            moves.push(`d${from}-${name(file + df * distance, rank + dr * distance)}`);
            distance++;
          }
          const empties = distance - 1;
          if (at(file + df * distance, rank + dr * distance) === 'T' && empties < line) {
            const target = name(file + df * distance, rank + dr * distance);
            moves.push(`d${from}-${target}x${target}`);
          }
          continue;
        }
        for (let distance = 1; distance <= Math.max(1, line); distance++) {
          const [tf, tr] = [file + df * distance, rank + dr * distance];
          if (at(tf, tr) !== '.') break;
          const around = DIRECTIONS.map(([ef, er]) => [tf + ef, tr + er] as [number, number]).filter(
            ([f, r]) => at(f, r) === 'd',
          );
          for (const chosen of subsets(order(around))) {
            if (distance > 1 && chosen.length === 0) continue;
            moves.push(`T${from}-${name(tf, tr)}${chosen.sort((a, b) => squareIndex(a) - squareIndex(b)).map((s) => `x${s}`).join('')}`);
          }
        }
      }
    }
  }
  return moves;
}

/** the board after a move in notation (no legality check: for walking the reference tree) */
export function referencePlay(board: string, move: string): string {
  const [, piece, from, to, rest] = /^([dT])([A-P]\d+)-([A-P]\d+)(.*)$/.exec(move)!;
  const cells = board.split('');
  for (const square of rest.split('x').filter(Boolean)) cells[squareIndex(square)] = '.';
  cells[squareIndex(from)] = '.';
  cells[squareIndex(to)] = piece;
  return cells.join('');
}

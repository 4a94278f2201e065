/**
 * Thud notation, as Thud players and programs write it:
 * - a dwarf move `dF1-G2`; a hurl names the troll taken on the arrival square: `dA6-E6xE6`;
 * - a troll step `TG7-F7`, with one `x` + square per dwarf taken: `TG7-F7xE7xE8`; a shove is
 *   written the same way (its arrival square is two or more squares away): `TG9-G11xF12`;
 * - a starting position: the pieces, comma-separated, `dF1,dG1,…,TG7,…,RH8`.
 * Reading is lenient about letter case and the order of the captured squares; writing always
 * gives the canonical form above.
 */
import { DWARF_START, ROCK_SQUARE, TROLL_START, squareIndex } from './board';
import type { MoveAction, Side, Square } from './types';

export function formatMove(side: Side, move: Pick<MoveAction, 'from' | 'to' | 'captures'>): string {
  return `${side === 'dwarf' ? 'd' : 'T'}${move.from}-${move.to}${move.captures.map((square) => `x${square}`).join('')}`;
}

export interface ParsedMove {
  side: Side;
  from: Square;
  to: Square;
  /** in board order, as in MoveAction */
  captures: Square[];
}

const SQUARE = '[a-hj-p]\\d{1,2}';
const MOVE_PATTERN = new RegExp(`^([dt])(${SQUARE})-(${SQUARE})((?:x${SQUARE})*)$`, 'i');

/** a move in notation, or null if the text is not one (squares are checked against the board) */
export function parseMove(text: string): ParsedMove | null {
  const match = MOVE_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, piece, fromText, toText, captureText] = match;
  const from = fromText.toUpperCase();
  const to = toText.toUpperCase();
  const captures = captureText
    .split(/x/i)
    .filter(Boolean)
    .map((square) => square.toUpperCase());
  const squares = [from, to, ...captures];
  if (squares.some((square) => squareIndex(square) < 0)) return null;
  if (new Set(captures).size !== captures.length) return null;
  captures.sort((a, b) => squareIndex(a) - squareIndex(b));
  return { side: piece.toLowerCase() === 'd' ? 'dwarf' : 'troll', from, to, captures };
}

export interface PieceList {
  dwarves: Square[];
  trolls: Square[];
  rocks: Square[];
}

/** a comma-separated piece list, or null if one of its items is not a piece on a square */
export function parsePieceList(text: string): PieceList | null {
  const list: PieceList = { dwarves: [], trolls: [], rocks: [] };
  const seen = new Set<Square>();
  for (const item of text.split(',')) {
    const match = /^([dtr])([a-hj-p]\d{1,2})$/i.exec(item.trim());
    if (!match) return null;
    const square = match[2].toUpperCase();
    if (squareIndex(square) < 0 || seen.has(square)) return null;
    seen.add(square);
    const kind = match[1].toLowerCase();
    (kind === 'd' ? list.dwarves : kind === 't' ? list.trolls : list.rocks).push(square);
  }
  return list;
}

const sameSquares = (a: readonly Square[], b: readonly Square[]): boolean =>
  a.length === b.length && new Set([...a, ...b]).size === a.length;

export function isStartingPosition(list: PieceList): boolean {
  return sameSquares(list.dwarves, DWARF_START) && sameSquares(list.trolls, TROLL_START) && sameSquares(list.rocks, [ROCK_SQUARE]);
}

const inBoardOrder = (squares: readonly Square[]): Square[] => [...squares].sort((a, b) => squareIndex(a) - squareIndex(b));

/** the standard starting position as a piece list: dwarves, trolls, then the rock, each in board order */
export const START_PIECE_LIST = [
  ...inBoardOrder(DWARF_START).map((square) => `d${square}`),
  ...inBoardOrder(TROLL_START).map((square) => `T${square}`),
  `R${ROCK_SQUARE}`,
].join(',');

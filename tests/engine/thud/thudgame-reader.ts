/**
 * What the other Thud program accepts as a game file: a port of `validate` in hexparrot/thudgame's
 * console.py (its `replay`), with Ply.parse_string of its thud/ply.py, and the strictness its
 * tests/test_console.py pins (a line that is not a move fails the file instead of being skipped).
 *
 * - each line is stripped; a blank line, or one holding a comma (the saved starting position), is skipped;
 * - any other line must be a ply: `([TdR]) ?([A-HJ-P])(1[0-5]|[1-9])-([A-HJ-P])(1[0-5]|[1-9])(.*)`,
 *   searched anywhere in the line (not anchored), each `x`-separated capture after it a square of
 *   the board (letter A-P but I, then a whole number from 1 to 15);
 * - plies alternate dwarf, troll, dwarf… from the first one, and each must be legal on one board
 *   that starts from the classic position and is never reset (the program knows one battle only).
 *
 * Legality is judged by our engine, more strictly than the program does (it checks the move's
 * squares, we also check the captures it names), and a ply after our engine ends the first battle
 * is refused, since the program's board would have gone on: a file this accepts, it accepts.
 */
import { formatMove } from '../../../engine/games/thud/notation';
import { activeSeats, apply, legalActions, setup } from '../../../engine/games/thud/rules';
import type { Side } from '../../../engine/games/thud/types';

const PLY = /([TdR]) ?([A-HJ-P])(1[0-5]|[1-9])-([A-HJ-P])(1[0-5]|[1-9])(.*)/;
const FILES = 'ABCDEFGHJKLMNOP';
const SIDES: Record<string, string> = { d: 'dwarf', T: 'troll', R: 'thudstone' };

/** Ply.notation_to_position's checks: a file letter, then what Python's int() reads as 1..15 */
function isSquare(notation: string): boolean {
  const rank = notation.slice(1).trim();
  return FILES.includes(notation[0] ?? '?') && /^[+-]?\d+$/.test(rank) && Number(rank) >= 1 && Number(rank) <= 15;
}

interface Ply {
  side: string;
  from: string;
  to: string;
  captures: string[];
}

export function parsePly(line: string): Ply | null {
  const match = PLY.exec(line);
  if (!match) return null;
  const captures = match[6].split('x').slice(1);
  if (!captures.every(isSquare)) return null;
  return { side: SIDES[match[1]], from: match[2] + match[3], to: match[4] + match[5], captures: captures.map((square) => square.trim()) };
}

/** a move in notation with its captures in one order, to compare two moves */
const sameMove = (side: Side, move: Pick<Ply, 'from' | 'to' | 'captures'>): string => formatMove(side, { ...move, captures: [...move.captures].sort() });

/** `console.py validate`: null when the file is accepted, else the line that fails it and why */
export function thudgameRefusal(text: string): { line: number; reason: string } | null {
  let state = setup({ seats: [{ name: 'dwarves' }, { name: 'trolls' }], firstSeat: 0, options: { noCaptureLimit: 0 } }, 0);
  let expected: Side = 'dwarf';
  // readlines(): a final newline ends the last line, it does not make one more
  const lines = text.endsWith('\n') ? text.slice(0, -1).split('\n') : text.split('\n');
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line || line.includes(',')) continue;
    const refused = (reason: string) => ({ line: index + 1, reason });
    const ply = parsePly(line);
    if (!ply) return refused('not a ply');
    if (ply.side !== expected) return refused(`out of turn: ${expected} to move`);
    if (state.battle !== 1 || state.over) return refused('after the end of the battle');
    const seat = activeSeats(state)[0];
    const written = sameMove(expected, ply);
    const legal = legalActions(state, seat).find((action) => action.type === 'move' && sameMove(expected, action) === written);
    if (!legal) return refused('illegal');
    state = apply(state, seat, legal);
    expected = expected === 'dwarf' ? 'troll' : 'dwarf';
  }
  return null;
}

/**
 * What the Thud table shows of the legal moves it is given (`snapshot.legal`): which pieces can
 * move, where each can go and how (plain move, hurl, step, shove), what each destination would
 * capture, and how the cursor walks the octagonal board.
 */
import type { Action } from '$engine/core/types';
import { NEIGHBOURS, SIZE, SQUARE_FILE, SQUARE_RANK, squareAt, squareIndex } from '$engine/games/thud/board';
import type { MoveAction, MoveKind, Square } from '$engine/games/thud/types';

export function pieceMoves(legal: readonly Action[]): MoveAction[] {
  return legal.filter((action): action is MoveAction => action.type === 'move');
}

/** the squares holding a piece that has at least one legal move */
export function movablePieces(moves: readonly MoveAction[]): Set<Square> {
  return new Set(moves.map((move) => move.from));
}

export interface Destination {
  to: Square;
  kind: MoveKind;
  /** every piece a move there can take (for a troll: all the dwarves it may club) */
  captures: Square[];
  /** the legal moves from the picked piece to here, one per allowed choice of captures */
  options: MoveAction[];
}

function kindOf(move: MoveAction, piece: 'd' | 'T'): MoveKind {
  if (piece === 'd') return move.captures.length ? 'hurl' : 'move';
  return NEIGHBOURS[squareIndex(move.from)].includes(squareIndex(move.to)) ? 'step' : 'shove';
}

/** where the piece on `from` may go, in board order, with what each move would take */
export function destinationsFrom(moves: readonly MoveAction[], from: Square, piece: 'd' | 'T'): Destination[] {
  const byTarget = new Map<Square, Destination>();
  for (const move of moves) {
    if (move.from !== from) continue;
    let destination = byTarget.get(move.to);
    if (!destination) {
      destination = { to: move.to, kind: kindOf(move, piece), captures: [], options: [] };
      byTarget.set(move.to, destination);
    }
    destination.options.push(move);
    for (const square of move.captures) if (!destination.captures.includes(square)) destination.captures.push(square);
  }
  const ordered = [...byTarget.values()].sort((a, b) => squareIndex(a.to) - squareIndex(b.to));
  for (const destination of ordered) destination.captures.sort((a, b) => squareIndex(a) - squareIndex(b));
  return ordered;
}

/** the legal move to `destination` taking exactly `chosen` (in any order), if there is one */
export function moveTaking(destination: Destination, chosen: readonly Square[]): MoveAction | undefined {
  return destination.options.find(
    (option) => option.captures.length === chosen.length && option.captures.every((square) => chosen.includes(square)),
  );
}

/** a troll that may take several different sets of dwarves lets the player choose */
export function needsCaptureChoice(destination: Destination): boolean {
  return destination.options.length > 1;
}

export type Step = 'up' | 'down' | 'left' | 'right';

/**
 * The square one step from `square` (rank 15 is up); `square` itself where the step falls into a
 * cut corner (the board goes on beyond it in other rows); -1 past the outer edge of the board.
 */
export function stepFrom(square: number, step: Step): number {
  const file = SQUARE_FILE[square] + (step === 'left' ? -1 : step === 'right' ? 1 : 0);
  const rank = SQUARE_RANK[square] + (step === 'up' ? 1 : step === 'down' ? -1 : 0);
  if (file < 0 || file >= SIZE || rank < 0 || rank >= SIZE) return -1;
  const next = squareAt(file, rank);
  return next >= 0 ? next : square;
}

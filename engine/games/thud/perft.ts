/**
 * Perft: the number of action sequences of a given length from a position, with every choice of
 * captured dwarves counted as its own action (as `legalActions` lists them). The tests check the
 * generator with it; the bench times it.
 */
import { Position, isTrollStep, moveCaptureMask } from './position';

/** action sequences of `depth` plies (depth ≥ 1); the position is left as it was */
export function perft(position: Position, depth: number, buffer = new Int32Array(1 << 20), start = 0): number {
  if (position.isOver()) return 0;
  const end = position.generate(buffer, start);
  let total = 0;
  const visit = (move: number) => {
    if (depth === 1) {
      total++;
      return;
    }
    position.make(move);
    total += perft(position, depth - 1, buffer, end);
    position.unmake(move);
  };
  for (let i = start; i < end; i++) {
    const move = buffer[i];
    const mask = moveCaptureMask(move);
    if (position.dwarfToMove || mask === 0) {
      visit(move);
      continue;
    }
    // every subset of the captures: all of them down to none, which only a step allows
    const base = move & ~(255 << 18);
    for (let subset = mask; ; subset = (subset - 1) & mask) {
      if (subset || isTrollStep(move)) visit(base | (subset << 18));
      if (!subset) break;
    }
  }
  return total;
}

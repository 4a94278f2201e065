/**
 * The generic alpha-beta search over Thud positions: at depths without reductions it must give
 * exactly the value of a plain negamax with the same evaluation and capture search.
 */
import { describe, expect, it } from 'vitest';
import { SearchMemory, search } from '../../../engine/ai/search/alphabeta';
import { randomSource } from '../../../engine/core/rng';
import { START_BOARD, SQUARES, boardWith } from '../../../engine/games/thud/board';
import { ThudSearchPosition } from '../../../engine/games/thud/evaluate';

const QUIESCENCE_DEPTH = 8;

function movesOf(position: ThudSearchPosition, capturesOnly: boolean): number[] {
  const buffer = new Int32Array(4096);
  return Array.from(buffer.subarray(0, position.generate(buffer, 0, capturesOnly)));
}

/** negamax without pruning, tables or ordering: the value the search must find */
function plainQuiesce(position: ThudSearchPosition, qdepth: number): number {
  if (position.isOver()) return position.finalValue();
  let best = position.evaluate();
  if (qdepth >= QUIESCENCE_DEPTH) return best;
  for (const move of movesOf(position, true)) {
    position.make(move);
    best = Math.max(best, -plainQuiesce(position, qdepth + 1));
    position.unmake(move);
  }
  return best;
}

function plainNegamax(position: ThudSearchPosition, depth: number): number {
  if (depth === 0) return plainQuiesce(position, 0);
  if (position.isOver()) return position.finalValue();
  const moves = movesOf(position, false);
  if (moves.length === 0) return position.finalValue();
  let best = -Infinity;
  for (const move of moves) {
    position.make(move);
    best = Math.max(best, -plainNegamax(position, depth - 1));
    position.unmake(move);
  }
  return best;
}

describe('alpha-beta search', () => {
  it('finds the plain negamax value two plies deep on random skirmishes', () => {
    const random = randomSource(11);
    const free = SQUARES.filter((square) => square !== 'H8');
    for (let trial = 0; trial < 25; trial++) {
      const shuffled = [...free].sort(() => random() - 0.5);
      // a small crowded corner of the fight: few pieces, so the plain tree stays small
      const dwarves = shuffled.slice(0, 4 + Math.floor(random() * 4));
      const trolls = shuffled.slice(dwarves.length, dwarves.length + 1 + Math.floor(random() * 3));
      const board = boardWith({ dwarves, trolls });
      for (const dwarfToMove of [true, false]) {
        const expected = plainNegamax(new ThudSearchPosition(board, dwarfToMove), 2);
        const found = search(new ThudSearchPosition(board, dwarfToMove), { maxDepth: 2, maxNodes: Infinity, timeMs: Infinity });
        expect(found.score, `${board} ${dwarfToMove}`).toBe(expected);
        // and the move it picks is worth that value
        const position = new ThudSearchPosition(board, dwarfToMove);
        position.make(found.move);
        expect(-plainNegamax(position, 1)).toBe(expected);
      }
    }
  });

  it('counts the battle as over at the no-capture limit', () => {
    const board = boardWith({ dwarves: ['E7', 'E8'], trolls: ['G7'] });
    const atLimit = new ThudSearchPosition(board, false, 10, 10);
    expect(atLimit.isOver()).toBe(true);
    // the trolls could club two dwarves, but the battle is over: the score is the material
    expect(search(atLimit, { maxDepth: 3, maxNodes: Infinity, timeMs: Infinity }).score).toBe(atLimit.finalValue());
    expect(atLimit.finalValue()).toBe(400 - 200);
  });

  it('with a depth step of 2, iterates on odd depths only', () => {
    const board = boardWith({ dwarves: ['D5', 'E5', 'F5', 'K10', 'L11', 'M12', 'C9'], trolls: ['H6', 'J10', 'G10'] });
    for (const dwarfToMove of [true, false]) {
      const unlimited = { maxNodes: Infinity, timeMs: Infinity, depthStep: 2 };
      // depth 2 is skipped: the search stops at 1, with the plain one-ply value
      const shallow = search(new ThudSearchPosition(board, dwarfToMove), { ...unlimited, maxDepth: 2 });
      expect(shallow.depth).toBe(1);
      expect(shallow.score).toBe(plainNegamax(new ThudSearchPosition(board, dwarfToMove), 1));
      expect(search(new ThudSearchPosition(board, dwarfToMove), { ...unlimited, maxDepth: 4 }).depth).toBe(3);
    }
  });

  it('with a kept memory, a search cut short and resumed (pondering, then the reply that came) adds up to one search', () => {
    // two opening plies, then the dwarves to move: 3 plies take about 70,000 nodes here
    const position = new ThudSearchPosition(START_BOARD, true);
    position.make(movesOf(position, false)[194]);
    position.make(movesOf(position, false)[14]);
    const hash = [position.hashLo, position.hashHi];
    const limits = { maxDepth: 3, depthStep: 2, maxNodes: Infinity, timeMs: Infinity };
    const fresh = search(position, limits);
    const memory = new SearchMemory();
    const cut = search(position, { ...limits, maxNodes: Math.round(fresh.nodes / 2) }, memory);
    expect(cut.depth).toBe(1);
    const resumed = search(position, limits, memory);
    expect(resumed.depth).toBe(3);
    expect(resumed.score).toBe(fresh.score);
    expect(resumed.nodes).toBeLessThan(fresh.nodes * 0.6);
    expect(movesOf(position, false)).toContain(resumed.move);
    expect([position.hashLo, position.hashHi]).toEqual(hash);
    // the move the memory holds for a position is one of its moves; it holds none for a position it never saw
    expect(movesOf(position, false)).toContain(memory.storedMove(position));
    expect(new SearchMemory().storedMove(position)).toBe(0);
  });

  it('stops when asked, as pondering does once the opponent has moved', () => {
    let asked = 0;
    const stop = () => ++asked > 3;
    const result = search(new ThudSearchPosition(START_BOARD, true), { maxDepth: 63, maxNodes: Infinity, timeMs: Infinity, stop });
    expect(asked).toBe(4);
    expect(result.nodes).toBeLessThan(5 * 1024);
    expect(movesOf(new ThudSearchPosition(START_BOARD, true), false)).toContain(result.move);
  });
});

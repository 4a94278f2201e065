/**
 * The bench's match against the frozen reference Warlord: its openings are legal and safe and
 * vary with the seed, both battles of a match open alike, and the reference still plays as it did
 * when it was frozen (a pinned search), so that its figures compare like with like over time.
 */
import { describe, expect, it } from 'vitest';
import { START_BOARD } from '../../engine/games/thud/board';
import { Position } from '../../engine/games/thud/position';
import { thud } from '../../engine/games/thud';
import { OPENING_PLIES, openingMoves, playMatch } from '../../scripts/bench/thud-match-worker';
import { search } from '../../scripts/bench/thud-reference/alphabeta';
import { ThudSearchPosition } from '../../scripts/bench/thud-reference/evaluate';
import { REFERENCE_LIMITS } from '../../scripts/bench/thud-reference/warlord';

describe('the Warlord against its frozen reference', () => {
  it('opens each match with moves drawn from its seed that leave nothing to take', () => {
    const buffer = new Int32Array(4096);
    const openings = new Set<string>();
    for (let seed = 1; seed <= 10; seed++) {
      const moves = openingMoves(seed);
      expect(moves).toHaveLength(OPENING_PLIES);
      const position = new Position(START_BOARD, true);
      for (const move of moves) {
        expect(Array.from(buffer.subarray(0, position.generate(buffer, 0)))).toContain(move);
        position.make(move);
        expect(position.generate(buffer, 0, true), `seed ${seed}`).toBe(0);
      }
      openings.add(moves.join());
    }
    expect(openings.size).toBe(10);
  });

  it('plays a whole match of two battles on small budgets, both battles from the same opening', () => {
    const limits = { ...REFERENCE_LIMITS, maxNodes: 2_000, timeMs: Infinity };
    const { state, candidateMs, pondered, foreseen } = playMatch({ seed: 3, firstSeat: 1, candidate: limits, reference: limits, candidatePonderNodes: 2_000 });
    expect(thud.definition.outcome(state)).not.toBeNull();
    expect(state.battles).toHaveLength(2);
    const [first, second] = state.battles.map((battle) => battle.moves.slice(0, OPENING_PLIES));
    expect(second).toEqual(first);
    expect(state.battles[0].dwarfSeat).toBe(1);
    expect(candidateMs.length).toBeGreaterThan(20);
    // the candidate thought on the reference's time after many of its moves, and foresaw some replies
    expect(pondered).toBeGreaterThan(10);
    expect(foreseen).toBeGreaterThan(0);
    expect(foreseen).toBeLessThanOrEqual(pondered);
  });

  it('keeps the reference frozen: its search from the start gives the move and score it gave when frozen', () => {
    const result = search(new ThudSearchPosition(START_BOARD, true), { ...REFERENCE_LIMITS, maxNodes: 20_000, timeMs: Infinity });
    expect({ move: result.move, score: result.score, depth: result.depth }).toEqual({ move: 53272, score: 116, depth: 1 });
  });
});

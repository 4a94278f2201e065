/**
 * The fast move generator against the slow reference written from the rules text: the opening
 * count, perft from the start, and full move lists on random crowded positions and on positions
 * reached in random games.
 */
import { describe, expect, it } from 'vitest';
import { randomSource } from '../../../engine/core/rng';
import { MAILBOX_OF, SQUARES, START_BOARD, boardWith, squareIndex } from '../../../engine/games/thud/board';
import { formatMove } from '../../../engine/games/thud/notation';
import { perft } from '../../../engine/games/thud/perft';
import { Position, isHurl, moveCaptureMask } from '../../../engine/games/thud/position';
import { activeSeats, apply, legalActions, legalMoves, setup } from '../../../engine/games/thud/rules';
import type { Side, ThudState } from '../../../engine/games/thud/types';
import { SEATS, referenceMoves, referencePlay, stateWith } from './helpers';

const boxOf = (square: string) => MAILBOX_OF[squareIndex(square)];

function fastMoves(state: ThudState): string[] {
  return legalMoves(state).map((move) => formatMove(state.toMove, move));
}

function referencePerft(board: string, toMove: Side, depth: number): number {
  const moves = referenceMoves(board, toMove);
  if (depth === 1) return moves.length;
  const next: Side = toMove === 'dwarf' ? 'troll' : 'dwarf';
  return moves.reduce((total, move) => total + referencePerft(referencePlay(board, move), next, depth - 1), 0);
}

describe('thud move generation', () => {
  it('gives the dwarves 656 moves from the start, as published', () => {
    const state = setup({ seats: SEATS, firstSeat: 0 }, 1);
    expect(legalMoves(state)).toHaveLength(656);
    expect(referenceMoves(START_BOARD, 'dwarf')).toHaveLength(656);
    // and the proposal to end the battle besides
    expect(legalActions(state, 0)).toHaveLength(657);
  });

  it('counts the same move sequences as the reference, two plies deep', () => {
    const fast = [1, 2].map((depth) => perft(new Position(START_BOARD, true), depth));
    const slow = [1, 2].map((depth) => referencePerft(START_BOARD, 'dwarf', depth));
    expect(fast).toEqual(slow);
  });

  it('counts the same move sequences as the reference at three plies', () => {
    // the reference's third ply is its move count at each of the second ply's positions
    expect(perft(new Position(START_BOARD, true), 3)).toBe(referencePerft(START_BOARD, 'dwarf', 3));
  });

  it('perft leaves the position as it found it', () => {
    const position = new Position(START_BOARD, true);
    const before = [position.hashLo, position.hashHi, Array.from(position.cells).join()];
    perft(position, 3);
    expect([position.hashLo, position.hashHi, Array.from(position.cells).join()]).toEqual(before);
  });

  it('lists the same moves as the reference on random crowded positions, for both sides', () => {
    const random = randomSource(42);
    const free = SQUARES.filter((square) => square !== 'H8');
    for (let trial = 0; trial < 300; trial++) {
      const shuffled = [...free].sort(() => random() - 0.5);
      const dwarves = shuffled.slice(0, 10 + Math.floor(random() * 40));
      const trolls = shuffled.slice(dwarves.length, dwarves.length + 2 + Math.floor(random() * 12));
      for (const toMove of ['dwarf', 'troll'] as const) {
        const state = stateWith({ dwarves, trolls, toMove });
        const fast = fastMoves(state);
        expect(new Set(fast).size).toBe(fast.length);
        expect(fast.sort()).toEqual(referenceMoves(boardWith({ dwarves, trolls }), toMove).sort());
      }
    }
  });

  it('lists the same moves as the reference along random games', () => {
    const random = randomSource(7);
    let positions = 0;
    for (let game = 0; game < 6; game++) {
      let state = setup({ seats: SEATS, firstSeat: 0 }, game);
      while (!state.over && positions < 3000) {
        if (!state.proposal) {
          expect(fastMoves(state).sort()).toEqual(referenceMoves(state.board, state.toMove).sort());
          positions++;
        }
        const seat = activeSeats(state)[0];
        // play pieces only: proposals would end the battles before the middle game
        const moves = state.proposal ? legalActions(state, seat) : legalMoves(state);
        state = apply(state, seat, moves[Math.floor(random() * moves.length)]);
      }
    }
    expect(positions).toBeGreaterThan(500);
  });

  it('keeps the hash incremental: make then unmake restores it, and equal positions hash equal', () => {
    const random = randomSource(3);
    const position = new Position(START_BOARD, true);
    const buffer = new Int32Array(4096);
    const played: number[] = [];
    for (let ply = 0; ply < 200 && !position.isOver(); ply++) {
      const count = position.generate(buffer, 0);
      if (count === 0) break;
      const move = buffer[Math.floor(random() * count)];
      position.make(move);
      played.push(move);
      let board = '';
      for (const square of SQUARES) board += '.dTR'[position.cells[boxOf(square)]];
      const fresh = new Position(board, position.dwarfToMove);
      expect([fresh.hashLo, fresh.hashHi]).toEqual([position.hashLo, position.hashHi]);
    }
    for (const move of played.reverse()) position.unmake(move);
    const start = new Position(START_BOARD, true);
    expect([position.hashLo, position.hashHi]).toEqual([start.hashLo, start.hashHi]);
    expect(position.cells).toEqual(start.cells);
  });

  it('keeps its piece lists and neighbour counts incremental through captures made and unmade', () => {
    const random = randomSource(8);
    const position = new Position(START_BOARD, true);
    const buffer = new Int32Array(4096);
    const played: number[] = [];
    const sorted = (list: Int16Array, count: number) => Array.from(list.subarray(0, count)).sort((a, b) => a - b);
    const sameAsFresh = () => {
      let board = '';
      for (const square of SQUARES) board += '.dTR'[position.cells[boxOf(square)]];
      const fresh = new Position(board, position.dwarfToMove);
      expect(sorted(position.dwarfSquares, position.dwarves)).toEqual(sorted(fresh.dwarfSquares, fresh.dwarves));
      expect(sorted(position.trollSquares, position.trolls)).toEqual(sorted(fresh.trollSquares, fresh.trolls));
      expect(position.dwarvesNear).toEqual(fresh.dwarvesNear);
      expect(position.dwarvesWithinTwo).toEqual(fresh.dwarvesWithinTwo);
      expect(position.dwarfPairs).toBe(fresh.dwarfPairs);
    };
    let captures = 0;
    for (let ply = 0; ply < 300 && !position.isOver(); ply++) {
      // captures whenever there are some, so that pieces leave the lists and come back on unmake
      let count = position.generate(buffer, 0, true);
      if (count === 0) count = position.generate(buffer, 0);
      else captures++;
      if (count === 0) break;
      const move = buffer[Math.floor(random() * count)];
      position.make(move);
      played.push(move);
      sameAsFresh();
    }
    expect(captures).toBeGreaterThan(10);
    while (played.length) {
      position.unmake(played.pop() as number);
      sameAsFresh();
    }
  });

  it('finds the same captures from the trolls as a walk along every dwarf', () => {
    const random = randomSource(21);
    let state = setup({ seats: SEATS, firstSeat: 0 }, 5);
    const buffer = new Int32Array(4096);
    let hurls = 0;
    for (let ply = 0; ply < 400 && !state.over; ply++) {
      const position = new Position(state.board, state.toMove === 'dwarf');
      const all = Array.from(buffer.subarray(0, position.generate(buffer, 0)));
      const captures = Array.from(buffer.subarray(0, position.generate(buffer, 0, true)));
      expect(captures.sort()).toEqual(all.filter((move) => isHurl(move) || moveCaptureMask(move) !== 0).sort());
      if (position.dwarfToMove) hurls += captures.length;
      const moves = legalMoves(state);
      if (moves.length === 0) break;
      state = apply(state, activeSeats(state)[0], moves[Math.floor(random() * moves.length)]);
    }
    expect(hurls).toBeGreaterThan(0);
  });
});

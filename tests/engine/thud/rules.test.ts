/** Thud rules: every capture shape, the end of a battle, the second battle and the score. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../engine/core/errors';
import { canonicalJson } from '../../../engine/core/json';
import type { GameEvent } from '../../../engine/core/types';
import {
  FILES,
  NEIGHBOURS,
  RANK_WIDTHS,
  SQUARE_FILE,
  SQUARE_RANK,
  SQUARES,
  START_BOARD,
  countCells,
  squareAt,
  squareIndex,
} from '../../../engine/games/thud/board';
import { thud } from '../../../engine/games/thud';
import { formatMove, parseMove } from '../../../engine/games/thud/notation';
import { activeSeats, apply, battleScores, legalActions, legalMoves, outcome, setup, view } from '../../../engine/games/thud/rules';
import type { ThudAction, ThudState } from '../../../engine/games/thud/types';
import { SEATS, stateWith } from './helpers';

const notations = (state: ThudState) => legalMoves(state).map((move) => formatMove(state.toMove, move));

/** the action for a move in notation */
function action(text: string): ThudAction {
  const move = parseMove(text);
  if (!move) throw new Error(`bad notation ${text}`);
  return { type: 'move', from: move.from, to: move.to, captures: move.captures };
}

/** plays moves in notation and agreement words, each by the seat whose turn it is */
function play(state: ThudState, ...steps: string[]): ThudState {
  for (const step of steps) {
    const seat = activeSeats(state)[0];
    const words: Record<string, ThudAction> = {
      propose: { type: 'propose-end' },
      accept: { type: 'accept-end' },
      decline: { type: 'decline-end' },
    };
    state = apply(state, seat, words[step] ?? action(step));
  }
  return state;
}

function ruleError(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof RuleError) return error.code;
    throw error;
  }
  return 'no error';
}

const file = (index: number) => FILES[index];

describe('thud board', () => {
  it('has 165 squares in rows of 5, 7, 9, 11, 13, 15 ×5, 13, 11, 9, 7, 5, and no I file', () => {
    expect(SQUARES).toHaveLength(165);
    expect(FILES).toBe('ABCDEFGHJKLMNOP');
    for (let rank = 1; rank <= 15; rank++) {
      expect(SQUARES.filter((square) => Number(square.slice(1)) === rank)).toHaveLength(RANK_WIDTHS[rank - 1]);
    }
    expect(SQUARES.filter((square) => square.startsWith('I'))).toEqual([]);
    expect(['F1', 'K1', 'A6', 'P10', 'F15', 'K15'].every((square) => squareIndex(square) >= 0)).toBe(true);
    expect(['E1', 'L1', 'A5', 'P11', 'E15', 'I8'].map(squareIndex)).toEqual([-1, -1, -1, -1, -1, -1]);
    // coordinates for drawing and for a cursor: H8 is the centre; off the octagon is -1
    const h8 = squareIndex('H8');
    expect([SQUARE_FILE[h8], SQUARE_RANK[h8]]).toEqual([7, 7]);
    expect(squareAt(7, 7)).toBe(h8);
    expect(SQUARES[squareAt(8, 7)]).toBe('J8');
    expect([squareAt(0, 0), squareAt(4, 0), squareAt(15, 7), squareAt(-1, 7)]).toEqual([-1, -1, -1, -1]);
    // a corner square of the octagon: F1 touches G1, E2, F2, G2 only
    expect(NEIGHBOURS[squareIndex('F1')].map((index) => SQUARES[index]).sort()).toEqual(['E2', 'F2', 'G1', 'G2']);
  });

  it('starts with 32 dwarves, 8 trolls around the rock on H8, dwarves to move', () => {
    const state = setup({ seats: SEATS, firstSeat: 1 }, 5);
    expect(state.board).toBe(START_BOARD);
    expect(countCells(state.board, 'd')).toBe(32);
    expect(countCells(state.board, 'T')).toBe(8);
    expect(state.board[squareIndex('H8')]).toBe('R');
    for (const square of ['G7', 'H7', 'J7', 'G8', 'J8', 'G9', 'H9', 'J9']) expect(state.board[squareIndex(square)]).toBe('T');
    for (const square of ['F1', 'G1', 'J1', 'K1', 'A6', 'P10', 'F15', 'K15']) expect(state.board[squareIndex(square)]).toBe('d');
    expect(state.dwarfSeat).toBe(1);
    expect(activeSeats(state)).toEqual([1]);
    expect(legalActions(state, 0)).toEqual([]);
  });
});

describe('thud dwarves', () => {
  it('hurl the front of a line of N onto a troll with fewer than N empty squares between', () => {
    for (let line = 1; line <= 5; line++) {
      for (let distance = 1; distance <= line + 2; distance++) {
        const dwarves = Array.from({ length: line }, (_, i) => `${file(i)}6`);
        const front = dwarves[line - 1];
        const target = `${file(line - 1 + distance)}6`;
        const state = stateWith({ dwarves, trolls: [target] });
        const hurl = `d${front}-${target}x${target}`;
        expect(notations(state).includes(hurl), `${line} dwarves, troll ${distance} squares ahead`).toBe(distance <= line);
        // only the front dwarf is thrown: the others are behind it
        expect(notations(state).filter((move) => move.includes('x'))).toHaveLength(distance <= line ? 1 : 0);
      }
    }
  });

  it('lets a lone dwarf next to a troll hurl itself onto it, diagonally too, and take its square', () => {
    const state = stateWith({ dwarves: ['E5'], trolls: ['F6', 'G7'] });
    expect(notations(state)).toContain('dE5-F6xF6');
    const after = play(state, 'dE5-F6xF6');
    expect(after.board[squareIndex('F6')]).toBe('d');
    expect(after.board[squareIndex('E5')]).toBe('.');
    expect(countCells(after.board, 'T')).toBe(1);
    expect(after.captured).toEqual({ dwarves: 0, trolls: 1 });
    expect(after.events[0]).toMatchObject({ type: 'move', kind: 'hurl', captures: ['F6'], notation: 'dE5-F6xF6' });
  });

  it('hit the first troll in the way, never one behind it, and never through the rock', () => {
    const behind = stateWith({ dwarves: ['A6', 'B6', 'C6', 'D6'], trolls: ['F6', 'G6'] });
    expect(notations(behind).filter((move) => move.includes('x'))).toEqual(['dD6-F6xF6']);
    // a line of three aimed north-east at J9, with the rock on H8 between
    const rock = stateWith({ dwarves: ['E5', 'F6', 'G7'], trolls: ['J9'] });
    const moves = notations(rock);
    expect(moves.filter((move) => move.includes('x'))).toEqual([]);
    expect(moves.some((move) => move.endsWith('-H8') || move.startsWith('dG7-J9'))).toBe(false);
  });

  it('move any distance in a straight line but never through or onto a piece', () => {
    const state = stateWith({ dwarves: ['A6', 'D6'], trolls: ['P6'] });
    const east = notations(state).filter((move) => move.startsWith('dA6-') && move.endsWith('6'));
    expect(east).toEqual(['dA6-B6', 'dA6-C6']);
    expect(notations(state).filter((move) => move.startsWith('dD6-') && /6$/.test(move) && move > 'dD6-E')).toEqual(
      ['E6', 'F6', 'G6', 'H6', 'J6', 'K6', 'L6', 'M6', 'N6', 'O6'].map((square) => `dD6-${square}`),
    );
  });

  it('may not hurl without taking a troll', () => {
    const state = stateWith({ dwarves: ['A6', 'B6', 'C6'], trolls: ['J10'] });
    expect(ruleError(() => apply(state, 0, { type: 'move', from: 'C6', to: 'E6', captures: ['E6'] }))).toBe('illegal-action');
  });
});

describe('thud trolls', () => {
  it('step one square and may club any subset of the dwarves around them, all first, none included', () => {
    const state = stateWith({ dwarves: ['E7', 'E8', 'F6'], trolls: ['G7'], toMove: 'troll' });
    const toF7 = notations(state).filter((move) => move.startsWith('TG7-F7'));
    expect(toF7).toEqual([
      'TG7-F7xF6xE7xE8',
      'TG7-F7xE7xE8',
      'TG7-F7xF6xE8',
      'TG7-F7xE8',
      'TG7-F7xF6xE7',
      'TG7-F7xE7',
      'TG7-F7xF6',
      'TG7-F7',
    ]);
    // the example of the notation: two taken, one spared
    const after = play(state, 'TG7-F7xE7xE8');
    expect(['E7', 'E8', 'F6', 'F7'].map((square) => after.board[squareIndex(square)])).toEqual(['.', '.', 'd', 'T']);
    expect(after.captured).toEqual({ dwarves: 2, trolls: 0 });
    expect(battleScores(after)).toEqual([1, 4]);
    expect(after.events[0]).toMatchObject({ kind: 'step', count: 2, notation: 'TG7-F7xE7xE8' });
    // capturing is optional
    expect(countCells(play(state, 'TG7-F7').board, 'd')).toBe(3);
  });

  it('only step one square, never onto a piece or the rock', () => {
    const state = stateWith({ dwarves: ['F8'], trolls: ['G7', 'G8'], toMove: 'troll' });
    const fromG8 = notations(state).filter((move) => move.startsWith('TG8-'));
    expect([...new Set(fromG8.map((move) => move.slice(4, 6)))].sort()).toEqual(['F7', 'F9', 'G9', 'H7', 'H9']);
    expect(fromG8.some((move) => move.includes('-H8') || move.includes('-F8'))).toBe(false);
  });

  it('shove the front of a line of N up to N squares, only onto a square next to a dwarf', () => {
    for (let line = 1; line <= 4; line++) {
      for (let distance = 2; distance <= 6; distance++) {
        const trolls = Array.from({ length: line }, (_, i) => `${file(i)}6`);
        const front = trolls[line - 1];
        const landing = `${file(line - 1 + distance)}6`;
        const dwarf = `${file(line - 1 + distance)}7`;
        const state = stateWith({ dwarves: [dwarf], trolls, toMove: 'troll' });
        const shove = `T${front}-${landing}x${dwarf}`;
        expect(notations(state).includes(shove), `${line} trolls, ${distance} squares`).toBe(distance <= line);
      }
    }
  });

  it('may not shove without taking a dwarf: a shove that would capture nothing is no move', () => {
    const state = stateWith({ dwarves: ['F15'], trolls: ['A6', 'B6', 'C6'], toMove: 'troll' });
    const moves = legalMoves(state);
    const isStep = (from: string, to: string) => NEIGHBOURS[squareIndex(from)].includes(squareIndex(to));
    expect(moves.every((move) => isStep(move.from, move.to))).toBe(true);
    expect(ruleError(() => apply(state, 1, { type: 'move', from: 'C6', to: 'E6', captures: [] }))).toBe('illegal-action');
    // and a shove must take at least one of the dwarves it lands next to
    const near = stateWith({ dwarves: ['E7', 'F7'], trolls: ['A6', 'B6', 'C6'], toMove: 'troll' });
    const toE6 = notations(near).filter((move) => move.startsWith('TC6-E6'));
    expect(toE6).toEqual(['TC6-E6xE7xF7', 'TC6-E6xF7', 'TC6-E6xE7']);
  });

  it('shove through nothing: a piece or the rock in the way stops the shove', () => {
    const rock = stateWith({ dwarves: ['K9'], trolls: ['E8', 'F8', 'G8'], toMove: 'troll' });
    expect(notations(rock).filter((move) => move.startsWith('TG8-') && !NEIGHBOURS[squareIndex('G8')].includes(squareIndex(move.slice(4, 6))))).toEqual([]);
    const blocked = stateWith({ dwarves: ['E7', 'F7'], trolls: ['A6', 'B6', 'C6', 'D6'], toMove: 'troll' });
    // D6 heads the line of four; a dwarf on E7 does not block the row, but one on E6 would
    expect(notations(blocked)).toContain('TD6-F6xE7xF7');
    const wall = stateWith({ dwarves: ['E6', 'G7'], trolls: ['A6', 'B6', 'C6', 'D6'], toMove: 'troll' });
    expect(notations(wall).filter((move) => move.startsWith('TD6-') && move.slice(4, 6).endsWith('6'))).toEqual([]);
  });

  it('shove diagonally and club several dwarves at once', () => {
    const state = stateWith({ dwarves: ['J12', 'K13', 'L12'], trolls: ['H10', 'G9'], toMove: 'troll' });
    // G9 then H10 form a north-east line of two: H10 may go two squares to K12
    expect(notations(state)).toContain('TH10-K12xJ12xL12xK13');
    const after = play(state, 'TH10-K12xJ12xL12xK13');
    expect(after.battles[0]).toMatchObject({ reason: 'wiped-out', dwarvesLeft: 0, trollsLeft: 2 });
    expect(after.events.map((event) => event.type)).toEqual(['move', 'battle-end', 'battle-start']);
    expect(after.events[0]).toMatchObject({ kind: 'shove', count: 3 });
  });
});

describe('thud turns and refusals', () => {
  it('refuses moves out of turn, of the wrong side, malformed or illegal, and changes nothing', () => {
    const state = setup({ seats: SEATS, firstSeat: 0 }, 3);
    const before = canonicalJson(state);
    expect(ruleError(() => apply(state, 1, action('TG7-F7')))).toBe('not-your-turn');
    expect(ruleError(() => apply(state, 0, action('TG7-F7')))).toBe('illegal-action');
    expect(ruleError(() => apply(state, 0, action('dF1-G3')))).toBe('illegal-action');
    expect(ruleError(() => apply(state, 0, { type: 'move', from: 'F1', to: 'G2' } as never))).toBe('illegal-action');
    expect(ruleError(() => apply(state, 0, { type: 'move', from: 'F1', to: 'Z9', captures: [] }))).toBe('illegal-action');
    expect(ruleError(() => apply(state, 0, { type: 'accept-end' }))).toBe('illegal-action');
    expect(ruleError(() => apply(state, 2, action('dF1-G2')))).toBe('unknown-seat');
    expect(ruleError(() => apply(state, 0, null as never))).toBe('malformed-action');
    expect(canonicalJson(state)).toBe(before);
  });

  it('wants the captured squares in board order, as legalActions lists them', () => {
    const state = stateWith({ dwarves: ['E7', 'E8'], trolls: ['G7'], toMove: 'troll' });
    expect(ruleError(() => apply(state, 1, { type: 'move', from: 'G7', to: 'F7', captures: ['E8', 'E7'] }))).toBe('illegal-action');
    expect(ruleError(() => apply(state, 1, { type: 'move', from: 'G7', to: 'F7', captures: ['E7', 'E8'] }))).toBe('no error');
  });

  it('shows everything but the PRNG in the view', () => {
    const state = setup({ seats: SEATS, firstSeat: 0 }, 3);
    const { rng: _rng, ...rest } = state;
    expect(view(state, 'table')).toEqual(rest);
    expect(view(state, 1)).toEqual(rest);
  });
});

describe('thud end of a battle', () => {
  it('proposes at one’s own turn; the other side accepts or declines; a decline gives the move back', () => {
    let state = setup({ seats: SEATS, firstSeat: 0 }, 1);
    state = play(state, 'dF1-F2');
    // the trolls (seat 1) propose; the dwarves (seat 0) answer
    expect(legalActions(state, 1)).toContainEqual({ type: 'propose-end' });
    state = play(state, 'propose');
    expect(activeSeats(state)).toEqual([0]);
    expect(legalActions(state, 0)).toEqual([{ type: 'accept-end' }, { type: 'decline-end' }]);
    expect(legalActions(state, 1)).toEqual([]);
    expect(ruleError(() => apply(state, 0, action('dF2-F3')))).toBe('illegal-action');
    state = play(state, 'decline');
    expect(state.events[0]).toMatchObject({ type: 'decline-end', seat: 0, name: 'Ann' });
    // back to the trolls, who must now move: no second proposal this turn
    expect(activeSeats(state)).toEqual([1]);
    expect(legalActions(state, 1)).not.toContainEqual({ type: 'propose-end' });
    expect(ruleError(() => apply(state, 1, { type: 'propose-end' }))).toBe('illegal-action');
    state = play(state, 'TG7-F6');
    expect(legalActions(state, 0)).toContainEqual({ type: 'propose-end' });
    state = play(state, 'propose', 'accept');
    expect(state.battles).toHaveLength(1);
    expect(state.battles[0]).toMatchObject({ reason: 'agreement', dwarfSeat: 0, dwarvesLeft: 32, trollsLeft: 8, scores: [32, 32] });
    expect(state.battles[0].moves).toEqual(['dF1-F2', 'propose', 'decline', 'TG7-F6', 'propose', 'accept']);
  });

  it('starts battle 2 with sides swapped and the dwarves first; the totals decide', () => {
    // battle 1 on a small board: Ann's 5 dwarves (5 points) against Bob's troll (4 points)
    let state = stateWith({ dwarves: ['A6', 'B6', 'C6', 'D6', 'E6'], trolls: ['M12'] });
    state = play(state, 'propose', 'accept');
    expect(state.events.map((event) => event.type)).toEqual(['accept-end', 'battle-end', 'battle-start']);
    expect(state.events[1]).toMatchObject({ battle: 1, dwarfScore: 5, trollScore: 4, scores: [5, 4] });
    expect(state).toMatchObject({ battle: 2, dwarfSeat: 1, toMove: 'dwarf', board: START_BOARD, moves: [], lastMove: null, over: false });
    expect(activeSeats(state)).toEqual([1]);
    expect(outcome(state)).toBeNull();
    state = play(state, 'dF1-F2', 'propose', 'accept');
    expect(state.over).toBe(true);
    expect(state.battles[1]).toMatchObject({ dwarfSeat: 1, scores: [32, 32] });
    expect(outcome(state)).toEqual({
      ranks: [1, 2],
      scores: [37, 36],
      winners: [0],
      decided: {
        rule: 'most-points',
        values: { points: 37, margin: 1 },
        figures: [
          [
            { key: 'points', value: 37 },
            { key: 'asDwarves', value: 5 },
            { key: 'asTrolls', value: 32 },
          ],
          [
            { key: 'points', value: 36 },
            { key: 'asDwarves', value: 32 },
            { key: 'asTrolls', value: 4 },
          ],
        ],
        ties: [],
        notes: [],
      },
    });
    expect(state.events.at(-1)).toMatchObject({ type: 'game-end', winner: 0, totals: [37, 36], score: 37, otherScore: 36 });
    expect(activeSeats(state)).toEqual([]);
    expect(legalActions(state, 0)).toEqual([]);
    expect(ruleError(() => apply(state, 0, { type: 'propose-end' }))).toBe('game-over');
  });

  it('is a draw when the totals are equal', () => {
    const state = play(setup({ seats: SEATS, firstSeat: 1 }, 1), 'propose', 'accept', 'propose', 'accept');
    expect(outcome(state)).toMatchObject({ ranks: [1, 1], scores: [64, 64], winners: [0, 1] });
    expect(outcome(state)?.decided).toMatchObject({ rule: 'draw', values: { points: 64, margin: 0 }, ties: [{ seats: [0, 1], on: ['points'], brokenBy: null }] });
    expect(state.events.at(-1)).toMatchObject({ type: 'game-end', winner: null });
  });

  it('ends when a side has no pieces left', () => {
    const state = play(stateWith({ dwarves: ['E5', 'D4'], trolls: ['F6'] }), 'dE5-F6xF6');
    expect(state.battles[0]).toMatchObject({ reason: 'wiped-out', dwarvesLeft: 2, trollsLeft: 0, scores: [2, 0] });
  });

  it('ends when the side to move has no legal move', () => {
    // the troll in the corner F1 touches G1, E2, F2, G2: the dwarves close the last one
    const state = play(stateWith({ dwarves: ['G1', 'E2', 'F2', 'G4'], trolls: ['F1'] }), 'dG4-G2');
    expect(state.battles[0]).toMatchObject({ reason: 'no-moves', dwarvesLeft: 4, trollsLeft: 1, scores: [4, 4] });
  });

  it('ends after the chosen number of moves without a capture, when the house rule is on', () => {
    const config = { seats: SEATS, firstSeat: 0, options: { noCaptureLimit: 4 } };
    let state = play(setup(config, 1), 'dF1-F2', 'TG7-F6', 'dF2-F3');
    expect(state.movesWithoutCapture).toBe(3);
    expect(state.battle).toBe(1);
    state = play(state, 'TF6-F5');
    expect(state.battles[0]).toMatchObject({ reason: 'no-capture-limit', scores: [32, 32] });
    expect(state.battle).toBe(2);
    // a capture starts the count again
    let fight = stateWith({ dwarves: ['E7', 'D3'], trolls: ['G7', 'M12'], toMove: 'troll', noCaptureLimit: 2, movesWithoutCapture: 1 });
    fight = play(fight, 'TG7-F7xE7');
    expect(fight.movesWithoutCapture).toBe(0);
    expect(fight.battle).toBe(1);
    // off (0), the count goes on without ending anything
    let long = setup({ seats: SEATS, firstSeat: 0 }, 1);
    for (const move of ['dF1-F2', 'TG7-F6', 'dF2-F1', 'TF6-G7', 'dF1-F2', 'TG7-F6']) long = play(long, move);
    expect(long).toMatchObject({ battle: 1, movesWithoutCapture: 6 });
  });
});

describe('thud log lines', () => {
  const locales = ['en', 'fr'].map((language) => JSON.parse(readFileSync(new URL(`../../../locales/${language}/thud.json`, import.meta.url), 'utf8')));
  const lookup = (tree: unknown, key: string) =>
    key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);

  it('translates every kind of event in both languages', () => {
    const events: GameEvent[] = [];
    const collect = (state: ThudState) => events.push(...state.events);
    let state = setup({ seats: SEATS, firstSeat: 0 }, 1);
    for (const step of ['dF1-F2', 'TG7-F6', 'propose', 'decline', 'dF2-F3', 'propose', 'accept', 'dF1-F2', 'propose', 'accept']) {
      state = play(state, step);
      collect(state);
    }
    collect(play(stateWith({ dwarves: ['E7', 'E8', 'F6'], trolls: ['G7'], toMove: 'troll' }), 'TG7-F7xE7'));
    collect(play(stateWith({ dwarves: ['E7', 'E8', 'F6'], trolls: ['G7'], toMove: 'troll' }), 'TG7-F7xF6xE7xE8'));
    collect(play(stateWith({ dwarves: ['E5'], trolls: ['F6'] }), 'dE5-F6xF6'));
    collect(play(stateWith({ dwarves: ['G1', 'E2', 'F2', 'G4'], trolls: ['F1'] }), 'dG4-G2'));
    collect(play(stateWith({ dwarves: ['E7', 'F7'], trolls: ['A6', 'B6', 'C6'], toMove: 'troll' }), 'TC6-E6xE7'));
    collect(play(stateWith({ dwarves: ['A6', 'P6'], trolls: ['M12'], noCaptureLimit: 1 }), 'dA6-A7'));
    const keys = new Set<string>();
    for (const event of events) {
      const line = thud.definition.describe(event);
      keys.add(line.key);
      for (const [index, tree] of locales.entries()) {
        const forms = typeof line.params.count === 'number' && lookup(tree, line.key) === undefined
          ? (index === 0 ? ['one', 'other'] : ['one', 'many', 'other']).map((form) => lookup(tree, `${line.key}_${form}`))
          : [lookup(tree, line.key)];
        for (const template of forms) {
          expect(template, line.key).toBeTypeOf('string');
          for (const [, name] of (template as string).matchAll(/\{\{(\w+)\}\}/g)) expect(line.params, `${line.key} ${name}`).toHaveProperty(name);
        }
      }
    }
    expect([...keys].sort()).toEqual(
      [
        'events.move.move', 'events.move.step-quiet', 'events.move.step', 'events.move.hurl', 'events.move.shove',
        'events.propose-end', 'events.accept-end', 'events.decline-end',
        'events.battle-end.agreement', 'events.battle-end.wiped-out', 'events.battle-end.no-moves', 'events.battle-end.no-capture-limit',
        'events.battle-start', 'events.game-end.draw',
      ].sort(),
    );
  });
});

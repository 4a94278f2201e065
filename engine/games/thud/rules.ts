/**
 * Thud rules over plain JSON state: two battles with sides swapped, piece moves from the
 * generator in `position.ts`, the end-of-battle agreement, the no-capture house rule, scoring.
 */
import { RuleError } from '../../core/errors';
import { seedRng } from '../../core/rng';
import { rankByFigures } from '../../core/ranking';
import type { Action, MatchConfig, Outcome, Seat, Viewer } from '../../core/types';
import { DIRECTIONS, NEIGHBOURS, SQUARE_OF, SQUARES, START_BOARD, countCells, squareIndex } from './board';
import { formatMove } from './notation';
import { Position, isHurl, isTrollStep, moveCaptureMask, moveFrom, moveTo } from './position';
import type {
  BattleEndReason,
  MoveAction,
  MoveKind,
  Side,
  ThudAction,
  ThudEvent,
  ThudOptions,
  ThudState,
  ThudView,
} from './types';

/** piece values when a battle is scored */
export const DWARF_POINTS = 1;
export const TROLL_POINTS = 4;
/** the most moves one side can have (dwarves: 32 × up to 4 rays × 14 squares, well below) */
const MOVE_BUFFER = 4096;

export function readOptions(options: MatchConfig['options']): ThudOptions {
  const limit = options?.noCaptureLimit;
  return { noCaptureLimit: typeof limit === 'number' && Number.isInteger(limit) && limit > 0 ? limit : 0 };
}

/** the seat leading the dwarves in battle 1: the one chosen at setup, else the one the Host drew */
export function firstDwarfSeat(config: MatchConfig): Seat {
  const chosen = config.options?.dwarvesFirst;
  return chosen === 'seat0' ? 0 : chosen === 'seat1' ? 1 : config.firstSeat;
}

export function setup(config: MatchConfig, seed: number): ThudState {
  return {
    rng: seedRng(seed),
    events: [],
    seats: config.seats.map((seat) => ({ name: seat.name })),
    options: readOptions(config.options),
    battle: 1,
    dwarfSeat: firstDwarfSeat(config),
    board: START_BOARD,
    toMove: 'dwarf',
    proposal: null,
    declined: false,
    movesWithoutCapture: 0,
    captured: { dwarves: 0, trolls: 0 },
    lastMove: null,
    moves: [],
    battles: [],
    over: false,
  };
}

export function seatOf(state: Pick<ThudState, 'dwarfSeat'>, side: Side): Seat {
  return side === 'dwarf' ? state.dwarfSeat : 1 - state.dwarfSeat;
}

export function sideOf(state: Pick<ThudState, 'dwarfSeat'>, seat: Seat): Side {
  return seat === state.dwarfSeat ? 'dwarf' : 'troll';
}

const other = (side: Side): Side => (side === 'dwarf' ? 'troll' : 'dwarf');

/** the seat that must act: the side to move, or the side answering a proposal */
function actingSide(state: ThudState): Side {
  return state.proposal ? other(state.proposal) : state.toMove;
}

export function activeSeats(state: ThudState): Seat[] {
  return state.over ? [] : [seatOf(state, actingSide(state))];
}

/** the move generator's view of the position */
function positionOf(state: ThudState): Position {
  return new Position(state.board, state.toMove === 'dwarf', state.movesWithoutCapture, state.options.noCaptureLimit);
}

const squareOfMailbox = (box: number): string => SQUARES[SQUARE_OF[box]];

/** the squares of a troll move's captured dwarves, in board order */
function capturedSquares(to: number, mask: number): number[] {
  const squares: number[] = [];
  for (let k = 0; k < 8; k++) if (mask & (1 << k)) squares.push(SQUARE_OF[to + DIRECTIONS[k]]);
  return squares.sort((a, b) => a - b);
}

/** the action for a generated move, taking every piece it can (as the bots play it) */
export function moveAction(move: number): MoveAction {
  const to = moveTo(move);
  const toName = squareOfMailbox(to);
  const captures = isHurl(move) ? [toName] : capturedSquares(to, moveCaptureMask(move)).map((square) => SQUARES[square]);
  return { type: 'move', from: squareOfMailbox(moveFrom(move)), to: toName, captures };
}

/**
 * Every piece move of the side to move, as actions: one per allowed choice of captured dwarves
 * (all of them first). A troll step may take any subset, none included; a shove a non-empty one.
 */
export function legalMoves(state: ThudState): MoveAction[] {
  const position = positionOf(state);
  if (position.isOver()) return [];
  const buffer = new Int32Array(MOVE_BUFFER);
  const count = position.generate(buffer, 0);
  const actions: MoveAction[] = [];
  for (let i = 0; i < count; i++) {
    const move = buffer[i];
    const from = squareOfMailbox(moveFrom(move));
    const to = moveTo(move);
    const toName = squareOfMailbox(to);
    if (position.dwarfToMove) {
      actions.push(moveAction(move));
      continue;
    }
    const targets = capturedSquares(to, moveCaptureMask(move));
    const isStep = isTrollStep(move);
    // subsets of the targets, from all of them down to none (bit i = targets[i])
    for (let subset = (1 << targets.length) - 1; subset >= (isStep ? 0 : 1); subset--) {
      const captures = targets.filter((_, i) => subset & (1 << i)).map((square) => SQUARES[square]);
      actions.push({ type: 'move', from, to: toName, captures });
    }
  }
  return actions;
}

export function legalActions(state: ThudState, seat: Seat): ThudAction[] {
  if (!activeSeats(state).includes(seat)) return [];
  if (state.proposal) return [{ type: 'accept-end' }, { type: 'decline-end' }];
  const moves: ThudAction[] = legalMoves(state);
  return state.declined ? moves : [...moves, { type: 'propose-end' }];
}

function hasExactKeys(action: object, keys: string[]): boolean {
  const own = Object.keys(action);
  return own.length === keys.length && keys.every((key) => own.includes(key));
}

function isMoveShape(action: Action): action is MoveAction {
  return (
    hasExactKeys(action, ['type', 'from', 'to', 'captures']) &&
    typeof action.from === 'string' &&
    typeof action.to === 'string' &&
    Array.isArray(action.captures) &&
    action.captures.every((square) => typeof square === 'string')
  );
}

/** Throws the RuleError the match runner would throw for this move, or returns it typed. */
function checkAction(state: ThudState, seat: Seat, action: unknown): ThudAction {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.seats.length) throw new RuleError('unknown-seat', { seat: String(seat) });
  if (typeof action !== 'object' || action === null || Array.isArray(action) || typeof (action as Action).type !== 'string') {
    throw new RuleError('malformed-action');
  }
  const move = action as Action;
  if (state.over) throw new RuleError('game-over');
  if (!activeSeats(state).includes(seat)) throw new RuleError('not-your-turn');
  const illegal = new RuleError('illegal-action', { type: move.type });
  if (move.type === 'move') {
    if (state.proposal || !isMoveShape(move)) throw illegal;
    const found = legalMoves(state).find(
      (legal) =>
        legal.from === move.from &&
        legal.to === move.to &&
        legal.captures.length === move.captures.length &&
        legal.captures.every((square, i) => square === move.captures[i]),
    );
    if (!found) throw illegal;
    return found;
  }
  if (!hasExactKeys(move, ['type'])) throw illegal;
  if (move.type === 'propose-end' && !state.proposal && !state.declined) return { type: 'propose-end' };
  if ((move.type === 'accept-end' || move.type === 'decline-end') && state.proposal) return { type: move.type };
  throw illegal;
}

function moveKind(action: MoveAction, side: Side): MoveKind {
  if (side === 'dwarf') return action.captures.length ? 'hurl' : 'move';
  return NEIGHBOURS[squareIndex(action.from)].includes(squareIndex(action.to)) ? 'step' : 'shove';
}

function copyState(state: ThudState): ThudState {
  return {
    ...state,
    rng: [...state.rng],
    events: [],
    seats: state.seats.map((seat) => ({ ...seat })),
    options: { ...state.options },
    captured: { ...state.captured },
    lastMove: state.lastMove && { ...state.lastMove, captures: [...state.lastMove.captures] },
    moves: [...state.moves],
    battles: state.battles.map((battle) => ({ ...battle, scores: [...battle.scores], moves: [...battle.moves] })),
  };
}

function emit(state: ThudState, event: ThudEvent): void {
  state.events.push(event);
}

function playMove(state: ThudState, move: MoveAction): void {
  const side = state.toMove;
  const seat = seatOf(state, side);
  const cells = state.board.split('');
  const piece = cells[squareIndex(move.from)];
  for (const square of move.captures) cells[squareIndex(square)] = '.';
  cells[squareIndex(move.from)] = '.';
  cells[squareIndex(move.to)] = piece;
  state.board = cells.join('');
  const notation = formatMove(side, move);
  if (side === 'dwarf') state.captured.trolls += move.captures.length;
  else state.captured.dwarves += move.captures.length;
  state.movesWithoutCapture = move.captures.length ? 0 : state.movesWithoutCapture + 1;
  state.lastMove = move;
  state.moves.push(notation);
  state.toMove = other(side);
  state.declined = false;
  emit(state, {
    type: 'move',
    kind: moveKind(move, side),
    side,
    seat,
    name: state.seats[seat].name,
    from: move.from,
    to: move.to,
    captures: move.captures,
    notation,
    count: move.captures.length,
  });
}

/** why the battle is over after a move, if it is */
function battleEndAfterMove(state: ThudState): BattleEndReason | null {
  if (countCells(state.board, 'd') === 0 || countCells(state.board, 'T') === 0) return 'wiped-out';
  if (state.options.noCaptureLimit > 0 && state.movesWithoutCapture >= state.options.noCaptureLimit) return 'no-capture-limit';
  const position = positionOf(state);
  if (position.generate(new Int32Array(MOVE_BUFFER), 0) === 0) return 'no-moves';
  return null;
}

/** points per seat in the current battle as the board stands: dwarves left ×1, trolls left ×4 */
export function battleScores(state: Pick<ThudState, 'board' | 'dwarfSeat'>): number[] {
  const scores = [0, 0];
  scores[state.dwarfSeat] = countCells(state.board, 'd') * DWARF_POINTS;
  scores[1 - state.dwarfSeat] = countCells(state.board, 'T') * TROLL_POINTS;
  return scores;
}

function endBattle(state: ThudState, reason: BattleEndReason): void {
  const dwarvesLeft = countCells(state.board, 'd');
  const trollsLeft = countCells(state.board, 'T');
  const trollSeat = seatOf(state, 'troll');
  const scores = battleScores(state);
  state.battles.push({ dwarfSeat: state.dwarfSeat, dwarvesLeft, trollsLeft, scores, reason, moves: [...state.moves] });
  emit(state, {
    type: 'battle-end',
    battle: state.battle,
    reason,
    dwarvesLeft,
    trollsLeft,
    scores,
    dwarfName: state.seats[state.dwarfSeat].name,
    trollName: state.seats[trollSeat].name,
    dwarfScore: scores[state.dwarfSeat],
    trollScore: scores[trollSeat],
  });
  state.proposal = null;
  state.declined = false;
  if (state.battle === 1) {
    state.battle = 2;
    state.dwarfSeat = trollSeat;
    state.board = START_BOARD;
    state.toMove = 'dwarf';
    state.movesWithoutCapture = 0;
    state.captured = { dwarves: 0, trolls: 0 };
    state.lastMove = null;
    state.moves = [];
    emit(state, {
      type: 'battle-start',
      battle: 2,
      dwarfSeat: state.dwarfSeat,
      dwarfName: state.seats[state.dwarfSeat].name,
      trollName: state.seats[1 - state.dwarfSeat].name,
    });
    return;
  }
  state.over = true;
  const totals = battleTotals(state);
  const winner = totals[0] === totals[1] ? null : totals[0] > totals[1] ? 0 : 1;
  emit(state, {
    type: 'game-end',
    totals,
    winner,
    name: state.seats[winner ?? 0].name,
    score: totals[winner ?? 0],
    otherScore: totals[1 - (winner ?? 0)],
  });
}

/** points per seat over the finished battles */
export function battleTotals(state: Pick<ThudState, 'battles'>): number[] {
  const totals = [0, 0];
  for (const battle of state.battles) battle.scores.forEach((score, seat) => (totals[seat] += score));
  return totals;
}

/** notation of the agreement steps in the move list and in .thud files */
export const AGREEMENT_WORDS = { 'propose-end': 'propose', 'accept-end': 'accept', 'decline-end': 'decline' } as const;

export function apply(state: ThudState, seat: Seat, action: Action): ThudState {
  const checked = checkAction(state, seat, action);
  const next = copyState(state);
  if (checked.type === 'move') {
    playMove(next, checked);
    const reason = battleEndAfterMove(next);
    if (reason) endBattle(next, reason);
    return next;
  }
  const side = actingSide(state);
  next.moves.push(AGREEMENT_WORDS[checked.type]);
  emit(next, { type: checked.type, side, seat, name: state.seats[seat].name });
  if (checked.type === 'propose-end') next.proposal = side;
  else if (checked.type === 'decline-end') {
    next.proposal = null;
    next.declined = true;
  } else endBattle(next, 'agreement');
  return next;
}

/** The most points over both battles wins; level, it is a draw. */
export function outcome(state: ThudState): Outcome | null {
  if (!state.over) return null;
  const scores = battleTotals(state);
  const side = (seat: Seat, dwarves: boolean) =>
    state.battles.filter((battle) => (battle.dwarfSeat === seat) === dwarves).reduce((sum, battle) => sum + battle.scores[seat], 0);
  const figures = scores.map((points, seat) => [
    { key: 'points', value: points },
    { key: 'asDwarves', value: side(seat, true) },
    { key: 'asTrolls', value: side(seat, false) },
  ]);
  const { ranks, ties } = rankByFigures(figures, 1);
  const winners = ranks.flatMap((rank, seat) => (rank === 1 ? [seat] : []));
  const values = { points: Math.max(...scores), margin: Math.abs(scores[0] - scores[1]) };
  return { ranks, scores, winners, decided: { rule: winners.length > 1 ? 'draw' : 'most-points', values, figures, ties, notes: [] } };
}

export function view(state: ThudState, _viewer: Viewer): ThudView {
  const { rng: _rng, ...rest } = state;
  return structuredClone(rest);
}

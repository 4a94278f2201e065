/**
 * The match runner: validated moves, replay from seed + log, undo. Games stay pure; this is
 * the one place that checks a move against `activeSeats` and `legalActions` before applying it.
 */
import { RuleError } from './errors';
import { canonicalJson } from './json';
import type { Action, BaseState, GameDefinition, GameEvent, MatchConfig, Seat } from './types';

export interface LoggedAction {
  seat: Seat;
  action: Action;
}

function isAction(value: unknown): value is Action {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as Action).type === 'string';
}

/** Enough of a game's rules to tell who may play what right now. */
export interface MoveRules<S, A extends Action> {
  seatCount(state: S): number;
  isOver(state: S): boolean;
  activeSeats(state: S): Seat[];
  legalActions(state: S, seat: Seat): A[];
}

/**
 * The legal action equal to `action` for `seat`, or the RuleError that says why it is refused
 * (in this order: unknown seat, malformed, game over, not this seat's turn, illegal). Changes nothing.
 */
export function legalMove<S, A extends Action>(rules: MoveRules<S, A>, state: S, seat: Seat, action: unknown): A {
  if (!Number.isInteger(seat) || seat < 0 || seat >= rules.seatCount(state)) throw new RuleError('unknown-seat', { seat: String(seat) });
  if (!isAction(action)) throw new RuleError('malformed-action');
  if (rules.isOver(state)) throw new RuleError('game-over');
  if (!rules.activeSeats(state).includes(seat)) throw new RuleError('not-your-turn');
  const isWanted = matcherOf(action);
  const legal = rules.legalActions(state, seat).find((candidate) => candidate.type === action.type && isWanted(candidate));
  if (!legal) throw new RuleError('illegal-action', { type: action.type });
  return legal;
}

/**
 * Tells the action asked for among the legal ones: equal as canonical JSON. An action of plain
 * data (strings, finite numbers, flags, arrays and objects of them: every move a client or a bot
 * sends) is compared field by field instead, which gives the same answer without serialising
 * every candidate: the bots' searches check thousands of moves a decision.
 */
function matcherOf(action: Action): (candidate: Action) => boolean {
  if (isPlainData(action)) return (candidate) => sameAsPlain(candidate, action);
  const wanted = canonicalJson(action);
  return (candidate) => canonicalJson(candidate) === wanted;
}

/** data that JSON carries unchanged: no undefined, NaN, Infinity, class instance or function */
function isPlainData(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isPlainData);
  return typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype && Object.values(value).every(isPlainData);
}

/** whether `candidate` serialises as `wanted`, plain data, does (a field left undefined is no field) */
function sameAsPlain(candidate: unknown, wanted: unknown): boolean {
  if (candidate === wanted) return true;
  if (typeof wanted !== 'object' || wanted === null || typeof candidate !== 'object' || candidate === null) return false;
  if (Array.isArray(wanted) || Array.isArray(candidate)) {
    if (!Array.isArray(wanted) || !Array.isArray(candidate) || candidate.length !== wanted.length) return false;
    return wanted.every((item, index) => sameAsPlain(candidate[index], item));
  }
  const fields = Object.keys(wanted);
  let defined = 0;
  for (const key in candidate) if ((candidate as Record<string, unknown>)[key] !== undefined) defined++;
  return defined === fields.length && fields.every((key) => sameAsPlain((candidate as Record<string, unknown>)[key], (wanted as Record<string, unknown>)[key]));
}

/** Applies `action` for `seat` if the rules allow it; otherwise throws RuleError and changes nothing. */
export function applyChecked<S extends BaseState>(def: GameDefinition<S>, state: S, seat: Seat, action: unknown): S {
  const rules: MoveRules<S, Action> = {
    seatCount,
    isOver: (of) => def.outcome(of) !== null,
    activeSeats: (of) => def.activeSeats(of),
    legalActions: (of, who) => def.legalActions(of, who),
  };
  return def.apply(state, seat, legalMove(rules, state, seat, action));
}

function seatCount(state: BaseState): number {
  const seats = (state as unknown as { seats?: unknown[] }).seats;
  return Array.isArray(seats) ? seats.length : Number.MAX_SAFE_INTEGER;
}

/** Rebuilds the state from the seed and the log, or from a saved state and the log's tail. */
export function replay<S extends BaseState>(
  def: GameDefinition<S>,
  config: MatchConfig,
  seed: number,
  log: readonly LoggedAction[],
  from?: { state: S; index: number },
): S {
  let state = from ? from.state : def.setup(config, seed);
  for (let i = from ? from.index : 0; i < log.length; i++) {
    state = applyChecked(def, state, log[i].seat, log[i].action);
  }
  return state;
}

/** What undo needs to know of one logged move. */
export interface MoveRecord {
  seat: Seat;
  /** played by a person (a bot's moves are taken back with the human move before them) */
  human: boolean;
  /** a private turn: `privateTurn` of the state before it */
  secret: boolean;
  /** the secret round it was made in: `secretRound` of the state before it */
  round: string | null;
  /** its events turned over others' earlier secret choices: `revealsSecrets` */
  reveals: boolean;
}

/** The record of `seat` playing from `before`, whose events were `events`. */
export function moveRecord<S extends BaseState>(def: GameDefinition<S>, before: S, seat: Seat, events: readonly GameEvent[], human: boolean): MoveRecord {
  return {
    seat,
    human,
    secret: def.privateTurn?.(before, seat) ?? false,
    round: def.secretRound?.(before) ?? null,
    reveals: def.revealsSecrets?.(events) ?? false,
  };
}

/**
 * What an undo takes back: the last human move and every move after it (bots' answers); when that
 * move was part of a secret round, the whole round from its first choice on. Refused when a move
 * to take back turned over others' secret choices: what the room has seen stands.
 */
export type UndoPlan =
  | { kind: 'nothing' }
  | { kind: 'revealed' }
  /** keep the moves before `from`; `last` is the human move it is named after (`from` is earlier when its secret round goes back whole) */
  | { kind: 'undo'; from: number; last: number };

export function undoPlan(moves: readonly MoveRecord[]): UndoPlan {
  const last = moves.findLastIndex((move) => move.human);
  if (last < 0) return { kind: 'nothing' };
  const { round } = moves[last];
  let from = last;
  while (round !== null && from > 0 && moves[from - 1].round === round) from--;
  if (moves.slice(from).some((move) => move.reveals)) return { kind: 'revealed' };
  return { kind: 'undo', from, last };
}

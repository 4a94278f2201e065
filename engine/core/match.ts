/**
 * The match runner: validated moves, replay from seed + log, undo. Games stay pure; this is
 * the one place that checks a move against `activeSeats` and `legalActions` before applying it.
 */
import { RuleError } from './errors';
import { canonicalJson } from './json';
import type { Action, BaseState, GameDefinition, MatchConfig, Seat } from './types';

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
  const wanted = canonicalJson(action);
  const legal = rules.legalActions(state, seat).find((candidate) => candidate.type === action.type && canonicalJson(candidate) === wanted);
  if (!legal) throw new RuleError('illegal-action', { type: action.type });
  return legal;
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

/** How many entries to drop from the end of `log` to take back the last move of a human seat. */
export function undoDepth(log: readonly LoggedAction[], isHuman: (seat: Seat) => boolean): number {
  for (let i = log.length - 1; i >= 0; i--) {
    if (isHuman(log[i].seat)) return log.length - i;
  }
  return 0;
}

/**
 * The match table's undo: what Undo would take back now (the last human move and the bots'
 * answers, or a secret round whole), how the table is told of it, and taking it back.
 */
import { performance } from 'node:perf_hooks';
import { RuleError } from '../../../engine/core/errors';
import { applyChecked, moveRecord, replay, undoPlan, type MoveRecord, type UndoPlan } from '../../../engine/core/match';
import type { BaseState, Seat } from '../../../engine/core/types';
import type { PhoneNotice, UndoOffer } from '../../shared/api';
import type { Store } from '../../store/types';
import { isHuman, moves, type LiveMatch } from './live-match';

type Undo = Extract<UndoPlan, { kind: 'undo' }>;

/**
 * Takes back what the table's `undo` offers, in the save and in memory; answers from which action
 * on the log changed, and a notice for each human seat with a move taken back (for its phone):
 * whether others' secret choices went back with it.
 */
export function takeBack(match: LiveMatch, store: Store, now: number): { keep: number; notices: Map<Seat, PhoneNotice> } {
  // a finished game's result stands (a campaign counts it): the last move is not taken back
  if (match.definition.outcome(match.state)) throw new RuleError('game-over');
  const plan = undoPlanOf(match, () => store);
  if (plan.kind === 'nothing') throw new RuleError('nothing-to-undo');
  if (plan.kind === 'revealed') throw new RuleError('secrets-revealed');
  const notices = undoNotices(match, plan);
  const matchId = match.stored.id;
  const keep = plan.from;
  const kept = match.log.slice(0, keep);
  const saved = store.latestSnapshot(matchId, keep);
  const state = replay(match.definition, match.stored.config, match.stored.seed, moves(kept), saved && {
    state: saved.state as BaseState,
    index: saved.index,
  });
  const outcome = match.definition.outcome(state);
  store.truncate(matchId, keep, outcome, now);
  match.state = state;
  match.log = kept;
  match.lines = match.lines.filter((line) => line.at < keep);
  match.records = match.records.slice(0, keep - match.recordsStart);
  for (const index of match.phoneMoves) if (index >= keep) match.phoneMoves.delete(index);
  match.stored = { ...match.stored, actionCount: keep, outcome, updatedAt: now };
  match.lastMoveAt = performance.now();
  return { keep, notices };
}

/**
 * The table is told what Undo would take back: whose move and of what kind, who chooses again
 * when a secret round goes back whole, whether to ask first. Never what was chosen.
 */
export function undoOffer(match: LiveMatch, store: () => Store): UndoOffer | null {
  if (match.definition.outcome(match.state)) return null;
  const plan = undoPlanOf(match, store);
  if (plan.kind !== 'undo') return plan.kind === 'revealed' ? { kind: 'revealed' } : null;
  const undone = match.records.slice(plan.from - match.recordsStart);
  const ask = undone.some((record, offset) => record.human && (record.secret || match.phoneMoves.has(plan.from + offset)));
  const { seat } = match.records[plan.last - match.recordsStart];
  return { kind: 'move', seat, move: match.log[plan.last].action.type, round: roundSeats(match, plan), ask };
}

/**
 * What undo would take back now (see `undoPlan`), with the records it needs: a match loaded from
 * a snapshot rebuilds those of earlier moves, one snapshot back at a time, only when it must
 * (and only then reads the save).
 */
function undoPlanOf(match: LiveMatch, store: () => Store): UndoPlan {
  // bots alone: nothing to rebuild, nothing to take back
  if (!match.stored.seats.some((seat) => seat.kind.type === 'human')) return { kind: 'nothing' };
  for (;;) {
    const plan = undoPlan(match.records);
    // the plan is whole once it stops inside the records known, or they go back to the start
    const whole = match.recordsStart === 0 || plan.kind === 'revealed' || (plan.kind === 'undo' && plan.from > 0);
    if (whole) return plan.kind === 'undo' ? { ...plan, from: plan.from + match.recordsStart, last: plan.last + match.recordsStart } : plan;
    recordEarlierMoves(match, store());
  }
}

function recordEarlierMoves(match: LiveMatch, store: Store): void {
  const { definition, stored, log } = match;
  const end = match.recordsStart;
  const saved = store.latestSnapshot(stored.id, end - 1);
  const start = saved?.index ?? 0;
  let state = saved ? (saved.state as BaseState) : definition.setup(stored.config, stored.seed);
  const earlier: MoveRecord[] = [];
  for (const entry of log.slice(start, end)) {
    earlier.push(moveRecord(definition, state, entry.seat, entry.events, isHuman(stored, entry.seat)));
    state = applyChecked(definition, state, entry.seat, entry.action);
  }
  match.records = [...earlier, ...match.records];
  match.recordsStart = start;
}

/** Each human seat with a move taken back is told on its phone, and whether others' secret choices went back with it. */
function undoNotices(match: LiveMatch, plan: Undo): Map<Seat, PhoneNotice> {
  const round = roundSeats(match, plan).length > 1;
  const notices = new Map<Seat, PhoneNotice>();
  for (const entry of match.log.slice(plan.from)) {
    if (isHuman(match.stored, entry.seat)) notices.set(entry.seat, { kind: 'undone', round });
  }
  return notices;
}

/** When the move named by `plan` was a secret round's choice: the seats whose choices in that round go back with it. */
function roundSeats(match: LiveMatch, plan: Undo): Seat[] {
  const { round } = match.records[plan.last - match.recordsStart];
  if (round === null) return [];
  const chosen = match.records.slice(plan.from - match.recordsStart).filter((record) => record.round === round);
  return [...new Set(chosen.map((record) => record.seat))].sort((a, b) => a - b);
}

/**
 * A seat's PhoneSnapshot built from a real engine state, shaped as the Host sends it to that
 * seat's phone: the seat's own view (its secrets included, nobody else's) and its own legal actions.
 */
import type { LogEntry, PhoneSnapshot, SeatSetup } from '$contract/api';
import type { BaseState, GameDefinition, Seat } from '$engine/core/types';

export function phoneSnapshotOf<S extends BaseState, V>(
  definition: GameDefinition<S, V>,
  state: S,
  seat: Seat,
  seats: SeatSetup[],
  actionCount = 0,
  recent: LogEntry[] = [],
): PhoneSnapshot {
  const outcome = definition.outcome(state);
  const activeSeats = outcome ? [] : definition.activeSeats(state);
  const active = activeSeats.includes(seat);
  return {
    summary: { id: 'match-1', game: definition.id, seats, createdAt: 0, updatedAt: 0, actionCount, outcome },
    seat,
    view: definition.view(state, seat),
    legal: active ? definition.legalActions(state, seat) : [],
    activeSeats,
    privateTurn: active && (definition.privateTurn?.(state, seat) ?? false),
    outcome,
    recent,
  };
}

/**
 * A TV's MatchSnapshot and a seat's SeatSnapshot built from a real engine state, shaped as the
 * Host builds them: public events only, legal actions only for human seats whose turn is not
 * private, the private ones listed in `privateTurns`; a seat's own view as `seatView` answers.
 */
import type { MatchSnapshot, SeatSetup, SeatSnapshot, Settings } from '$contract/api';
import type { Action, BaseState, GameDefinition, GameEvent, Seat } from '$engine/core/types';

export function tableSnapshotOf<S extends BaseState, V>(
  definition: GameDefinition<S, V>,
  state: S,
  seats: SeatSetup[],
  fresh: GameEvent[] = state.events,
  actionCount = 0,
): MatchSnapshot {
  const outcome = definition.outcome(state);
  const activeSeats = outcome ? [] : definition.activeSeats(state);
  const legal: Record<number, Action[]> = {};
  const privateTurns: Seat[] = [];
  for (const seat of activeSeats.filter((active) => seats[active].kind.type === 'human')) {
    if (definition.privateTurn?.(state, seat)) privateTurns.push(seat);
    else legal[seat] = definition.legalActions(state, seat);
  }
  return {
    summary: { id: 'match-1', game: definition.id, seats, createdAt: 0, updatedAt: 0, actionCount, outcome },
    revision: 1,
    view: definition.view(state, 'table'),
    activeSeats,
    legal,
    privateTurns,
    log: [],
    fresh: fresh.filter((event) => event.visibleTo === undefined),
    outcome,
    undo: null,
    botThinking: activeSeats.some((active) => seats[active].kind.type === 'bot'),
  };
}

export function seatSnapshotOf<S extends BaseState, V>(definition: GameDefinition<S, V>, state: S, seat: Seat, actionCount = 0): SeatSnapshot {
  return {
    matchId: 'match-1',
    seat,
    actionCount,
    view: definition.view(state, seat),
    legal: definition.activeSeats(state).includes(seat) ? definition.legalActions(state, seat) : [],
  };
}

export function tableSettings(animationSpeed: Settings['animationSpeed'], language: Settings['language'] = 'en'): Settings {
  return { language, animationSpeed, phones: false, effectsVolume: 60, musicVolume: 0, muted: false, reactions: true };
}

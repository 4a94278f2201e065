/** Battle Dice's events, each told from a seat (the seat and its player's name filled in). */
import type { Seat } from '../../core/types';
import type { BattleDiceEvent, BattleDiceState } from './types';

type EventBody = BattleDiceEvent extends infer E ? (E extends BattleDiceEvent ? Omit<E, 'seat' | 'name'> : never) : never;

export function seatEvent(state: BattleDiceState, seat: Seat, body: EventBody): BattleDiceEvent {
  return { seat, name: state.players[seat].name, ...body } as BattleDiceEvent;
}

export function emit(state: BattleDiceState, seat: Seat, body: EventBody): void {
  state.events.push(seatEvent(state, seat, body));
}

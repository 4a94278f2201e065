/** Where each troll sits around the tray, and what it is doing now. */
import type { Seat } from '../../../../engine/core/types';
import type { TrollDiceView } from '../../../../engine/games/troll-dice/types';

export type SeatStatus = 'attacking' | 'defending' | 'out' | 'waiting';

/**
 * The seats of the top and bottom edges, each listed left to right as drawn. Seats go clockwise
 * seen from above the screen: along the bottom from right to left, then along the top from left
 * to right. The tray keeps the full width between the two rows.
 */
export function seatRows(count: number): { top: Seat[]; bottom: Seat[] } {
  const seats = Array.from({ length: count }, (_, seat) => seat);
  const bottomCount = Math.ceil(count / 2);
  return { bottom: seats.slice(0, bottomCount).reverse(), top: seats.slice(bottomCount) };
}

/** `duelSeats`: trolls in the duel being played back, who count as defending. */
export function seatStatus(view: TrollDiceView, seat: Seat, duelSeats: readonly Seat[]): SeatStatus {
  if (view.trolls[seat].out) return 'out';
  if (view.phase.kind !== 'over' && seat === view.attacker) return 'attacking';
  if (duelSeats.includes(seat)) return 'defending';
  if (view.phase.kind === 'assign' && view.phase.assigned.some((gift) => gift.to === seat)) return 'defending';
  return 'waiting';
}

/** What each troll is doing now. */
import type { Seat } from '$engine/core/types';
import type { TrollDiceView } from '$engine/games/troll-dice/types';

export type SeatStatus = 'attacking' | 'defending' | 'out' | 'waiting';

/** `duelSeats`: trolls in the duel being played back, who count as defending. */
export function seatStatus(view: TrollDiceView, seat: Seat, duelSeats: readonly Seat[]): SeatStatus {
  if (view.trolls[seat].out) return 'out';
  if (view.phase.kind !== 'over' && seat === view.attacker) return 'attacking';
  if (duelSeats.includes(seat)) return 'defending';
  if (view.phase.kind === 'assign' && view.phase.assigned.some((gift) => gift.to === seat)) return 'defending';
  return 'waiting';
}

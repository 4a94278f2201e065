/** Where players sit around a table's shared play area on the TV. */
import type { Seat } from '$engine/core/types';

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

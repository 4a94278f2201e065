/**
 * The drawn trolls of the Troll Dice table. Each seat gets its own, so the trolls at one table
 * all differ (a table seats at most six).
 */
import type { Seat } from '$engine/core/types';

export const trollLooks = ['tufted', 'horned', 'bearded', 'helmeted', 'topknot', 'warty'] as const;

/** index into `trollLooks` */
export type TrollLook = 0 | 1 | 2 | 3 | 4 | 5;

export function trollLookOf(seat: Seat): TrollLook {
  return (seat % trollLooks.length) as TrollLook;
}

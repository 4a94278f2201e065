/**
 * Each tribe's own mark: one to five pips as on a die, in the rulebook's order of the tribes, on
 * a shield of the tribe's colour (so tribes are told apart by more than colour).
 */
import { TRIBE_COLORS } from '$engine/games/trol/cards';

const layouts: readonly (readonly (readonly [number, number])[])[] = [
  [[50, 48]],
  [[34, 32], [66, 64]],
  [[32, 30], [50, 48], [68, 66]],
  [[33, 30], [67, 30], [33, 66], [67, 66]],
  [[32, 28], [68, 28], [50, 48], [32, 68], [68, 68]],
];

/** the pips of a tribe's mark, in a 100-unit square */
export function tribePips(color: string): readonly (readonly [number, number])[] {
  return layouts[Math.max(0, TRIBE_COLORS.indexOf(color as (typeof TRIBE_COLORS)[number]))];
}

export const SHIELD = 'M50 4 L93 16 V48 C93 72 74 89 50 97 C26 89 7 72 7 48 V16 Z';

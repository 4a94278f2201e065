/** The three kinds of Troll Dice dice and how an attack hand is made from them. */
import type { DieColor, Face } from './types';

export const MAX_HEALTH = 6;
export const HAND_SIZE = 6;

/** the six faces of each colour */
export const FACES: Record<DieColor, readonly Face[]> = {
  white: ['club', 'club', 'club', 'shield', 'shield', 'blank'],
  red: ['club', 'counter', 'heart', 'surge', 'blank', 'blank'],
  green: ['heart', 'double-heart', 'surge', 'blank', 'blank', 'blank'],
};

export const DIE_COLORS: readonly DieColor[] = ['white', 'red', 'green'];
export const ALL_FACES: readonly Face[] = ['club', 'shield', 'heart', 'double-heart', 'counter', 'surge', 'blank'];

/** How a face is rolled: the rules take this so scenarios can script the dice. */
export type Roller = (color: DieColor) => Face;

/**
 * The colours of an attack hand, in rolling order: one white per health, red up to six dice,
 * then `green` of the whites swapped for green dice.
 */
export function attackHand(health: number, green: number): DieColor[] {
  const whites = health - green;
  const reds = HAND_SIZE - health;
  return [
    ...Array<DieColor>(whites).fill('white'),
    ...Array<DieColor>(reds).fill('red'),
    ...Array<DieColor>(green).fill('green'),
  ];
}

/** health healed by one face of an attack roll */
export function heartsOf(face: Face): number {
  return face === 'heart' ? 1 : face === 'double-heart' ? 2 : 0;
}

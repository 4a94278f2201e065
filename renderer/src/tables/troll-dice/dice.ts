/**
 * What the Troll Dice table reads from the legal actions and the view: the frenzy choices, the
 * targets of a club die, the hearts of a roll. Pure functions, shared by the components and tests.
 */
import type { Action, Seat } from '$engine/core/types';
import { heartsOf } from '$engine/games/troll-dice/dice';
import type { Die, Face } from '$engine/games/troll-dice/types';

/** The swap counts the rules allow now, ascending, read from the legal `roll` actions. */
export function greenChoices(legal: readonly Action[]): number[] {
  return legal
    .filter((action) => action.type === 'roll' && typeof action.green === 'number')
    .map((action) => action.green as number)
    .sort((a, b) => a - b);
}

/**
 * Seats the attacker may hand the club die `die` to, read from the legal `give` actions, in the
 * rules' order (clockwise from the attacker's left, the order they will defend in).
 */
export function giveTargets(legal: readonly Action[], die: number): Seat[] {
  return legal
    .filter((action) => action.type === 'give' && action.die === die && typeof action.to === 'number')
    .map((action) => action.to as Seat);
}

/** Health an attack roll heals (before the six-health cap). */
export function heartsRolled(dice: readonly Die[]): number {
  return dice.reduce((sum, die) => sum + heartsOf(die.face), 0);
}

export function surgesRolled(dice: readonly Die[]): number {
  return dice.filter((die) => die.face === 'surge').length;
}

/** Shields and counters do nothing on an attack roll, like blanks. */
export function blankOnAttack(face: Face): boolean {
  return face === 'blank' || face === 'shield' || face === 'counter';
}

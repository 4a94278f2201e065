/** Scripted Troll Dice: a table in a chosen position, and dice that roll the faces a test lists. */
import { expect } from 'vitest';
import type { Action, Seat } from '../../../engine/core/types';
import { FACES, type Roller } from '../../../engine/games/troll-dice/dice';
import { setup, step } from '../../../engine/games/troll-dice/rules';
import type { DieColor, Face, TrollDiceState } from '../../../engine/games/troll-dice/types';

/** a fresh game with these trolls and healths, `attacker` to roll */
export function table(healths: Record<string, number>, attacker: Seat = 0): TrollDiceState {
  const names = Object.keys(healths);
  const state = setup({ seats: names.map((name) => ({ name })), firstSeat: attacker }, 1);
  names.forEach((name, seat) => (state.trolls[seat].health = healths[name]));
  return state;
}

/** dice that roll `faces` in order; each face must exist on the colour being rolled */
export function scriptedDice(faces: Face[]): Roller & { left(): number } {
  const queue = [...faces];
  const roll = (color: DieColor): Face => {
    const face = queue.shift();
    if (face === undefined) throw new Error(`the script has no face left for a ${color} die`);
    if (!FACES[color].includes(face)) throw new Error(`a ${color} die has no ${face} face`);
    return face;
  };
  return Object.assign(roll, { left: () => queue.length });
}

/** The attacker plays `actions` while the dice roll `faces`; every scripted face must be used. */
export function play(state: TrollDiceState, actions: Action[], faces: Face[]): TrollDiceState {
  const dice = scriptedDice(faces);
  for (const action of actions) state = step(state, state.attacker, action, dice);
  expect(dice.left(), 'scripted faces left unrolled').toBe(0);
  return state;
}

export const healths = (state: TrollDiceState): number[] => state.trolls.map((troll) => troll.health);
export const eventTypes = (state: TrollDiceState): string[] => state.events.map((event) => event.type);
export const roll = (green = 0): Action => ({ type: 'roll', green });
export const give = (die: number, to: Seat): Action => ({ type: 'give', die, to });

/** Who leads the dwarves in battle 1: the `dwarvesFirst` setup option, else the seat the Host drew. */
import { describe, expect, it } from 'vitest';
import { replay } from '../../../engine/core/match';
import { thud } from '../../../engine/games/thud';
import { activeSeats, apply, setup } from '../../../engine/games/thud/rules';
import { SEATS } from './helpers';

describe('thud setup: who leads the dwarves first', () => {
  it('gives the dwarves of battle 1 to the seat chosen, whichever seat the Host drew', () => {
    for (const firstSeat of [0, 1]) {
      expect(setup({ seats: SEATS, firstSeat, options: { dwarvesFirst: 'seat0' } }, 3).dwarfSeat).toBe(0);
      expect(setup({ seats: SEATS, firstSeat, options: { dwarvesFirst: 'seat1' } }, 3).dwarfSeat).toBe(1);
    }
  });

  it('leaves it to the Host’s draw by default, as saved games made before the option always were', () => {
    for (const firstSeat of [0, 1]) {
      expect(setup({ seats: SEATS, firstSeat }, 3).dwarfSeat).toBe(firstSeat);
      expect(setup({ seats: SEATS, firstSeat, options: { dwarvesFirst: 'random' } }, 3).dwarfSeat).toBe(firstSeat);
      expect(setup({ seats: SEATS, firstSeat, options: { dwarvesFirst: 'seat2' } }, 3).dwarfSeat).toBe(firstSeat);
    }
  });

  it('swaps the sides for battle 2 as usual, and replays the same from the saved config', () => {
    const config = { seats: SEATS, firstSeat: 0, options: { dwarvesFirst: 'seat1' } };
    let state = setup(config, 3);
    expect(activeSeats(state)).toEqual([1]);
    const log = [
      { seat: 1, action: { type: 'propose-end' } },
      { seat: 0, action: { type: 'accept-end' } },
    ];
    for (const { seat, action } of log) state = apply(state, seat, action);
    expect(state.battle).toBe(2);
    expect(state.dwarfSeat).toBe(0);
    expect(replay(thud.definition, config, 3, log)).toEqual(state);
  });
});

/**
 * Battle Dice copies its state by hand, field by field, for the bots' speed. A copy must equal the
 * original and share nothing the rules change in place: checked on every state of seeded battles
 * in both modes and at every table size, so that a field added later and copied by reference, or
 * left out, shows here.
 */
import { describe, expect, it } from 'vitest';
import { battleDice } from '$engine/games/battle-dice';
import { smart } from '$engine/games/battle-dice/bots';
import { copyState } from '$engine/games/battle-dice/rules';
import type { BattleDiceState } from '$engine/games/battle-dice/types';
import { sharedObjects, statesOf } from '../support/copies';

/** the battle's states, from the draft to its end, smart bots playing every seat */
function battleOf(players: number, mode: 'classic' | 'wild', seed: number): BattleDiceState[] {
  const config = { seats: Array.from({ length: players }, (_, seat) => ({ name: `Seat ${seat + 1}` })), firstSeat: 0, options: { mode } };
  return statesOf(battleDice.definition, smart, config, seed);
}

describe('Battle Dice copies its state without sharing what changes', () => {
  const states = [2, 3, 4, 5, 6].flatMap((players) => (['classic', 'wild'] as const).flatMap((mode) => battleOf(players, mode, 500 + players)));

  it('plays through drafts, captures, shields, frozen heroes and results still to apply', () => {
    const seen = (found: (state: BattleDiceState) => unknown) => states.filter(found).length;
    expect(seen((state) => state.phase.kind === 'draft')).toBeGreaterThan(10);
    expect(seen((state) => state.phase.kind === 'capture')).toBeGreaterThan(3);
    expect(seen((state) => state.turn?.blocks.length)).toBeGreaterThan(3);
    expect(seen((state) => state.effects.some((effect) => effect.frozenHero))).toBeGreaterThan(3);
    expect(seen((state) => state.turn?.results.some((result) => !result.done))).toBeGreaterThan(100);
  });

  it('a copy equals its state and shares only what is never changed in place', () => {
    // never changed in place, so a copy may share them: the options, the players' names, and the
    // pool of heroes to draft (replaced whole at each pick)
    const unchanged = (path: string) => ['/options', '/seats', '/pool'].some((shared) => path === shared || path.startsWith(`${shared}/`));
    for (const state of states) {
      const copy = copyState(state);
      expect(copy).toStrictEqual({ ...state, events: [] });
      expect(sharedObjects(state, copy, unchanged)).toEqual([]);
    }
  });
});

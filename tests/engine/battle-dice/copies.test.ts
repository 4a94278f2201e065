/**
 * Battle Dice copies its state by hand, field by field, for the bots' speed. A copy must equal the
 * original and share nothing the rules change in place: checked on every state of seeded battles
 * in both modes and at every table size, so that a field added later and copied by reference, or
 * left out, shows here.
 */
import { describe, expect, it } from 'vitest';
import { randomSource } from '$engine/core/rng';
import { smart } from '$engine/games/battle-dice/bots';
import { activeSeats, apply, copyState, outcome, setup } from '$engine/games/battle-dice/rules';
import type { BattleDiceState } from '$engine/games/battle-dice/types';

/** every object and array reachable from `value`, with its path, but under the paths `skipped` */
function objectsIn(value: unknown, skipped: (path: string) => boolean, path = '', found = new Map<object, string>()): Map<object, string> {
  if (typeof value !== 'object' || value === null || skipped(path)) return found;
  found.set(value, path);
  for (const [key, inner] of Object.entries(value)) objectsIn(inner, skipped, `${path}/${key}`, found);
  return found;
}

/** the battle's states, from the draft to its end, smart bots playing every seat */
function statesOf(players: number, mode: 'classic' | 'wild', seed: number): BattleDiceState[] {
  const config = { seats: Array.from({ length: players }, (_, seat) => ({ name: `Seat ${seat + 1}` })), firstSeat: 0, options: { mode } };
  const random = randomSource(seed);
  const states = [setup(config, seed)];
  for (let state = states[0]; !outcome(state); states.push(state)) {
    const seat = activeSeats(state)[0];
    state = apply(state, seat, smart.choose(state, seat, random));
  }
  return states;
}

describe('Battle Dice copies its state without sharing what changes', () => {
  const states = [2, 3, 4, 5, 6].flatMap((players) => (['classic', 'wild'] as const).flatMap((mode) => statesOf(players, mode, 500 + players)));

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
      const mine = objectsIn(state, unchanged);
      expect([...objectsIn(copy, unchanged)].filter(([object]) => mine.has(object)).map(([, path]) => path || '/')).toEqual([]);
    }
  });
});

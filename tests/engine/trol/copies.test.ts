/**
 * TRÔL copies its state and its views by hand, for speed, rather than with structuredClone. These
 * copies must equal the original and share nothing the rules change in place: a hunt's resolution,
 * its rolls and strikes, the hands, piles and hunts. Checked on every state of seeded games,
 * hunts included, so that a field added later and copied by reference shows here.
 */
import { describe, expect, it } from 'vitest';
import { smart } from '$engine/games/trol/bots';
import { copyState } from '$engine/games/trol/draft';
import { trol } from '$engine/games/trol';
import { view } from '$engine/games/trol/rules';
import type { TrolState } from '$engine/games/trol/types';
import { sharedObjects, statesOf } from '../support/copies';

/** the states of a seeded game of smart bots, hunts being resolved among them */
function gameOf(players: number, seed: number): TrolState[] {
  const config = { seats: Array.from({ length: players }, (_, seat) => ({ name: `Seat ${seat + 1}` })), firstSeat: 0 };
  return statesOf(trol.definition, smart, config, seed);
}

describe('TRÔL copies its state and views without sharing what changes', () => {
  const states = [2, 3, 4, 5].flatMap((players) => gameOf(players, 400 + players));

  it('plays through hunts being resolved, with rolls and strikes to copy', () => {
    expect(states.filter((state) => state.resolution?.strikes.length).length).toBeGreaterThan(20);
    expect(states.filter((state) => state.resolution?.roll).length).toBeGreaterThan(5);
  });

  it('a copy for the rules equals the state and shares only what is never changed in place', () => {
    // never changed in place, so the copy may share them: the random source's state and the last
    // hunt's report and the finale (replaced whole), the players' names, the Gibier deck's cards
    const unchanged = (path: string) => ['/rng', '/lastHunt', '/finale', '/seats'].includes(path) || path.startsWith('/gibierDeck/');
    for (const state of states) {
      const copy = copyState(state);
      expect(copy).toEqual({ ...state, events: [] });
      expect(sharedObjects(state, copy, unchanged)).toEqual([]);
    }
  });

  it('a view shares nothing with the state it shows', () => {
    for (const state of states) {
      for (const viewer of [0, 1, 'table'] as const) expect(sharedObjects(state, view(state, viewer), () => false)).toEqual([]);
    }
  });
});

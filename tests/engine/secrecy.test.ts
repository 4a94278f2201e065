/** The conformance suite's secrecy check catches each way a game can leak what a viewer may not see. */
import { describe, expect, it } from 'vitest';
import { Rng, randomSource } from '../../engine/core/rng';
import type { GameDefinition } from '../../engine/core/types';
import { checkSecrecy } from './conformance';
import { secretPickDefinition, secretPickVariants, type SecretPickState } from './support/secret-pick';

type Definition = GameDefinition<SecretPickState, object>;

/** every state of a few random three-seat games of two rounds */
function states(def: Definition = secretPickDefinition): SecretPickState[] {
  const all: SecretPickState[] = [];
  for (let seed = 0; seed < 5; seed++) {
    const random = randomSource(seed);
    let state = def.setup({ seats: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cid' }], firstSeat: 0, options: { rounds: 2 } }, seed);
    all.push(state);
    while (!def.outcome(state)) {
      const active = def.activeSeats(state);
      const seat = active[Math.floor(random() * active.length)];
      const legal = def.legalActions(state, seat);
      state = def.apply(state, seat, legal[Math.floor(random() * legal.length)]);
      all.push(state);
    }
  }
  return all;
}

function firstLeak(def: Definition, withVariants = true): string | undefined {
  const random = randomSource(99);
  for (const state of states(def)) {
    try {
      checkSecrecy(def, state, random, withVariants ? secretPickVariants : undefined);
    } catch (error) {
      return (error as Error).message;
    }
  }
  return undefined;
}

describe('conformance: secrecy', () => {
  it('accepts a game whose views and moves hide each pending pick from everyone else', () => {
    expect(states().some((state) => state.picks.some((pick) => pick !== null))).toBe(true);
    expect(firstLeak(secretPickDefinition)).toBeUndefined();
  });

  it('catches a table view that shows the pending picks', () => {
    const leaky: Definition = { ...secretPickDefinition, view: (state, viewer) => ({ ...secretPickDefinition.view(state, viewer), picks: state.picks }) };
    expect(firstLeak(leaky)).toMatch(/^the view for table changes with hidden variant/);
  });

  it("catches a seat's view that shows another seat's pick", () => {
    const leaky: Definition = {
      ...secretPickDefinition,
      view: (state, viewer) => ({ ...secretPickDefinition.view(state, viewer), ...(viewer === 1 ? { left: state.picks[0] } : {}) }),
    };
    expect(firstLeak(leaky)).toMatch(/^the view for 1 changes with hidden variant \d+ \(owner 0\)/);
  });

  it('catches a view that tells what the PRNG will draw next, with no hook at all', () => {
    const leaky: Definition = {
      ...secretPickDefinition,
      view: (state, viewer) => ({ ...secretPickDefinition.view(state, viewer), omen: new Rng(state.rng).int(1, 6) }),
    };
    expect(firstLeak(leaky, false)).toMatch(/^the view for table changes with another PRNG state/);
  });

  it("catches legal actions that depend on another seat's secret", () => {
    const leaky: Definition = {
      ...secretPickDefinition,
      // "you cannot take the card the seat before you took": tells that seat's pick away
      legalActions: (state, seat) =>
        secretPickDefinition.legalActions(state, seat).filter((action) => seat === 0 || action.card !== state.picks[seat - 1]),
    };
    expect(firstLeak(leaky)).toMatch(/^the legal actions of seat [12] change with hidden variant \d+ \(owner [01]\)/);
  });

  it('catches whose turn is private depending on a secret', () => {
    const leaky: Definition = {
      ...secretPickDefinition,
      // seat 1 may choose openly while seat 0 holds the strongest card: the table would learn it
      privateTurn: (state, seat) => secretPickDefinition.privateTurn!(state, seat) && !(seat === 1 && state.picks[0] === 'elder-mead'),
    };
    expect(firstLeak(leaky)).toMatch(/^who is to act, whose turn is private or the outcome changes with hidden variant/);
  });
});

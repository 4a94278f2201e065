/**
 * Seeded randomness kept inside game state, so that the same seed and the same actions give the
 * same dice on any machine, and undoing a roll then rolling again gives the same faces.
 */
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

/** The generator's four 32-bit words: plain JSON. */
export type RngState = [number, number, number, number];

export function seedRng(seed: number): RngState {
  return xoroshiro128plus(seed | 0).getState() as RngState;
}

/**
 * A mutable cursor over an RngState for use inside one `apply`: draw, then write `state()` back
 * into the new game state.
 */
export class Rng {
  private readonly generator;

  constructor(state: RngState) {
    this.generator = xoroshiro128plusFromState(state);
  }

  /** an integer in [from, to], both included */
  int(from: number, to: number): number {
    return uniformInt(this.generator, from, to);
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)];
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }

  state(): RngState {
    return this.generator.getState() as RngState;
  }
}

/** A [0,1) source for bots and tests, from a seed. */
export function randomSource(seed: number): () => number {
  const rng = new Rng(seedRng(seed));
  return () => rng.int(0, 0x3fffffff) / 0x40000000;
}

/** A fresh PRNG state drawn from a [0,1) source: the dice to come, redrawn by a bot's search. */
export function drawnRng(random: () => number): RngState {
  return seedRng(Math.floor(random() * 2 ** 32));
}

/**
 * A game's `determinize` when nothing is hidden but the dice to come (Troll Dice, Battle Dice): a
 * seat could be in the very same state with any other dice ahead.
 */
export function withDrawnDice<S extends { rng: RngState }>(state: S, _seat: number, random: () => number): S {
  return { ...state, rng: drawnRng(random) };
}

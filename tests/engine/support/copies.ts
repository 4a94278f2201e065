/**
 * For the tests of games that copy their state by hand (TRÔL, Battle Dice): the states of seeded
 * games to copy, and what a copy shares with its original.
 */
import { randomSource } from '../../../engine/core/rng';
import type { BaseState, Bot, GameDefinition, MatchConfig } from '../../../engine/core/types';

/** every state of a seeded game with `bot` in every seat, from the setup to the end */
export function statesOf<S extends BaseState>(definition: GameDefinition<S, unknown>, bot: Bot<S>, config: MatchConfig, seed: number): S[] {
  const random = randomSource(seed);
  const states = [definition.setup(config, seed)];
  for (let state = states[0]; !definition.outcome(state); states.push(state)) {
    const seat = definition.activeSeats(state)[0];
    state = definition.apply(state, seat, bot.choose(state, seat, random));
  }
  return states;
}

/** every object and array reachable from `value`, with its path, but under the paths `skipped` */
function objectsIn(value: unknown, skipped: (path: string) => boolean, path = '', found = new Map<object, string>()): Map<object, string> {
  if (typeof value !== 'object' || value === null || skipped(path)) return found;
  found.set(value, path);
  for (const [key, inner] of Object.entries(value)) objectsIn(inner, skipped, `${path}/${key}`, found);
  return found;
}

/** the paths in `copy` of the objects and arrays it shares with `original`, but under the paths `skipped` */
export function sharedObjects(original: unknown, copy: unknown, skipped: (path: string) => boolean): string[] {
  const mine = objectsIn(original, skipped);
  return [...objectsIn(copy, skipped)].filter(([object]) => mine.has(object)).map(([, path]) => path || '/');
}

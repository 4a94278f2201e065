/**
 * The thirty hero dice, designed for Troll Night (the published dice's faces are not public).
 * Face i is opposite face i + 3; the signature ability is faces[0] and faces[3]. Every ability is
 * the signature of two heroes and a plain face of eight more: ten heroes each. The faces were
 * revised from the balance report of `npm run bench` (scripts/bench/battle-dice.ts).
 */
import type { Ability, Hero, HeroId, Region } from './types';

export const ABILITIES: readonly Ability[] = [
  'dark',
  'fire',
  'bash',
  'curse',
  'lightning',
  'drain',
  'light',
  'water',
  'shield',
  'meditate',
  'swarm',
  'growth',
  'ice',
  'poison',
  'focus',
];

export const REGIONS: readonly Region[] = ['mainland', 'islands', 'mountain', 'clouds'];

export const HEROES: readonly Hero[] = [
  { id: 'knight', region: 'mainland', faces: ['shield', 'bash', 'focus', 'shield', 'ice', 'drain'] },
  { id: 'wizard', region: 'mainland', faces: ['lightning', 'focus', 'ice', 'lightning', 'dark', 'water'] },
  { id: 'witch', region: 'mainland', faces: ['curse', 'fire', 'dark', 'curse', 'light', 'growth'] },
  { id: 'paladin', region: 'mainland', faces: ['light', 'fire', 'meditate', 'light', 'swarm', 'bash'] },
  { id: 'monk', region: 'mainland', faces: ['meditate', 'dark', 'light', 'meditate', 'drain', 'shield'] },
  { id: 'druid', region: 'mainland', faces: ['growth', 'water', 'fire', 'growth', 'dark', 'curse'] },
  { id: 'archer', region: 'mainland', faces: ['focus', 'poison', 'shield', 'focus', 'bash', 'lightning'] },
  { id: 'thief', region: 'mainland', faces: ['poison', 'dark', 'bash', 'poison', 'curse', 'swarm'] },
  { id: 'pirate', region: 'islands', faces: ['curse', 'bash', 'swarm', 'curse', 'water', 'shield'] },
  { id: 'mermaid', region: 'islands', faces: ['water', 'ice', 'lightning', 'water', 'meditate', 'light'] },
  { id: 'kraken', region: 'islands', faces: ['drain', 'poison', 'growth', 'drain', 'bash', 'ice'] },
  { id: 'ghost', region: 'islands', faces: ['dark', 'curse', 'poison', 'dark', 'meditate', 'fire'] },
  { id: 'turtle', region: 'islands', faces: ['water', 'shield', 'meditate', 'water', 'growth', 'poison'] },
  { id: 'shaman', region: 'islands', faces: ['meditate', 'poison', 'lightning', 'meditate', 'drain', 'shield'] },
  { id: 'serpent', region: 'islands', faces: ['poison', 'lightning', 'ice', 'poison', 'swarm', 'meditate'] },
  { id: 'troll', region: 'mountain', faces: ['bash', 'water', 'growth', 'bash', 'lightning', 'drain'] },
  { id: 'giant', region: 'mountain', faces: ['bash', 'shield', 'swarm', 'bash', 'lightning', 'meditate'] },
  { id: 'yeti', region: 'mountain', faces: ['ice', 'water', 'fire', 'ice', 'swarm', 'shield'] },
  { id: 'dwarf', region: 'mountain', faces: ['shield', 'curse', 'water', 'shield', 'fire', 'ice'] },
  { id: 'goblin', region: 'mountain', faces: ['swarm', 'dark', 'curse', 'swarm', 'poison', 'focus'] },
  { id: 'vampire', region: 'mountain', faces: ['drain', 'focus', 'light', 'drain', 'swarm', 'growth'] },
  { id: 'bat', region: 'mountain', faces: ['swarm', 'bash', 'fire', 'swarm', 'meditate', 'dark'] },
  { id: 'dragon', region: 'clouds', faces: ['fire', 'focus', 'light', 'fire', 'shield', 'poison'] },
  { id: 'phoenix', region: 'clouds', faces: ['fire', 'light', 'growth', 'fire', 'water', 'drain'] },
  { id: 'angel', region: 'clouds', faces: ['light', 'focus', 'drain', 'light', 'curse', 'growth'] },
  { id: 'griffin', region: 'clouds', faces: ['focus', 'ice', 'drain', 'focus', 'lightning', 'light'] },
  { id: 'harpy', region: 'clouds', faces: ['dark', 'drain', 'fire', 'dark', 'focus', 'poison'] },
  { id: 'djinn', region: 'clouds', faces: ['lightning', 'growth', 'focus', 'lightning', 'light', 'curse'] },
  { id: 'pixie', region: 'clouds', faces: ['growth', 'lightning', 'water', 'growth', 'meditate', 'ice'] },
  { id: 'owl', region: 'clouds', faces: ['ice', 'curse', 'swarm', 'ice', 'bash', 'dark'] },
];

const HERO_BY_ID = new Map<HeroId, Hero>(HEROES.map((hero) => [hero.id, hero]));

export function hero(id: HeroId): Hero {
  const found = HERO_BY_ID.get(id);
  if (!found) throw new RangeError(`no hero "${id}"`);
  return found;
}

export function isHero(id: unknown): id is HeroId {
  return typeof id === 'string' && HERO_BY_ID.has(id);
}

/** the ability on the hero's name side (two opposite faces) */
export function signature(id: HeroId): Ability {
  return hero(id).faces[0];
}

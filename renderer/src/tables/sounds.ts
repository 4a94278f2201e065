/** Each game's sounds, by game id (each game's `sounds.ts` says what its events sound like). */
import type { CueMap } from '../lib/sound/cue-map';
import { battleDiceSounds } from './battle-dice/sounds';
import { thudSounds } from './thud/sounds';
import { trolSounds } from './trol/sounds';
import { trollDiceSounds } from './troll-dice/sounds';
import { trolldilemmaSounds } from './trolldilemma/sounds';

const sounds: Record<string, CueMap> = {
  'troll-dice': trollDiceSounds,
  trolldilemma: trolldilemmaSounds,
  'battle-dice': battleDiceSounds,
  thud: thudSounds,
  trol: trolSounds,
};

/** the cue map of `gameId`; a game without one is silent */
export function soundsFor(gameId: string): CueMap {
  return Object.hasOwn(sounds, gameId) ? sounds[gameId] : {};
}

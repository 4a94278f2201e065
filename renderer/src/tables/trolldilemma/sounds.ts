/**
 * What each Trolldilemma event sounds like (events are built in engine/games/trolldilemma/rules.ts).
 * A secret throw or Troll'ey choice reaches the table only as `has-thrown` / `has-pointed`: one
 * tick whatever was chosen; what was chosen is heard when all are revealed together.
 */
import type { CueMap } from '../../lib/sound/cue-map';

export const trolldilemmaSounds: CueMap = {
  market: 'silent',
  // the travellers come down the road, then are turned face up
  'round-start': 'card-place',
  guide: 'silent',
  reveal: 'card-flip',
  'redirect-start': 'silent',
  // seen only by the one who threw (never on the TV): silent everywhere
  'thrown-secretly': 'silent',
  'has-thrown': 'tick',
  'throws-revealed': 'reveal',
  throw: 'card-throw',
  'throw-self': 'card-throw',
  'throw-middle': 'card-throw',
  'throw-mirrored': 'card-throw',
  // a troll jumps out from under the bridge, club first
  raid: 'club-thud',
  pay: 'coins',
  'pay-cursed': 'skull',
  pedlar: 'coins',
  'end-of-turn-later': 'silent',
  pickpocket: 'coins',
  wash: 'heal',
  gossip: 'skull',
  fight: 'club-thud',
  helmet: 'clang',
  charm: 'heal',
  hex: 'skull',
  'stays-as-skull': 'skull',
  'trolley-start': 'horn',
  'pointed-secretly': 'silent',
  'has-pointed': 'tick',
  'trolley-revealed': 'reveal',
  'trolley-takes': 'coins',
  'trolley-stops': 'clang',
  pass: 'tick',
  buy: 'coins',
  soap: 'heal',
  'stink-bomb': 'skull',
  'troll-horn': 'horn',
  'first-player': 'silent',
  alms: 'coins',
  minstrel: 'coins',
  trollbird: 'coins',
  'gambler-loses': 'hunt-fail',
  'gambler-wins': 'coins',
  toll: 'coins',
  warning: 'skull',
  'game-end': 'win',
  'road-empty': 'win',
  winner: 'win',
};

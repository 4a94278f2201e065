/** What each Troll Dice event sounds like (events are built in engine/games/troll-dice/rules.ts). */
import type { CueMap } from '../../lib/sound/cue-map';

export const trollDiceSounds: CueMap = {
  'turn-start': 'silent',
  // told with the roll it comes from
  frenzy: 'silent',
  roll: 'dice-roll',
  heal: 'heal',
  'no-hits': 'silent',
  // a club die handed to a defender
  give: 'tick',
  'defence-roll': 'die-clack',
  'counter-roll': 'die-clack',
  block: 'clang',
  // the club flies back at the attacker
  counter: 'card-throw',
  wound: 'club-thud',
  'knocked-out': 'knockout',
  eliminated: 'knockout',
  rejuvenation: 'heal',
  'last-two-return': 'horn',
  'all-return': 'horn',
  'blood-surge': 'horn',
  'surge-lost': 'horn',
  winner: 'win',
};

/**
 * What each TRÔL event sounds like (events are built in engine/games/trol/rules.ts, resolution.ts
 * and finale.ts). A card placed face down by night sounds as one placed face up: `placed` is one
 * cue whatever card it was.
 */
import type { CueMap } from '../../lib/sound/cue-map';

export const trolSounds: CueMap = {
  setup: 'silent',
  placed: 'card-place',
  // a hunt starts: the cards under its Gibier are turned over
  triggered: 'card-flip',
  'auto-hunt': 'card-flip',
  'trap-early': 'clang',
  spares: 'tick',
  // a Fourbe's betrayal and a Chaman's reroll are heard in the dice they roll
  betrays: 'silent',
  reroll: 'silent',
  rolled: 'dice-roll',
  betrayed: 'club-thud',
  'betrayal-missed': 'tick',
  strike: 'club-thud',
  doubled: 'coins',
  'no-stagiaire': 'silent',
  'stagiaire-played': 'card-place',
  'hunt-ratee': 'hunt-fail',
  'hunt-reussie': 'hunt-success',
  'hunt-explosee': 'hunt-explode',
  'trap-sprung': 'clang',
  // the hunt's result says it
  food: 'silent',
  trophy: 'silent',
  'gibier-discarded': 'silent',
  'new-gibier': 'card-place',
  cycle: 'bell',
  'alternance-ignored': 'silent',
  'last-hunts': 'horn',
  'eliminated-food': 'knockout',
  'eliminated-masks': 'knockout',
  'spared-food': 'tick',
  'spared-masks': 'tick',
  'chiefs-roll': 'dice-roll',
  'winner-by-trophies': 'win',
  'winner-by-gibiers': 'win',
  'winner-by-danger': 'win',
  'winner-by-dice': 'win',
};

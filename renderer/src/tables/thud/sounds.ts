/** What each Thud event sounds like: every type of `ThudEvent` is listed (the compiler checks it). */
import type { ThudEvent } from '$engine/games/thud/types';
import type { CueMap } from '../../lib/sound/cue-map';

export const thudSounds: CueMap<ThudEvent['type']> = {
  // everything in Thud is public: a move that takes pieces lands with a capture
  move: (event) => (Array.isArray(event.captures) && event.captures.length > 0 ? 'capture' : 'piece-slide'),
  'propose-end': 'tick',
  'accept-end': 'tick',
  'decline-end': 'tick',
  'battle-end': 'horn',
  'battle-start': 'horn',
  'game-end': 'win',
};

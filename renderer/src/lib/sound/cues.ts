/**
 * Every sound effect of the table, each synthesized from the blocks in `synth.ts` (no sound
 * files). A recipe schedules its layers from `at` (seconds on the context's clock); `settle` is
 * when rolled dice land, so their knock comes as the table shows their faces.
 */
import { midiHz, Voice } from './synth';

export const cueNames = [
  'dice-roll',
  'die-clack',
  'card-place',
  'card-flip',
  'card-throw',
  'coins',
  'skull',
  'club-thud',
  'capture',
  'piece-slide',
  'clang',
  'heal',
  'hunt-success',
  'hunt-fail',
  'hunt-explode',
  'reveal',
  'horn',
  'knockout',
  'bell',
  'win',
  'tick',
] as const;

export type CueName = (typeof cueNames)[number];

/** the cues that matter most first: of a move's many, these are the ones heard */
export const importance: readonly CueName[] = [
  'win',
  'hunt-explode',
  'hunt-success',
  'hunt-fail',
  'capture',
  'knockout',
  'reveal',
  'dice-roll',
  'club-thud',
  'horn',
  'skull',
  'coins',
  'clang',
  'card-throw',
  'card-flip',
  'card-place',
  'die-clack',
  'piece-slide',
  'heal',
  'bell',
  'tick',
] satisfies readonly CueName[];

export interface CueTiming {
  /** seconds from `at` until rolled dice land (the end of the table's tumble) */
  settle: number;
}

type Recipe = (voice: Voice, at: number, timing: CueTiming) => void;

/** a die knocking on wood: a short low thump and a bright tick */
function knock(voice: Voice, at: number, loudness: number): void {
  voice.tone(at, { type: 'sine', freq: 190 + Math.random() * 60, freqEnd: 90, gain: 0.35 * loudness, decay: 0.06 });
  voice.noise(at, { filter: 'bandpass', freq: 2200 + Math.random() * 1800, q: 3, gain: 0.5 * loudness, decay: 0.035 });
}

/** a few coins landing: FM partials at inharmonic ratios, each coin a little higher or lower */
function clink(voice: Voice, at: number, loudness: number): void {
  const base = 1800 + Math.random() * 900;
  voice.metal(at, { freq: base, ratio: 1.41, index: 2.2, gain: 0.16 * loudness, decay: 0.35 });
  voice.metal(at, { freq: base * 2.76, ratio: 0.73, index: 1.1, gain: 0.07 * loudness, decay: 0.22 });
  voice.noise(at, { filter: 'highpass', freq: 5000, gain: 0.12 * loudness, decay: 0.02 });
}

/** a soft plucked note (a lute's string): a triangle and its octave, quickly damped */
function pluck(voice: Voice, at: number, note: number, loudness: number, decay = 0.5): void {
  voice.tone(at, { type: 'triangle', freq: midiHz(note), gain: 0.22 * loudness, decay, lowpass: 2600 });
  voice.tone(at, { type: 'sine', freq: midiHz(note + 12), gain: 0.06 * loudness, decay: decay * 0.5 });
}

/** a brassy horn note: two detuned saws under a lowpass, swelling in */
function brass(voice: Voice, at: number, note: number, length: number, loudness = 1): void {
  for (const detune of [-7, 7]) {
    voice.tone(at, { type: 'sawtooth', freq: midiHz(note), detune, gain: 0.09 * loudness, attack: 0.04, decay: length, lowpass: 1500 });
  }
}

const recipes: Record<CueName, Recipe> = {
  // a handful of dice shaken in a cup and thrown: a rattle of knocks, then the last ones settle
  'dice-roll': (voice, at, { settle }) => {
    voice.noise(at, { filter: 'bandpass', freq: 1400, freqEnd: 700, q: 0.8, gain: 0.12, attack: 0.05, decay: Math.max(0.15, settle) });
    const knocks = 9;
    for (let i = 0; i < knocks; i++) knock(voice, at + (settle * 0.85 * i) / knocks + Math.random() * 0.03, 0.5 + Math.random() * 0.4);
    knock(voice, at + settle, 0.9);
    knock(voice, at + settle + 0.07, 0.55);
  },
  // one die rolled for a duel: two quick knocks and a small rattle
  'die-clack': (voice, at) => {
    knock(voice, at, 0.8);
    knock(voice, at + 0.09, 0.5);
    knock(voice, at + 0.15, 0.3);
  },
  // a card slid onto the table: a paper swish, then a soft tap on the felt
  'card-place': (voice, at) => {
    voice.noise(at, { filter: 'bandpass', freq: 3500, freqEnd: 1800, q: 1.2, gain: 0.18, attack: 0.02, decay: 0.12 });
    voice.tone(at + 0.11, { type: 'sine', freq: 160, freqEnd: 80, gain: 0.25, decay: 0.07 });
    voice.noise(at + 0.11, { filter: 'lowpass', freq: 900, gain: 0.2, decay: 0.05 });
  },
  // a card turned over: two quick flicks of paper, the second brighter
  'card-flip': (voice, at) => {
    voice.noise(at, { filter: 'bandpass', freq: 2500, freqEnd: 5000, q: 2, gain: 0.2, decay: 0.06 });
    voice.noise(at + 0.07, { filter: 'bandpass', freq: 4200, freqEnd: 2200, q: 2, gain: 0.22, decay: 0.08 });
  },
  // something thrown across the table: a whoosh rising then falling, and where it lands
  'card-throw': (voice, at) => {
    voice.noise(at, { filter: 'bandpass', freq: 600, freqEnd: 3200, q: 2.5, gain: 0.22, attack: 0.12, decay: 0.22 });
    voice.tone(at + 0.32, { type: 'sine', freq: 140, freqEnd: 70, gain: 0.3, decay: 0.09 });
    voice.noise(at + 0.32, { filter: 'lowpass', freq: 1200, gain: 0.15, decay: 0.06 });
  },
  // a small pile of coins poured: five clinks, close together
  coins: (voice, at) => {
    for (let i = 0; i < 5; i++) clink(voice, at + i * 0.055 + Math.random() * 0.025, 1 - i * 0.12);
  },
  // a skull set down: a hollow bony knock (a resonant wood block) and a low eerie fifth under it
  skull: (voice, at) => {
    voice.noise(at, { filter: 'bandpass', freq: 650, q: 12, gain: 0.6, decay: 0.16 });
    voice.tone(at, { type: 'triangle', freq: 320, freqEnd: 260, gain: 0.22, decay: 0.14 });
    voice.tone(at + 0.05, { type: 'sine', freq: midiHz(45), gain: 0.1, attack: 0.05, decay: 0.6 });
    voice.tone(at + 0.05, { type: 'sine', freq: midiHz(52) * 1.006, gain: 0.07, attack: 0.05, decay: 0.6 });
  },
  // a club's blow: a sine falling fast in pitch (the body of the thud) and a burst of low noise
  'club-thud': (voice, at) => {
    voice.tone(at, { type: 'sine', freq: 130, freqEnd: 38, gain: 0.8, decay: 0.32 });
    voice.noise(at, { filter: 'lowpass', freq: 700, freqEnd: 150, gain: 0.45, decay: 0.18 });
    voice.noise(at, { filter: 'bandpass', freq: 1800, q: 1.5, gain: 0.12, decay: 0.03 });
  },
  // a piece taken in Thud: the thud, then stones crumbling (a rattle of low noise grains)
  capture: (voice, at) => {
    voice.tone(at, { type: 'sine', freq: 110, freqEnd: 32, gain: 0.85, decay: 0.4 });
    voice.noise(at, { filter: 'lowpass', freq: 900, freqEnd: 120, gain: 0.5, decay: 0.25 });
    for (let i = 0; i < 6; i++) {
      voice.noise(at + 0.12 + i * 0.045 + Math.random() * 0.03, { filter: 'bandpass', freq: 500 + Math.random() * 900, q: 4, gain: 0.25, decay: 0.05 });
    }
  },
  // a piece slid across the board: a short wooden scrape ending in a tap
  'piece-slide': (voice, at) => {
    voice.noise(at, { filter: 'bandpass', freq: 900, freqEnd: 1400, q: 1.5, gain: 0.14, attack: 0.03, decay: 0.16 });
    voice.tone(at + 0.17, { type: 'sine', freq: 240, freqEnd: 130, gain: 0.28, decay: 0.06 });
    voice.noise(at + 0.17, { filter: 'bandpass', freq: 2600, q: 3, gain: 0.18, decay: 0.025 });
  },
  // a blow blocked (a shield, a helmet): a struck iron plate, ringing
  clang: (voice, at) => {
    voice.metal(at, { freq: 520, ratio: 1.73, index: 3, gain: 0.22, decay: 0.7 });
    voice.metal(at, { freq: 1310, ratio: 2.41, index: 1.5, gain: 0.1, decay: 0.45 });
    voice.noise(at, { filter: 'highpass', freq: 3000, gain: 0.2, decay: 0.03 });
  },
  // health back: a soft rising arpeggio of bells
  heal: (voice, at) => {
    [74, 78, 81, 86].forEach((note, i) => voice.metal(at + i * 0.07, { freq: midiHz(note), ratio: 2, index: 0.6, gain: 0.08, decay: 0.5 }));
  },
  // a hunt that brought its Gibier down: a short rising horn call
  'hunt-success': (voice, at) => {
    brass(voice, at, 62, 0.22);
    brass(voice, at + 0.18, 66, 0.22);
    brass(voice, at + 0.36, 69, 0.6);
    pluck(voice, at + 0.36, 74, 0.8, 0.8);
  },
  // a hunt that fell short: a sagging "wah-wah" on a muted horn
  'hunt-fail': (voice, at) => {
    voice.tone(at, { type: 'sawtooth', freq: midiHz(58), freqEnd: midiHz(56), gain: 0.12, attack: 0.05, decay: 0.35, lowpass: 900 });
    voice.tone(at + 0.4, { type: 'sawtooth', freq: midiHz(55), freqEnd: midiHz(50), gain: 0.12, attack: 0.05, decay: 0.75, lowpass: 700 });
  },
  // a hunt that blew up: a boom (a deep pitch drop) and a long burst of noise closing down
  'hunt-explode': (voice, at) => {
    voice.tone(at, { type: 'sine', freq: 90, freqEnd: 25, gain: 0.9, decay: 0.9 });
    voice.noise(at, { filter: 'lowpass', freq: 3000, freqEnd: 90, gain: 0.55, attack: 0.005, decay: 1.1 });
    voice.noise(at + 0.02, { filter: 'bandpass', freq: 1800, freqEnd: 300, q: 0.7, gain: 0.25, decay: 0.5 });
  },
  // everyone's secret choices turned over at once: a swish rising into a bright chord of bells
  reveal: (voice, at) => {
    voice.noise(at, { filter: 'bandpass', freq: 800, freqEnd: 6000, q: 1.5, gain: 0.15, attack: 0.2, decay: 0.1 });
    [69, 74, 78].forEach((note) => voice.metal(at + 0.26, { freq: midiHz(note + 12), ratio: 3.01, index: 0.8, gain: 0.07, decay: 0.9 }));
  },
  // an announcement across the table: a drum hit under a single horn note
  horn: (voice, at) => {
    voice.tone(at, { type: 'sine', freq: 100, freqEnd: 55, gain: 0.5, decay: 0.3 });
    brass(voice, at, 57, 0.7, 0.9);
    brass(voice, at, 64, 0.7, 0.6);
  },
  // a troll (or a hero) out: a low gong, its partials beating
  knockout: (voice, at) => {
    voice.metal(at, { freq: 98, ratio: 1.48, index: 4, gain: 0.35, decay: 1.6 });
    voice.metal(at, { freq: 98 * 2.1, ratio: 1.19, index: 2, gain: 0.12, decay: 1.1 });
    voice.tone(at, { type: 'sine', freq: 80, freqEnd: 45, gain: 0.4, decay: 0.4 });
  },
  // day turns to night (or back): a soft bell, twice
  bell: (voice, at) => {
    voice.metal(at, { freq: midiHz(76), ratio: 2.76, index: 1.2, gain: 0.12, decay: 1.2 });
    voice.metal(at + 0.45, { freq: midiHz(69), ratio: 2.76, index: 1.2, gain: 0.1, decay: 1.4 });
  },
  // a win: a short fanfare in D (a horn triplet, then the chord held, a drum and a cymbal's shimmer)
  win: (voice, at) => {
    const beat = 0.14;
    [62, 62, 62].forEach((note, i) => brass(voice, at + i * beat, note, beat * 0.8));
    brass(voice, at + 3 * beat, 66, beat * 1.6);
    brass(voice, at + 5 * beat, 69, 1.1);
    brass(voice, at + 5 * beat, 74, 1.1, 0.7);
    brass(voice, at + 5 * beat, 66, 1.1, 0.6);
    voice.tone(at + 5 * beat, { type: 'sine', freq: 110, freqEnd: 50, gain: 0.55, decay: 0.35 });
    voice.noise(at + 5 * beat, { filter: 'highpass', freq: 6000, gain: 0.1, attack: 0.01, decay: 1.2 });
  },
  // a small tick: a choice made (a secret one sounds the same whatever it was), an offer, a pass
  tick: (voice, at) => {
    voice.tone(at, { type: 'sine', freq: 1320, gain: 0.1, decay: 0.05 });
    voice.noise(at, { filter: 'bandpass', freq: 3000, q: 4, gain: 0.08, decay: 0.02 });
  },
};

/**
 * Each cue's level against the others, measured on rendered cues (their RMS): the quiet paper and
 * bell sounds brought up, the explosion brought down, so no event drowns out another.
 */
const balance: Partial<Record<CueName, number>> = {
  'card-flip': 2.5,
  'card-place': 1.6,
  'piece-slide': 1.5,
  'hunt-fail': 2,
  heal: 1.4,
  tick: 1.5,
  reveal: 1.3,
  bell: 1.6,
  'hunt-explode': 0.65,
};

/** Schedule `cue` on `voice` from `at`. */
export function playCue(voice: Voice, cue: CueName, at: number, timing: CueTiming): void {
  const level = balance[cue];
  if (level === undefined) {
    recipes[cue](voice, at, timing);
    return;
  }
  const gain = voice.context.createGain();
  gain.gain.value = level;
  gain.connect(voice.out);
  recipes[cue](new Voice(voice.context, gain), at, timing);
}

/**
 * The quiet music bed of the evening, made in the page: slow pad chords in D Dorian (the mode of
 * many folk and tavern tunes), a soft bass, and now and then a plucked melody note taken from the
 * chord or the scale. Generative: the progression walks among a few chords and the melody is
 * chosen afresh, so it never loops audibly. It schedules a few seconds ahead on the audio clock,
 * so the page's timers being late never makes it stumble.
 */
import { midiHz, Voice } from './synth';

/** chords as MIDI notes around middle C, with the chords each may move to */
const chords: Record<string, { notes: number[]; next: string[] }> = {
  Dm: { notes: [50, 57, 62, 65], next: ['C', 'G', 'Am', 'F'] },
  C: { notes: [48, 55, 60, 64], next: ['Dm', 'G', 'F'] },
  G: { notes: [43, 55, 59, 62], next: ['Dm', 'C', 'Am'] },
  Am: { notes: [45, 52, 57, 60], next: ['Dm', 'G'] },
  F: { notes: [41, 53, 57, 60], next: ['C', 'G', 'Dm'] },
};

/** D Dorian over two octaves, for the melody */
const scale = [62, 64, 65, 67, 69, 71, 72, 74, 76, 77, 79];

/** seconds each chord lasts: slow, a breath per chord */
const CHORD_SECONDS = 4.8;
/** the melody's grid */
const BEATS_PER_CHORD = 6;
const LOOKAHEAD_SECONDS = 2 * CHORD_SECONDS;
const TICK_MS = 1000;

export class MusicBed {
  readonly #voice: Voice;
  #timer: ReturnType<typeof setInterval> | null = null;
  /** when the next chord starts, on the audio clock */
  #nextChordAt = 0;
  #chord = 'Dm';
  #lastNote = 69;

  constructor(voice: Voice) {
    this.#voice = voice;
  }

  get playing(): boolean {
    return this.#timer !== null;
  }

  start(): void {
    if (this.#timer !== null) return;
    this.#chord = 'Dm';
    this.#nextChordAt = this.#voice.context.currentTime + 0.1;
    this.#schedule();
    this.#timer = setInterval(() => this.#schedule(), TICK_MS);
  }

  /** no new chord is scheduled; those already sounding fade out on their own */
  stop(): void {
    if (this.#timer !== null) clearInterval(this.#timer);
    this.#timer = null;
  }

  #schedule(): void {
    const horizon = this.#voice.context.currentTime + LOOKAHEAD_SECONDS;
    while (this.#nextChordAt < horizon) {
      this.#playChord(this.#nextChordAt);
      this.#nextChordAt += CHORD_SECONDS;
      const next = chords[this.#chord].next;
      this.#chord = next[Math.floor(Math.random() * next.length)];
    }
  }

  #playChord(at: number): void {
    const voice = this.#voice;
    const { notes } = chords[this.#chord];
    const [bass, ...pad] = notes;
    // the pad: soft detuned triangles swelling in and overlapping the next chord as they fade
    for (const note of pad) {
      for (const detune of [-6, 6]) {
        voice.tone(at, { type: 'triangle', freq: midiHz(note), detune, gain: 0.05, attack: 1.6, hold: CHORD_SECONDS - 1.6, decay: 1.6, lowpass: 1100 });
      }
    }
    voice.tone(at, { type: 'sine', freq: midiHz(bass - 12), gain: 0.12, attack: 0.3, hold: CHORD_SECONDS - 1.5, decay: 1.4 });
    // the melody: sparse, mostly stepwise, leaning on the chord's notes
    const beat = CHORD_SECONDS / BEATS_PER_CHORD;
    for (let i = 0; i < BEATS_PER_CHORD; i++) {
      if (Math.random() > (i % 3 === 0 ? 0.55 : 0.2)) continue;
      const note = this.#nextMelodyNote(pad);
      voice.tone(at + i * beat, { type: 'triangle', freq: midiHz(note), gain: 0.09, decay: 1.4, lowpass: 2200 });
      voice.tone(at + i * beat, { type: 'sine', freq: midiHz(note + 12), gain: 0.025, decay: 0.6 });
    }
  }

  #nextMelodyNote(pad: number[]): number {
    const chordTones = scale.filter((note) => pad.some((tone) => (note - tone) % 12 === 0));
    const near = scale.filter((note) => Math.abs(note - this.#lastNote) <= 4);
    const pool = Math.random() < 0.6 && chordTones.length > 0 ? chordTones : near.length > 0 ? near : scale;
    const sorted = [...pool].sort((a, b) => Math.abs(a - this.#lastNote) - Math.abs(b - this.#lastNote));
    this.#lastNote = sorted[Math.min(sorted.length - 1, Math.floor(Math.random() * 3))];
    return this.#lastNote;
  }
}

/**
 * The table's sound: one AudioContext for the page, made (or woken) on the first touch, key or
 * click, as browsers allow sound only after one; a master gain with an effects bus and a music
 * bus under it, set from the settings. The TV's app turns it on; a phone page never does, so
 * phones stay silent (they vibrate).
 */
import type { Settings } from '$contract/api';
import { importance, playCue, type CueName } from './cues';
import { MusicBed } from './music';
import { Voice } from './synth';

export type SoundSettings = Pick<Settings, 'effectsVolume' | 'musicVolume' | 'muted'>;

/** how far apart the cues of one moment start, in seconds: heard one after another, not as one noise */
const STAGGER_SECONDS = 0.12;
/** the most cues one moment plays: a bot's move of many events is not a wall of noise */
const MOST_CUES_AT_ONCE = 3;
/** a cue heard this recently (seconds) is not started again: bots' quick moves shown at once do not pile up */
const REPEAT_AFTER_SECONDS = 0.2;
/** when dice land, without a tumble on screen to follow */
const DEFAULT_SETTLE_SECONDS = 0.45;
/** the music bed sits under the effects at the same setting (measured on rendered audio: a third to half their loudness) */
const MUSIC_LEVEL = 0.4;
/** seconds for a volume change to glide, so it never clicks */
const GLIDE_SECONDS = 0.05;

/** a volume setting (0..100) as a gain: squared, since loudness is heard roughly so */
function gainOf(volume: number): number {
  const share = Math.min(100, Math.max(0, volume)) / 100;
  return share * share;
}

interface Buses {
  context: AudioContext;
  master: GainNode;
  effects: GainNode;
  music: GainNode;
  bed: MusicBed;
}

export class SoundEngine {
  #buses: Buses | null = null;
  #settings: SoundSettings = { effectsVolume: 0, musicVolume: 0, muted: true };
  /** the page is one that makes sound (the TV); off until the app says so */
  #enabled = false;
  /** when each cue last started, on the audio clock */
  readonly #lastStarted = new Map<CueName, number>();
  readonly #windowOf: () => (Window & typeof globalThis) | undefined;

  constructor(windowOf: () => (Window & typeof globalThis) | undefined = () => (typeof window === 'undefined' ? undefined : window)) {
    this.#windowOf = windowOf;
  }

  /** the settings to follow; `enabled`: this page makes sound at all */
  configure(settings: SoundSettings, enabled = true): void {
    this.#settings = { effectsVolume: settings.effectsVolume, musicVolume: settings.musicVolume, muted: settings.muted };
    this.#enabled = enabled;
    this.#applyLevels();
  }

  /** effects would be heard now (on, not muted, above 0) */
  get audible(): boolean {
    return this.#enabled && !this.#settings.muted && this.#settings.effectsVolume > 0;
  }

  /**
   * Make the AudioContext on the first gesture (and wake it if the browser put it to sleep);
   * returns a function that stops listening.
   */
  listenForGestures(target: Window): () => void {
    const wake = () => this.unlock();
    const kinds = ['pointerdown', 'keydown', 'touchstart'] as const;
    for (const kind of kinds) target.addEventListener(kind, wake, { capture: true, passive: true });
    return () => {
      for (const kind of kinds) target.removeEventListener(kind, wake, { capture: true });
    };
  }

  /** called from a user gesture: the context exists and runs */
  unlock(): void {
    if (!this.#enabled) return;
    const buses = this.#buses ?? this.#createBuses();
    if (!buses) return;
    if (buses.context.state === 'suspended') void buses.context.resume().catch(() => {});
    this.#applyLevels();
  }

  /**
   * Play `cues` now, each once, a moment apart (what follows rolled dice, once they land); of many,
   * only the few that matter most. `settle`: seconds until rolled dice land.
   */
  play(cues: readonly CueName[], settle = DEFAULT_SETTLE_SECONDS): void {
    const buses = this.#buses;
    if (!buses || !this.audible || cues.length === 0) return;
    if (buses.context.state === 'suspended') void buses.context.resume().catch(() => {});
    const voice = new Voice(buses.context, buses.effects);
    const now = buses.context.currentTime;
    const fresh = distinct(cues).filter((cue) => (this.#lastStarted.get(cue) ?? -Infinity) <= now - REPEAT_AFTER_SECONDS);
    let at = now + 0.01;
    for (const cue of mostImportant(fresh, MOST_CUES_AT_ONCE)) {
      this.#lastStarted.set(cue, at);
      playCue(voice, cue, at, { settle });
      at += cue === 'dice-roll' ? settle + STAGGER_SECONDS : STAGGER_SECONDS;
    }
  }

  /** Let go of the context (the page is going away). */
  close(): void {
    this.#buses?.bed.stop();
    void this.#buses?.context.close().catch(() => {});
    this.#buses = null;
    this.#lastStarted.clear();
  }

  #createBuses(): Buses | null {
    const win = this.#windowOf();
    const Context = win?.AudioContext ?? (win as { webkitAudioContext?: typeof AudioContext } | undefined)?.webkitAudioContext;
    if (!Context) return null;
    const context = new Context();
    const master = context.createGain();
    const effects = context.createGain();
    const music = context.createGain();
    for (const bus of [master, effects, music]) bus.gain.value = 0;
    // a limiter last: cues that overlap at full volume are held under clipping
    const limiter = context.createDynamicsCompressor();
    limiter.threshold.value = -6;
    limiter.knee.value = 6;
    limiter.ratio.value = 12;
    limiter.attack.value = 0.003;
    limiter.release.value = 0.15;
    effects.connect(master);
    music.connect(master);
    master.connect(limiter).connect(context.destination);
    this.#buses = { context, master, effects, music, bed: new MusicBed(new Voice(context, music)) };
    return this.#buses;
  }

  #applyLevels(): void {
    const buses = this.#buses;
    if (!buses) return;
    const { effectsVolume, musicVolume, muted } = this.#settings;
    const now = buses.context.currentTime;
    const on = this.#enabled && !muted;
    buses.master.gain.setTargetAtTime(on ? 1 : 0, now, GLIDE_SECONDS);
    buses.effects.gain.setTargetAtTime(gainOf(effectsVolume), now, GLIDE_SECONDS);
    buses.music.gain.setTargetAtTime(gainOf(musicVolume) * MUSIC_LEVEL, now, GLIDE_SECONDS);
    // the bed plays only while it can be heard: no work for a silent page
    if (on && musicVolume > 0) buses.bed.start();
    else buses.bed.stop();
  }
}

/** the `most` of `cues` that matter most, in their order */
export function mostImportant(cues: readonly CueName[], most: number): CueName[] {
  if (cues.length <= most) return [...cues];
  const kept = [...cues].sort((a, b) => importance.indexOf(a) - importance.indexOf(b)).slice(0, most);
  return cues.filter((cue) => kept.includes(cue));
}

/** `cues` in order, each once */
export function distinct<T>(cues: readonly T[]): T[] {
  return [...new Set(cues)];
}

/** the page's one sound engine */
export const sound = new SoundEngine();

/**
 * The few building blocks every sound of the table is made of, on one AudioContext: noise bursts
 * through a filter, tones (with a pitch glide), and two-operator FM for metal. Every envelope
 * starts from silence and ends in silence with ramps, so nothing clicks; every node stops itself.
 */

/** gain an envelope starts from and falls to: exponential ramps cannot reach 0 */
const SILENT = 0.0001;
/** the shortest attack: shorter than this a sound starts with a click */
const MIN_ATTACK = 0.003;

export interface Envelope {
  /** peak gain, 0..1 */
  gain: number;
  /** seconds to the peak */
  attack?: number;
  /** seconds held at the peak (a pad's sustain) */
  hold?: number;
  /** seconds from the peak back to silence */
  decay: number;
}

export interface NoiseBurst extends Envelope {
  filter: BiquadFilterType;
  /** filter frequency at the start, Hz */
  freq: number;
  /** filter frequency at the end (a sweep), Hz */
  freqEnd?: number;
  q?: number;
}

export interface Tone extends Envelope {
  type: OscillatorType;
  freq: number;
  /** pitch at the end of the decay (a drop or a rise), Hz */
  freqEnd?: number;
  /** slight detune, in cents */
  detune?: number;
  /** a lowpass over the tone, Hz */
  lowpass?: number;
}

export interface Metal extends Envelope {
  /** carrier frequency, Hz */
  freq: number;
  /** modulator frequency as a ratio of the carrier: inharmonic ratios ring like metal */
  ratio: number;
  /** modulation depth as a multiple of the modulator frequency, at the strike */
  index: number;
}

const noiseBuffers = new WeakMap<BaseAudioContext, AudioBuffer>();

/** one second of white noise per context, made once */
function noiseBuffer(context: BaseAudioContext): AudioBuffer {
  let buffer = noiseBuffers.get(context);
  if (!buffer) {
    buffer = context.createBuffer(1, context.sampleRate, context.sampleRate);
    const data = buffer.getChannelData(0);
    for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1;
    noiseBuffers.set(context, buffer);
  }
  return buffer;
}

/** Where sounds are played: a context and the node they go to (the effects bus). */
export class Voice {
  readonly context: BaseAudioContext;
  readonly out: AudioNode;

  constructor(context: BaseAudioContext, out: AudioNode) {
    this.context = context;
    this.out = out;
  }

  /** a gain node shaped by `envelope` from `at`; returns it and when it is silent again */
  #envelope(at: number, envelope: Envelope, to: AudioNode): { gain: GainNode; end: number } {
    const gain = this.context.createGain();
    const attack = Math.max(MIN_ATTACK, envelope.attack ?? MIN_ATTACK);
    const peak = Math.max(SILENT, envelope.gain);
    const held = at + attack + (envelope.hold ?? 0);
    const end = held + envelope.decay;
    gain.gain.setValueAtTime(SILENT, at);
    gain.gain.linearRampToValueAtTime(peak, at + attack);
    if (held > at + attack) gain.gain.setValueAtTime(peak, held);
    gain.gain.exponentialRampToValueAtTime(SILENT, end);
    gain.connect(to);
    return { gain, end };
  }

  /** a burst of filtered noise: rattles, scrapes, swishes, the crack of a blow */
  noise(at: number, burst: NoiseBurst, to: AudioNode = this.out): void {
    const source = this.context.createBufferSource();
    source.buffer = noiseBuffer(this.context);
    const filter = this.context.createBiquadFilter();
    filter.type = burst.filter;
    filter.Q.value = burst.q ?? 1;
    filter.frequency.setValueAtTime(burst.freq, at);
    const { gain, end } = this.#envelope(at, burst, to);
    if (burst.freqEnd !== undefined) filter.frequency.exponentialRampToValueAtTime(burst.freqEnd, end);
    source.connect(filter).connect(gain);
    // a random start in the buffer, so repeated bursts never sound the same
    source.start(at, Math.random() * 0.5);
    source.stop(end + 0.02);
  }

  /** an oscillator under an envelope, its pitch gliding to `freqEnd` */
  tone(at: number, tone: Tone, to: AudioNode = this.out): void {
    const oscillator = this.context.createOscillator();
    oscillator.type = tone.type;
    oscillator.frequency.setValueAtTime(tone.freq, at);
    if (tone.detune) oscillator.detune.value = tone.detune;
    const { gain, end } = this.#envelope(at, tone, to);
    if (tone.freqEnd !== undefined) oscillator.frequency.exponentialRampToValueAtTime(tone.freqEnd, end);
    if (tone.lowpass !== undefined) {
      const filter = this.context.createBiquadFilter();
      filter.type = 'lowpass';
      filter.frequency.value = tone.lowpass;
      oscillator.connect(filter).connect(gain);
    } else {
      oscillator.connect(gain);
    }
    oscillator.start(at);
    oscillator.stop(end + 0.02);
  }

  /** a struck metal partial: a sine frequency-modulated by an inharmonic sine whose depth dies away first */
  metal(at: number, metal: Metal, to: AudioNode = this.out): void {
    const carrier = this.context.createOscillator();
    const modulator = this.context.createOscillator();
    const depth = this.context.createGain();
    const modFreq = metal.freq * metal.ratio;
    carrier.frequency.value = metal.freq;
    modulator.frequency.value = modFreq;
    const { gain, end } = this.#envelope(at, metal, to);
    depth.gain.setValueAtTime(modFreq * metal.index, at);
    depth.gain.exponentialRampToValueAtTime(Math.max(1, modFreq * metal.index * 0.05), at + metal.decay * 0.6 + MIN_ATTACK);
    modulator.connect(depth).connect(carrier.frequency);
    carrier.connect(gain);
    modulator.start(at);
    carrier.start(at);
    modulator.stop(end + 0.02);
    carrier.stop(end + 0.02);
  }
}

/** the frequency of a MIDI note number (69 is A4, 440 Hz) */
export function midiHz(note: number): number {
  return 440 * 2 ** ((note - 69) / 12);
}

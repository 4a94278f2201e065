/**
 * A stand-in for the Web Audio API in jsdom (which has none): enough of an AudioContext for the
 * sound engine to build its graph, recording every source started, so a test can tell whether a
 * sound was made and how loud the buses were set.
 */
import { expect } from 'vitest';

class FakeParam {
  value = 0;
  /** the last value scheduled, whatever the ramp */
  target = 0;
  setValueAtTime(value: number) {
    this.value = value;
    this.target = value;
    return this;
  }
  linearRampToValueAtTime(value: number) {
    this.target = value;
    return this;
  }
  exponentialRampToValueAtTime(value: number) {
    if (value <= 0) throw new RangeError('an exponential ramp cannot reach 0');
    this.target = value;
    return this;
  }
  setTargetAtTime(value: number) {
    this.target = value;
    return this;
  }
}

class FakeNode {
  readonly connections: FakeNode[] = [];
  constructor(readonly context: FakeAudioContext) {}
  connect<T>(to: T): T {
    this.connections.push(to as unknown as FakeNode);
    return to;
  }
  disconnect() {}
}

class FakeGain extends FakeNode {
  gain = new FakeParam();
}

class FakeFilter extends FakeNode {
  type = 'lowpass';
  frequency = new FakeParam();
  Q = new FakeParam();
}

class FakeCompressor extends FakeNode {
  threshold = new FakeParam();
  knee = new FakeParam();
  ratio = new FakeParam();
  attack = new FakeParam();
  release = new FakeParam();
}

class FakeSource extends FakeNode {
  stopped = false;
  start(at = 0) {
    this.context.started.push({ kind: this.kind, at });
  }
  stop() {
    this.stopped = true;
  }
  constructor(
    context: FakeAudioContext,
    readonly kind: 'oscillator' | 'buffer',
  ) {
    super(context);
  }
}

class FakeOscillator extends FakeSource {
  type = 'sine';
  frequency = new FakeParam();
  detune = new FakeParam();
  constructor(context: FakeAudioContext) {
    super(context, 'oscillator');
  }
}

class FakeBufferSource extends FakeSource {
  buffer: unknown = null;
  constructor(context: FakeAudioContext) {
    super(context, 'buffer');
  }
}

export class FakeAudioContext {
  static made: FakeAudioContext[] = [];
  readonly started: { kind: 'oscillator' | 'buffer'; at: number }[] = [];
  readonly gains: FakeGain[] = [];
  readonly sampleRate = 8000;
  readonly destination = new FakeNode(this);
  currentTime = 0;
  state: 'suspended' | 'running' | 'closed' = 'suspended';

  constructor() {
    FakeAudioContext.made.push(this);
  }
  async resume() {
    this.state = 'running';
  }
  async close() {
    this.state = 'closed';
  }
  createGain() {
    const gain = new FakeGain(this);
    this.gains.push(gain);
    return gain;
  }
  createDynamicsCompressor() {
    return new FakeCompressor(this);
  }
  createBiquadFilter() {
    return new FakeFilter(this);
  }
  createOscillator() {
    return new FakeOscillator(this);
  }
  createBufferSource() {
    return new FakeBufferSource(this);
  }
  createBuffer(_channels: number, length: number) {
    const data = new Float32Array(length);
    return { getChannelData: () => data };
  }
}

/** Put the fake on `window` as its AudioContext; returns a function that takes it away. */
export function installFakeAudio(): () => void {
  FakeAudioContext.made = [];
  const win = window as unknown as { AudioContext?: unknown };
  const before = win.AudioContext;
  win.AudioContext = FakeAudioContext;
  return () => {
    win.AudioContext = before;
  };
}

/** the one context the page made (it makes at most one) */
export function pageContext(): FakeAudioContext {
  expect(FakeAudioContext.made).toHaveLength(1);
  return FakeAudioContext.made[0];
}

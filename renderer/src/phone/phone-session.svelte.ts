/**
 * The phone page's state: what the Host last sent its seat (lobby or match), whether a move waits
 * for an answer, what the table did to the seat; and the buzz when its player's turn comes (the
 * link, its language and its refusals are LinkSession's). Only this class talks to the phone server.
 */
import type { PhoneNotice, PhoneState, PhoneWireMessage } from '$contract/api';
import type { Action } from '$engine/core/types';
import { disconnectedError, type WireConnection } from '../lib/api-client';
import { connectLink, LinkSession } from './link-session.svelte';

type PhonePush = Extract<PhoneWireMessage, { push: string }>;

/** The connection a seat link's page opens (`/p/<token>`), or null when the address holds no token. */
export function connectPhone(): WireConnection<PhonePush> | null {
  return connectLink<PhonePush>('p', 'phone-api?seat=');
}

/** A seat link's page: its link dies when a new one is made, the seat goes back to the TV, or the game ends. */
export class PhoneSession extends LinkSession<PhonePush> {
  /** null until the Host sent the first state */
  state = $state.raw<PhoneState | null>(null);
  /** a move is on its way */
  busy = $state(false);
  /** what the table did to this seat, said in words until the player reads it or plays */
  notice = $state.raw<PhoneNotice | null>(null);

  #audio: AudioContext | undefined;

  /** Plays for this phone's seat, from the match as the phone shows it. */
  async act(action: Action): Promise<void> {
    if (!this.wire || this.state?.kind !== 'match' || this.busy) return;
    this.busy = true;
    this.notice = null;
    try {
      const result = await this.wire.request('act', [action, this.state.match.summary.actionCount]);
      if (!result.ok && result.error.code !== disconnectedError.code) this.showError(result.error);
    } finally {
      this.busy = false;
    }
  }

  dismissNotice(): void {
    this.notice = null;
  }

  protected receive(next: PhoneState): void {
    const before = this.state;
    this.state = next;
    const notice = next.kind === 'match' ? next.notice : undefined;
    if (notice) this.notice = notice;
    const wasMyTurn = before?.kind === 'match' && before.match.legal.length > 0;
    const isMyTurn = next.kind === 'match' && next.match.legal.length > 0;
    // a move taken back is news even when the turn was this phone's already
    if ((isMyTurn && !wasMyTurn) || notice) this.#buzz();
  }

  /** tells the player their turn has come: a vibration where the phone has one, and a short chime once sound was unlocked by a tap */
  #buzz(): void {
    globalThis.navigator?.vibrate?.([120, 60, 120]);
    const audio = this.#audio;
    if (!audio || audio.state !== 'running') return;
    const tone = audio.createOscillator();
    const volume = audio.createGain();
    tone.frequency.value = 880;
    volume.gain.setValueAtTime(0.2, audio.currentTime);
    volume.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.35);
    tone.connect(volume).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.35);
  }

  /** browsers play sound only after a tap: the page calls this on any tap, which allows the chime from then on */
  unlockSound(): void {
    if (this.#audio || typeof AudioContext === 'undefined') return;
    this.#audio = new AudioContext();
    void this.#audio.resume();
  }
}

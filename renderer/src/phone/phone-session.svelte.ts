/**
 * The phone page's state: its seat link, what the Host last sent it (lobby or match), whether
 * the link is up, dead, or waiting for an answer; and the buzz when its player's turn comes.
 * Only this class talks to the phone server.
 */
import type { AppError, Language, PhoneNotice, PhoneState, PhoneWireMessage } from '$contract/api';
import type { Action } from '$engine/core/types';
import { createWireConnection, disconnectedError, sameOriginSocket, type WireConnection } from '../lib/api-client';
import { currentLanguage, fallbackLanguage, languages, setLanguage } from '../lib/i18n.svelte';

type PhonePush = Extract<PhoneWireMessage, { push: string }>;

const ERROR_MS = 6000;
const languageKey = 'troll-night-language';

/**
 * The connection a seat link's page opens (`/p/<token>`), or null when the address holds no
 * token. Reconnects by itself; waking the phone or its network coming back retries at once.
 */
export function connectPhone(): WireConnection<PhonePush> | null {
  return connectLink<PhonePush>('p', 'phone-api?seat=');
}

/** The connection of a link's page, `/<path>/<token>`, to its socket `/<api><token>` (a seat's or a watcher's). */
export function connectLink<Push>(path: 'p' | 'w', api: string): WireConnection<Push> | null {
  const token = new RegExp(`^/${path}/([^/]+)$`).exec(location.pathname)?.[1] ?? '';
  if (token === '') return null;
  const wire = createWireConnection<Push>({
    ...sameOriginSocket(`${api}${encodeURIComponent(token)}`),
    retryDelays: [250, 500, 1000, 2000],
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') wire.reconnectNow();
  });
  window.addEventListener('online', () => wire.reconnectNow());
  return wire;
}

/** The language this phone's player picked on it before, if any. */
export function pickedLanguage(): Language | null {
  try {
    const saved = globalThis.localStorage?.getItem(languageKey);
    return saved && (languages as readonly string[]).includes(saved) ? (saved as Language) : null;
  } catch {
    return null;
  }
}

export class PhoneSession {
  /** null until the Host sent the first state */
  state = $state.raw<PhoneState | null>(null);
  connected = $state(true);
  /** the link no longer works (a new one was made, the seat went back to the TV, the game ended) or was never whole */
  linkDead = $state(false);
  /** a move is on its way */
  busy = $state(false);
  error = $state.raw<AppError | null>(null);
  /** what the table did to this seat, said in words until the player reads it or plays */
  notice = $state.raw<PhoneNotice | null>(null);

  readonly #wire: WireConnection<PhonePush> | null;
  #errorTimer: ReturnType<typeof setTimeout> | undefined;
  #audio: AudioContext | undefined;
  /** the language picked on this phone: it stays, whatever the TV speaks */
  #picked: Language | null;

  constructor(wire: WireConnection<PhonePush> | null) {
    this.#wire = wire;
    this.linkDead = wire === null;
    this.#picked = pickedLanguage();
    // until the Host says the table's language, the phone's own is the best guess
    setLanguage(this.#picked ?? fallbackLanguage());
  }

  start(): () => void {
    if (!this.#wire) return () => {};
    const stops = [
      this.#wire.onPush((message) => this.#receive(message.state)),
      this.#wire.onConnectionChange((connected) => (this.connected = connected)),
      this.#wire.onAccessRefused(() => (this.linkDead = true)),
    ];
    return () => stops.forEach((stop) => stop());
  }

  /** Plays for this phone's seat, from the match as the phone shows it. */
  async act(action: Action): Promise<void> {
    if (!this.#wire || this.state?.kind !== 'match' || this.busy) return;
    this.busy = true;
    this.notice = null;
    try {
      const result = await this.#wire.request('act', [action, this.state.match.summary.actionCount]);
      if (!result.ok && result.error.code !== disconnectedError.code) this.showError(result.error);
    } finally {
      this.busy = false;
    }
  }

  /** This phone speaks `language` from now on, remembered on it, whatever the TV speaks. */
  switchLanguage(language: Language): void {
    this.#picked = language;
    keepPickedLanguage(language);
  }

  get language(): Language {
    return currentLanguage();
  }

  showError(error: AppError): void {
    this.error = error;
    clearTimeout(this.#errorTimer);
    this.#errorTimer = setTimeout(() => (this.error = null), ERROR_MS);
  }

  dismissError(): void {
    this.error = null;
  }

  dismissNotice(): void {
    this.notice = null;
  }

  #receive(next: PhoneState): void {
    const before = this.state;
    if (!this.#picked) setLanguage(next.language);
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

/** This phone speaks `language` from now on, remembered on it (for its seat links and watch links alike). */
export function keepPickedLanguage(language: Language): void {
  setLanguage(language);
  try {
    globalThis.localStorage?.setItem(languageKey, language);
  } catch {
    // a browser that keeps nothing (private mode): the choice holds until the page closes
  }
}

/**
 * A watcher's page state: its watch link, the public table the Host last sent, whether the link
 * is up or dead, and the reactions it sends. Only this class talks to the watch socket.
 */
import { reactionIds, type AppError, type Language, type ReactionId, type WatchState, type WatchWireMessage } from '$contract/api';
import { disconnectedError, type WireConnection } from '../lib/api-client';
import { currentLanguage, fallbackLanguage, setLanguage } from '../lib/i18n.svelte';
import { connectLink, keepPickedLanguage, pickedLanguage } from './phone-session.svelte';

type WatchPush = Extract<WatchWireMessage, { push: string }>;

const ERROR_MS = 5000;
/** how long "sent" shows under the reactions after a tap */
const SENT_MS = 1500;

/** The connection a watch link's page opens (`/w/<token>`), or null when the address holds no token. */
export function connectWatch(): WireConnection<WatchPush> | null {
  return connectLink<WatchPush>('w', 'watch-api?watch=');
}

export class WatchSession {
  /** null until the Host sent the table */
  state = $state.raw<WatchState | null>(null);
  connected = $state(true);
  /** the link no longer works (its game ended or was deleted, phones were turned off) or was never whole */
  linkDead = $state(false);
  /** a reaction is on its way */
  busy = $state(false);
  /** the last reaction reached the TV a moment ago */
  sent = $state.raw<ReactionId | null>(null);
  error = $state.raw<AppError | null>(null);

  readonly #wire: WireConnection<WatchPush> | null;
  #errorTimer: ReturnType<typeof setTimeout> | undefined;
  #sentTimer: ReturnType<typeof setTimeout> | undefined;
  #picked: Language | null;

  constructor(wire: WireConnection<WatchPush> | null) {
    this.#wire = wire;
    this.linkDead = wire === null;
    this.#picked = pickedLanguage();
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

  /** Sends `reaction` to the TV (its place in the fixed list, nothing else); a refusal is shown. */
  async react(reaction: ReactionId): Promise<void> {
    if (!this.#wire || !this.state?.reactions || this.busy) return;
    this.busy = true;
    try {
      const result = await this.#wire.request('react', [reactionIds.indexOf(reaction)]);
      if (result.ok) this.#showSent(reaction);
      else if (result.error.code !== disconnectedError.code) this.showError(result.error);
    } finally {
      this.busy = false;
    }
  }

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

  #showSent(reaction: ReactionId): void {
    this.sent = reaction;
    clearTimeout(this.#sentTimer);
    this.#sentTimer = setTimeout(() => (this.sent = null), SENT_MS);
  }

  #receive(next: WatchState): void {
    if (!this.#picked) setLanguage(next.language);
    this.state = next;
  }
}

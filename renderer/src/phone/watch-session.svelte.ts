/**
 * A watcher's page state: the public table the Host last sent and the reactions it sends (the
 * link, its language and its refusals are LinkSession's). Only this class talks to the watch socket.
 */
import { reactionIds, type ReactionId, type WatchState, type WatchWireMessage } from '$contract/api';
import { disconnectedError, type WireConnection } from '../lib/api-client';
import { connectLink, LinkSession } from './link-session.svelte';

type WatchPush = Extract<WatchWireMessage, { push: string }>;

/** how long "sent" shows under the reactions after a tap */
const SENT_MS = 1500;

/** The connection a watch link's page opens (`/w/<token>`), or null when the address holds no token. */
export function connectWatch(): WireConnection<WatchPush> | null {
  return connectLink<WatchPush>('w', 'watch-api?watch=');
}

export class WatchSession extends LinkSession<WatchPush> {
  /** null until the Host sent the table */
  state = $state.raw<WatchState | null>(null);
  /** a reaction is on its way */
  busy = $state(false);
  /** the last reaction reached the TV a moment ago */
  sent = $state.raw<ReactionId | null>(null);

  #sentTimer: ReturnType<typeof setTimeout> | undefined;

  /** Sends `reaction` to the TV (its place in the fixed list, nothing else); a refusal is shown. */
  async react(reaction: ReactionId): Promise<void> {
    if (!this.wire || !this.state?.reactions || this.busy) return;
    this.busy = true;
    try {
      const result = await this.wire.request('react', [reactionIds.indexOf(reaction)]);
      if (result.ok) this.#showSent(reaction);
      else if (result.error.code !== disconnectedError.code) this.showError(result.error);
    } finally {
      this.busy = false;
    }
  }

  protected receive(next: WatchState): void {
    this.state = next;
  }

  #showSent(reaction: ReactionId): void {
    this.sent = reaction;
    clearTimeout(this.#sentTimer);
    this.#sentTimer = setTimeout(() => (this.sent = null), SENT_MS);
  }
}

/**
 * What every table's state holds beyond its own game: the playback of the last moves (from
 * PlaybackQueue) and whether a move is on its way to the Host.
 */
import { PlaybackQueue } from './playback-queue.svelte';

export class TableState<Step extends { kind: string }> extends PlaybackQueue<Step> {
  /** a move was sent and the Host has not answered yet */
  busy = $state(false);

  /** Sends one move; another one while it waits for its answer is ignored. */
  async send(move: () => Promise<void>): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      await move();
    } finally {
      this.busy = false;
    }
  }
}

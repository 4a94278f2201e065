/**
 * What the Troll Dice table remembers between snapshots: the club die being handed out, whether
 * a move is on its way to the Host, and (from PlaybackQueue) the playback of the last moves.
 */
import { PlaybackQueue } from '../playback-queue.svelte';
import { normalPace, playbackSteps, type PlaybackStep } from './playback';

export class TrollDiceTableState extends PlaybackQueue<PlaybackStep> {
  /** index (in the roll) of the club die being handed out */
  selectedDie = $state<number | null>(null);
  /** a move was sent and the Host has not answered yet */
  busy = $state(false);

  constructor() {
    super({ steps: playbackSteps, pace: normalPace, tumbles: ['roll'], catchUpAfter: 4 });
  }
}

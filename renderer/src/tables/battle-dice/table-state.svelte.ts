/**
 * What the Battle Dice table remembers between snapshots: whether a move is on its way to the
 * Host, the choice being looked at (its preview is drawn on the seats), and (from
 * PlaybackQueue) the playback of the last moves.
 */
import type { BattleDiceAction } from '../../../../engine/games/battle-dice/types';
import { PlaybackQueue } from '../playback-queue.svelte';
import { normalPace, playbackSteps, type PlaybackStep } from './playback';

export class BattleDiceTableState extends PlaybackQueue<PlaybackStep> {
  /** a move was sent and the Host has not answered yet */
  busy = $state(false);
  /** the choice whose preview the seats show (the focused or hovered one) */
  previewing = $state.raw<BattleDiceAction | null>(null);

  constructor() {
    super({ steps: playbackSteps, pace: normalPace, tumbles: ['roll'], catchUpAfter: 3 });
  }
}

/**
 * What the Thud table remembers between snapshots: the cursor and (from TableState) whether a
 * move is on its way and the playback of the last moves. The move being picked is a MovePicker's.
 */
import { TableState } from '../table-state.svelte';
import { normalPace, playbackSteps, type PlaybackStep } from './playback';

export class ThudTableState extends TableState<PlaybackStep> {
  /** square index of the cursor */
  cursor = $state(0);

  constructor(cursor: number) {
    super({ steps: playbackSteps, pace: normalPace, catchUpAfter: 3 });
    this.cursor = cursor;
  }
}

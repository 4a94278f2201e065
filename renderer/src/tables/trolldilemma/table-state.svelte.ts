/**
 * What the Trolldilemma table remembers between snapshots: (from SecretTableState) the private
 * view of the one player behind the hand-off curtain, and (from TableState) whether a move is on
 * its way and the playback of the last moves.
 */
import { SecretTableState } from '../secret-table-state.svelte';
import { normalPace, playbackSteps, roundEndBudget, type PlaybackStep } from './playback';

export class TrolldilemmaTableState extends SecretTableState<PlaybackStep> {
  constructor() {
    super({ steps: playbackSteps, pace: normalPace, catchUpAfter: 8, runBudget: roundEndBudget });
  }
}

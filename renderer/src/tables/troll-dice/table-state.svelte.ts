/**
 * What the Troll Dice table remembers between snapshots: the club die being handed out, and (from
 * TableState) whether a move is on its way and the playback of the last moves.
 */
import { TableState } from '../table-state.svelte';
import { normalPace, playbackSteps, type PlaybackStep } from './playback';

export class TrollDiceTableState extends TableState<PlaybackStep> {
  /** index (in the roll) of the club die being handed out */
  selectedDie = $state<number | null>(null);

  constructor() {
    super({ steps: playbackSteps, pace: normalPace, tumbles: ['roll'], catchUpAfter: 4 });
  }
}

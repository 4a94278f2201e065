/**
 * What the Battle Dice table remembers between snapshots: the choice being looked at (its
 * preview is drawn on the seats), and (from TableState) whether a move is on its way and the
 * playback of the last moves.
 */
import type { BattleDiceAction } from '$engine/games/battle-dice/types';
import { TableState } from '../table-state.svelte';
import { normalPace, playbackSteps, type PlaybackStep } from './playback';

export class BattleDiceTableState extends TableState<PlaybackStep> {
  /** the choice whose preview the seats show (the focused or hovered one) */
  previewing = $state.raw<BattleDiceAction | null>(null);

  constructor() {
    super({ steps: playbackSteps, pace: normalPace, tumbles: ['roll'], catchUpAfter: 3 });
  }
}

/**
 * What the Thud table remembers between snapshots: the cursor, the piece picked up, the dwarves
 * a troll is about to club, and (from TableState) whether a move is on its way and the playback
 * of the last moves.
 */
import type { Square } from '../../../../engine/games/thud/types';
import { TableState } from '../table-state.svelte';
import type { Destination } from './moves';
import { normalPace, playbackSteps, type PlaybackStep } from './playback';

export interface CaptureChoice {
  destination: Destination;
  /** the dwarves the troll will club, in board order */
  chosen: Square[];
}

export class ThudTableState extends TableState<PlaybackStep> {
  /** square index of the cursor */
  cursor = $state(0);
  /** the square of the piece picked up */
  picked = $state<Square | null>(null);
  /** a troll move waiting for the player to say which dwarves it clubs */
  choice = $state<CaptureChoice | null>(null);

  constructor(cursor: number) {
    super({ steps: playbackSteps, pace: normalPace, catchUpAfter: 3 });
    this.cursor = cursor;
  }

  putDown(): void {
    this.picked = null;
    this.choice = null;
  }

  toggleCapture(square: Square): void {
    if (!this.choice) return;
    const { chosen, destination } = this.choice;
    const next = chosen.includes(square) ? chosen.filter((other) => other !== square) : [...chosen, square];
    this.choice = { destination, chosen: destination.captures.filter((other) => next.includes(other)) };
  }
}

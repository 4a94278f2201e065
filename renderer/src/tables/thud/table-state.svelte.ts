/**
 * What the Thud table remembers between snapshots: the cursor, the piece picked up, the dwarves
 * a troll is about to club, whether a move is on its way to the Host, and the playback queue.
 */
import type { GameEvent } from '../../../../engine/core/types';
import type { Square } from '../../../../engine/games/thud/types';
import type { AnimationSpeed } from '../../../../electron/shared/api';
import type { Destination } from './moves';
import { normalPace, playbackSteps, speedFactor, type PlaybackStep } from './playback';

/** Bots may move faster than their moves are shown: past this many steps queued, play at double speed. */
const CATCH_UP_AFTER = 3;

export interface CaptureChoice {
  destination: Destination;
  /** the dwarves the troll will club, in board order */
  chosen: Square[];
}

export class ThudTableState {
  /** square index of the cursor */
  cursor = $state(0);
  /** the square of the piece picked up */
  picked = $state<Square | null>(null);
  /** a troll move waiting for the player to say which dwarves it clubs */
  choice = $state<CaptureChoice | null>(null);
  /** a move was sent and the Host has not answered yet */
  busy = $state(false);

  steps = $state<PlaybackStep[]>([]);
  readonly current = $derived<PlaybackStep | null>(this.steps[0] ?? null);
  /** how long the current step lasts, for its CSS animation */
  stepMs = $state(0);

  #timer: ReturnType<typeof setTimeout> | null = null;
  #speed: AnimationSpeed = 'normal';

  constructor(cursor: number) {
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

  /** Queue the playback of `events`; with animations off nothing is queued. */
  play(events: readonly GameEvent[], speed: AnimationSpeed): void {
    this.#speed = speed;
    if (speed === 'off') return;
    const steps = playbackSteps(events);
    if (steps.length === 0) return;
    const idle = this.steps.length === 0;
    this.steps = [...this.steps, ...steps];
    if (idle) this.#startStep();
  }

  /** Jump to the end of everything queued. */
  skip(): void {
    this.#clearTimer();
    this.steps = [];
  }

  dispose(): void {
    this.skip();
  }

  #startStep(): void {
    const step = this.steps[0];
    if (!step || this.#speed === 'off') return;
    const catchUp = this.steps.length > CATCH_UP_AFTER ? 0.5 : 1;
    this.stepMs = normalPace[step.kind] * speedFactor[this.#speed] * catchUp;
    this.#timer = setTimeout(() => this.#next(), this.stepMs);
  }

  #next(): void {
    this.#timer = null;
    this.steps = this.steps.slice(1);
    this.#startStep();
  }

  #clearTimer(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
  }
}

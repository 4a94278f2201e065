/**
 * What the Battle Dice table remembers between snapshots: whether a move is on its way to the
 * Host, the heroes chosen to roll, the choice being looked at (its preview is drawn on the
 * seats), and the playback of what the last moves did.
 */
import type { GameEvent } from '../../../../engine/core/types';
import type { AnimationSpeed } from '../../../../electron/shared/api';
import type { BattleDiceAction } from '../../../../engine/games/battle-dice/types';
import { normalPace, playbackSteps, speedFactor, type PlaybackStep } from './playback';

/** Share of a roll step spent with the dice tumbling, before their faces show. */
const TUMBLE_SHARE = 0.45;
/** Bots may move faster than their moves are shown: past this many steps queued, play at double speed. */
const CATCH_UP_AFTER = 3;

export class BattleDiceTableState {
  /** a move was sent and the Host has not answered yet */
  busy = $state(false);
  /** the choice whose preview the seats show (the focused or hovered one) */
  previewing = $state.raw<BattleDiceAction | null>(null);

  steps = $state.raw<PlaybackStep[]>([]);
  /** true while the current roll step still shows its dice tumbling */
  tumbling = $state(false);
  readonly current = $derived<PlaybackStep | null>(this.steps[0] ?? null);

  #timer: ReturnType<typeof setTimeout> | null = null;
  #speed: AnimationSpeed = 'normal';

  /** Queue the playback of `events`; with animations off nothing is queued and results show at once. */
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
    this.tumbling = false;
    this.steps = [];
  }

  dispose(): void {
    this.skip();
  }

  #startStep(): void {
    const step = this.steps[0];
    if (!step || this.#speed === 'off') return;
    const catchUp = this.steps.length > CATCH_UP_AFTER ? 0.5 : 1;
    const duration = normalPace[step.kind] * speedFactor[this.#speed] * catchUp;
    if (step.kind === 'roll') {
      this.tumbling = true;
      this.#timer = setTimeout(() => {
        this.tumbling = false;
        this.#timer = setTimeout(() => this.#next(), duration * (1 - TUMBLE_SHARE));
      }, duration * TUMBLE_SHARE);
    } else {
      this.#timer = setTimeout(() => this.#next(), duration);
    }
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

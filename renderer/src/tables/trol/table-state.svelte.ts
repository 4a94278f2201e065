/**
 * What the TRÔL table remembers between snapshots: (from SecretTableState) the private view of
 * the one player behind the hand-off curtain (their hand, or their Stagiaire), and (from
 * TableState) whether a move is on its way and the playback of the last moves, which rebuilds each
 * hunt from the table as it was before them.
 *
 * Bots may move faster than a hunt is played back: the moves queue up, and the table shows
 * itself as it was before the move whose steps are being shown (`shownSnapshot`), not as it was
 * before the whole queue, so the tribes' counts move on with the playback.
 */
import type { AnimationSpeed, MatchSnapshot } from '$contract/api';
import type { GameEvent } from '$engine/core/types';
import type { TrolView } from '$engine/games/trol/types';
import { SecretTableState } from '../secret-table-state.svelte';
import { normalPace, playbackSteps, tumbles, type PlaybackStep } from './playback';

export class TrolTableState extends SecretTableState<PlaybackStep> {
  /** the table the events being turned into steps start from */
  readonly #base: { view: TrolView | null };
  /** the moves still being shown, oldest first: how many steps each has left to show, and the table before it */
  #batches = $state.raw<{ size: number; before: MatchSnapshot }[]>([]);
  /** the table as it was before the move whose steps are being shown; null when nothing is being shown */
  readonly shownSnapshot = $derived.by(() => {
    let left = this.steps.length;
    if (left === 0) return null;
    for (let batch = this.#batches.length - 1; batch >= 0; batch--) {
      left -= this.#batches[batch].size;
      if (left <= 0) return this.#batches[batch].before;
    }
    return this.held;
  });

  constructor() {
    const base: { view: TrolView | null } = { view: null };
    super({ steps: (events) => playbackSteps(events, base.view), pace: normalPace, tumbles, catchUpAfter: 12 });
    this.#base = base;
  }

  override follow(next: MatchSnapshot, speed: AnimationSpeed): void {
    const before = this.latest;
    this.#base.view = (before?.view as TrolView | undefined) ?? null;
    super.follow(next, speed);
  }

  override play(events: readonly GameEvent[], speed: AnimationSpeed, shownBefore: MatchSnapshot | null = null): void {
    const queued = this.steps.length;
    super.play(events, speed, shownBefore);
    const added = this.steps.length - queued;
    // the moves already shown are forgotten; a batch of steps remembers the table before it
    const playing = queued === 0 ? [] : this.#batches;
    this.#batches = added > 0 && shownBefore ? [...playing, { size: added, before: shownBefore }] : playing;
  }
}

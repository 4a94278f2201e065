/**
 * What the TRÔL table remembers between snapshots: the private view of the one player behind the
 * hand-off curtain (their hand, or their Stagiaire), and (from TableState) whether a move is on
 * its way and the playback of the last moves, which rebuilds each hunt from the table as it was
 * before them.
 *
 * Bots may move faster than a hunt is played back: the moves queue up, and the table shows
 * itself as it was before the move whose steps are being shown (`shownSnapshot`), not as it was
 * before the whole queue, so the tribes' counts move on with the playback.
 *
 * The private view is asked for only once that player confirmed they are the one looking, and
 * it is dropped the moment they act, cover up again, or their secret turn is over: while the
 * curtain is up, no hand is in memory.
 */
import type { AnimationSpeed, MatchSnapshot, SeatSnapshot } from '../../../../electron/shared/api';
import type { GameEvent, Seat } from '../../../../engine/core/types';
import type { TrolView } from '../../../../engine/games/trol/types';
import { TableState } from '../table-state.svelte';
import { normalPace, playbackSteps, tumbles, type PlaybackStep } from './playback';

export class TrolTableState extends TableState<PlaybackStep> {
  /** the private view of the seat behind the curtain, once its player asked to see it */
  unveiled = $state.raw<SeatSnapshot | null>(null);
  /** the seat whose secret move is on its way: no curtain for it until the Host has answered */
  acting = $state<Seat | null>(null);
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
    const seat = this.unveiled?.seat;
    if (seat === undefined) return;
    const undone = before !== null && next.summary.actionCount < before.summary.actionCount;
    if (undone || !next.privateTurns.includes(seat)) this.unveiled = null;
  }

  override play(events: readonly GameEvent[], speed: AnimationSpeed, shownBefore: MatchSnapshot | null = null): void {
    const queued = this.steps.length;
    super.play(events, speed, shownBefore);
    const added = this.steps.length - queued;
    // the moves already shown are forgotten; a batch of steps remembers the table before it
    const playing = queued === 0 ? [] : this.#batches;
    this.#batches = added > 0 && shownBefore ? [...playing, { size: added, before: shownBefore }] : playing;
  }

  /** The player behind the curtain says it is them: only now is their private view asked for. */
  async unveil(seat: Seat, seatView: (seat: Seat) => Promise<SeatSnapshot | undefined>): Promise<void> {
    await this.send(async () => {
      const view = await seatView(seat);
      // the turn may have moved on (an undo) while the Host answered
      if (view?.seat === seat && this.latest?.privateTurns.includes(seat)) this.unveiled = view;
    });
  }

  /** Back behind the curtain, forgetting what was shown. */
  cover(): void {
    this.unveiled = null;
  }

  /** A secret move for `seat`: its view is dropped before the move goes out. */
  async actPrivately(seat: Seat, move: () => Promise<void>): Promise<void> {
    if (this.busy) return;
    this.unveiled = null;
    this.acting = seat;
    try {
      await this.send(move);
    } finally {
      this.acting = null;
    }
  }

  override dispose(): void {
    this.unveiled = null;
    super.dispose();
  }
}

/**
 * What the table of a game with secrets remembers beyond TableState: the private view of the one
 * player behind the hand-off curtain, and the seat whose secret move is on its way.
 *
 * The private view is asked for only once that player confirmed they are the one looking, and
 * it is dropped the moment they act, cover up again, or their secret turn is over: while the
 * curtain is up, no seat's secrets are in memory.
 */
import type { AnimationSpeed, MatchSnapshot, SeatSnapshot } from '$contract/api';
import type { Seat } from '$engine/core/types';
import { TableState } from './table-state.svelte';

export class SecretTableState<Step extends { kind: string }> extends TableState<Step> {
  /** the private view of the seat behind the curtain, once its player asked to see it */
  unveiled = $state.raw<SeatSnapshot | null>(null);
  /** the seat whose secret move is on its way: no curtain for it until the Host has answered */
  acting = $state<Seat | null>(null);

  override follow(next: MatchSnapshot, speed: AnimationSpeed): void {
    const before = this.latest;
    super.follow(next, speed);
    const seat = this.unveiled?.seat;
    if (seat === undefined) return;
    const undone = before !== null && next.summary.actionCount < before.summary.actionCount;
    if (undone || !next.privateTurns.includes(seat)) this.unveiled = null;
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

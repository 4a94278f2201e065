/**
 * The match table's bots: each bot seat to move plays in turn after the answer to the move that
 * made it its turn, paced by the animation speed so the table can show each step.
 */
import { performance } from 'node:perf_hooks';
import type { Action, Seat } from '../../../engine/core/types';
import type { AnimationSpeed } from '../../shared/api';
import type { BotRunner } from '../bot-runner';
import { isHuman, type LiveMatch } from './live-match';

export const defaultBotPaceMs: Record<AnimationSpeed, number> = { off: 0, fast: 350, normal: 900, slow: 1600 };

export class Bots {
  constructor(
    private readonly runner: BotRunner,
    private readonly paceMs: Record<AnimationSpeed, number>,
    private readonly speed: () => AnimationSpeed,
    /** saves and shows a bot's move (see MatchTable.commit) */
    private readonly commit: (match: LiveMatch, seat: Seat, action: Action) => void,
    private readonly isClosed: () => boolean,
  ) {}

  /** Sets the match's bots going, if one is to move and they are not already. */
  start(match: LiveMatch): void {
    if (match.botsPlaying || nextBotSeat(match) === undefined) return;
    match.botsPlaying = true;
    void this.play(match)
      .catch((error) => {
        if (!match.closed && !this.isClosed()) console.error(`bots stopped in match ${match.stored.id}:`, error);
      })
      .finally(() => {
        match.botsPlaying = false;
      });
  }

  close(): Promise<void> {
    return this.runner.close();
  }

  /**
   * Plays bot seats while one is to move. Each move waits out the pace (counted from the previous
   * move, thinking included); if the match changed meanwhile (undo, a human move) the bot thinks
   * again from the new state instead of playing a stale move.
   */
  private async play(match: LiveMatch): Promise<void> {
    for (;;) {
      if (match.closed || this.isClosed()) return;
      const seat = nextBotSeat(match);
      if (seat === undefined) return;
      const kind = match.stored.seats[seat].kind;
      if (kind.type !== 'bot') return;
      const state = match.state;
      const pace = this.paceMs[this.speed()];
      const [action] = await Promise.all([
        this.runner.choose({
          game: match.stored.game,
          level: kind.level,
          state,
          seat,
          seed: match.stored.seed,
          actionIndex: match.log.length,
        }),
        sleep(match.lastMoveAt + pace - performance.now()),
      ]);
      if (match.closed || this.isClosed() || match.state !== state) continue;
      this.commit(match, seat, action);
    }
  }
}

function nextBotSeat(match: LiveMatch): Seat | undefined {
  const { definition, state, stored } = match;
  if (definition.outcome(state)) return undefined;
  return definition.activeSeats(state).find((seat) => !isHuman(stored, seat));
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}

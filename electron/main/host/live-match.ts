/**
 * The match table's unit: an open match as kept in memory, and what is read off it alone (who
 * sits where, what the table may see, its log lines, whose turn began when).
 */
import type { LoggedAction, MoveRecord } from '../../../engine/core/match';
import type { Action, BaseState, GameDefinition, GameEvent, Seat } from '../../../engine/core/types';
import type { GameOptions, LogEntry, MatchSummary, MatchTableState, UndoOffer } from '../../shared/api';
import type { StoredAction, StoredMatch } from '../../store/types';

/** An open match, kept in memory so moves answer without reading the save back. */
export interface LiveMatch {
  stored: StoredMatch;
  /** the name of the campaign it belongs to ('' for none), shown with the match */
  campaignName: string;
  definition: GameDefinition<BaseState>;
  state: BaseState;
  log: StoredAction[];
  lines: LogEntry[];
  /** see MatchTableState.revision */
  revision: number;
  /** the table's view at this revision: the next change is sent as the difference from it */
  tableView: unknown;
  botsPlaying: boolean;
  /** deleted, or the Host closed: a bot still thinking must not write */
  closed: boolean;
  /** performance.now() of the latest change, to pace the next bot move */
  lastMoveAt: number;
  /**
   * for each active seat, the action count when its turn began: a secret choice made while
   * others made theirs (which it cannot see) is not stale
   */
  turnStarts: Map<Seat, number>;
  /**
   * what undo needs to know of moves `recordsStart` and later (a match loaded from a snapshot
   * knows only its tail: earlier records are rebuilt when an undo reaches them)
   */
  records: MoveRecord[];
  recordsStart: number;
  /** the moves made on a phone since the match was opened (links live in memory only) */
  phoneMoves: Set<number>;
}

export function isHuman(match: StoredMatch, seat: Seat): boolean {
  return match.seats[seat]?.kind.type === 'human';
}

export function isPrivateTurn(definition: GameDefinition<BaseState>, state: BaseState, seat: Seat): boolean {
  return definition.privateTurn?.(state, seat) ?? false;
}

export function isPublic(event: GameEvent): boolean {
  return event.visibleTo === undefined;
}

export function moves(log: readonly StoredAction[]): LoggedAction[] {
  return log.map(({ seat, action }) => ({ seat, action }));
}

export function logLines(definition: GameDefinition<BaseState>, entry: StoredAction): LogEntry[] {
  return entry.events.filter(isPublic).map((event) => ({ ...definition.describe(event), ns: definition.id, at: entry.index }));
}

/** What happened before the first move (a deal, a whole first round): setup is pure, so it is told again. */
export function setupLines(definition: GameDefinition<BaseState>, match: StoredMatch): LogEntry[] {
  return logLines(definition, { index: -1, seat: 0, action: { type: 'setup' }, events: definition.setup(match.config, match.seed).events });
}

export function summarize(match: StoredMatch, campaignName: string): MatchSummary {
  const { id, game, seats, createdAt, updatedAt, actionCount, outcome } = match;
  const options = match.config.options as GameOptions | undefined;
  const campaign = match.campaign && { id: match.campaign.id, name: campaignName, fixture: match.campaign.fixture, round: match.campaign.round };
  return { id, game, seats, createdAt, updatedAt, actionCount, outcome, ...(options ? { options } : {}), ...(campaign ? { campaign } : {}) };
}

/** After a change by `mover` (none for an undo): seats still to act keep when their turn began, the mover and newcomers start now. */
export function trackTurns(match: LiveMatch, mover?: Seat): void {
  const { definition, state } = match;
  const active = definition.outcome(state) ? [] : definition.activeSeats(state);
  const turnStarts = new Map<Seat, number>();
  for (const seat of active) {
    const kept = mover === undefined || seat === mover ? undefined : match.turnStarts.get(seat);
    turnStarts.set(seat, kept ?? match.log.length);
  }
  match.turnStarts = turnStarts;
}

/**
 * The table's state, built for the table alone: public events, and legal actions only for
 * seats whose turn is not private. A private turn is listed in `privateTurns`; its actions and
 * its view are for `seatSnapshot`. `undo` is what Undo would take back (see match-undo.ts).
 */
export function tableState(match: LiveMatch, fresh: GameEvent[], undo: UndoOffer | null): MatchTableState {
  const { definition, state, stored } = match;
  const outcome = definition.outcome(state);
  const activeSeats = outcome ? [] : definition.activeSeats(state);
  const legal: Record<number, Action[]> = {};
  const privateTurns: Seat[] = [];
  for (const seat of activeSeats) {
    if (!isHuman(stored, seat)) continue;
    if (isPrivateTurn(definition, state, seat)) privateTurns.push(seat);
    else legal[seat] = definition.legalActions(state, seat);
  }
  return {
    summary: summarize(stored, match.campaignName),
    revision: match.revision,
    activeSeats,
    legal,
    privateTurns,
    fresh: fresh.filter(isPublic),
    outcome,
    undo,
    botThinking: activeSeats.some((seat) => !isHuman(stored, seat)),
  };
}

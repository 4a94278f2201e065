/**
 * The save store's matches table, with the two tables that belong to a match: its actions (the
 * log) and its snapshots. They are one room because they change together, in one transaction: an
 * append moves the match on with its action, an undo drops actions and snapshots and rewinds the
 * match, a rules change records the version and drops the snapshots made under the old one.
 */
import type Database from 'better-sqlite3';
import type { GameEvent, Outcome } from '../../engine/core/types';
import { StoreError } from './errors';
import { failureKind, storeError, type Guard } from './failures';
import { recordEventsCondition, recordEventTypesIndexed } from './migrations';
import {
  isCount,
  isRecord,
  matchFields,
  parseJson,
  readableMatchFields,
  readActionRow,
  readMatchRow,
  readMatchRows,
  type ActionRow,
  type MatchRow,
} from './rows';
import type { DamagedMatch, FinishedMatchEvents, NewStoredMatch, RescuedMatch, Snapshot, StoredAction, StoredMatch } from './types';

function outcomeJson(outcome: Outcome | null): string | null {
  return outcome === null ? null : JSON.stringify(outcome);
}

export class MatchesTable {
  private readonly statements;
  /** appends are the hot path: the statements and the transaction wrapper are built once */
  private readonly appendTransaction;

  constructor(
    private readonly db: Database.Database,
    private readonly guard: Guard,
    private readonly path: string,
  ) {
    this.statements = {
      insertMatch: db.prepare<[string, string, number, string, number, string, number, number, string | null, string | null]>(
        `INSERT INTO matches (id, game, version, config, seed, seats, created_at, updated_at, action_count, outcome, campaign_id, campaign_fixture)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, NULL, ?, ?)`,
      ),
      campaignMatches: db.prepare<[string], MatchRow>(
        'SELECT * FROM matches WHERE campaign_id = ? ORDER BY updated_at DESC, created_at DESC, id',
      ),
      listMatches: db.prepare<[], MatchRow>('SELECT * FROM matches ORDER BY updated_at DESC, created_at DESC, id'),
      getMatch: db.prepare<[string], MatchRow>('SELECT * FROM matches WHERE id = ?'),
      /** moves the match on by one action, only if `index` is the next free slot */
      advanceMatch: db.prepare<[number, string | null, string, number]>(
        'UPDATE matches SET action_count = action_count + 1, updated_at = ?, outcome = ? WHERE id = ? AND action_count = ?',
      ),
      insertAction: db.prepare<[string, number, number, string, string]>(
        'INSERT INTO actions (match_id, idx, seat, action, events) VALUES (?, ?, ?, ?, ?)',
      ),
      actionsFrom: db.prepare<[string, number], ActionRow>(
        'SELECT idx, seat, action, events FROM actions WHERE match_id = ? AND idx >= ? ORDER BY idx',
      ),
      dropActionsFrom: db.prepare<[string, number]>('DELETE FROM actions WHERE match_id = ? AND idx >= ?'),
      dropSnapshotsAfter: db.prepare<[string, number]>('DELETE FROM snapshots WHERE match_id = ? AND idx > ?'),
      dropAllSnapshots: db.prepare<[string]>('DELETE FROM snapshots WHERE match_id = ?'),
      rewindMatch: db.prepare<[number, number, string | null, string]>(
        'UPDATE matches SET action_count = ?, updated_at = ?, outcome = ? WHERE id = ?',
      ),
      putSnapshot: db.prepare<[string, number, string]>(
        `INSERT INTO snapshots (match_id, idx, state) VALUES (?, ?, ?)
         ON CONFLICT (match_id, idx) DO UPDATE SET state = excluded.state`,
      ),
      snapshotsDownFrom: db.prepare<[string, number], { idx: unknown; state: unknown }>(
        'SELECT idx, state FROM snapshots WHERE match_id = ? AND idx <= ? ORDER BY idx DESC',
      ),
      setMatchVersion: db.prepare<[number, string]>('UPDATE matches SET version = ? WHERE id = ?'),
      deleteMatch: db.prepare<[string]>('DELETE FROM matches WHERE id = ?'),
    };
    this.appendTransaction = db.transaction((matchId: string, entry: StoredAction, outcome: Outcome | null, at: number) => {
      const advanced = this.statements.advanceMatch.run(at, outcomeJson(outcome), matchId, entry.index);
      if (advanced.changes === 0) throw this.logConflict(matchId, entry.index);
      this.statements.insertAction.run(matchId, entry.index, entry.seat, JSON.stringify(entry.action), JSON.stringify(entry.events));
    });
  }

  create(match: NewStoredMatch): void {
    const { campaign } = match;
    this.guard(() =>
      this.statements.insertMatch.run(
        match.id,
        match.game,
        match.version,
        JSON.stringify(match.config),
        match.seed,
        JSON.stringify(match.seats),
        match.createdAt,
        match.createdAt,
        campaign ? campaign.id : null,
        campaign ? JSON.stringify({ key: campaign.fixture, round: campaign.round, players: campaign.players }) : null,
      ),
    );
  }

  list(): { matches: StoredMatch[]; damaged: DamagedMatch[] } {
    return readMatchRows(this.guard(() => this.statements.listMatches.all()));
  }

  ofCampaign(campaignId: string): { matches: StoredMatch[]; damaged: DamagedMatch[] } {
    return readMatchRows(this.guard(() => this.statements.campaignMatches.all(campaignId)));
  }

  get(id: string): StoredMatch | undefined {
    const row = this.guard(() => this.statements.getMatch.get(id), id);
    if (!row) return undefined;
    const read = readMatchRow(row);
    if (!read || !('match' in read)) throw new StoreError('match-damaged');
    return read.match;
  }

  has(id: string): boolean {
    return this.guard(() => this.statements.getMatch.get(id), id) !== undefined;
  }

  rescue(id: string): RescuedMatch | undefined {
    const row = this.guard(() => this.statements.getMatch.get(id), id);
    if (!row) return undefined;
    const actions: RescuedMatch['actions'] = [];
    try {
      for (const actionRow of this.statements.actionsFrom.iterate(id, 0)) {
        actions.push(readActionRow(actionRow) ?? { index: isCount(actionRow.idx) ? actionRow.idx : actions.length, unreadable: true });
      }
    } catch (error) {
      // the rows read before the damage are still worth keeping
      if (failureKind(error) !== 'damaged') throw storeError(error, this.path, id);
    }
    const readable = readableMatchFields(row);
    return { id, readable, unreadable: matchFields.filter((field) => !(field in readable)), actions };
  }

  append(matchId: string, entry: StoredAction, outcome: Outcome | null, at: number): void {
    this.guard(() => this.appendTransaction(matchId, entry, outcome, at), matchId);
  }

  actions(matchId: string, fromIndex = 0): StoredAction[] {
    return this.guard(() => this.statements.actionsFrom.all(matchId, fromIndex), matchId).map((row) => {
      const action = readActionRow(row);
      if (!action) throw new StoreError('match-damaged');
      return action;
    });
  }

  truncate(matchId: string, keep: number, outcome: Outcome | null, at: number): void {
    this.guard(
      () =>
        this.db.transaction(() => {
          const actionCount = this.requireMatch(matchId).action_count;
          if (!Number.isInteger(keep) || keep < 0 || !isCount(actionCount) || keep > actionCount) throw this.logConflict(matchId, keep);
          this.statements.dropActionsFrom.run(matchId, keep);
          this.statements.dropSnapshotsAfter.run(matchId, keep);
          this.statements.rewindMatch.run(keep, at, outcomeJson(outcome), matchId);
        })(),
      matchId,
    );
  }

  saveSnapshot(matchId: string, snapshot: Snapshot): void {
    this.guard(
      () =>
        this.db.transaction(() => {
          const actionCount = this.requireMatch(matchId).action_count;
          const index = snapshot.index;
          if (!Number.isInteger(index) || index < 0 || !isCount(actionCount) || index > actionCount) throw this.logConflict(matchId, index);
          this.statements.putSnapshot.run(matchId, index, JSON.stringify(snapshot.state));
        })(),
      matchId,
    );
  }

  latestSnapshot(matchId: string, atMost: number): Snapshot | undefined {
    return this.guard(() => {
      for (const row of this.statements.snapshotsDownFrom.iterate(matchId, atMost)) {
        const state = parseJson(row.state);
        if (isCount(row.idx) && row.idx <= atMost && isRecord(state)) return { index: row.idx, state };
      }
      return undefined;
    }, matchId);
  }

  setVersion(matchId: string, version: number): void {
    this.guard(
      () =>
        this.db.transaction(() => {
          if (this.statements.setMatchVersion.run(version, matchId).changes === 0) {
            throw new StoreError('unknown-match', { match: matchId });
          }
          this.statements.dropAllSnapshots.run(matchId);
        })(),
      matchId,
    );
  }

  delete(matchId: string): void {
    // actions and snapshots go with it (ON DELETE CASCADE)
    this.guard(() => this.statements.deleteMatch.run(matchId), matchId);
  }

  /** Through the index of the actions whose events feed the records: only those rows are read. */
  recordEvents(matchIds?: readonly string[]): FinishedMatchEvents[] {
    if (matchIds?.length === 0) return [];
    const sql = `SELECT a.match_id, a.idx, a.seat, a.events FROM actions a INDEXED BY actions_with_record_events JOIN matches m ON m.id = a.match_id
      WHERE (${recordEventsCondition.replaceAll('events', 'a.events')}) AND m.outcome IS NOT NULL${matchIds ? ' AND a.match_id IN (SELECT value FROM json_each(?))' : ''}`;
    const rows = this.guard(() =>
      this.db.prepare<unknown[], Omit<ActionRow, 'action'> & { match_id: unknown }>(sql).all(...(matchIds ? [JSON.stringify(matchIds)] : [])),
    );
    const wanted = new Set<string>(recordEventTypesIndexed);
    return rows.flatMap(({ match_id: matchId, idx, seat, events }) => {
      const parsed = parseJson(events);
      if (typeof matchId !== 'string' || !isCount(idx) || !isCount(seat) || !Array.isArray(parsed)) return [];
      const kept = parsed.filter((event): event is GameEvent => isRecord(event) && typeof event.type === 'string' && wanted.has(event.type));
      return kept.length ? [{ matchId, index: idx, seat, events: kept }] : [];
    });
  }

  private requireMatch(matchId: string): MatchRow {
    const match = this.statements.getMatch.get(matchId);
    if (!match) throw new StoreError('unknown-match', { match: matchId });
    return match;
  }

  /** The error for an index that does not fit the saved log (or for a match that is gone). */
  private logConflict(matchId: string, index: number): StoreError {
    const actionCount = this.requireMatch(matchId).action_count;
    if (!isCount(actionCount)) return new StoreError('match-damaged');
    return new StoreError('log-conflict', { match: matchId, index, actionCount });
  }
}

/**
 * The save store on SQLite (better-sqlite3). No Electron here: the Host and the web server share it.
 *
 * Durability: WAL journal with `synchronous = FULL`, so every commit fsyncs the WAL before
 * `appendAction` returns. With NORMAL a commit survives the app being killed but can be lost to a
 * power cut or an OS crash, and the Host shows a move as soon as the append returns: only FULL
 * keeps "each accepted action is durable before the screen shows it" true. Game moves come at
 * human (or bot-animation) pace, so one fsync per move costs nothing anyone can see.
 */
import fs from 'node:fs';
import nodePath from 'node:path';
import Database from 'better-sqlite3';
import type { Outcome } from '../../engine/core/types';
import type { AnimationSpeed, Language, Profile, Settings } from '../shared/api';
import { StoreError } from './errors';
import { latestSchemaVersion, migrate, migrations, schemaVersion, trollNightApplicationId } from './migrations';
import type { OpenResult, Snapshot, Store, StoredAction, StoredMatch } from './types';

export const defaultSettings: Settings = { language: 'en', animationSpeed: 'normal' };

/** Every value each setting may take (the Records make the compiler list every union member). */
const allowedSettingValues: { [K in keyof Settings]: Record<Settings[K], true> } = {
  language: { en: true, fr: true } satisfies Record<Language, true>,
  animationSpeed: { off: true, fast: true, normal: true, slow: true } satisfies Record<AnimationSpeed, true>,
};

function isSettingName(name: string): name is keyof Settings {
  return Object.hasOwn(allowedSettingValues, name);
}

function isAllowedSetting(name: keyof Settings, value: unknown): boolean {
  return typeof value === 'string' && Object.hasOwn(allowedSettingValues[name], value);
}

/** Files SQLite keeps beside the database; they belong to it and travel with it. */
const sidecarSuffixes = ['-wal', '-shm', '-journal'] as const;

/**
 * Opens (creating or migrating if needed) the store at `path`. A file that cannot be used is
 * reported, not repaired: it is inspected read-only first and left exactly as it was.
 */
export function openStore(path: string): OpenResult {
  const problem = inspectStoreFile(path);
  if (problem) return { ok: false, ...problem };

  fs.mkdirSync(nodePath.dirname(path), { recursive: true });
  const db = new Database(path);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    migrate(db);
  } catch (error) {
    db.close();
    throw error;
  }
  return { ok: true, store: new SqliteStore(path, db) };
}

type FileProblem = { problem: 'corrupt' | 'newer-version'; detail: string };

const sqliteMagic = Buffer.from('SQLite format 3\0', 'latin1');

/** Why the existing file at `path` cannot be opened as our store, or null when it can. */
function inspectStoreFile(path: string): FileProblem | null {
  const size = fileSize(path);
  if (size === undefined || size === 0) return null;
  if (!startsWithSqliteMagic(path)) return { problem: 'corrupt', detail: 'not a SQLite database' };

  // A read-only connection still creates -wal and -shm beside a WAL database; remove the ones
  // this inspection made so the folder is left as it was found.
  const sidecarsBefore = new Set(sidecarSuffixes.filter((suffix) => fs.existsSync(path + suffix)));
  let db: Database.Database | undefined;
  try {
    db = new Database(path, { readonly: true, fileMustExist: true });
    return judgeSchema(db);
  } catch (error) {
    if (isDamagedFileError(error)) return { problem: 'corrupt', detail: (error as Error).message };
    throw error;
  } finally {
    db?.close();
    for (const suffix of sidecarSuffixes) {
      if (sidecarsBefore.has(suffix)) continue;
      const sidecar = path + suffix;
      // never remove a journal holding data; ours are empty (a read-only connection writes none)
      if (suffix === '-shm' ? fs.existsSync(sidecar) : fileSize(sidecar) === 0) fs.rmSync(sidecar);
    }
  }
}

function judgeSchema(db: Database.Database): FileProblem | null {
  const version = schemaVersion(db);
  const applicationId = db.pragma('application_id', { simple: true }) as number;
  const objects = schemaObjects(db);
  if (applicationId !== trollNightApplicationId) {
    // an empty SQLite file (no tables, no marks) is as good as a fresh one
    if (applicationId === 0 && version === 0 && objects === schemaObjects(expectedDatabase(0))) return null;
    return { problem: 'corrupt', detail: `not a Troll Night save (application_id ${applicationId})` };
  }
  if (version > latestSchemaVersion) {
    return {
      problem: 'newer-version',
      detail: `schema version ${version}; this version of Troll Night knows up to ${latestSchemaVersion}`,
    };
  }
  if (objects !== schemaObjects(expectedDatabase(version))) {
    return { problem: 'corrupt', detail: `the tables do not match schema version ${version}` };
  }
  const problems = (db.pragma('quick_check') as { quick_check: string }[]).map((row) => row.quick_check);
  if (problems.join() !== 'ok') return { problem: 'corrupt', detail: problems.slice(0, 5).join('; ') };
  return null;
}

/** Our tables, indexes and triggers as their SQL, in one comparable string. */
function schemaObjects(db: Database.Database): string {
  const rows = db
    .prepare<[], { type: string; name: string; sql: string | null }>(
      "SELECT type, name, sql FROM sqlite_schema WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY type, name",
    )
    .all();
  return JSON.stringify(rows);
}

const expectedDatabases = new Map<number, Database.Database>();

/** An in-memory database at schema `version`: what a healthy file at that version looks like. */
function expectedDatabase(version: number): Database.Database {
  let db = expectedDatabases.get(version);
  if (!db) {
    db = new Database(':memory:');
    for (const migration of migrations.slice(0, version)) migration.up(db);
    expectedDatabases.set(version, db);
  }
  return db;
}

function isDamagedFileError(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && (code.startsWith('SQLITE_CORRUPT') || code.startsWith('SQLITE_NOTADB'));
}

function fileSize(path: string): number | undefined {
  try {
    return fs.statSync(path).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function startsWithSqliteMagic(path: string): boolean {
  const header = Buffer.alloc(sqliteMagic.length);
  const fd = fs.openSync(path, 'r');
  try {
    return fs.readSync(fd, header, 0, header.length, 0) === header.length && header.equals(sqliteMagic);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Moves an unreadable store file (and its -wal/-shm/-journal) aside to a new name next to it,
 * e.g. `troll-night.unreadable-2026-11-22T10-00-00.sqlite`, so a fresh store can be started while
 * the old file is kept intact. Returns the new path.
 */
export function setAsideStoreFile(path: string, now: number): string {
  const { dir, name, ext } = nodePath.parse(path);
  const stamp = new Date(now).toISOString().slice(0, 19).replaceAll(':', '-');
  const candidate = (attempt: number) => nodePath.join(dir, `${name}.unreadable-${stamp}${attempt > 1 ? `-${attempt}` : ''}${ext}`);
  const isTaken = (target: string) => [target, ...sidecarSuffixes.map((suffix) => target + suffix)].some((file) => fs.existsSync(file));
  let attempt = 1;
  while (isTaken(candidate(attempt))) attempt++;
  const target = candidate(attempt);
  // sidecars first: a crash half-way must not leave a WAL beside a missing database, which SQLite
  // would discard when a fresh store is created at the old path
  for (const suffix of sidecarSuffixes) {
    if (fs.existsSync(path + suffix)) fs.renameSync(path + suffix, target + suffix);
  }
  fs.renameSync(path, target);
  return target;
}

interface MatchRow {
  id: string;
  game: string;
  version: number;
  config: string;
  seed: number;
  seats: string;
  created_at: number;
  updated_at: number;
  action_count: number;
  outcome: string | null;
}

interface ActionRow {
  idx: number;
  seat: number;
  action: string;
  events: string;
}

interface ProfileRow {
  name: string;
  color: string;
  symbol: string;
  last_played: number;
}

function toStoredMatch(row: MatchRow): StoredMatch {
  return {
    id: row.id,
    game: row.game,
    version: row.version,
    config: JSON.parse(row.config),
    seed: row.seed,
    seats: JSON.parse(row.seats),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    actionCount: row.action_count,
    outcome: row.outcome === null ? null : JSON.parse(row.outcome),
  };
}

function outcomeJson(outcome: Outcome | null): string | null {
  return outcome === null ? null : JSON.stringify(outcome);
}

/** Profiles are matched on this: case and surrounding spaces do not make a new player. */
function profileKey(name: string): string {
  return name.trim().normalize('NFC').toLowerCase();
}

function prepareStatements(db: Database.Database) {
  return {
    allSettings: db.prepare<[], { key: string; value: string }>('SELECT key, value FROM settings'),
    putSetting: db.prepare<[string, string]>(
      'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    ),
    listProfiles: db.prepare<[], ProfileRow>(
      'SELECT name, color, symbol, last_played FROM profiles ORDER BY last_played DESC, name_key',
    ),
    putProfile: db.prepare<[string, string, string, string, number]>(
      `INSERT INTO profiles (name_key, name, color, symbol, last_played) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (name_key) DO UPDATE SET
         name = excluded.name, color = excluded.color, symbol = excluded.symbol, last_played = excluded.last_played`,
    ),
    insertMatch: db.prepare<[string, string, number, string, number, string, number, number]>(
      `INSERT INTO matches (id, game, version, config, seed, seats, created_at, updated_at, action_count, outcome)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, NULL)`,
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
    latestSnapshot: db.prepare<[string, number], { idx: number; state: string }>(
      'SELECT idx, state FROM snapshots WHERE match_id = ? AND idx <= ? ORDER BY idx DESC LIMIT 1',
    ),
    setMatchVersion: db.prepare<[number, string]>('UPDATE matches SET version = ? WHERE id = ?'),
    deleteMatch: db.prepare<[string]>('DELETE FROM matches WHERE id = ?'),
  };
}

class SqliteStore implements Store {
  private readonly statements: ReturnType<typeof prepareStatements>;
  /** appends are the hot path: the statements and the transaction wrapper are built once */
  private readonly appendTransaction;

  constructor(
    readonly path: string,
    private readonly db: Database.Database,
  ) {
    this.statements = prepareStatements(db);
    this.appendTransaction = db.transaction((matchId: string, entry: StoredAction, outcome: Outcome | null, at: number) => {
      const advanced = this.statements.advanceMatch.run(at, outcomeJson(outcome), matchId, entry.index);
      if (advanced.changes === 0) throw this.logConflict(matchId, entry.index);
      this.statements.insertAction.run(matchId, entry.index, entry.seat, JSON.stringify(entry.action), JSON.stringify(entry.events));
    });
  }

  getSettings(): Settings {
    const settings = { ...defaultSettings };
    for (const { key, value } of this.statements.allSettings.all()) {
      const parsed: unknown = JSON.parse(value);
      // a value this version does not know (say, from a newer build) falls back to the default
      if (isSettingName(key) && isAllowedSetting(key, parsed)) Object.assign(settings, { [key]: parsed });
    }
    return settings;
  }

  setSettings(patch: Partial<Settings>): Settings {
    const changes = Object.entries(patch).filter(([, value]) => value !== undefined);
    for (const [name, value] of changes) {
      if (!isSettingName(name) || !isAllowedSetting(name, value)) {
        throw new StoreError('bad-setting', { setting: name, value: typeof value === 'string' ? value : JSON.stringify(value) });
      }
    }
    this.db.transaction(() => {
      for (const [name, value] of changes) this.statements.putSetting.run(name, JSON.stringify(value));
    })();
    return this.getSettings();
  }

  listProfiles(): Profile[] {
    return this.statements.listProfiles
      .all()
      .map((row) => ({ name: row.name, color: row.color, symbol: row.symbol, lastPlayed: row.last_played }));
  }

  rememberProfiles(profiles: Omit<Profile, 'lastPlayed'>[], at: number): void {
    this.db.transaction(() => {
      for (const profile of profiles) {
        this.statements.putProfile.run(profileKey(profile.name), profile.name.trim(), profile.color, profile.symbol, at);
      }
    })();
  }

  createMatch(match: Omit<StoredMatch, 'actionCount' | 'outcome' | 'updatedAt'>): void {
    this.statements.insertMatch.run(
      match.id,
      match.game,
      match.version,
      JSON.stringify(match.config),
      match.seed,
      JSON.stringify(match.seats),
      match.createdAt,
      match.createdAt,
    );
  }

  listMatches(): StoredMatch[] {
    return this.statements.listMatches.all().map(toStoredMatch);
  }

  getMatch(id: string): StoredMatch | undefined {
    const row = this.statements.getMatch.get(id);
    return row && toStoredMatch(row);
  }

  appendAction(matchId: string, entry: StoredAction, outcome: Outcome | null, at: number): void {
    this.appendTransaction(matchId, entry, outcome, at);
  }

  actions(matchId: string, fromIndex = 0): StoredAction[] {
    return this.statements.actionsFrom.all(matchId, fromIndex).map((row) => ({
      index: row.idx,
      seat: row.seat,
      action: JSON.parse(row.action),
      events: JSON.parse(row.events),
    }));
  }

  truncate(matchId: string, keep: number, outcome: Outcome | null, at: number): void {
    this.db.transaction(() => {
      const match = this.requireMatch(matchId);
      if (!Number.isInteger(keep) || keep < 0 || keep > match.action_count) throw this.logConflict(matchId, keep);
      this.statements.dropActionsFrom.run(matchId, keep);
      this.statements.dropSnapshotsAfter.run(matchId, keep);
      this.statements.rewindMatch.run(keep, at, outcomeJson(outcome), matchId);
    })();
  }

  saveSnapshot(matchId: string, snapshot: Snapshot): void {
    this.db.transaction(() => {
      const match = this.requireMatch(matchId);
      const index = snapshot.index;
      if (!Number.isInteger(index) || index < 0 || index > match.action_count) throw this.logConflict(matchId, index);
      this.statements.putSnapshot.run(matchId, index, JSON.stringify(snapshot.state));
    })();
  }

  latestSnapshot(matchId: string, atMost: number): Snapshot | undefined {
    const row = this.statements.latestSnapshot.get(matchId, atMost);
    return row && { index: row.idx, state: JSON.parse(row.state) };
  }

  setMatchVersion(matchId: string, version: number): void {
    this.db.transaction(() => {
      if (this.statements.setMatchVersion.run(version, matchId).changes === 0) {
        throw new StoreError('unknown-match', { match: matchId });
      }
      this.statements.dropAllSnapshots.run(matchId);
    })();
  }

  deleteMatch(matchId: string): void {
    // actions and snapshots go with it (ON DELETE CASCADE)
    this.statements.deleteMatch.run(matchId);
  }

  close(): void {
    this.db.close();
  }

  private requireMatch(matchId: string): MatchRow {
    const match = this.statements.getMatch.get(matchId);
    if (!match) throw new StoreError('unknown-match', { match: matchId });
    return match;
  }

  /** The error for an index that does not fit the saved log (or for a match that is gone). */
  private logConflict(matchId: string, index: number): StoreError {
    const match = this.requireMatch(matchId);
    return new StoreError('log-conflict', { match: matchId, index, actionCount: match.action_count });
  }
}

/**
 * The save store on SQLite (better-sqlite3). No Electron here: the Host and the web server share it.
 *
 * Durability: WAL journal with `synchronous = FULL`, so every commit fsyncs the WAL before
 * `appendAction` returns. With NORMAL a commit survives the app being killed but can be lost to a
 * power cut or an OS crash, and the Host shows a move as soon as the append returns: only FULL
 * keeps "each accepted action is durable before the screen shows it" true. Game moves come at
 * human (or bot-animation) pace, so one fsync per move costs nothing anyone can see.
 *
 * Over 500 lines, and known to be: the checks of a damaged file, the row readers and every
 * table's repository still share this file; splitting them apart is the next piece of work on
 * the store.
 */
import fs from 'node:fs';
import nodePath from 'node:path';
import Database from 'better-sqlite3';
import type { Action, GameEvent, MatchConfig, Outcome } from '../../engine/core/types';
import type { AnimationSpeed, Language, Profile, SeatSetup, Settings, StoreProblem } from '../shared/api';
import { defaultSettings } from '../shared/settings';
import { StoreError } from './errors';
import { latestSchemaVersion, migrate, migrations, schemaVersion, trollNightApplicationId } from './migrations';
import { newCampaignSchema } from '../shared/campaign-setup';
import type {
  CampaignLink,
  DamagedCampaign,
  DamagedMatch,
  NewStoredMatch,
  OpenResult,
  RescuedMatch,
  Snapshot,
  Store,
  StoredAction,
  StoredCampaign,
  StoredMatch,
} from './types';

/** a loudness in whole percent */
const isVolume = (value: unknown): boolean => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100;

/** Every value each setting may take, as text (the Records make the compiler list every union member), or a test of it. */
const allowedSettingValues: { [K in keyof Settings]: Record<Settings[K] extends string ? Settings[K] : `${Settings[K]}`, true> | ((value: unknown) => boolean) } = {
  language: { en: true, fr: true } satisfies Record<Language, true>,
  animationSpeed: { off: true, fast: true, normal: true, slow: true } satisfies Record<AnimationSpeed, true>,
  phones: { true: true, false: true },
  effectsVolume: isVolume,
  musicVolume: isVolume,
  muted: { true: true, false: true },
};

function isSettingName(name: string): name is keyof Settings {
  return Object.hasOwn(allowedSettingValues, name);
}

function isAllowedSetting(name: keyof Settings, value: unknown): boolean {
  const allowed = allowedSettingValues[name];
  if (typeof allowed === 'function') return allowed(value);
  return typeof value === typeof defaultSettings[name] && Object.hasOwn(allowed, String(value));
}

/** Files SQLite keeps beside the database; they belong to it and travel with it. */
const sidecarSuffixes = ['-wal', '-shm', '-journal'] as const;

/**
 * Opens (creating or migrating if needed) the store at `path`. A file that cannot be used is
 * reported, not repaired: it is inspected read-only first and left exactly as it was.
 */
export function openStore(path: string): OpenResult {
  try {
    const problem = inspectStoreFile(path);
    if (problem) return { ok: false, ...problem };
    if (fileSize(path) === undefined) createStoreFile(path);
    const db = new Database(path);
    try {
      configure(db);
      migrate(db);
    } catch (error) {
      db.close();
      throw error;
    }
    return { ok: true, store: new SqliteStore(path, db) };
  } catch (error) {
    const problem = openProblem(error);
    if (problem) return { ok: false, problem, detail: (error as Error).message };
    throw error;
  }
}

function configure(db: Database.Database): void {
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
}

/**
 * A new store is built under another name and renamed into place once it holds its schema, so a
 * file at `path` always starts with a whole header: an empty or half-made file there is never ours
 * and is reported, not silently replaced.
 */
function createStoreFile(path: string): void {
  fs.mkdirSync(nodePath.dirname(path), { recursive: true });
  const building = `${path}.new`;
  // a leftover of a start that died while building: it never held a game
  for (const file of [building, ...sidecarSuffixes.map((suffix) => building + suffix)]) fs.rmSync(file, { force: true });
  const db = new Database(building);
  try {
    configure(db);
    migrate(db);
  } finally {
    // closing checkpoints the WAL into the file and removes it
    db.close();
  }
  fs.renameSync(building, path);
}

type FileProblem = { problem: StoreProblem; detail: string };

/** What a failure while opening says about the file, when it is one the user can act on. */
function openProblem(error: unknown): StoreProblem | undefined {
  const kind = failureKind(error);
  if (kind === 'damaged') return 'corrupt';
  return kind === 'read-only' || kind === 'disk-full' ? kind : undefined;
}

type FailureKind = 'read-only' | 'disk-full' | 'damaged' | 'disk-error';

/** Sorts a SQLite or file-system error by what the user can do about it; undefined for a bug. */
function failureKind(error: unknown): FailureKind | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return undefined;
  if (code === 'SQLITE_FULL' || code === 'ENOSPC' || code === 'EDQUOT') return 'disk-full';
  if (/^SQLITE_(READONLY|CANTOPEN|PERM|AUTH)/.test(code) || ['EACCES', 'EPERM', 'EROFS'].includes(code)) return 'read-only';
  if (/^SQLITE_(CORRUPT|NOTADB)/.test(code)) return 'damaged';
  if (code.startsWith('SQLITE_IOERR') || code === 'EIO') return 'disk-error';
  return undefined;
}

const sqliteMagic = Buffer.from('SQLite format 3\0', 'latin1');
const sqliteHeaderSize = 100;

/** Why the file at `path` (or its folder) cannot be opened as our store, or null when it can. */
function inspectStoreFile(path: string): FileProblem | null {
  const unwritable = unwritablePlace(path);
  if (unwritable) return { problem: 'read-only', detail: `${unwritable} cannot be written by this user` };
  const size = fileSize(path);
  if (size === undefined) return null;
  if (size === 0) return { problem: 'empty', detail: 'the file is 0 bytes long' };
  const header = readStart(path, sqliteHeaderSize);
  if (!header.subarray(0, sqliteMagic.length).equals(sqliteMagic)) return { problem: 'corrupt', detail: 'not a SQLite database' };
  const missing = missingEnd(path, header, size);
  if (missing) return { problem: 'truncated', detail: missing };

  // A read-only connection still creates -wal and -shm beside a WAL database; remove the ones
  // this inspection made so the folder is left as it was found.
  const sidecarsBefore = new Set(sidecarSuffixes.filter((suffix) => fs.existsSync(path + suffix)));
  let db: Database.Database | undefined;
  try {
    db = new Database(path, { readonly: true, fileMustExist: true });
    return judgeSchema(db);
  } catch (error) {
    if (failureKind(error) === 'damaged') return { problem: 'corrupt', detail: (error as Error).message };
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

/**
 * The file or folder that keeps this user from writing the store at `path`, if any: SQLite would
 * otherwise open a read-only file read-only without a word, and every move would then fail.
 */
function unwritablePlace(path: string): string | undefined {
  const refused = (place: string, mode: number) => {
    try {
      fs.accessSync(place, mode);
      return false;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code !== 'ENOENT';
    }
  };
  for (const file of [path, ...sidecarSuffixes.map((suffix) => path + suffix)]) {
    if (refused(file, fs.constants.R_OK | fs.constants.W_OK)) return file;
  }
  // the folder must take new files (the WAL and its index); one yet to be made, its nearest parent
  let folder = nodePath.dirname(path);
  while (!fs.existsSync(folder) && nodePath.dirname(folder) !== folder) folder = nodePath.dirname(folder);
  return refused(folder, fs.constants.W_OK | fs.constants.X_OK) ? folder : undefined;
}

/**
 * Whether the end of the database is missing from the file (cut short by a copy, a full disk, a
 * crash of the disk), said in words; null when every page is there. SQLite reads the bytes past
 * the end of a file as zeros, which its own checks do not always notice (a file cut by one byte
 * loses the end of its last row). A page missing from the file may still be in the WAL, where
 * SQLite reads it from.
 */
function missingEnd(path: string, header: Buffer, size: number): string | null {
  if (header.length < sqliteHeaderSize) return `the file is ${size} bytes long, shorter than a SQLite header`;
  const rawPageSize = header.readUInt16BE(16);
  const pageSize = rawPageSize === 1 ? 65_536 : rawPageSize;
  // a page size SQLite cannot have is damage of another kind, for SQLite to report
  if (pageSize < 512 || (pageSize & (pageSize - 1)) !== 0) return null;
  const wal = walContent(path + '-wal', pageSize);
  const wholePages = Math.floor(size / pageSize);
  const inWal = (page: number) => wal?.pages.has(page) ?? false;
  if (size % pageSize !== 0 && !inWal(wholePages + 1)) {
    return `the file is ${size} bytes long, not a whole number of ${pageSize}-byte pages`;
  }
  // the page count in the header is trusted by SQLite only when written with the change counter
  const headerPages = header.readUInt32BE(24) === header.readUInt32BE(92) ? header.readUInt32BE(28) : 0;
  const databasePages = wal?.databasePages ?? headerPages;
  for (let page = wholePages + 1; page <= databasePages; page++) {
    if (!inWal(page)) return `the file holds ${wholePages} pages of ${pageSize} bytes; the database has ${databasePages}`;
  }
  return null;
}

const walMagic = [0x377f0682, 0x377f0683];
const walHeaderSize = 32;
const walFrameHeaderSize = 24;

/**
 * The pages held by the committed frames of a WAL file, and the database's size in pages after
 * its last commit; undefined when there is no WAL or it holds no commit. Frames are told apart
 * from leftovers of an earlier WAL by their salt, as SQLite does (its checksums are not checked).
 */
function walContent(walPath: string, pageSize: number): { pages: Set<number>; databasePages: number } | undefined {
  let fd: number;
  try {
    fd = fs.openSync(walPath, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const size = fs.fstatSync(fd).size;
    const header = Buffer.alloc(walHeaderSize);
    if (fs.readSync(fd, header, 0, walHeaderSize, 0) < walHeaderSize) return undefined;
    if (!walMagic.includes(header.readUInt32BE(0)) || header.readUInt32BE(8) !== pageSize) return undefined;
    const salt = header.subarray(16, 24);
    const frame = Buffer.alloc(walFrameHeaderSize);
    const pages = new Set<number>();
    let uncommitted: number[] = [];
    let databasePages: number | undefined;
    for (let offset = walHeaderSize; offset + walFrameHeaderSize + pageSize <= size; offset += walFrameHeaderSize + pageSize) {
      fs.readSync(fd, frame, 0, walFrameHeaderSize, offset);
      if (!frame.subarray(8, 16).equals(salt)) break;
      uncommitted.push(frame.readUInt32BE(0));
      const pagesAfterCommit = frame.readUInt32BE(4);
      if (pagesAfterCommit === 0) continue;
      for (const page of uncommitted) pages.add(page);
      uncommitted = [];
      databasePages = pagesAfterCommit;
    }
    return databasePages === undefined ? undefined : { pages, databasePages };
  } finally {
    fs.closeSync(fd);
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
  // the full check, not the quick one: it also finds index entries that do not match their rows
  // and keys out of order, after which lookups miss rows and writes may spread the damage
  const problems = (db.pragma('integrity_check') as { integrity_check: string }[])
    .map((row) => row.integrity_check)
    .filter((problem) => problem !== 'ok' && !rowValueProblem.test(problem));
  if (problems.length) return { problem: 'corrupt', detail: problems.slice(0, 5).join('; ') };
  return null;
}

/**
 * A damaged value in one row, not in the file's structure: such a row is read as damaged (one
 * saved game, one setting) and the rest of the file is fine.
 */
const rowValueProblem = /^(NULL value in|non-\w+ value in|CHECK constraint failed in) /;

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

function fileSize(path: string): number | undefined {
  try {
    return fs.statSync(path).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The first `length` bytes of the file (fewer when it is shorter). */
function readStart(path: string, length: number): Buffer {
  const start = Buffer.alloc(length);
  const fd = fs.openSync(path, 'r');
  try {
    return start.subarray(0, fs.readSync(fd, start, 0, length, 0));
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
  try {
    for (const suffix of sidecarSuffixes) {
      if (fs.existsSync(path + suffix)) fs.renameSync(path + suffix, target + suffix);
    }
    fs.renameSync(path, target);
  } catch (error) {
    if (failureKind(error) === 'read-only') throw new StoreError('read-only', { path: dir });
    throw error;
  }
  return target;
}

/**
 * A row as it comes out of the file. The schema says which types the columns hold, but a damaged
 * file may hold anything: every value is checked before use.
 */
interface MatchRow {
  id: unknown;
  game: unknown;
  version: unknown;
  config: unknown;
  seed: unknown;
  seats: unknown;
  created_at: unknown;
  updated_at: unknown;
  action_count: unknown;
  outcome: unknown;
  campaign_id: unknown;
  campaign_fixture: unknown;
}

interface CampaignRow {
  id: unknown;
  setup: unknown;
  created_at: unknown;
}

interface ActionRow {
  idx: unknown;
  seat: unknown;
  action: unknown;
  events: unknown;
}

interface ProfileRow {
  name: unknown;
  color: unknown;
  symbol: unknown;
  last_played: unknown;
}

/** The JSON value held in `text`, or undefined when it is not JSON text. */
function parseJson(text: unknown): unknown {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function isSeatSetup(value: unknown): value is SeatSetup {
  if (!isRecord(value) || !isRecord(value.kind)) return false;
  const kind = value.kind.type === 'human' || (value.kind.type === 'bot' && isText(value.kind.level));
  return kind && typeof value.name === 'string' && isText(value.color) && isText(value.symbol);
}

function isOutcome(value: unknown): value is Outcome {
  return isRecord(value) && Array.isArray(value.ranks) && Array.isArray(value.scores) && Array.isArray(value.winners) && value.winners.every(isCount);
}

/** Each field of a match row that can be read, checked on its own. */
function readableMatchFields(row: MatchRow): Partial<Omit<StoredMatch, 'id'>> {
  const config = parseJson(row.config);
  const seats = parseJson(row.seats);
  const outcome = row.outcome === null ? null : parseJson(row.outcome);
  const fields: Partial<Omit<StoredMatch, 'id'>> = {};
  if (isText(row.game)) fields.game = row.game;
  if (isCount(row.version)) fields.version = row.version;
  if (isRecord(config) && Array.isArray(config.seats) && config.seats.every(isRecord)) fields.config = config as unknown as MatchConfig;
  if (Number.isSafeInteger(row.seed)) fields.seed = row.seed as number;
  if (Array.isArray(seats) && seats.length > 0 && seats.every(isSeatSetup)) fields.seats = seats;
  if (isCount(row.created_at)) fields.createdAt = row.created_at;
  if (isCount(row.updated_at)) fields.updatedAt = row.updated_at;
  if (isCount(row.action_count)) fields.actionCount = row.action_count;
  if (outcome === null || isOutcome(outcome)) fields.outcome = outcome;
  const campaign = readCampaignLink(row);
  if (campaign !== undefined) fields.campaign = campaign;
  return fields;
}

/** The match's campaign link: null for a match of no campaign, undefined when it cannot be read. */
function readCampaignLink(row: MatchRow): CampaignLink | null | undefined {
  if (row.campaign_id === null) return null;
  const fixture = parseJson(row.campaign_fixture);
  if (!isText(row.campaign_id) || !isRecord(fixture) || !isText(fixture.key) || !isCount(fixture.round)) return undefined;
  if (!Array.isArray(fixture.players) || !fixture.players.every(isCount)) return undefined;
  return { id: row.campaign_id, fixture: fixture.key, round: fixture.round, players: fixture.players };
}

/** The campaign in `row`, or what could be read of it when a field cannot. */
function readCampaignRow(row: CampaignRow): { campaign: StoredCampaign } | { damaged: DamagedCampaign } | undefined {
  if (!isText(row.id)) return undefined;
  const setup = newCampaignSchema.safeParse(parseJson(row.setup));
  const readable: DamagedCampaign['readable'] = {
    ...(setup.success ? { setup: setup.data } : {}),
    ...(isCount(row.created_at) ? { createdAt: row.created_at } : {}),
  };
  if (readable.setup && readable.createdAt !== undefined) return { campaign: { id: row.id, setup: readable.setup, createdAt: readable.createdAt } };
  return { damaged: { id: row.id, readable } };
}

/** Every field of a saved match but its id: the row is whole when each of them can be read. */
const matchFields = ['game', 'version', 'config', 'seed', 'seats', 'createdAt', 'updatedAt', 'actionCount', 'outcome', 'campaign'] as const satisfies readonly (keyof StoredMatch)[];

/** The match in `row`, or what could be read of it when a field cannot. */
function readMatchRow(row: MatchRow): { match: StoredMatch } | { damaged: DamagedMatch } | undefined {
  // a row without a usable id cannot be named, opened or deleted (and an intact file has none)
  if (!isText(row.id)) return undefined;
  const readable = readableMatchFields(row);
  if (matchFields.every((field) => field in readable)) return { match: { id: row.id, ...(readable as Omit<StoredMatch, 'id'>) } };
  return { damaged: { id: row.id, readable } };
}

function readMatchRows(rows: MatchRow[]): { matches: StoredMatch[]; damaged: DamagedMatch[] } {
  const matches: StoredMatch[] = [];
  const damaged: DamagedMatch[] = [];
  for (const row of rows) {
    const read = readMatchRow(row);
    if (read && 'match' in read) matches.push(read.match);
    else if (read) damaged.push(read.damaged);
  }
  return { matches, damaged };
}

function readActionRow(row: ActionRow): StoredAction | undefined {
  const action = parseJson(row.action);
  const events = parseJson(row.events);
  const valid =
    isCount(row.idx) &&
    isCount(row.seat) &&
    isRecord(action) &&
    typeof action.type === 'string' &&
    Array.isArray(events) &&
    events.every((event) => isRecord(event) && typeof event.type === 'string');
  return valid ? { index: row.idx as number, seat: row.seat as number, action: action as Action, events: events as GameEvent[] } : undefined;
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
    allSettings: db.prepare<[], { key: unknown; value: unknown }>('SELECT key, value FROM settings'),
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
    insertMatch: db.prepare<[string, string, number, string, number, string, number, number, string | null, string | null]>(
      `INSERT INTO matches (id, game, version, config, seed, seats, created_at, updated_at, action_count, outcome, campaign_id, campaign_fixture)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, NULL, ?, ?)`,
    ),
    campaignMatches: db.prepare<[string], MatchRow>(
      'SELECT * FROM matches WHERE campaign_id = ? ORDER BY updated_at DESC, created_at DESC, id',
    ),
    insertCampaign: db.prepare<[string, string, number]>('INSERT INTO campaigns (id, setup, created_at) VALUES (?, ?, ?)'),
    listCampaigns: db.prepare<[], CampaignRow>('SELECT * FROM campaigns ORDER BY created_at DESC, id'),
    getCampaign: db.prepare<[string], CampaignRow>('SELECT * FROM campaigns WHERE id = ?'),
    deleteCampaign: db.prepare<[string]>('DELETE FROM campaigns WHERE id = ?'),
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
    return this.readSettings().settings;
  }

  unreadableSettings(): (keyof Settings)[] {
    return this.readSettings().unreadable;
  }

  setSettings(patch: Partial<Settings>): Settings {
    const changes = Object.entries(patch).filter(([, value]) => value !== undefined);
    for (const [name, value] of changes) {
      if (!isSettingName(name) || !isAllowedSetting(name, value)) {
        throw new StoreError('bad-setting', { setting: name, value: typeof value === 'string' ? value : JSON.stringify(value) });
      }
    }
    this.guard(() =>
      this.db.transaction(() => {
        for (const [name, value] of changes) this.statements.putSetting.run(name, JSON.stringify(value));
      })(),
    );
    return this.getSettings();
  }

  listProfiles(): Profile[] {
    // a profile is only a suggestion for the next game: one that cannot be read is left out
    return this.guard(() => this.statements.listProfiles.all()).flatMap(({ name, color, symbol, last_played: lastPlayed }) =>
      isText(name) && isText(color) && isText(symbol) && isCount(lastPlayed) ? [{ name, color, symbol, lastPlayed }] : [],
    );
  }

  rememberProfiles(profiles: Omit<Profile, 'lastPlayed'>[], at: number): void {
    this.guard(() =>
      this.db.transaction(() => {
        for (const profile of profiles) {
          this.statements.putProfile.run(profileKey(profile.name), profile.name.trim(), profile.color, profile.symbol, at);
        }
      })(),
    );
  }

  createMatch(match: NewStoredMatch): void {
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

  listMatches(): { matches: StoredMatch[]; damaged: DamagedMatch[] } {
    return readMatchRows(this.guard(() => this.statements.listMatches.all()));
  }

  campaignMatches(campaignId: string): { matches: StoredMatch[]; damaged: DamagedMatch[] } {
    return readMatchRows(this.guard(() => this.statements.campaignMatches.all(campaignId)));
  }

  createCampaign(campaign: StoredCampaign): void {
    this.guard(() => this.statements.insertCampaign.run(campaign.id, JSON.stringify(campaign.setup), campaign.createdAt));
  }

  listCampaigns(): { campaigns: StoredCampaign[]; damaged: DamagedCampaign[] } {
    const campaigns: StoredCampaign[] = [];
    const damaged: DamagedCampaign[] = [];
    for (const row of this.guard(() => this.statements.listCampaigns.all())) {
      const read = readCampaignRow(row);
      if (read && 'campaign' in read) campaigns.push(read.campaign);
      else if (read) damaged.push(read.damaged);
    }
    return { campaigns, damaged };
  }

  getCampaign(id: string): StoredCampaign | undefined {
    const row = this.guard(() => this.statements.getCampaign.get(id));
    if (!row) return undefined;
    const read = readCampaignRow(row);
    if (!read || !('campaign' in read)) throw new StoreError('campaign-damaged');
    return read.campaign;
  }

  deleteCampaign(campaignId: string): void {
    // its matches go with it, and their actions and snapshots with them (ON DELETE CASCADE)
    this.guard(() => this.statements.deleteCampaign.run(campaignId));
  }

  getMatch(id: string): StoredMatch | undefined {
    const row = this.guard(() => this.statements.getMatch.get(id), id);
    if (!row) return undefined;
    const read = readMatchRow(row);
    if (!read || !('match' in read)) throw new StoreError('match-damaged');
    return read.match;
  }

  hasMatch(id: string): boolean {
    return this.guard(() => this.statements.getMatch.get(id), id) !== undefined;
  }

  rescueMatch(id: string): RescuedMatch | undefined {
    const row = this.guard(() => this.statements.getMatch.get(id), id);
    if (!row) return undefined;
    const actions: RescuedMatch['actions'] = [];
    try {
      for (const actionRow of this.statements.actionsFrom.iterate(id, 0)) {
        actions.push(readActionRow(actionRow) ?? { index: isCount(actionRow.idx) ? actionRow.idx : actions.length, unreadable: true });
      }
    } catch (error) {
      // the rows read before the damage are still worth keeping
      if (failureKind(error) !== 'damaged') throw this.storeError(error, id);
    }
    const readable = readableMatchFields(row);
    return { id, readable, unreadable: matchFields.filter((field) => !(field in readable)), actions };
  }

  appendAction(matchId: string, entry: StoredAction, outcome: Outcome | null, at: number): void {
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

  setMatchVersion(matchId: string, version: number): void {
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

  deleteMatch(matchId: string): void {
    // actions and snapshots go with it (ON DELETE CASCADE)
    this.guard(() => this.statements.deleteMatch.run(matchId), matchId);
  }

  close(): void {
    this.db.close();
  }

  private readSettings(): { settings: Settings; unreadable: (keyof Settings)[] } {
    const settings = { ...defaultSettings };
    const unreadable: (keyof Settings)[] = [];
    let rows;
    try {
      rows = this.statements.allSettings.all();
    } catch (error) {
      if (failureKind(error) === 'damaged') return { settings, unreadable: Object.keys(allowedSettingValues) as (keyof Settings)[] };
      throw this.storeError(error);
    }
    for (const { key, value } of rows) {
      if (typeof key !== 'string' || !isSettingName(key)) continue;
      const parsed = parseJson(value);
      if (parsed === undefined) unreadable.push(key);
      // a value this version does not know (say, from a newer build) falls back to the default
      else if (isAllowedSetting(key, parsed)) Object.assign(settings, { [key]: parsed });
    }
    return { settings, unreadable };
  }

  /**
   * Runs `work`, turning what SQLite or the disk says into a StoreError the user can read. With
   * `matchId`, damage found is that match's; otherwise the whole file's.
   */
  private guard<T>(work: () => T, matchId?: string): T {
    try {
      return work();
    } catch (error) {
      throw this.storeError(error, matchId);
    }
  }

  private storeError(error: unknown, matchId?: string): unknown {
    if (error instanceof StoreError) return error;
    switch (failureKind(error)) {
      case 'disk-full':
        return new StoreError('disk-full');
      case 'read-only':
        return new StoreError('read-only', { path: this.path });
      case 'damaged':
        return new StoreError(matchId === undefined ? 'store-damaged' : 'match-damaged');
      case 'disk-error':
        return new StoreError('disk-error', { detail: (error as Error).message });
      default:
        return error;
    }
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

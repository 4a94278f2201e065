/**
 * The save file on disk, before and beside SQLite: why a file cannot be opened as our store
 * (a folder that cannot be written, a header that is not SQLite's, pages cut off the end, a schema
 * not ours, damage found by SQLite's integrity check), and setting an unreadable file aside.
 * Nothing here repairs a file: it is looked at read-only and left as it was found.
 */
import fs from 'node:fs';
import nodePath from 'node:path';
import Database from 'better-sqlite3';
import type { StoreProblem } from '../shared/api';
import { StoreError } from './errors';
import { failureKind } from './failures';
import { latestSchemaVersion, migrations, schemaVersion, trollNightApplicationId } from './migrations';

/** Files SQLite keeps beside the database; they belong to it and travel with it. */
export const sidecarSuffixes = ['-wal', '-shm', '-journal'] as const;

export type FileProblem = { problem: StoreProblem; detail: string };

const sqliteMagic = Buffer.from('SQLite format 3\0', 'latin1');
const sqliteHeaderSize = 100;

/** Why the file at `path` (or its folder) cannot be opened as our store, or null when it can. */
export function inspectStoreFile(path: string): FileProblem | null {
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
export function fileSize(path: string): number | undefined {
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

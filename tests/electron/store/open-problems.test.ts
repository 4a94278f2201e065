import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import nodePath from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { latestSchemaVersion } from '../../../electron/store/migrations';
import { openStore, setAsideStoreFile } from '../../../electron/store/sqlite-store';
import type { StoreProblem } from '../../../electron/shared/api';
import { folderFingerprint, newMatch, openOk, sha256, useTempDir } from './helpers';

const tempDir = useTempDir();

function storePath(): string {
  return nodePath.join(tempDir(), 'troll-night.sqlite');
}

/** A real store with enough in it to span many pages. */
function storeWithData(path: string): void {
  const store = openOk(path);
  store.createMatch(newMatch('m'));
  for (let i = 0; i < 300; i++) {
    store.appendAction('m', { index: i, seat: i % 2, action: { type: 'roll', green: 1 }, events: [{ type: 'rolled', note: 'x'.repeat(200) }] }, null, i);
  }
  store.close();
}

/** Opens `path`, expects `problem`, and checks that nothing in its folder changed. */
function expectRefused(path: string, problem: StoreProblem): string {
  const before = folderFingerprint(nodePath.dirname(path));
  const result = openStore(path);
  expect(result.ok).toBe(false);
  if (result.ok) throw new Error('unreachable');
  expect(result.problem).toBe(problem);
  expect(result.detail).not.toBe('');
  expect(folderFingerprint(nodePath.dirname(path))).toEqual(before);
  return result.detail;
}

describe('opening a file that is not a usable store', () => {
  it('reports random bytes as corrupt and leaves them untouched', () => {
    const path = storePath();
    fs.writeFileSync(path, randomBytes(16_384));
    expect(expectRefused(path, 'corrupt')).toMatch(/not a SQLite database/);
  });

  it('reports a text file as corrupt', () => {
    const path = storePath();
    fs.writeFileSync(path, 'Shopping list:\n- troll snacks\n');
    expectRefused(path, 'corrupt');
  });

  it('reports a SQLite header followed by garbage as corrupt', () => {
    const path = storePath();
    fs.writeFileSync(path, Buffer.concat([Buffer.from('SQLite format 3\0', 'latin1'), randomBytes(8_192)]));
    expectRefused(path, 'corrupt');
  });

  it('reports a 0-byte file as empty and leaves it there', () => {
    const path = storePath();
    fs.writeFileSync(path, '');
    expect(expectRefused(path, 'empty')).toMatch(/0 bytes/);
    expect(fs.statSync(path).size).toBe(0);
  });

  it.each([
    ['by one byte', (size: number) => size - 1],
    ['in the middle of a page', (size: number) => Math.floor(size / 2) + 123],
    ['on a page boundary', (size: number) => Math.floor(size / 2 / 4096) * 4096],
    ['after the first page', () => 4096],
    ['inside its header', () => 60],
  ])('reports a database cut short %s as truncated', (_, cutAt) => {
    const path = storePath();
    storeWithData(path);
    fs.truncateSync(path, cutAt(fs.statSync(path).size));
    expectRefused(path, 'truncated');
  });

  /** A store whose latest pages are still only in its WAL: what a killed app leaves on disk. */
  function crashedWithWal(): string {
    const original = storePath();
    const store = openOk(original);
    store.createMatch(newMatch('m'));
    const crashed = nodePath.join(tempDir(), 'crashed.sqlite');
    for (let i = 0; i < 100; i++) {
      store.appendAction('m', { index: i, seat: 0, action: { type: 'roll', green: 1 }, events: [{ type: 'rolled', note: 'x'.repeat(300) }] }, null, i);
    }
    for (const suffix of ['', '-wal']) fs.copyFileSync(original + suffix, crashed + suffix);
    store.close();
    return crashed;
  }

  it('opens a store whose file is shorter than the database when the missing pages are in its WAL', () => {
    const crashed = crashedWithWal();
    const pagesInFile = fs.statSync(crashed).size / 4096;
    const reader = new Database(crashed, { readonly: true });
    const pagesWithWal = reader.pragma('page_count', { simple: true }) as number;
    reader.close();
    expect(pagesWithWal).toBeGreaterThan(pagesInFile);

    const recovered = openOk(crashed);
    expect(recovered.actions('m')).toHaveLength(100);
    recovered.close();
  });

  it('reports a store cut short beside its WAL when the pages cut are not in the WAL', () => {
    const crashed = crashedWithWal();
    fs.truncateSync(crashed, fs.statSync(crashed).size - 1);
    expectRefused(crashed, 'truncated');
  });

  it('reports a database with a damaged page as corrupt', () => {
    const path = storePath();
    storeWithData(path);
    const bytes = fs.readFileSync(path);
    randomBytes(4096).copy(bytes, 4096 * 3);
    fs.writeFileSync(path, bytes);
    expectRefused(path, 'corrupt');
  });

  it('reports a store written by a newer version and does not touch it', () => {
    const path = storePath();
    storeWithData(path);
    const db = new Database(path);
    db.pragma(`user_version = ${latestSchemaVersion + 1}`);
    db.close();
    expect(expectRefused(path, 'newer-version')).toContain(String(latestSchemaVersion + 1));
  });

  it.each(['delete', 'wal'])("reports another program's SQLite database (%s journal) as corrupt", (journalMode) => {
    const path = storePath();
    const db = new Database(path);
    db.pragma(`journal_mode = ${journalMode}`);
    db.exec("CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('not a game');");
    db.pragma('user_version = 1');
    db.close();
    expect(expectRefused(path, 'corrupt')).toMatch(/not a Troll Night save/);
  });

  it('reports a store whose tables do not match its schema version as corrupt', () => {
    const path = storePath();
    storeWithData(path);
    const db = new Database(path);
    db.exec('DROP TABLE settings');
    db.close();
    expect(expectRefused(path, 'corrupt')).toMatch(/do not match/);
  });

  it('opens a store left with an un-checkpointed WAL by a crash, with everything in it', () => {
    const original = storePath();
    const store = openOk(original);
    store.createMatch(newMatch('m'));
    store.appendAction('m', { index: 0, seat: 0, action: { type: 'roll', green: 0 }, events: [] }, null, 5);
    // copy the files while the store is still open: what a killed process leaves on disk
    const crashed = nodePath.join(tempDir(), 'crashed.sqlite');
    for (const suffix of ['', '-wal']) fs.copyFileSync(original + suffix, crashed + suffix);
    store.close();
    expect(fs.statSync(crashed + '-wal').size).toBeGreaterThan(0);

    const recovered = openOk(crashed);
    expect(recovered.getMatch('m')?.actionCount).toBe(1);
    expect(recovered.actions('m')).toHaveLength(1);
    recovered.close();
  });
});

describe('setting an unreadable file aside', () => {
  it('renames the file and its sidecars next to it, byte for byte, so a fresh store can start', () => {
    const dir = tempDir();
    const path = nodePath.join(dir, 'troll-night.sqlite');
    fs.writeFileSync(path, randomBytes(5_000));
    fs.writeFileSync(path + '-wal', randomBytes(300));
    fs.writeFileSync(path + '-shm', randomBytes(200));
    const hashes = [sha256(path), sha256(path + '-wal'), sha256(path + '-shm')];
    const now = Date.UTC(2026, 10, 22, 10, 0, 0, 456);

    const movedTo = setAsideStoreFile(path, now);
    expect(movedTo).toBe(nodePath.join(dir, 'troll-night.unreadable-2026-11-22T10-00-00.sqlite'));
    expect([sha256(movedTo), sha256(movedTo + '-wal'), sha256(movedTo + '-shm')]).toEqual(hashes);
    expect(fs.readdirSync(dir).sort()).toEqual([
      'troll-night.unreadable-2026-11-22T10-00-00.sqlite',
      'troll-night.unreadable-2026-11-22T10-00-00.sqlite-shm',
      'troll-night.unreadable-2026-11-22T10-00-00.sqlite-wal',
    ]);

    const store = openOk(path);
    expect(store.listMatches()).toEqual({ matches: [], damaged: [] });
    store.close();
    expect(sha256(movedTo)).toBe(hashes[0]);
  });

  it('never overwrites an earlier set-aside file from the same second', () => {
    const dir = tempDir();
    const path = nodePath.join(dir, 'troll-night.sqlite');
    const now = Date.UTC(2026, 10, 22, 10, 0, 0);
    fs.writeFileSync(path, 'first');
    const first = setAsideStoreFile(path, now);
    fs.writeFileSync(path, 'second');
    const second = setAsideStoreFile(path, now);
    expect(second).toBe(nodePath.join(dir, 'troll-night.unreadable-2026-11-22T10-00-00-2.sqlite'));
    expect(fs.readFileSync(first, 'utf8')).toBe('first');
    expect(fs.readFileSync(second, 'utf8')).toBe('second');
  });

  it('keeps a refused store intact through the whole round: refuse, set aside, start fresh', () => {
    const path = storePath();
    storeWithData(path);
    const db = new Database(path);
    db.pragma(`user_version = ${latestSchemaVersion + 1}`);
    db.close();
    const hash = sha256(path);
    expectRefused(path, 'newer-version');

    const movedTo = setAsideStoreFile(path, Date.UTC(2027, 0, 1));
    expect(sha256(movedTo)).toBe(hash);
    const fresh = openOk(path);
    expect(fresh.listMatches()).toEqual({ matches: [], damaged: [] });
    fresh.close();
    expect(expectRefused(movedTo, 'newer-version')).toContain('schema version');
  });
});

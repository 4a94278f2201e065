import fs from 'node:fs';
import nodePath from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import {
  latestSchemaVersion,
  migrate,
  migrations,
  schemaVersion,
  trollNightApplicationId,
  type Migration,
} from '../../../electron/store/migrations';
import { newMatch, openOk, useTempDir } from './helpers';

const tempDir = useTempDir();

function tableNames(db: Database.Database): string[] {
  return (db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name").all() as { name: string }[]).map(
    (row) => row.name,
  );
}

describe('migrations', () => {
  it('are numbered 1, 2, 3… in order', () => {
    expect(migrations.map((m) => m.version)).toEqual(migrations.map((_, i) => i + 1));
    expect(latestSchemaVersion).toBe(migrations.length);
  });

  it('build the whole schema on a missing file and record the version', () => {
    const path = nodePath.join(tempDir(), 'sub', 'folder', 'troll-night.sqlite');
    openOk(path).close();

    const db = new Database(path, { readonly: true });
    expect(schemaVersion(db)).toBe(latestSchemaVersion);
    expect(db.pragma('application_id', { simple: true })).toBe(trollNightApplicationId);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(tableNames(db)).toEqual(['actions', 'campaigns', 'matches', 'profile_names', 'profiles', 'settings', 'snapshots']);
    db.close();
  });

  it('build a new store beside its place and move it in whole, over what a start that died left', () => {
    const dir = tempDir();
    const path = nodePath.join(dir, 'troll-night.sqlite');
    fs.writeFileSync(`${path}.new`, 'half a store from a start that died');
    const store = openOk(path);
    store.createMatch(newMatch('m'));
    store.close();
    expect(fs.readdirSync(dir)).toEqual(['troll-night.sqlite']);
    expect(openOk(path).getMatch('m')?.id).toBe('m');
  });

  it('take over an empty SQLite file that has no tables yet', () => {
    const path = nodePath.join(tempDir(), 'troll-night.sqlite');
    const db = new Database(path);
    db.exec('CREATE TABLE scratch (x); DROP TABLE scratch;');
    db.close();
    expect(fs.statSync(path).size).toBeGreaterThan(0);
    const store = openOk(path);
    expect(store.listMatches()).toEqual({ matches: [], damaged: [] });
    store.close();
  });

  it('leave an up-to-date store and its data alone when reopened', () => {
    const path = nodePath.join(tempDir(), 'troll-night.sqlite');
    const store = openOk(path);
    store.createMatch(newMatch('m'));
    store.close();
    const reopened = openOk(path);
    expect(reopened.listMatches().matches.map((m) => m.id)).toEqual(['m']);
    reopened.close();
  });

  it('run each step in its own transaction: a failing step keeps the steps before it and none of itself', () => {
    const path = nodePath.join(tempDir(), 'steps.sqlite');
    const db = new Database(path);
    const steps: Migration[] = [
      { version: 1, up: (d) => d.exec('CREATE TABLE one (x)') },
      {
        version: 2,
        up: (d) => {
          d.exec('CREATE TABLE two (x)');
          d.exec('THIS IS NOT SQL');
        },
      },
    ];
    expect(() => migrate(db, steps)).toThrow(/syntax error/);
    expect(schemaVersion(db)).toBe(1);
    expect(tableNames(db)).toEqual(['one']);

    steps[1] = { version: 2, up: (d) => d.exec('CREATE TABLE two (x)') };
    migrate(db, steps);
    expect(schemaVersion(db)).toBe(2);
    expect(tableNames(db)).toEqual(['one', 'two']);

    // steps already applied are not run again
    migrate(db, steps);
    expect(tableNames(db)).toEqual(['one', 'two']);
    db.close();
  });

  it('refuse to run on a database newer than the steps they know', () => {
    const db = new Database(':memory:');
    db.pragma(`user_version = ${latestSchemaVersion + 1}`);
    expect(() => migrate(db)).toThrow(/newer/);
    expect(tableNames(db)).toEqual([]);
    db.close();
  });
});

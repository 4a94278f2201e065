import nodePath from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { StoreError } from '../../../electron/store/errors';
import type { Store, StoredAction } from '../../../electron/store/types';
import type { Outcome } from '../../../engine/core/types';
import { newMatch, openOk, useTempDir } from './helpers';

const tempDir = useTempDir();

function freshStore(): Store {
  return openOk(nodePath.join(tempDir(), 'troll-night.sqlite'));
}

function roll(index: number, seat = index % 2): StoredAction {
  return { index, seat, action: { type: 'roll', green: index % 3 }, events: [{ type: 'rolled', faces: ['club', 'heart'] }] };
}

const finished: Outcome = { ranks: [1, 2], scores: [3, 0], winners: [0] };

/** Rows of `table` for `matchId`, read through a separate connection, not through the store. */
function rawCount(path: string, table: 'actions' | 'snapshots' | 'matches', matchId: string): number {
  const db = new Database(path, { readonly: true });
  try {
    const column = table === 'matches' ? 'id' : 'match_id';
    return (db.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${column} = ?`).get(matchId) as { n: number }).n;
  } finally {
    db.close();
  }
}

function expectStoreError(run: () => unknown, code: StoreError['code']): StoreError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(StoreError);
    expect((error as StoreError).code).toBe(code);
    return error as StoreError;
  }
  throw new Error(`expected a StoreError ${code}`);
}

describe('settings', () => {
  it('starts from the defaults', () => {
    const store = freshStore();
    expect(store.getSettings()).toEqual({ language: 'en', animationSpeed: 'normal', phones: false, effectsVolume: 60, musicVolume: 0, muted: false, reactions: true });
    store.close();
  });

  it('saves a valid change and keeps it across a reopen', () => {
    const store = freshStore();
    expect(store.setSettings({ language: 'fr' })).toEqual({ language: 'fr', animationSpeed: 'normal', phones: false, effectsVolume: 60, musicVolume: 0, muted: false, reactions: true });
    expect(store.setSettings({ animationSpeed: 'off' })).toEqual({ language: 'fr', animationSpeed: 'off', phones: false, effectsVolume: 60, musicVolume: 0, muted: false, reactions: true });
    expect(store.setSettings({ phones: true })).toEqual({ language: 'fr', animationSpeed: 'off', phones: true, effectsVolume: 60, musicVolume: 0, muted: false, reactions: true });
    store.close();
    const reopened = openOk(store.path);
    expect(reopened.getSettings()).toEqual({ language: 'fr', animationSpeed: 'off', phones: true, effectsVolume: 60, musicVolume: 0, muted: false, reactions: true });
    reopened.close();
  });

  it('refuses an unknown value or setting with a translated error and writes nothing', () => {
    const store = freshStore();
    store.setSettings({ language: 'fr' });
    const badLanguage = expectStoreError(() => store.setSettings({ language: 'de' as 'en' }), 'bad-setting');
    expect(badLanguage.key).toBe('store:errors.bad-setting');
    expect(badLanguage.params).toEqual({ setting: 'language', value: 'de' });
    expectStoreError(() => store.setSettings({ animationSpeed: 3 as unknown as 'fast' }), 'bad-setting');
    // a switch is a boolean, not the text of one
    expectStoreError(() => store.setSettings({ phones: 'true' as unknown as boolean }), 'bad-setting');
    expectStoreError(() => store.setSettings({ language: true as unknown as 'en' }), 'bad-setting');
    expectStoreError(() => store.setSettings({ volume: 'loud' } as Partial<{ language: 'en' }>), 'bad-setting');
    // one good value beside a bad one: the whole patch is refused
    expectStoreError(() => store.setSettings({ animationSpeed: 'slow', language: 'xx' as 'en' }), 'bad-setting');
    expect(store.getSettings()).toEqual({ language: 'fr', animationSpeed: 'normal', phones: false, effectsVolume: 60, musicVolume: 0, muted: false, reactions: true });
    store.close();
  });

  it('falls back to the default for a stored value this version does not know', () => {
    const store = freshStore();
    store.setSettings({ language: 'fr', animationSpeed: 'slow' });
    store.close();
    const db = new Database(store.path);
    db.prepare("UPDATE settings SET value = '\"ludicrous\"' WHERE key = 'animationSpeed'").run();
    db.close();
    const reopened = openOk(store.path);
    expect(reopened.getSettings()).toEqual({ language: 'fr', animationSpeed: 'normal', phones: false, effectsVolume: 60, musicVolume: 0, muted: false, reactions: true });
    reopened.close();
  });
});

describe('profiles', () => {
  it('remembers players, most recent first, matching names without regard to case', () => {
    const store = freshStore();
    expect(store.listProfiles()).toEqual([]);
    store.rememberProfiles(
      [
        { name: 'Élodie', color: 'blue', symbol: 'star' },
        { name: 'Bruno', color: 'orange', symbol: 'moon' },
      ],
      100,
    );
    store.rememberProfiles([{ name: 'Chloé', color: 'green', symbol: 'sun' }], 200);
    expect(store.listProfiles().map((p) => [p.name, p.lastPlayed])).toEqual([
      ['Chloé', 200],
      ['Bruno', 100],
      ['Élodie', 100],
    ]);

    store.rememberProfiles([{ name: ' ÉLODIE ', color: 'purple', symbol: 'heart' }], 300);
    expect(store.listProfiles()).toEqual([
      { name: 'ÉLODIE', color: 'purple', symbol: 'heart', lastPlayed: 300 },
      { name: 'Chloé', color: 'green', symbol: 'sun', lastPlayed: 200 },
      { name: 'Bruno', color: 'orange', symbol: 'moon', lastPlayed: 100 },
    ]);
    store.close();
  });
});

describe('matches', () => {
  it('creates, lists (most recently played first) and reads matches', () => {
    const store = freshStore();
    store.createMatch(newMatch('m1', 1_000));
    store.createMatch(newMatch('m2', 2_000));
    expect(store.getMatch('m1')).toEqual({ ...newMatch('m1', 1_000), updatedAt: 1_000, actionCount: 0, outcome: null, campaign: null });
    expect(store.getMatch('nope')).toBeUndefined();
    expect(store.listMatches().matches.map((m) => m.id)).toEqual(['m2', 'm1']);

    store.appendAction('m1', roll(0), null, 3_000);
    expect(store.listMatches().matches.map((m) => m.id)).toEqual(['m1', 'm2']);
    store.close();
  });

  it('refuses a second match with the same id', () => {
    const store = freshStore();
    store.createMatch(newMatch('m1'));
    expect(() => store.createMatch(newMatch('m1'))).toThrow(/UNIQUE|PRIMARY KEY/);
    store.close();
  });

  it('deletes a match with its actions and snapshots, and only that match', () => {
    const store = freshStore();
    for (const id of ['gone', 'kept']) {
      store.createMatch(newMatch(id));
      store.appendAction(id, roll(0), null, 2_000);
      store.saveSnapshot(id, { index: 1, state: { round: 1 } });
    }
    store.deleteMatch('gone');
    expect(store.getMatch('gone')).toBeUndefined();
    expect(store.actions('gone')).toEqual([]);
    expect(store.latestSnapshot('gone', 10)).toBeUndefined();
    expect(rawCount(store.path, 'actions', 'gone')).toBe(0);
    expect(rawCount(store.path, 'snapshots', 'gone')).toBe(0);
    expect(store.actions('kept')).toHaveLength(1);
    expect(store.latestSnapshot('kept', 10)).toEqual({ index: 1, state: { round: 1 } });
    store.close();
  });
});

describe('the action log', () => {
  it('appends actions in order and reads them back from any index', () => {
    const store = freshStore();
    store.createMatch(newMatch('m'));
    for (let i = 0; i < 4; i++) store.appendAction('m', roll(i), null, 2_000 + i);
    expect(store.actions('m')).toEqual([roll(0), roll(1), roll(2), roll(3)]);
    expect(store.actions('m', 2)).toEqual([roll(2), roll(3)]);
    expect(store.getMatch('m')).toMatchObject({ actionCount: 4, updatedAt: 2_003, outcome: null });

    store.appendAction('m', roll(4), finished, 9_000);
    expect(store.getMatch('m')).toMatchObject({ actionCount: 5, updatedAt: 9_000, outcome: finished });
    store.close();

    const reopened = openOk(store.path);
    expect(reopened.actions('m')).toHaveLength(5);
    expect(reopened.getMatch('m')?.outcome).toEqual(finished);
    reopened.close();
  });

  it('refuses a duplicate, stale or skipping index and writes nothing', () => {
    const store = freshStore();
    store.createMatch(newMatch('m'));
    store.appendAction('m', roll(0), null, 2_000);
    store.appendAction('m', roll(1), null, 2_001);
    const before = { match: store.getMatch('m'), log: store.actions('m') };

    const duplicate = expectStoreError(() => store.appendAction('m', roll(1), finished, 5_000), 'log-conflict');
    expect(duplicate.key).toBe('store:errors.log-conflict');
    expect(duplicate.params).toMatchObject({ index: 1, actionCount: 2 });
    expectStoreError(() => store.appendAction('m', roll(0), finished, 5_000), 'log-conflict');
    expectStoreError(() => store.appendAction('m', roll(3), finished, 5_000), 'log-conflict');

    expect(store.getMatch('m')).toEqual(before.match);
    expect(store.actions('m')).toEqual(before.log);
    store.appendAction('m', roll(2), null, 2_002);
    expect(store.getMatch('m')?.actionCount).toBe(3);
    store.close();
  });

  it('refuses to append to a match that does not exist', () => {
    const store = freshStore();
    const error = expectStoreError(() => store.appendAction('ghost', roll(0), null, 1), 'unknown-match');
    expect(error.key).toBe('common:errors.unknown-match');
    expect(rawCount(store.path, 'actions', 'ghost')).toBe(0);
    store.close();
  });
});

describe('snapshots and undo', () => {
  function playedMatch(store: Store, actions: number): void {
    store.createMatch(newMatch('m'));
    for (let i = 0; i < actions; i++) store.appendAction('m', roll(i), i === actions - 1 ? finished : null, 2_000 + i);
  }

  it('finds the latest snapshot at or before an index', () => {
    const store = freshStore();
    playedMatch(store, 9);
    expect(store.latestSnapshot('m', 9)).toBeUndefined();
    store.saveSnapshot('m', { index: 0, state: { at: 0 } });
    store.saveSnapshot('m', { index: 4, state: { at: 4 } });
    store.saveSnapshot('m', { index: 8, state: { at: 8 } });
    expect(store.latestSnapshot('m', 9)).toEqual({ index: 8, state: { at: 8 } });
    expect(store.latestSnapshot('m', 7)).toEqual({ index: 4, state: { at: 4 } });
    expect(store.latestSnapshot('m', 4)).toEqual({ index: 4, state: { at: 4 } });
    expect(store.latestSnapshot('m', 3)).toEqual({ index: 0, state: { at: 0 } });

    store.saveSnapshot('m', { index: 4, state: { at: 'four, again' } });
    expect(store.latestSnapshot('m', 5)).toEqual({ index: 4, state: { at: 'four, again' } });
    store.close();
  });

  it('refuses a snapshot past the end of the log or for an unknown match', () => {
    const store = freshStore();
    playedMatch(store, 3);
    expectStoreError(() => store.saveSnapshot('m', { index: 4, state: {} }), 'log-conflict');
    expectStoreError(() => store.saveSnapshot('m', { index: -1, state: {} }), 'log-conflict');
    expectStoreError(() => store.saveSnapshot('ghost', { index: 0, state: {} }), 'unknown-match');
    expect(rawCount(store.path, 'snapshots', 'm')).toBe(0);
    store.close();
  });

  it('truncates the log and the snapshots past it in one go, then appends from there', () => {
    const store = freshStore();
    playedMatch(store, 6);
    for (const index of [2, 3, 6]) store.saveSnapshot('m', { index, state: { at: index } });

    store.truncate('m', 3, null, 7_000);
    expect(store.actions('m')).toEqual([roll(0), roll(1), roll(2)]);
    expect(store.getMatch('m')).toMatchObject({ actionCount: 3, outcome: null, updatedAt: 7_000 });
    // the state after 3 actions is still true after keeping 3 actions
    expect(store.latestSnapshot('m', 100)).toEqual({ index: 3, state: { at: 3 } });
    expect(rawCount(store.path, 'snapshots', 'm')).toBe(2);

    store.appendAction('m', roll(3, 1), null, 7_001);
    expect(store.actions('m', 3)).toEqual([roll(3, 1)]);

    store.truncate('m', 0, null, 8_000);
    expect(store.actions('m')).toEqual([]);
    expect(store.latestSnapshot('m', 100)).toBeUndefined();
    store.close();
  });

  it('refuses to truncate past the end and changes nothing', () => {
    const store = freshStore();
    playedMatch(store, 2);
    expectStoreError(() => store.truncate('m', 3, null, 5_000), 'log-conflict');
    expectStoreError(() => store.truncate('m', -1, null, 5_000), 'log-conflict');
    expectStoreError(() => store.truncate('ghost', 0, null, 5_000), 'unknown-match');
    expect(store.getMatch('m')).toMatchObject({ actionCount: 2, outcome: finished });
    expect(store.actions('m')).toHaveLength(2);
    store.close();
  });

  it('records a new game version and drops the snapshots made under the old one', () => {
    const store = freshStore();
    playedMatch(store, 4);
    store.saveSnapshot('m', { index: 2, state: { old: true } });
    store.setMatchVersion('m', 2);
    expect(store.getMatch('m')).toMatchObject({ version: 2, actionCount: 4 });
    expect(store.latestSnapshot('m', 4)).toBeUndefined();
    expect(store.actions('m')).toHaveLength(4);
    expectStoreError(() => store.setMatchVersion('ghost', 2), 'unknown-match');
    store.close();
  });
});

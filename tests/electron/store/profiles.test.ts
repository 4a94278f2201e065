import nodePath from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate, migrations, recordEventTypesIndexed, schemaVersion } from '../../../electron/store/migrations';
import { recordKinds } from '../../../engine/fame/records';
import { newMatch, openOk, useTempDir } from './helpers';

const tempDir = useTempDir();
const look = { color: 'blue', symbol: 'star' };

function storeAt() {
  return openOk(nodePath.join(tempDir(), 'troll-night.sqlite'));
}

describe('profiles with identities', () => {
  it('gives each remembered player an id and its name; typing it again in another case is the same player', () => {
    const store = storeAt();
    store.rememberProfiles([{ name: 'Zoé', ...look }, { name: 'Ada', ...look }], 100);
    store.rememberProfiles([{ name: ' ZOÉ ', color: 'green', symbol: 'moon' }], 200);
    const identities = store.profileIdentities();
    expect(identities.map(({ name, names, color, lastPlayed }) => ({ name, names, color, lastPlayed }))).toEqual([
      { name: 'ZOÉ', names: ['zoé'], color: 'green', lastPlayed: 200 },
      { name: 'Ada', names: ['ada'], color: 'blue', lastPlayed: 100 },
    ]);
    expect(new Set(identities.map((profile) => profile.id)).size).toBe(2);
    store.close();
  });

  it('renames a profile: the old name still leads to it, and typing the old name again does not make a new player', () => {
    const store = storeAt();
    store.rememberProfiles([{ name: 'Zoe', ...look }], 100);
    const [zoe] = store.profileIdentities();
    store.renameProfile(zoe.id, '  Zoé ');
    store.rememberProfiles([{ name: 'zoe', color: 'green', symbol: 'moon' }], 300);
    expect(store.profileIdentities()).toEqual([{ id: zoe.id, name: 'Zoé', color: 'green', symbol: 'moon', lastPlayed: 300, names: ['zoe', 'zoé'] }]);
    expect(store.listProfiles().map((profile) => profile.name)).toEqual(['Zoé']);
    store.close();
  });

  it('refuses a rename to a name another profile goes by, and an unknown profile', () => {
    const store = storeAt();
    store.rememberProfiles([{ name: 'Zoe', ...look }, { name: 'Ada', ...look }], 100);
    const [zoe, ada] = store.profileIdentities().sort((a, b) => a.name.localeCompare(b.name)).reverse();
    expect(() => store.renameProfile(zoe.id, 'ADA')).toThrow(expect.objectContaining({ code: 'profile-name-taken', key: 'fame:errors.profile-name-taken', params: { name: 'ADA' } }));
    expect(() => store.renameProfile(9999, 'Bob')).toThrow(expect.objectContaining({ code: 'unknown-profile' }));
    // a change of case of its own name is a rename like any other
    store.renameProfile(ada.id, 'ADA');
    expect(store.profileIdentities().map((profile) => profile.name).sort()).toEqual(['ADA', 'Zoe']);
    store.close();
  });

  it('merges two profiles: every name of the one leads to the other, which keeps its own name and the latest play', () => {
    const store = storeAt();
    store.rememberProfiles([{ name: 'Zoe', ...look }], 500);
    store.rememberProfiles([{ name: 'Zoé', color: 'green', symbol: 'moon' }], 100);
    const byName = Object.fromEntries(store.profileIdentities().map((profile) => [profile.name, profile.id]));
    store.mergeProfiles(byName.Zoe, byName['Zoé']);
    expect(store.profileIdentities()).toEqual([
      { id: byName['Zoé'], name: 'Zoé', color: 'green', symbol: 'moon', lastPlayed: 500, names: expect.arrayContaining(['zoe', 'zoé']) },
    ]);
    expect(() => store.mergeProfiles(byName.Zoe, byName['Zoé'])).toThrow(expect.objectContaining({ code: 'unknown-profile' }));
    expect(() => store.mergeProfiles(byName['Zoé'], byName['Zoé'])).toThrow(expect.objectContaining({ code: 'same-profile' }));
    // "Zoe" typed again is Zoé now
    store.rememberProfiles([{ name: 'ZOE', ...look }], 900);
    expect(store.profileIdentities().map(({ name, lastPlayed }) => [name, lastPlayed])).toEqual([['Zoé', 900]]);
    store.close();
  });

  it('leaves every saved game as it was through renames and merges', () => {
    const store = storeAt();
    store.createMatch(newMatch('m'));
    store.rememberProfiles([{ name: 'Ada', ...look }, { name: 'Ada L.', ...look }], 100);
    const before = store.getMatch('m');
    const [first, second] = store.profileIdentities();
    store.renameProfile(first.id, 'Lovelace');
    store.mergeProfiles(second.id, first.id);
    expect(store.getMatch('m')).toEqual(before);
    store.close();
  });
});

describe('the migration to profile identities', () => {
  it('gives the profiles of a version 2 file ids and their own names, and keeps everything else', () => {
    const path = nodePath.join(tempDir(), 'troll-night.sqlite');
    const db = new Database(path);
    db.pragma('journal_mode = WAL');
    migrate(db, migrations.slice(0, 2));
    const put = db.prepare('INSERT INTO profiles (name_key, name, color, symbol, last_played) VALUES (?, ?, ?, ?, ?)');
    put.run('élodie', 'Élodie', 'purple', 'heart', 300);
    put.run('bruno', 'Bruno', 'orange', 'moon', 100);
    db.close();

    const store = openOk(path);
    expect(store.listProfiles()).toEqual([
      { name: 'Élodie', color: 'purple', symbol: 'heart', lastPlayed: 300 },
      { name: 'Bruno', color: 'orange', symbol: 'moon', lastPlayed: 100 },
    ]);
    expect(store.profileIdentities().map(({ name, names }) => [name, names])).toEqual([
      ['Élodie', ['élodie']],
      ['Bruno', ['bruno']],
    ]);
    store.close();
    const reopened = new Database(path, { readonly: true });
    expect(schemaVersion(reopened)).toBe(migrations.length);
    reopened.close();
  });
});

describe('events of finished matches', () => {
  it('reads through their index only the record events of finished matches', () => {
    const store = storeAt();
    const outcome = { ranks: [1, 2], scores: [1, 0], winners: [0] };
    for (const id of ['done', 'going']) {
      store.createMatch(newMatch(id));
      store.appendAction(id, { index: 0, seat: 0, action: { type: 'roll', green: 0 }, events: [{ type: 'roll' }, { type: 'blood-surge', count: 2 }] }, null, 10);
      store.appendAction(id, { index: 1, seat: 1, action: { type: 'roll', green: 0 }, events: [{ type: 'roll' }] }, id === 'done' ? outcome : null, 20);
    }
    expect(store.recordEvents()).toEqual([{ matchId: 'done', index: 0, seat: 0, events: [{ type: 'blood-surge', count: 2 }] }]);
    expect(store.recordEvents(['going'])).toEqual([]);
    expect(store.recordEvents(['done'])).toHaveLength(1);
    expect(store.recordEvents([])).toEqual([]);
    store.close();
  });

  it('index every event type a record is drawn from', () => {
    const drawnFrom = Object.values(recordKinds).flatMap((kind) => kind.events);
    expect(recordEventTypesIndexed).toEqual(expect.arrayContaining(drawnFrom));
  });
});

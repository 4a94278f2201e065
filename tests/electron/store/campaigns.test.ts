/** Campaigns in the save file: migration 2, campaign rows, match links, damage kept to one campaign. */
import nodePath from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate, migrations, schemaVersion } from '../../../electron/store/migrations';
import type { NewCampaign } from '../../../electron/shared/api';
import type { StoredCampaign } from '../../../electron/store/types';
import { newMatch, openOk, useTempDir } from './helpers';

const tempDir = useTempDir();

const setup: NewCampaign = {
  name: 'Friday league',
  format: 'league',
  players: [
    { name: 'Ada', color: 'red', symbol: 'star', kind: { type: 'human' } },
    { name: 'Bert', color: 'blue', symbol: 'moon', kind: { type: 'bot', level: 'smart' } },
  ],
  placePoints: [3, 2, 1],
};

function campaign(id: string, createdAt = 500): StoredCampaign {
  return { id, setup, createdAt };
}

describe('campaigns in the store', () => {
  it('upgrade a version 1 save file, keeping its matches, which belong to no campaign', () => {
    const path = nodePath.join(tempDir(), 'old.sqlite');
    const db = new Database(path);
    db.pragma('journal_mode = WAL');
    migrate(db, migrations.slice(0, 1));
    db.prepare(
      `INSERT INTO matches (id, game, version, config, seed, seats, created_at, updated_at) VALUES ('old', 'troll-dice', 1, ?, 42, ?, 1000, 1000)`,
    ).run(JSON.stringify(newMatch('old').config), JSON.stringify(newMatch('old').seats));
    db.close();

    const store = openOk(path);
    expect(store.getMatch('old')).toMatchObject({ id: 'old', campaign: null });
    expect(store.listCampaigns()).toEqual({ campaigns: [], damaged: [] });
    store.close();
    const reopened = new Database(path, { readonly: true });
    expect(schemaVersion(reopened)).toBe(migrations.length);
    reopened.close();
  });

  it('save a campaign and the matches played for it, with the fixture and the player in each seat', () => {
    const store = openOk(nodePath.join(tempDir(), 'store.sqlite'));
    store.createCampaign(campaign('c1'));
    store.createMatch({ ...newMatch('m1', 1_000), campaign: { id: 'c1', fixture: 'l1', round: 0, players: [1, 0] } });
    store.createMatch(newMatch('loose', 2_000));
    expect(store.getCampaign('c1')).toEqual(campaign('c1'));
    expect(store.getCampaign('nope')).toBeUndefined();
    expect(store.listCampaigns().campaigns.map((c) => c.id)).toEqual(['c1']);
    expect(store.getMatch('m1')?.campaign).toEqual({ id: 'c1', fixture: 'l1', round: 0, players: [1, 0] });
    expect(store.campaignMatches('c1').matches.map((m) => m.id)).toEqual(['m1']);
    store.close();
  });

  it('refuse a match for a campaign that does not exist', () => {
    const store = openOk(nodePath.join(tempDir(), 'store.sqlite'));
    expect(() => store.createMatch({ ...newMatch('m1'), campaign: { id: 'ghost', fixture: 'l1', round: 0, players: [0, 1] } })).toThrow();
    expect(store.listMatches().matches).toEqual([]);
    store.close();
  });

  it('delete a campaign with its matches and their moves, and nothing else', () => {
    const store = openOk(nodePath.join(tempDir(), 'store.sqlite'));
    store.createCampaign(campaign('c1'));
    store.createCampaign(campaign('c2', 600));
    store.createMatch({ ...newMatch('m1'), campaign: { id: 'c1', fixture: 'l1', round: 0, players: [0, 1] } });
    store.createMatch({ ...newMatch('m2'), campaign: { id: 'c2', fixture: 'l1', round: 0, players: [0, 1] } });
    store.appendAction('m1', { index: 0, seat: 0, action: { type: 'roll' }, events: [] }, null, 2_000);
    store.deleteCampaign('c1');
    expect(store.listCampaigns().campaigns.map((c) => c.id)).toEqual(['c2']);
    expect(store.hasMatch('m1')).toBe(false);
    expect(store.getMatch('m2')?.campaign?.id).toBe('c2');
    store.close();
  });

  it('report a damaged campaign row on its own: the other campaigns and every match still open', () => {
    const path = nodePath.join(tempDir(), 'store.sqlite');
    const store = openOk(path);
    store.createCampaign(campaign('good'));
    store.createCampaign(campaign('bad', 600));
    store.createMatch({ ...newMatch('m1'), campaign: { id: 'bad', fixture: 'l1', round: 0, players: [0, 1] } });
    store.close();
    const db = new Database(path);
    // valid JSON, but not a campaign this app can run
    db.prepare(`UPDATE campaigns SET setup = '{"name":"Friday league","format":"chess"}' WHERE id = 'bad'`).run();
    db.close();

    const reopened = openOk(path);
    const { campaigns, damaged } = reopened.listCampaigns();
    expect(campaigns.map((c) => c.id)).toEqual(['good']);
    expect(damaged).toEqual([{ id: 'bad', readable: { createdAt: 600 } }]);
    expect(() => reopened.getCampaign('bad')).toThrow(expect.objectContaining({ code: 'campaign-damaged' }));
    expect(reopened.getMatch('m1')?.id).toBe('m1');
    reopened.deleteCampaign('bad');
    expect(reopened.listCampaigns().damaged).toEqual([]);
    reopened.close();
  });

  it('read a match whose campaign link is damaged as a damaged match', () => {
    const path = nodePath.join(tempDir(), 'store.sqlite');
    const store = openOk(path);
    store.createCampaign(campaign('c1'));
    store.createMatch({ ...newMatch('m1'), campaign: { id: 'c1', fixture: 'l1', round: 0, players: [0, 1] } });
    store.close();
    const db = new Database(path);
    db.prepare(`UPDATE matches SET campaign_fixture = '{"key":"l1"}' WHERE id = 'm1'`).run();
    db.close();

    const reopened = openOk(path);
    expect(() => reopened.getMatch('m1')).toThrow(expect.objectContaining({ code: 'match-damaged' }));
    expect(reopened.campaignMatches('c1').damaged.map((m) => m.id)).toEqual(['m1']);
    reopened.close();
  });
});

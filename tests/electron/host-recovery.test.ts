/** The Host when the save is not what it expects: rule changes, broken files, newer files. */
import fs from 'node:fs';
import nodePath from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../engine/core/rng';
import type { GameModule } from '../../engine/core/types';
import { gameModules } from '../../engine/games';
import { trollDice } from '../../engine/games/troll-dice';
import type { TrollDiceState } from '../../engine/games/troll-dice/types';
import { openStore } from '../../electron/store/sqlite-store';
import { bot, botsDone, errorCode, ok, seat, useHosts } from './host-fixtures';

const hosts = useHosts();

/** The same rules under a new version number: old saves must replay and be upgraded. */
const sameRulesNewVersion: GameModule<TrollDiceState> = {
  ...trollDice,
  definition: { ...trollDice.definition, version: trollDice.definition.version + 1 },
};

/** A rules change that alters the dice: every roll draws one extra number first. */
const changedDice: GameModule<TrollDiceState> = {
  ...trollDice,
  definition: {
    ...trollDice.definition,
    version: trollDice.definition.version + 2,
    apply(state, seat, action) {
      const rng = new Rng(state.rng);
      rng.int(1, 6);
      return trollDice.definition.apply({ ...state, rng: rng.state() }, seat, action);
    },
  },
};

function savedMatch(path: string, matchId: string) {
  const opened = openStore(path);
  if (!opened.ok) throw new Error(opened.detail);
  try {
    return { match: opened.store.getMatch(matchId), actions: opened.store.actions(matchId) };
  } finally {
    opened.store.close();
  }
}

async function playedMatch() {
  const path = nodePath.join(hosts.tempDir(), 'troll-night.sqlite');
  const host = hosts.open(path, { snapshotEvery: 2 });
  const created = ok(await host.createMatch({ game: 'troll-dice', seats: [seat('Ann'), seat('Bob', bot('smart'))] }));
  const matchId = created.summary.id;
  let snapshot = created;
  while (snapshot.summary.actionCount < 6 && !snapshot.outcome) {
    snapshot = snapshot.activeSeats.includes(0)
      ? ok(await host.act(matchId, 0, snapshot.legal[0][0]))
      : await botsDone(host, matchId);
  }
  snapshot = await botsDone(host, matchId);
  await host.close();
  return { path, matchId, snapshot };
}

describe('Host: resuming after a rules change', () => {
  it('replays an old save from the start under the new version and records the new version', async () => {
    const { path, matchId, snapshot } = await playedMatch();
    const host = hosts.open(path, { games: { ...gameModules, 'troll-dice': sameRulesNewVersion } });
    expect(ok(await host.openMatch(matchId))).toEqual({ ...snapshot, fresh: [] });
    await host.close();
    expect(savedMatch(path, matchId).match?.version).toBe(sameRulesNewVersion.definition.version);
  });

  it('refuses a save the new rules replay differently, and keeps it untouched', async () => {
    const { path, matchId, snapshot } = await playedMatch();
    const before = savedMatch(path, matchId);
    const host = hosts.open(path, { games: { ...gameModules, 'troll-dice': changedDice } });
    expect(await host.openMatch(matchId)).toEqual({
      ok: false,
      error: { code: 'replay-diverged', key: 'common:errors.replay-diverged', params: {} },
    });
    expect(errorCode(await host.act(matchId, 0, { type: 'roll', green: 0 }))).toBe('replay-diverged');
    expect(errorCode(await host.undo(matchId))).toBe('replay-diverged');
    expect(ok(await host.listMatches())).toEqual([snapshot.summary]);
    await host.close();
    expect(savedMatch(path, matchId)).toEqual(before);
    expect(before.match?.version).toBe(trollDice.definition.version);

    // the save still opens with the rules it was made with
    const original = hosts.open(path);
    expect(ok(await original.openMatch(matchId))).toEqual({ ...snapshot, fresh: [] });
  });
});

describe('Host: unusable save files', () => {
  it('starts on a corrupt file, says so, and starts a fresh store on request', async () => {
    const dir = hosts.tempDir();
    const path = nodePath.join(dir, 'troll-night.sqlite');
    const garbage = Buffer.from('this is not a database, just bytes '.repeat(100));
    fs.writeFileSync(path, garbage);
    const host = hosts.open(path);

    const status = ok(await host.status());
    expect(status.store).toMatchObject({ state: 'corrupt', path });
    expect(status.storePath).toBe(path);
    const unavailable = { ok: false, error: { code: 'store-unavailable', key: 'common:errors.store-unavailable', params: {} } };
    expect(await host.listMatches()).toEqual(unavailable);
    expect(await host.listProfiles()).toEqual(unavailable);
    expect(await host.createMatch({ game: 'troll-dice', seats: [seat('Ann'), seat('Bob')] })).toEqual(unavailable);
    expect(await host.openMatch('any')).toEqual(unavailable);
    expect(await host.act('any', 0, { type: 'roll', green: 0 })).toEqual(unavailable);
    expect(await host.undo('any')).toEqual(unavailable);
    expect(await host.deleteMatch('any')).toEqual(unavailable);
    // the games and the language still work, so the message can be read in French
    expect(ok(await host.listGames()).map((game) => game.id)).toContain('troll-dice');
    expect(ok(await host.setSettings({ language: 'fr' })).language).toBe('fr');
    expect(fs.readFileSync(path)).toEqual(garbage);

    const fresh = ok(await host.startFreshStore());
    expect(fresh.store).toEqual({ state: 'ok' });
    const setAside = fs.readdirSync(dir).filter((name) => name !== 'troll-night.sqlite' && !name.startsWith('troll-night.sqlite-'));
    expect(setAside).toHaveLength(1);
    expect(fs.readFileSync(nodePath.join(dir, setAside[0]))).toEqual(garbage);
    expect(fresh.setAsidePath).toBe(nodePath.join(dir, setAside[0]));
    expect(fresh.settings.language).toBe('fr');
    const created = ok(await host.createMatch({ game: 'troll-dice', seats: [seat('Ann'), seat('Bob')] }));
    expect(ok(await host.listMatches()).map((match) => match.id)).toEqual([created.summary.id]);
  });

  it('refuses a save from a newer Troll Night without touching it', async () => {
    const { path, matchId } = await playedMatch();
    const db = new Database(path);
    const version = db.pragma('user_version', { simple: true }) as number;
    db.pragma(`user_version = ${version + 1}`);
    db.close();
    const bytes = fs.readFileSync(path);

    const host = hosts.open(path);
    expect(ok(await host.status()).store).toMatchObject({ state: 'newer-version', path });
    expect(errorCode(await host.openMatch(matchId))).toBe('store-unavailable');
    expect(fs.readFileSync(path)).toEqual(bytes);
  });

  it('leaves a healthy store alone when asked for a fresh one', async () => {
    const { path, matchId } = await playedMatch();
    const host = hosts.open(path);
    expect(ok(await host.startFreshStore()).store).toEqual({ state: 'ok' });
    expect(ok(await host.listMatches()).map((match) => match.id)).toEqual([matchId]);
  });
});

/** The Host when the save is not what it expects: rule changes, broken files, newer files. */
import fs from 'node:fs';
import nodePath from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import { Rng } from '../../engine/core/rng';
import type { GameModule } from '../../engine/core/types';
import { gameModules } from '../../engine/games';
import { trollDice } from '../../engine/games/troll-dice';
import type { TrollDiceState } from '../../engine/games/troll-dice/types';
import { openStore } from '../../electron/store/sqlite-store';
import { Table, bot, botsDone, errorCode, ok, seat, useHosts, whole } from './host-fixtures';
import { damageRows, fillWithSavedGames } from './store/damage-fixtures';

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
  const created = whole(ok(await host.createMatch({ game: 'troll-dice', seats: [seat('Ann'), seat('Bob', bot('smart'))] })));
  const matchId = created.summary.id;
  let snapshot = created;
  while (snapshot.summary.actionCount < 6 && !snapshot.outcome) {
    snapshot = snapshot.activeSeats.includes(0)
      ? ok(await new Table(host, snapshot).act(0, snapshot.legal[0][0]))
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
    const reopened = whole(ok(await host.openMatch(matchId)));
    expect(reopened).toEqual({ ...snapshot, revision: reopened.revision, fresh: [] });
    await host.close();
    expect(savedMatch(path, matchId).match?.version).toBe(sameRulesNewVersion.definition.version);
  });

  it('opens a finished game saved before outcomes said what decided them, and says it now', async () => {
    const path = nodePath.join(hosts.tempDir(), 'troll-night.sqlite');
    const host = hosts.open(path, { snapshotEvery: 2 });
    const created = whole(ok(await host.createMatch({ game: 'troll-dice', seats: [seat('Ann', bot('smart')), seat('Bob', bot('smart'))] })));
    const finished = await vi.waitFor(
      async () => {
        const snapshot = whole(ok(await host.openMatch(created.summary.id)));
        expect(snapshot.outcome).not.toBeNull();
        return snapshot;
      },
      { timeout: 20_000, interval: 5 },
    );
    await host.close();
    expect(finished.outcome?.decided?.rule).toBe('last-standing');
    damageRows(path, "UPDATE matches SET outcome = json_remove(outcome, '$.decided') WHERE id = ?", created.summary.id);
    expect(savedMatch(path, created.summary.id).match?.outcome).toEqual({ ranks: finished.outcome?.ranks, scores: finished.outcome?.scores, winners: finished.outcome?.winners });

    const reopened = whole(ok(await hosts.open(path).openMatch(created.summary.id)));
    expect(reopened.outcome).toEqual(finished.outcome);
  });

  it('refuses a save the new rules replay differently, and keeps it untouched', async () => {
    const { path, matchId, snapshot } = await playedMatch();
    const before = savedMatch(path, matchId);
    const host = hosts.open(path, { games: { ...gameModules, 'troll-dice': changedDice } });
    expect(await host.openMatch(matchId)).toEqual({
      ok: false,
      error: { code: 'replay-diverged', key: 'common:errors.replay-diverged', params: {} },
    });
    expect(errorCode(await host.act(matchId, 0, { type: 'roll', green: 0 }, snapshot.summary.actionCount))).toBe('replay-diverged');
    expect(errorCode(await host.undo(matchId, snapshot.summary.actionCount))).toBe('replay-diverged');
    expect(ok(await host.listMatches())).toEqual([snapshot.summary]);
    await host.close();
    expect(savedMatch(path, matchId)).toEqual(before);
    expect(before.match?.version).toBe(trollDice.definition.version);

    // the save still opens with the rules it was made with
    const original = hosts.open(path);
    const reopened = whole(ok(await original.openMatch(matchId)));
    expect(reopened).toEqual({ ...snapshot, revision: reopened.revision, fresh: [] });
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
    expect(await host.act('any', 0, { type: 'roll', green: 0 }, 0)).toEqual(unavailable);
    expect(await host.undo('any', 0)).toEqual(unavailable);
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

/** A closed store of several real games: its path, its matches and the longest Thud game among them. */
async function storeOfSavedGames() {
  const path = nodePath.join(hosts.tempDir(), 'troll-night.sqlite');
  const host = hosts.open(path, { snapshotEvery: 5 });
  await fillWithSavedGames(host);
  const summaries = ok(await host.listMatches());
  await host.close();
  const [thud] = summaries.filter((match) => match.game === 'thud').sort((a, b) => b.actionCount - a.actionCount);
  return { path, summaries, thud };
}

/** The saved action rows of a match, read straight from the file. */
function savedActions(path: string, matchId: string) {
  const db = new Database(path, { readonly: true });
  const rows = db
    .prepare<[string], { idx: number; seat: number; action: string; events: string }>(
      'SELECT idx, seat, action, events FROM actions WHERE match_id = ? ORDER BY idx',
    )
    .all(matchId);
  db.close();
  return rows.map((row) => ({ index: row.idx, seat: row.seat, action: JSON.parse(row.action), events: JSON.parse(row.events) }));
}

describe('Host: damaged values in a save file that opens', () => {
  it('reads an unreadable setting as its default and says so, instead of failing every status', async () => {
    const path = nodePath.join(hosts.tempDir(), 'troll-night.sqlite');
    const host = hosts.open(path);
    ok(await host.setSettings({ language: 'fr', animationSpeed: 'slow' }));
    damageRows(path, "UPDATE settings SET value = '\"fr' WHERE key = 'language'");

    const status = ok(await host.status());
    expect(status.store).toEqual({ state: 'ok' });
    expect(status.settings).toEqual({ language: 'en', animationSpeed: 'slow', phones: false, effectsVolume: 60, musicVolume: 0, muted: false, reactions: true });
    expect(status.unreadableSettings).toEqual(['language']);
    // the next start still gets there: the file's own check does not see such a value
    await host.close();
    const restarted = hosts.open(path);
    expect(ok(await restarted.status()).unreadableSettings).toEqual(['language']);
    // setting it again mends it
    ok(await restarted.setSettings({ language: 'fr' }));
    const mended = ok(await restarted.status());
    expect(mended.settings.language).toBe('fr');
    expect(mended.unreadableSettings).toBeUndefined();
  });

  it('lists a match whose row cannot be read as damaged, with its ways out, and opens the others', async () => {
    const { path, summaries } = await storeOfSavedGames();
    const damaged = summaries.find((match) => match.game === 'troll-dice')!;
    const others = summaries.filter((match) => match !== damaged).map((match) => match.id);
    const damagedId = damaged.id;
    damageRows(path, "UPDATE matches SET seats = '[{\"name\":\"Ann\",' WHERE id = ?", damagedId);

    const host = hosts.open(path);
    expect(ok(await host.status()).store).toEqual({ state: 'ok' });
    const listed = ok(await host.listMatches());
    const { id, game, createdAt, updatedAt, actionCount, outcome } = damaged;
    expect(listed.find((match) => match.id === damagedId)).toEqual({ id, game, seats: [], createdAt, updatedAt, actionCount, outcome, damaged: true });
    expect(listed.filter((match) => !match.damaged).map((match) => match.id).sort()).toEqual([...others].sort());
    for (const id of others) expect(ok(await host.openMatch(id)).summary.id).toBe(id);

    expect(await host.openMatch(damagedId)).toEqual({
      ok: false,
      error: { code: 'match-damaged', key: 'store:errors.match-damaged', params: {} },
    });
    const exported = ok(await host.exportDamagedMatch(damagedId));
    expect(exported.fileName).toMatch(/^troll-dice-\d{4}-\d\d-\d\d\.damaged\.json$/);
    const rescued = JSON.parse(exported.text);
    expect(rescued).toMatchObject({ troll_night_damaged_game: damagedId, game: 'troll-dice', unreadable: ['seats'] });
    // a game still going on: what the table saw of each move, and no seed to roll its next dice from
    expect(damaged.outcome).toBeNull();
    expect(rescued).not.toHaveProperty('seed');
    expect(rescued.actions).toEqual(savedActions(path, damagedId).map(({ index, seat, events }) => ({ index, seat, events })));

    ok(await host.deleteMatch(damagedId));
    expect(ok(await host.listMatches()).map((match) => match.id).sort()).toEqual([...others].sort());
  });

  it('refuses a match whose log cannot be read as damaged; exports its readable moves in the game’s own format', async () => {
    const { path, thud } = await storeOfSavedGames();
    const damagedAt = 12;
    const moves = (matchId: string) => savedActions(path, matchId).map(({ seat, action }) => ({ seat, action }));
    const movesBefore = moves(thud.id).slice(0, damagedAt);
    damageRows(path, "UPDATE actions SET action = '{\"type\":' WHERE match_id = ? AND idx = ?", thud.id, damagedAt);

    const host = hosts.open(path);
    expect(errorCode(await host.openMatch(thud.id))).toBe('match-damaged');
    expect(errorCode(await host.act(thud.id, 0, { type: 'move' }, thud.actionCount))).toBe('match-damaged');
    expect(ok(await host.listMatches()).find((match) => match.id === thud.id)?.damaged).toBe(true);

    // the moves before the damage, as a .thud file the app imports to carry on from there
    const exported = ok(await host.exportDamagedMatch(thud.id));
    expect(exported.fileName).toMatch(/^thud-\d{4}-\d\d-\d\d-ann-bob\.thud$/);
    const carriedOn = whole(ok(await host.importMatch({ game: 'thud', text: exported.text, seats: thud.seats })));
    expect(moves(carriedOn.summary.id)).toEqual(movesBefore);

    ok(await host.deleteMatch(thud.id));
    expect(ok(await host.listMatches()).some((match) => match.id === thud.id)).toBe(false);
  });

  it('exports no saved game that opens, whether open already or not', async () => {
    const { path, summaries } = await storeOfSavedGames();
    const host = hosts.open(path);
    const notDamaged = { ok: false, error: { code: 'not-damaged', key: 'common:errors.not-damaged', params: {} } };
    for (const { id } of summaries) expect(await host.exportDamagedMatch(id)).toEqual(notDamaged);
    for (const { id } of summaries) {
      ok(await host.openMatch(id));
      expect(await host.exportDamagedMatch(id)).toEqual(notDamaged);
    }
    expect(errorCode(await host.exportDamagedMatch('no-such-match'))).toBe('unknown-match');
  });

  it('refuses as damaged a match whose saved move no longer gives the saved events', async () => {
    const { path, summaries } = await storeOfSavedGames();
    const match = summaries.find((summary) => summary.game === 'troll-dice' && summary.actionCount % 5 !== 0)!;
    // the seat of the last move (replayed after the latest snapshot) changed: still a seat, not what was played
    damageRows(path, 'UPDATE actions SET seat = 1 - seat WHERE match_id = ? AND idx = ?', match.id, match.actionCount - 1);
    const host = hosts.open(path);
    expect(errorCode(await host.openMatch(match.id))).toBe('match-damaged');
  });

  it('replays the log when a snapshot cannot be read, and opens the match as it was', async () => {
    const { path, thud } = await storeOfSavedGames();
    const host = hosts.open(path);
    const before = whole(ok(await host.openMatch(thud.id)));
    await host.close();
    damageRows(path, "UPDATE snapshots SET state = '{\"board\": [' WHERE match_id = ?", thud.id);

    const reopened = whole(ok(await hosts.open(path).openMatch(thud.id)));
    expect(reopened).toEqual({ ...before, revision: reopened.revision });
  });

  it('trusts a snapshot only once a saved move replays on it: a damaged one at the last move is passed over', async () => {
    const { path, thud } = await storeOfSavedGames();
    expect(thud.actionCount % 5).toBe(0);
    const host = hosts.open(path);
    const before = whole(ok(await host.openMatch(thud.id)));
    await host.close();
    // still JSON, still a state, but a field renamed: nothing reads it until the next move
    damageRows(path, "UPDATE snapshots SET state = replace(state, '\"battles\"', '\"battlez\"') WHERE match_id = ? AND idx = ?", thud.id, thud.actionCount);

    const reopened = hosts.open(path, { snapshotEvery: 5 });
    const table = await Table.open(reopened, thud.id);
    expect(table.snapshot).toEqual({ ...before, revision: table.snapshot.revision });
    const [actor] = table.snapshot.activeSeats;
    expect(ok(await table.act(actor, table.snapshot.legal[actor][0])).summary.actionCount).toBe(thud.actionCount + 1);
  });
});

describe('Host: save files cut short', () => {
  it.each([
    ['empty', () => 0],
    ['truncated', (size: number) => size - 1],
  ] as const)('reports a file %s, keeps it, and starts a fresh one beside it only on request', async (state, cutTo) => {
    const { path } = await playedMatch();
    fs.truncateSync(path, cutTo(fs.statSync(path).size));
    const bytes = fs.readFileSync(path);
    const host = hosts.open(path);
    expect(ok(await host.status()).store).toMatchObject({ state, path });
    expect(errorCode(await host.listMatches())).toBe('store-unavailable');
    expect(fs.readFileSync(path)).toEqual(bytes);

    const fresh = ok(await host.startFreshStore());
    expect(fresh.store).toEqual({ state: 'ok' });
    expect(fs.readFileSync(fresh.setAsidePath!)).toEqual(bytes);
    expect(ok(await host.listMatches())).toEqual([]);
  });
});


/**
 * The web server under a seeded flood of hostile frames mixed with valid requests, over a real
 * socket on a real save file: it stays up, answers the valid requests exactly as before the flood,
 * refuses every hostile frame with a translated error, and leaves the save file as it was.
 */
import fs from 'node:fs';
import os from 'node:os';
import nodePath from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, expect, it, vi } from 'vitest';
import { startWebServer, type WebServer } from '../../electron/main/web';
import { flood, setUpMatches, takeBaseline, WireClient } from '../support/wire-fuzz';

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
  vi.restoreAllMocks();
});

/** every row of every table, and the schema version: the whole content of a save file */
function dumpSaveFile(path: string): unknown {
  const db = new Database(path, { readonly: true });
  try {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all() as string[];
    return {
      userVersion: db.pragma('user_version', { simple: true }),
      tables: Object.fromEntries(tables.map((table) => [table, db.prepare(`SELECT * FROM "${table}"`).raw().all().map((row) => JSON.stringify(row)).sort()])),
    };
  } finally {
    db.close();
  }
}

it('survives 10,000 seeded hostile and valid frames, answers the valid ones, and keeps the save file unchanged', async () => {
  const dir = fs.mkdtempSync(nodePath.join(os.tmpdir(), 'troll-night-fuzz-'));
  cleanup.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  fs.mkdirSync(nodePath.join(dir, 'renderer'));
  fs.writeFileSync(nodePath.join(dir, 'renderer', 'index.html'), '<!doctype html><title>Troll Night</title>');
  const dbPath = nodePath.join(dir, 'troll-night.sqlite');
  const server: WebServer = await startWebServer({ dbPath, rendererDir: nodePath.join(dir, 'renderer'), port: 0, seed: 3 });
  cleanup.push(() => server.close());
  const url = `ws://127.0.0.1:${server.port}/api?token=${server.token}`;
  const client = await WireClient.connect(url);
  cleanup.push(() => client.close());

  const matches = await setUpMatches(client, 1);
  expect(matches.map((match) => match.game).sort()).toEqual(['battle-dice', 'thud', 'trol', 'troll-dice', 'trolldilemma']);
  const baseline = await takeBaseline(client, matches);
  const before = dumpSaveFile(dbPath);
  // the connections ws closes (invalid UTF-8) are logged as warnings
  vi.spyOn(console, 'warn').mockImplementation(() => {});

  const figures = await flood({ url, client, seed: 2, count: 10_000, matches, baseline });

  expect(figures.sent).toBe(10_000);
  expect(figures.rejected + figures.validMatched).toBe(figures.sent);
  expect(figures.validMatched).toBeGreaterThan(2000);
  expect(figures.connectionsClosed).toBeGreaterThan(0);
  expect(Object.keys(figures.codes)).toEqual(expect.arrayContaining(['bad-request', 'request-too-large', 'unknown-match', 'not-your-turn']));
  expect(dumpSaveFile(dbPath)).toEqual(before);
  const fresh = await WireClient.connect(url);
  cleanup.push(() => fresh.close());
  expect(await fresh.call('status')).toMatchObject({ ok: true, value: { store: { state: 'ok' } } });
});

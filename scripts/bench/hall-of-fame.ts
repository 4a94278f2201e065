/**
 * Hall of fame figures: a save file of 1,000 finished games (all five games, seeded, played through
 * the engine by their weakest bots; 8 people and 3 bots over 100 nights); the Host's time to
 * compute the hall of fame from it (a fresh Host each round, so nothing is cached; then asked
 * again, from its cache), and the browser's time from the home screen's button to the table drawn.
 */
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { gameModules } from '../../engine/games';
import { Host } from '../../electron/main/host';
import { startWebServer } from '../../electron/main/web-server';
import type { SeatSetup } from '../../electron/shared/api';
import { openStore } from '../../electron/store/sqlite-store';
import { seededGame, seededTables } from '../../tests/support/fame-games';
import { openBrowser } from './browser';
import { figure, fmt, heading, median, percentile } from './measure';

const GAMES = 1000;
const NIGHTS = 100;
const looks = [['orange', 'circle'], ['sky', 'square'], ['green', 'triangle'], ['yellow', 'diamond'], ['blue', 'star'], ['vermillion', 'cross'], ['purple', 'heart'], ['pink', 'moon']];
const people: SeatSetup[] = ['Ada', 'Bert', 'Cleo', 'Dan', 'Eve', 'Finn', 'Gus', 'Hana'].map((name, index) => ({
  name,
  color: looks[index][0],
  symbol: looks[index][1],
  kind: { type: 'human' },
}));
const bots: SeatSetup[] = ['random', 'smart', 'random'].map((level, index) => ({ name: `Bot ${index + 1}`, color: 'amber', symbol: 'axe', kind: { type: 'bot', level } }));

/**
 * The save file: made by the store (so its schema is the app's), then filled in one transaction:
 * 1,000 games saved move by move would leave the same rows, only after 100,000 fsyncs.
 */
function buildSaveFile(dbPath: string): number {
  const opened = openStore(dbPath);
  if (!opened.ok) throw new Error(opened.detail);
  opened.store.rememberProfiles(people.map(({ name, color, symbol }) => ({ name, color, symbol })), Date.UTC(2026, 0, 1));
  opened.store.close();
  const db = new Database(dbPath);
  const insertMatch = db.prepare(
    `INSERT INTO matches (id, game, version, config, seed, seats, created_at, updated_at, action_count, outcome) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertAction = db.prepare('INSERT INTO actions (match_id, idx, seat, action, events) VALUES (?, ?, ?, ?, ?)');
  const games = Object.keys(seededTables);
  const everyone = [...people, ...bots];
  let actions = 0;
  db.transaction(() => {
    for (let index = 0; index < GAMES; index++) {
      const game = games[index % games.length];
      const seats = Array.from({ length: seededTables[game].seats }, (_, seat) => everyone[(index * 3 + seat * 5) % everyone.length]);
      const played = seededGame(game, seats.map((seat) => seat.name), index + 1);
      const night = Math.floor((index * NIGHTS) / GAMES);
      const startedAt = Date.UTC(2026, 0, 2 + night, 19) + (index % (GAMES / NIGHTS)) * 20 * 60_000;
      const endedAt = startedAt + played.moves.length * 1000;
      const id = `g${index}`;
      const version = gameModules[game].definition.version;
      insertMatch.run(id, game, version, JSON.stringify(played.config), played.seed, JSON.stringify(seats), startedAt, endedAt, played.moves.length, JSON.stringify(played.outcome));
      played.moves.forEach((move, at) => insertAction.run(id, at, move.seat, JSON.stringify(move.action), JSON.stringify(move.events)));
      actions += played.moves.length;
    }
  })();
  db.close();
  return actions;
}

/** In the page, as a string (see campaign.ts): clicks the home screen's button and resolves with the ms until a frame shows every row */
function timeToTable(rows: number): string {
  return `new Promise((done) => {
    const start = performance.now();
    document.querySelector('[data-testid="home-hall-of-fame"]').click();
    const check = () => {
      if (document.querySelectorAll('[data-testid="fame-table"] tbody tr').length === ${rows}) done(performance.now() - start);
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })`;
}

export async function benchHallOfFame(scratch: string): Promise<void> {
  heading(`Hall of fame: ${GAMES.toLocaleString('en-US')} finished games of the five games, ${people.length} people and bots, ${NIGHTS} nights`);
  const dbPath = join(scratch, 'fame.sqlite');
  const buildStart = performance.now();
  const actions = buildSaveFile(dbPath);
  figure('save file built (games played through the engine, then written)', `${fmt((performance.now() - buildStart) / 1000)} s, ${actions.toLocaleString('en-US')} actions`);

  const cold: number[] = [];
  let rows = 0;
  for (let round = 0; round < 15; round++) {
    const host = new Host({ storePath: dbPath });
    const start = performance.now();
    const view = await host.hallOfFame();
    cold.push(performance.now() - start);
    if (!view.ok) throw new Error(view.error.code);
    rows = view.value.ladders[0].standings.length;
    if (round === 0) {
      const warm: number[] = [];
      for (let again = 0; again < 30; again++) {
        const at = performance.now();
        await host.hallOfFame();
        warm.push(performance.now() - at);
      }
      figure('Host: asked again, nothing changed (median / p95 of 30)', `${fmt(median(warm))} / ${fmt(percentile(warm, 95))} ms`);
    }
    await host.close();
  }
  figure('Host: computed from the save file by a fresh Host (median / p95 of 15)', `${fmt(median(cold))} / ${fmt(percentile(cold, 95))} ms`);

  const server = await startWebServer({ dbPath, rendererDir: resolve('out/renderer'), port: 0 });
  const { browser, page } = await openBrowser();
  try {
    const paints: number[] = [];
    for (let round = 0; round < 10; round++) {
      await page.goto(server.url);
      await page.getByTestId('home-hall-of-fame').waitFor();
      paints.push(await page.evaluate<number>(timeToTable(rows)));
    }
    figure('Browser: home button to the first frame with the whole table (median / p95 of 10)', `${fmt(median(paints))} / ${fmt(percentile(paints, 95))} ms`);
  } finally {
    await browser.close();
    await server.close();
  }
}

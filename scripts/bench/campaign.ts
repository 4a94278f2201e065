/**
 * Campaign figures: a league of 20 nights × 6 players × 5 games, every game a real finished match
 * played by bots; the Host's time to build the campaign screen's data, and the browser's time from
 * asking for the campaign screen to the first frame showing its standings and chart.
 */
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from 'playwright-core';
import { Host } from '../../electron/main/host';
import { startWebServer } from '../../electron/main/web-server';
import type { LeagueGame, SeatSetup } from '../../electron/shared/api';
import { figure, fmt, heading, median } from './measure';

const NIGHTS = 20;
const PLAYERS = ['Ada', 'Bert', 'Cleo', 'Dan', 'Eve', 'Finn'];
/** one night: five games, each with its own part of the group */
const NIGHT_GAMES: LeagueGame[] = [
  { game: 'troll-dice', players: [0, 1, 2, 3, 4, 5] },
  { game: 'battle-dice', players: [1, 3, 5, 0] },
  { game: 'trolldilemma', players: [2, 4, 0, 1, 3] },
  { game: 'trol', players: [5, 4, 3, 2] },
  { game: 'troll-dice', players: [0, 2, 4] },
];

const noPause = { off: 0, fast: 0, normal: 0, slow: 0 };

async function finished(host: Host, matchId: string): Promise<void> {
  for (;;) {
    const opened = await host.openMatch(matchId);
    if (!opened.ok) throw new Error(opened.error.code);
    if (opened.value.outcome) return;
    await new Promise((done) => setTimeout(done, 5));
  }
}

/** Plays the league into the save file at `dbPath` (each night on its own evening) and returns its id. */
async function playLeague(dbPath: string): Promise<string> {
  let clock = Date.UTC(2026, 0, 2, 19);
  const host = new Host({ storePath: dbPath, now: () => clock, botPaceMs: noPause });
  const looks = [['orange', 'circle'], ['sky', 'square'], ['green', 'triangle'], ['yellow', 'diamond'], ['blue', 'star'], ['vermillion', 'cross']];
  const players: SeatSetup[] = PLAYERS.map((name, index) => ({ name, color: looks[index][0], symbol: looks[index][1], kind: { type: 'bot', level: 'random' } }));
  const created = await host.createCampaign({ name: 'Friday league', format: 'league', players });
  if (!created.ok) throw new Error(created.error.code);
  const id = created.value.summary.id;
  for (let night = 0; night < NIGHTS; night++) {
    clock = Date.UTC(2026, 0, 2 + 7 * night, 19);
    for (const game of NIGHT_GAMES) {
      clock += 30 * 60_000;
      const started = await host.playCampaign(id, game);
      if (!started.ok) throw new Error(started.error.code);
      await finished(host, started.value.summary.id);
    }
  }
  await host.close();
  return id;
}

/**
 * In the page, as a string (tsx would rename `performance` and wrap functions in helpers the page
 * lacks): clicks Open on the campaign and resolves with the milliseconds until the first frame
 * that shows every standings row and every player's line in the chart.
 */
function timeToStandingsAndChart(players: number): string {
  return `new Promise((done) => {
    const start = performance.now();
    document.querySelector('[data-testid^="open-campaign-"]').click();
    const check = () => {
      const standings = document.querySelectorAll('[data-testid="standings"] tbody tr').length;
      const lines = document.querySelectorAll('[data-testid="campaign-chart"] path.line').length;
      if (standings === ${players} && lines === ${players}) done(performance.now() - start);
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })`;
}

export async function benchCampaign(scratch: string): Promise<void> {
  heading(`Campaign screen: a league of ${NIGHTS} nights × ${PLAYERS.length} players × ${NIGHT_GAMES.length} games`);
  const dbPath = join(scratch, 'league.sqlite');
  const campaignId = await playLeague(dbPath);

  const host = new Host({ storePath: dbPath });
  const hostTimes: number[] = [];
  for (let round = 0; round < 20; round++) {
    const start = performance.now();
    const view = await host.openCampaign(campaignId);
    if (!view.ok) throw new Error(view.error.code);
    hostTimes.push(performance.now() - start);
  }
  await host.close();
  figure('Host: the campaign view from 100 saved matches (median of 20)', `${fmt(median(hostTimes))} ms`);

  const server = await startWebServer({ dbPath, rendererDir: resolve('out/renderer'), port: 0 });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    const paints: number[] = [];
    for (let round = 0; round < 10; round++) {
      await page.goto(server.url);
      await page.getByTestId(`open-campaign-${campaignId}`).waitFor();
      paints.push(await page.evaluate<number>(timeToStandingsAndChart(PLAYERS.length)));
    }
    figure('Browser: click to first frame with standings and chart (median of 10)', `${fmt(median(paints))} ms`);
  } finally {
    await browser.close();
    await server.close();
  }
}

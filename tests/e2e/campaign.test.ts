/**
 * Campaigns end to end: the real web server (`npm run web`'s entry) and Debian's Chromium. A small
 * all-bot Elimination tournament is set up from the home screen and plays itself; the server is
 * stopped in the middle and started again, and the tournament finishes from where it was. A league
 * of several nights shows its standings and chart in both languages. Screenshots at 1920×1080 in
 * test-results/screenshots.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Host } from '../../electron/main/host';
import { randomSource } from '../../engine/core/rng';
import type { LeagueGame, SeatSetup } from '../../electron/shared/api';
import { screenshot, screenshotDir } from './support/browser';
import { playedOut } from './support/played-out';
import { openPage, useSession } from './support/session';
import { startServer, type RunningServer } from './support/web-server';

const session = useSession();

/** the tournament's finished matches, as the campaign screen lists them */
async function finishedMatches(page: Page): Promise<number> {
  return page.locator('[data-testid="bracket"] [data-testid^="bracket-match-"].decided').count();
}

/** an all-bot campaign's match goes back to the campaign screen by itself once it ends */
async function toCampaignScreen(page: Page): Promise<void> {
  await page.getByTestId('campaign').waitFor({ timeout: 60_000 });
}

/**
 * How many pixels of the chart's picture stand out from its background (its first pixel), in the
 * title band (the top 260 rows, at twice the size) and in the chart under it.
 */
function titleAndChartInk(picture: PNG): { title: number; chart: number } {
  const background = [...picture.data.subarray(0, 3)];
  const ink = { title: 0, chart: 0 };
  for (let y = 0; y < picture.height; y++) {
    for (let x = 0; x < picture.width; x++) {
      const at = (y * picture.width + x) * 4;
      const distance = background.reduce((sum, value, channel) => sum + Math.abs(picture.data[at + channel] - value), 0);
      if (distance > 120) ink[y < 260 ? 'title' : 'chart']++;
    }
  }
  return ink;
}

/** a league of three nights, played by bots into the save file before the server starts */
async function playLeague(dbPath: string): Promise<void> {
  let clock = Date.UTC(2026, 10, 6, 19);
  // seeded: the same dice and bot moves, so the same places, at every run
  const random = randomSource(23);
  const host = new Host({
    storePath: dbPath,
    now: () => clock,
    botPaceMs: { off: 0, fast: 0, normal: 0, slow: 0 },
    randomInt: (maxExclusive) => Math.floor(random() * maxExclusive),
  });
  const players: SeatSetup[] = [
    ['Ada', 'orange', 'circle'],
    ['Bert', 'sky', 'square'],
    ['Cleo', 'green', 'triangle'],
    ['Dan', 'yellow', 'diamond'],
  ].map(([name, color, symbol]) => ({ name, color, symbol, kind: { type: 'bot', level: 'random' } }));
  const created = await host.createCampaign({ name: 'Friday league', format: 'league', players });
  if (!created.ok) throw new Error(created.error.code);
  const night: LeagueGame[] = [
    { game: 'troll-dice', players: [0, 1, 2, 3] },
    { game: 'battle-dice', players: [3, 1] },
    { game: 'trol', players: [2, 0, 3] },
  ];
  for (let week = 0; week < 3; week++) {
    clock = Date.UTC(2026, 10, 6 + 7 * week, 19);
    for (const game of night) {
      clock += 40 * 60_000;
      const started = await host.playCampaign(created.value.summary.id, game);
      if (!started.ok) throw new Error(started.error.code);
      await playedOut(host, started.value.summary.id);
    }
  }
  await host.close();
}

describe('campaigns in the browser', () => {
  it('play an all-bot tournament by itself, through a server restart, to its champion', async () => {
    const dbPath = join(session.scratch, 'tournament.sqlite');
    const token = 'e2e-campaign-0123456789abc';
    let server: RunningServer = await startServer(dbPath, { token });
    const { page, errors } = await openPage(session.browser);
    try {
      await page.goto(server.url);
      await page.getByTestId('animation-off').click();
      await page.getByTestId('home-new-campaign').click();
      await page.getByTestId('campaign-name').fill('Friday Cup');
      await page.getByTestId('format-bd-elimination').click();
      await page.getByTestId('seeding-note').waitFor();
      for (const [index, name] of ['Ada', 'Bert', 'Cleo', 'Dan'].entries()) {
        await page.getByTestId(`player-name-${index}`).fill(name);
        // human → the first bot level
        await page.getByTestId(`player-kind-${index}`).click();
      }
      await screenshot(page, 'campaign-new-en-1920x1080');
      await page.getByTestId('create-campaign').click();
      await page.getByTestId('campaign').waitFor();
      await expect.poll(() => page.getByTestId('next-line').innerText()).toMatch(/Ada|Bert|Cleo|Dan/);
      expect(await page.getByTestId('autoplay').getAttribute('aria-pressed')).toBe('true');

      // it plays itself: a match, back to the campaign, the next one…
      await page.getByTestId('match').waitFor({ timeout: 30_000 });
      await toCampaignScreen(page);
      await expect.poll(() => finishedMatches(page), { timeout: 60_000 }).toBeGreaterThanOrEqual(1);
      await screenshot(page, 'campaign-bracket-en-1920x1080');
      const before = await finishedMatches(page);
      expect(before).toBeLessThan(3);

      // stop the server in the middle of the tournament, start it again, open the campaign again
      const port = server.port;
      await server.stop();
      server = await startServer(dbPath, { token, port });
      await page.goto(server.url);
      await page.locator('[data-testid^="open-campaign-"]').first().click();
      await page.getByTestId('campaign').waitFor();
      expect(await finishedMatches(page)).toBeGreaterThanOrEqual(before);

      // all bots: it goes on by itself to the final
      await page.getByTestId('champion').waitFor({ timeout: 180_000 });
      await toCampaignScreen(page);
      expect(await finishedMatches(page)).toBe(3);
      expect(await page.getByTestId('standings').locator('tbody tr').count()).toBe(4);
      await screenshot(page, 'campaign-champion-en-1920x1080');
      await page.getByTestId('pane-matches').click();
      expect(await page.locator('[data-testid^="campaign-match-"]').count()).toBeGreaterThanOrEqual(3);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
      await server.stop();
    }
  }, 300_000);

  it('show a league of several nights: standings and a chart of points, in English and French', async () => {
    const dbPath = join(session.scratch, 'league.sqlite');
    await playLeague(dbPath);
    const server = await startServer(dbPath);
    const { page, errors } = await openPage(session.browser);
    try {
      await page.goto(server.url);
      await page.getByTestId('animation-off').click();
      await screenshot(page, 'campaign-home-en-1920x1080');
      await page.locator('[data-testid^="open-campaign-"]').first().click();
      await page.getByTestId('campaign').waitFor();
      await expect.poll(() => page.locator('[data-testid="campaign-chart"] path.line').count()).toBe(4);
      expect(await page.getByTestId('standings').locator('tbody tr').count()).toBe(4);
      // Troll Dice at a table of four: someone came fourth each night, and the standings say so
      const header = await page.getByTestId('standings').locator('thead th').allInnerTexts();
      expect(header.slice(-4)).toEqual(['1st', '2nd', '3rd', '4th']);
      const fourths = await page.getByTestId('standings').locator('tbody tr').evaluateAll((rows) => rows.map((row) => Number(row.lastElementChild!.textContent)));
      expect(fourths.reduce((sum, count) => sum + count, 0)).toBe(3);
      await screenshot(page, 'campaign-league-en-1920x1080');

      // the chart saved as a picture says what it is: the campaign, what is charted, the day
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-png').click()]);
      expect(download.suggestedFilename()).toBe('Friday league - chart.png');
      const picture = PNG.sync.read(readFileSync((await download.path())!));
      writeFileSync(join(screenshotDir, 'campaign-chart-en.png'), PNG.sync.write(picture));
      // the chart's 1000×560 units at twice the size, under a title band of 130
      expect([picture.width, picture.height]).toEqual([2000, 1380]);
      const { title, chart } = titleAndChartInk(picture);
      expect(title).toBeGreaterThan(2000);
      expect(chart).toBeGreaterThan(2000);
      await expect.poll(() => page.getByTestId('export-png-note').innerText()).toContain('Friday league - chart.png');

      await page.keyboard.press('Escape');
      await page.getByTestId('language-fr').click();
      await screenshot(page, 'campaign-home-fr-1920x1080');
      await page.locator('[data-testid^="open-campaign-"]').first().click();
      await page.getByTestId('campaign').waitFor();
      await expect.poll(() => page.getByTestId('standings').innerText()).toMatch(/Points/);
      await screenshot(page, 'campaign-league-fr-1920x1080');
      const [french] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-png').click()]);
      expect(french.suggestedFilename()).toBe('Friday league - graphique.png');
      writeFileSync(join(screenshotDir, 'campaign-chart-fr.png'), readFileSync((await french.path())!));
      await page.getByTestId('campaign-play').click();
      await page.getByTestId('league-game').waitFor();
      await screenshot(page, 'campaign-league-game-fr-1920x1080');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
      await server.stop();
    }
  }, 120_000);

  it('show every place of a league of six, with long names whole, at 1080p and 4K', async () => {
    const dbPath = join(session.scratch, 'six.sqlite');
    const random = randomSource(5);
    const host = new Host({ storePath: dbPath, botPaceMs: { off: 0, fast: 0, normal: 0, slow: 0 }, randomInt: (maxExclusive) => Math.floor(random() * maxExclusive) });
    const looks = [['orange', 'circle'], ['sky', 'square'], ['green', 'triangle'], ['yellow', 'diamond'], ['blue', 'star'], ['vermillion', 'cross']];
    const players: SeatSetup[] = ['Bartholomew Thunderbelly', 'Éloïse-Marguerite Ursule', 'Cleo', 'Dan', 'Eda', 'Finn'].map((name, index) => ({
      name,
      color: looks[index][0],
      symbol: looks[index][1],
      kind: { type: 'bot', level: 'random' },
    }));
    const created = await host.createCampaign({ name: 'Soirée des six', format: 'league', players });
    if (!created.ok) throw new Error(created.error.code);
    for (let game = 0; game < 2; game++) {
      const started = await host.playCampaign(created.value.summary.id, { game: 'troll-dice', players: [0, 1, 2, 3, 4, 5] });
      if (!started.ok) throw new Error(started.error.code);
      await expect.poll(async () => {
        const opened = await host.openMatch(started.value.summary.id);
        return opened.ok && opened.value.outcome !== null;
      }, { timeout: 60_000 }).toBe(true);
    }
    const view = await host.openCampaign(created.value.summary.id);
    if (!view.ok) throw new Error(view.error.code);
    const places = Math.max(...view.value.standings.map((line) => line.detail.length));
    await host.close();
    expect(places).toBeGreaterThanOrEqual(5);

    const server = await startServer(dbPath);
    const { page, errors } = await openPage(session.browser);
    try {
      await page.goto(server.url);
      await page.getByTestId('animation-off').click();
      await page.locator('[data-testid^="open-campaign-"]').first().click();
      await page.getByTestId('campaign').waitFor();
      for (const size of ['1920x1080', '3840x2160']) {
        const [width, height] = size.split('x').map(Number);
        await page.setViewportSize({ width, height });
        const header = await page.getByTestId('standings').locator('thead th').allInnerTexts();
        expect(header.slice(4)).toEqual(['1st', '2nd', '3rd', '4th', '5th', '6th'].slice(0, places));
        // each name whole on its lines (wrapped at its spaces or hyphens), and the table within its pane
        const fit = await page.getByTestId('standings').evaluate((table) => ({
          cut: [...table.querySelectorAll('tbody .player-tag > span')].filter((name) => name.scrollWidth > name.clientWidth + 1).map((name) => name.textContent),
          brokenWords: [...table.querySelectorAll('tbody .player-tag > span')].filter((name) => {
            const range = document.createRange();
            range.selectNodeContents(name);
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            return lines.size > (name.textContent ?? '').split(/[\s-]+/).length;
          }).map((name) => name.textContent),
          overflow: table.parentElement!.scrollWidth - table.parentElement!.clientWidth,
        }));
        expect(fit).toEqual({ cut: [], brokenWords: [], overflow: 0 });
        await screenshot(page, `campaign-league-six-en-${size}`);
      }
      expect(errors).toEqual([]);
    } finally {
      await page.close();
      await server.stop();
    }
  }, 180_000);
});

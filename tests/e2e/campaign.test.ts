/**
 * Campaigns end to end: the real web server (`npm run web`'s entry) and Debian's Chromium. A small
 * all-bot Elimination tournament is set up from the home screen and plays itself; the server is
 * stopped in the middle and started again, and the tournament finishes from where it was. A league
 * of several nights shows its standings and chart in both languages. Screenshots at 1920×1080 in
 * test-results/screenshots.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Host } from '../../electron/main/host';
import type { LeagueGame, SeatSetup } from '../../electron/shared/api';
import { screenshot } from './support/browser';
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

/** a league of three nights, played by bots into the save file before the server starts */
async function playLeague(dbPath: string): Promise<void> {
  let clock = Date.UTC(2026, 10, 6, 19);
  const host = new Host({ storePath: dbPath, now: () => clock, botPaceMs: { off: 0, fast: 0, normal: 0, slow: 0 } });
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
      for (;;) {
        const opened = await host.openMatch(started.value.summary.id);
        if (opened.ok && opened.value.outcome) break;
        await new Promise((done) => setTimeout(done, 5));
      }
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
      await screenshot(page, 'campaign-league-en-1920x1080');

      await page.keyboard.press('Escape');
      await page.getByTestId('language-fr').click();
      await screenshot(page, 'campaign-home-fr-1920x1080');
      await page.locator('[data-testid^="open-campaign-"]').first().click();
      await page.getByTestId('campaign').waitFor();
      await expect.poll(() => page.getByTestId('standings').innerText()).toMatch(/Points/);
      await screenshot(page, 'campaign-league-fr-1920x1080');
      await page.getByTestId('campaign-play').click();
      await page.getByTestId('league-game').waitFor();
      await screenshot(page, 'campaign-league-game-fr-1920x1080');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
      await server.stop();
    }
  }, 120_000);
});

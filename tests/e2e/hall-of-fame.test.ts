/**
 * The hall of fame end to end: a save file of seeded games over several nights (bots and people,
 * all five games), the real web server and Debian's Chromium. From home to the table of the
 * trolliest, a player's page with their chart, a rename, and the same in French and at 4K.
 * Screenshots in test-results/screenshots.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SeatSetup } from '../../electron/shared/api';
import { openStore } from '../../electron/store/sqlite-store';
import { saveSeededGame, seededGame, seededTables } from '../support/fame-games';
import { screenshot } from './support/browser';
import { openPage, uhd, useSession } from './support/session';
import { startServer } from './support/web-server';

const session = useSession();

const people: SeatSetup[] = [
  ['Ada', 'orange', 'circle'],
  ['Bert', 'sky', 'square'],
  ['Cleo', 'green', 'triangle'],
].map(([name, color, symbol]) => ({ name, color, symbol, kind: { type: 'human' } }));
const cunning: SeatSetup = { name: 'Cunning bot', color: 'yellow', symbol: 'diamond', kind: { type: 'bot', level: 'smart' } };
const reckless: SeatSetup = { name: 'Reckless bot', color: 'vermillion', symbol: 'cross', kind: { type: 'bot', level: 'random' } };
const games = ['troll-dice', 'trolldilemma', 'trol', 'battle-dice', 'thud'];

/** three weekly nights of the five games, ended in order, into a new save file; the people remembered */
function seedSaveFile(dbPath: string): void {
  const opened = openStore(dbPath);
  if (!opened.ok) throw new Error(opened.detail);
  const store = opened.store;
  const everyone = [...people, cunning, reckless];
  let seed = 1;
  for (let week = 0; week < 3; week++) {
    let clock = Date.UTC(2026, 10, 6 + 7 * week, 19);
    for (const game of games) {
      const seats = Array.from({ length: seededTables[game].seats }, (_, seat) => everyone[(seat + week + seed) % everyone.length]);
      const played = seededGame(game, seats.map((one) => one.name), seed);
      saveSeededGame(store, `w${week}-${game}`, played, seats, clock);
      clock += (played.moves.length + 120) * 1000;
      seed++;
    }
  }
  store.rememberProfiles(people.map(({ name, color, symbol }) => ({ name, color, symbol })), Date.UTC(2026, 10, 20, 23));
  store.close();
}

async function openHallOfFame(page: Page): Promise<void> {
  await page.getByTestId('home-hall-of-fame').click();
  await page.getByTestId('fame-table').waitFor();
}

describe('the hall of fame in a browser', () => {
  it('shows the trolliest, a player’s page with their chart, and renames them; in English, French and at 4K', async () => {
    const dbPath = join(session.scratch, 'fame.sqlite');
    seedSaveFile(dbPath);
    const server = await startServer(dbPath);
    const { page, errors } = await openPage(session.browser);
    try {
      await page.goto(server.url);
      await page.getByTestId('animation-off').click();
      await screenshot(page, 'fame-home-en-1920x1080');
      await openHallOfFame(page);
      // the screen opens with the focus on its first ladder, so the arrows lead into the table
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('fame-ladder-all');
      const ada = page.getByTestId('fame-player-profile:1');
      await expect.poll(() => ada.innerText()).toContain('Ada');
      // the ladder of all games and each game's
      expect(await page.locator('[data-testid^="fame-ladder-"]').count()).toBe(6);
      expect(await page.locator('[data-testid="fame-table"] [data-testid="bot-mark"]').count()).toBe(2);
      await screenshot(page, 'fame-table-en-1920x1080');

      // humans only: the bots leave the table
      await page.getByTestId('fame-humans-only').click();
      await expect.poll(() => page.locator('[data-testid="fame-table"] tbody tr').count()).toBe(3);

      // Ada's row opens her page from the keyboard
      await ada.focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('fame-player-page').waitFor();
      await expect.poll(() => page.locator('[data-testid="rating-chart"] path.line').count()).toBe(1);
      expect(await page.locator('[data-testid="rating-chart"] circle').count()).toBeGreaterThan(0);
      await screenshot(page, 'fame-player-en-1920x1080');

      await page.getByTestId('fame-rename').click();
      await page.getByTestId('fame-rename-input').fill('Ada Lovelace');
      await page.getByTestId('fame-rename-save').click();
      await expect.poll(() => page.getByTestId('fame-player-name').innerText()).toContain('Ada Lovelace');
      // a name another player goes by is refused, in words
      await page.getByTestId('fame-rename').click();
      await page.getByTestId('fame-rename-input').fill('bert');
      await page.getByTestId('fame-rename-save').click();
      await expect.poll(() => page.getByTestId('error').last().innerText()).toContain('Another player already goes by “bert”');
      // Esc goes back from a player's page to the table, with the focus on their row
      await page.keyboard.press('Escape');
      await page.getByTestId('fame-table').waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('fame-player-profile:1');
      await expect.poll(() => page.getByTestId('fame-player-profile:1').innerText()).toContain('Ada Lovelace');
      await page.keyboard.press('Escape');
      await page.getByTestId('language-fr').click();
      await openHallOfFame(page);
      await expect.poll(() => page.getByTestId('fame-help').innerText()).toContain('Weng');
      await screenshot(page, 'fame-table-fr-1920x1080');
      await page.getByTestId('fame-player-profile:1').click();
      await page.getByTestId('fame-player-page').waitFor();
      await expect.poll(() => page.getByTestId('fame-player-page').innerText()).toContain('La cote soirée après soirée');
      await screenshot(page, 'fame-player-fr-1920x1080');

      await page.setViewportSize(uhd);
      await page.getByTestId('fame-back-to-table').click();
      await page.getByTestId('fame-table').waitFor();
      await screenshot(page, 'fame-table-fr-3840x2160');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
      await server.stop();
    }
  }, 240_000);
});

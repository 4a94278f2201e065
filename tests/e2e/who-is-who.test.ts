/**
 * Who is who, end to end: the real web server and Debian's Chromium. Ada and Bert play a first
 * game, so the app remembers them. At a TRÔL table then, a seat that offered Bert and is switched
 * to a bot takes a bot's name, in English and in French; Ada's orange circle is hers on the
 * table, beside her vermillion tribe's mark, and in the winner panel. Screenshots of the new-game
 * screen, the table and the winner panel in both languages.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { leaveMatchByKey, openPage, seatPlayers, useSession } from './support/session';
import { startServer } from './support/web-server';

const session = useSession();

const nameOf = (page: Page, seat: number) => page.getByTestId(`seat-name-${seat}`).inputValue();
/** how the symbols in `selector` read out, in page order */
const symbolsIn = (page: Page, selector: string) =>
  page.locator(`${selector} svg.player-symbol`).evaluateAll((svgs) => svgs.map((svg) => svg.getAttribute('aria-label')));

/** On the TRÔL new-game screen: Ada (remembered) plays, the seat that offers Bert and the third one become bots. */
async function seatBots(page: Page, botName: string, adasLook: string): Promise<void> {
  await page.getByTestId('home-new-game-trol').click();
  await page.getByTestId('seat-count-3').click();
  expect(await nameOf(page, 0)).toBe('Ada');
  expect(await nameOf(page, 1)).toBe('Bert');
  for (const seat of [1, 2]) {
    await page.getByTestId(`seat-kind-${seat}`).click();
    await expect.poll(() => page.getByTestId(`seat-kind-${seat}`).getAttribute('data-kind')).toBe('bot');
  }
  expect([await nameOf(page, 1), await nameOf(page, 2)]).toEqual([botName, `${botName} 2`]);
  // Ada's look is the one she had
  expect(await symbolsIn(page, '[data-testid="seat-0"] >')).toEqual([adasLook]);
}

/** Home, the language, and back to the match (the latest saved game) as the table has it now. */
async function reopenIn(page: Page, language: 'en' | 'fr', speed?: 'off' | 'slow'): Promise<void> {
  // the bots may have finished the game meanwhile
  if (await page.getByTestId('winner').isVisible()) await page.getByTestId('winner-close').click();
  await page.getByTestId('back').click();
  await page.getByTestId(`language-${language}`).click();
  if (speed) await page.getByTestId(`animation-${speed}`).click();
  // the TRÔL game's card: the first game, left unfinished, may be listed before it
  await page.locator('article.saved').filter({ hasText: 'TRÔL' }).locator('[data-testid^="resume-"]').click();
  await page.getByTestId('match').waitFor();
}

/** The players as the winner panel lists them: name → how their symbol reads out. */
const winnerLooks = (page: Page) =>
  page
    .getByTestId('winner')
    .locator('li')
    .evaluateAll((rows) =>
      Object.fromEntries(rows.map((row) => [row.querySelector('.player-tag > span')?.textContent?.trim(), row.querySelector('svg.player-symbol')?.getAttribute('aria-label')])),
    );

describe('who is who in the browser', () => {
  it('names bots as bots, and shows each player in their own look at the TRÔL table and in the winner panel', async () => {
    const server = await startServer(join(session.scratch, 'who.sqlite'), { token: 'e2e-who-0123456789', seed: 3 });
    const { page, errors } = await openPage(session.browser);
    try {
      await page.goto(server.url);
      await page.getByTestId('animation-off').click();

      // a first game, so that Ada and Bert are remembered
      await page.getByTestId('home-new-game-troll-dice').click();
      await seatPlayers(page, [
        { name: 'Ada', kind: 'human' },
        { name: 'Bert', kind: 'human' },
      ]);
      await page.getByTestId('start-match').click();
      await page.getByTestId('match').waitFor();
      await leaveMatchByKey(page);

      await seatBots(page, 'Reckless bot', 'Orange circle');
      await screenshot(page, 'who-new-game-en-1920x1080');
      // back to a person: the remembered Bert again
      await page.getByTestId('seat-kind-1').click();
      await expect.poll(() => nameOf(page, 1)).toBe('Bert');
      await page.getByTestId('back').click();

      await page.getByTestId('language-fr').click();
      await page.getByTestId('animation-slow').click();
      await seatBots(page, 'Bot Téméraire', 'Rond orange');
      await screenshot(page, 'who-new-game-fr-1920x1080');
      // Ada lets a bot play for her tonight: the name she typed stays hers
      await page.getByTestId('seat-name-0').fill('Ada');
      await page.getByTestId('seat-kind-0').click();
      await expect.poll(() => page.getByTestId('seat-kind-0').getAttribute('data-kind')).toBe('bot');
      expect(await nameOf(page, 0)).toBe('Ada');
      await page.getByTestId('option-cycle-day').click();
      await page.getByTestId('start-match').click();
      await page.getByTestId('match').waitFor();

      // the table once a few cards lie in the hunts
      const settledWithCards = () =>
        page.waitForFunction(() => document.querySelectorAll('[data-testid="hunt-row"] .chip').length >= 2, null, { timeout: 60_000 });
      await settledWithCards();
      const ada = page.locator('.tribe[data-player="Ada"]');
      expect(await symbolsIn(page, '.tribe[data-player="Ada"]')).toEqual(['Rond orange']);
      expect(await ada.locator('[data-tribe-mark]').getAttribute('data-tribe-mark')).toBe('vermillion');
      expect(await page.locator('[data-testid="hunt-row"] [data-card] svg.player-symbol').count()).toBe(0);
      await screenshot(page, 'who-trol-table-fr-1920x1080');
      await reopenIn(page, 'en');
      // the table with cards in its hunts, or the bots' game already over
      await page.waitForFunction(() => document.querySelector('[data-testid="winner"]') || document.querySelectorAll('[data-testid="hunt-row"] .chip').length >= 2);
      if (await page.getByTestId('winner').isVisible()) await page.getByTestId('winner-close').click();
      expect(await symbolsIn(page, '.tribe[data-player="Ada"]')).toEqual(['Orange circle']);
      await screenshot(page, 'who-trol-table-en-1920x1080');

      // the rest played at once, to the end
      await reopenIn(page, 'en', 'off');
      await page.getByTestId('winner').waitFor({ timeout: 120_000 });
      expect(await winnerLooks(page)).toEqual({ Ada: 'Orange circle', 'Reckless bot': 'Sky blue square', 'Reckless bot 2': 'Green triangle' });
      await screenshot(page, 'who-winner-en-1920x1080');
      await page.getByTestId('winner-close').click();
      expect(await symbolsIn(page, '[data-testid="finale"]')).toContain('Orange circle');
      await screenshot(page, 'who-trol-finale-en-1920x1080');
      await reopenIn(page, 'fr');
      await page.getByTestId('winner').waitFor();
      expect(await winnerLooks(page)).toEqual({ Ada: 'Rond orange', 'Bot Téméraire': 'Carré bleu ciel', 'Bot Téméraire 2': 'Triangle vert' });
      await screenshot(page, 'who-winner-fr-1920x1080');
      await page.getByTestId('winner-home').click();
      await page.getByTestId('language-en').click();
      expect(errors).toEqual([]);
    } catch (error) {
      await screenshot(page, 'who-failed');
      throw error;
    } finally {
      await page.close();
      await server.stop();
    }
  });
});

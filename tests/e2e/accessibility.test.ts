/**
 * axe-core on the shared screens, in English and French: home with its settings, a new game, a
 * game's rules (Thud's, with its board drawn), a new campaign, a campaign's every pane, a Thud
 * match under way (the match screen, its log, the board) and a phone's page. The layout sweep runs axe on every screen and table state; this file
 * keeps the shared screens checked on their own, in seconds. Serious and critical violations fail.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeFaults } from './support/axe';
import { openPage, useSession } from './support/session';
import { writeSweepSave } from './support/sweep-save';
import { startServer } from './support/web-server';
import { wireClient } from './support/wire-client';

const session = useSession();
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

async function chooseLanguage(page: Page, name: string): Promise<void> {
  const button = page.getByRole('button', { name, exact: true });
  await button.click();
  await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
}

describe('accessibility of the shared screens', () => {
  it('finds no serious or critical axe-core violation on home, settings, new game, rules, campaigns, a match and the phone page', async () => {
    const dbPath = join(session.scratch, 'accessibility.sqlite');
    const [thud] = await writeSweepSave(dbPath, {
      campaigns: true,
      plans: [{ game: 'thud', seats: 2, states: [{ name: 'middle', stop: (moment) => moment.actionCount >= 30 }] }],
    });
    const server = await startServer(dbPath, { seed: 5, phonePort: 0 });
    const wire = await wireClient(server);
    const { page, errors } = await openPage(session.browser);
    const context = await session.browser.newContext(phone);
    const found: string[] = [];
    const home = page.locator('[data-testid^="home-new-game-"]').first();
    const goHome = async () => {
      await page.getByTestId('back').first().click();
      await home.waitFor();
    };
    try {
      // the settings show the phones' address too
      await wire.request('setSettings', { phones: true });
      await page.goto(server.url);
      await home.waitFor();
      await page.getByTestId('phone-address').waitFor();
      for (const language of ['en', 'fr']) {
        await page.getByTestId(`language-${language}`).click();
        await expect.poll(() => page.getByTestId(`language-${language}`).getAttribute('aria-pressed')).toBe('true');
        found.push(...(await axeFaults(page, `${language} · home and settings`)));

        await page.getByTestId('home-new-game-thud').click();
        await page.getByTestId('seat-kind-0').waitFor();
        found.push(...(await axeFaults(page, `${language} · new game`)));
        await goHome();

        await page.getByTestId('rules-thud').click();
        await page.getByTestId('rules').waitFor();
        found.push(...(await axeFaults(page, `${language} · rules`)));
        await goHome();

        await page.getByTestId('home-new-campaign').click();
        await page.getByTestId('campaign-name').waitFor();
        await page.getByTestId('add-player').click();
        found.push(...(await axeFaults(page, `${language} · new campaign`)));
        await goHome();

        await page.locator('[data-testid^="open-campaign-"]').first().click();
        await page.getByTestId('campaign').waitFor();
        for (const pane of await page.locator('[data-testid^="pane-"]').all()) {
          await pane.click();
          await expect.poll(() => pane.getAttribute('aria-pressed')).toBe('true');
          found.push(...(await axeFaults(page, `${language} · campaign · ${await pane.getAttribute('data-testid')}`)));
        }
        await goHome();

        await page.getByTestId(`resume-${thud.matchId}`).click();
        await page.locator('[data-testid="match"] [data-playing="false"]').waitFor();
        found.push(...(await axeFaults(page, `${language} · ${thud.name}`)));
        // the app's one main landmark holds the table: a table brings none of its own
        expect(await page.locator('main').count()).toBe(1);
        await goHome();
      }

      const invited = await wire.request<{ invites: { seat: number; url: string }[] }>('invitePhone', thud.matchId, 0);
      const link = new URL(invited.invites.find((invite) => invite.seat === 0)!.url);
      const hand = await context.newPage();
      await hand.goto(`http://127.0.0.1:${link.port}${link.pathname}`);
      await hand.locator('[data-testid="phone-page"][data-action-count]').waitFor();
      for (const language of ['EN', 'FR']) {
        await chooseLanguage(hand, language);
        found.push(...(await axeFaults(hand, `phone ${language.toLowerCase()} · ${thud.name}`)));
      }
    } finally {
      wire.close();
      await context.close();
      await page.close();
      await server.stop();
    }
    expect(errors).toEqual([]);
    expect(found, found.join('\n')).toEqual([]);
  });
});

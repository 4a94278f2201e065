/**
 * Battle Dice's results to apply on the TV: a turn of three results, and a turn's FOCUS to decide
 * before its other results, at tables of two, four and six players with long names, at 1920×1080
 * and 3840×2160, in English and French. Every card (its name, its choices and what the choice will
 * do) is in view at once: nothing behind the window's edge, nothing that only scrolling the tray
 * would show. Screenshots go to the shots folder when
 * SWEEP_SHOTS names one.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeFaults, layoutFaults, notReadAtOnce, settle } from './support/layout-faults';
import { hd, openPage, uhd, useSession } from './support/session';
import { battleDiceResultsPlan, longNames, writeSweepSave } from './support/sweep-save';
import { startServer } from './support/web-server';

const session = useSession();

describe('Battle Dice’s results to apply', () => {
  it('show every card whole at once, without scrolling, at two to six players, at 1080p and 4K, in English and French', async () => {
    const dbPath = join(session.scratch, 'battle-dice-results.sqlite');
    const swept = await writeSweepSave(dbPath, { plans: [2, 4, 6].map(battleDiceResultsPlan) });
    const server = await startServer(dbPath, { seed: 5, phonePort: 0 });
    const { page, errors } = await openPage(session.browser);
    const shots = process.env.SWEEP_SHOTS;
    const missing: string[] = [];
    try {
      await page.goto(server.url);
      await page.getByTestId('animation-off').click();
      for (const language of ['en', 'fr']) {
        await page.getByTestId(`language-${language}`).click();
        await expect.poll(() => page.getByTestId(`language-${language}`).getAttribute('aria-pressed')).toBe('true');
        for (const match of swept) {
          await page.getByTestId(`resume-${match.matchId}`).click();
          await page.locator('[data-testid="match"] [data-result]').first().waitFor();
          for (const size of [hd, uhd]) {
            await page.setViewportSize(size);
            await settle(page);
            const state = `${language} · ${match.name} · ${size.width}×${size.height}`;
            missing.push(...(await notReadAtOnce(page)).map((part) => `${state} · ${part}`));
            missing.push(...describeFaults(state, await layoutFaults(page, longNames)));
            if (shots) await page.screenshot({ path: join(shots, `${state.replace(/[^\w-]+/g, '_')}.png`) });
          }
          await page.setViewportSize(hd);
          await page.getByTestId('back').first().click();
          await page.locator('[data-testid^="home-new-game-"]').first().waitFor();
        }
      }
    } finally {
      await page.close();
      await server.stop();
    }
    expect(missing).toEqual([]);
    expect(errors).toEqual([]);
  });
});

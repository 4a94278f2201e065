/**
 * TRÔL's hunt questions on the TV: a Fourbe's betrayal and a Chaman's reroll, asked at tables of
 * three and four tribes whose players have long names, at 1920×1080 and 3840×2160, in English and
 * French. The whole question (its text and every choice) and the hunt it is about (its total and
 * its rows) are in view at once: nothing behind the window's edge, nothing that only scrolling
 * some area would show. Screenshots go to the shots folder when SWEEP_SHOTS names one.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { questionOutOfView, settle } from './support/layout-faults';
import { hd, openPage, uhd, useSession } from './support/session';
import { trolQuestionPlans, writeSweepSave } from './support/sweep-save';
import { startServer } from './support/web-server';

const session = useSession();

const questions = [trolQuestionPlans(3), trolQuestionPlans(4)];

describe('TRÔL’s hunt questions', () => {
  it('show every choice and the hunt they are about at once, without scrolling, at 1080p and 4K, in English and French', async () => {
    const dbPath = join(session.scratch, 'trol-questions.sqlite');
    const swept = await writeSweepSave(dbPath, { plans: questions });
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
          await page.getByTestId('prompt-chooser').waitFor();
          for (const size of [hd, uhd]) {
            await page.setViewportSize(size);
            await settle(page);
            const state = `${language} · ${match.name} · ${size.width}×${size.height}`;
            missing.push(...(await questionOutOfView(page)).map((part) => `${state} · ${part}`));
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

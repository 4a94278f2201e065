/**
 * The tests of a question asked of the room on the TV (TRÔL's hunt questions, Battle Dice's
 * results to apply): every match of a save file, resumed in English and French, looked at on a
 * 1920×1080 and a 3840×2160 TV for what must be read at once (`notReadAtOnce`) and for any other
 * layout fault. Screenshots go to the shots folder when SWEEP_SHOTS names one.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { describeFaults, layoutFaults, notReadAtOnce, settle } from './layout-faults';
import { hd, openPage, uhd, type Session } from './session';
import { longNames, type SweptMatch } from './sweep-save';
import { startServer } from './web-server';

export interface ReadAtOnceLook {
  /** the question is on screen once the resumed match shows this */
  ready: string;
  /** what else must hold at each size, as faults (the TRÔL log's whole entries) */
  also?: (page: Page, state: string) => Promise<void>;
}

/** Every fault found, each named by its language, match and size; the page's errors are checked too. */
export async function readAtOnceFaults(session: Session, dbPath: string, swept: SweptMatch[], look: ReadAtOnceLook): Promise<string[]> {
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
        await page.locator(look.ready).first().waitFor();
        for (const size of [hd, uhd]) {
          await page.setViewportSize(size);
          await settle(page);
          const state = `${language} · ${match.name} · ${size.width}×${size.height}`;
          missing.push(...(await notReadAtOnce(page)).map((part) => `${state} · ${part}`));
          // and nothing on screen cut, covered or broken mid-word (a long name wraps between its words)
          missing.push(...describeFaults(state, await layoutFaults(page, longNames)));
          await look.also?.(page, state);
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
  expect(errors).toEqual([]);
  return missing;
}

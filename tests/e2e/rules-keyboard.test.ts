/**
 * The rules read from the sofa: every paragraph of the longest rules page comes into view with
 * the arrow keys alone, even in a section taller than the screen.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, useSession } from './support/session';
import { startServer, type RunningServer } from './support/web-server';

const session = useSession();
let server: RunningServer;

beforeAll(async () => {
  server = await startServer(join(session.scratch, 'rules.sqlite'));
});

afterAll(async () => {
  await server?.stop();
});

describe('rules by keyboard', () => {
  it('brings every paragraph of Battle Dice’s French rules into view with ArrowDown alone', async () => {
    const { page, errors } = await openPage(session.browser);
    try {
      await page.goto(server.url);
      await page.getByTestId('language-fr').click();
      await page.getByTestId('rules-battle-dice').click();
      const rules = page.getByTestId('rules');
      await rules.locator('section').first().waitFor();
      const paragraphs = await rules.locator(':scope > section p').count();
      const seen = new Set<number>();
      for (let presses = 0; presses < 120 && seen.size < paragraphs; presses++) {
        const visible = await rules.evaluate((scroller) => {
          const view = scroller.getBoundingClientRect();
          return [...scroller.querySelectorAll(':scope > section p')].flatMap((paragraph, index) => {
            const box = paragraph.getBoundingClientRect();
            return box.top >= view.top - 1 && box.bottom <= view.bottom + 1 ? [index] : [];
          });
        });
        for (const index of visible) seen.add(index);
        await page.keyboard.press('ArrowDown');
      }
      const unseen = await rules.evaluate(
        (scroller, seenIndexes) => [...scroller.querySelectorAll(':scope > section p')].flatMap((p, i) => (seenIndexes.includes(i) ? [] : [p.textContent?.slice(0, 50)])),
        [...seen],
      );
      expect(unseen).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

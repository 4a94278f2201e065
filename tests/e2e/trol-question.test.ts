/**
 * TRÔL's hunt questions on the TV: a Fourbe's betrayal and a Chaman's reroll, asked at tables of
 * three and four tribes whose players have long names, at 1920×1080 and 3840×2160, in English and
 * French. The whole question (its text and every choice) and the hunt it is about (its total and
 * its rows) are in view at once: nothing behind the window's edge, nothing that only scrolling
 * some area would show.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { logEntriesCut } from './support/layout-faults';
import { readAtOnceFaults } from './support/read-at-once';
import { hd, openPage, useSession } from './support/session';
import { trolQuestionPlans, writeSweepSave } from './support/sweep-save';
import { startServer } from './support/web-server';

const session = useSession();

const questions = [trolQuestionPlans(3), trolQuestionPlans(4)];

describe('TRÔL’s hunt questions', () => {
  it('show every choice and the hunt they are about at once, without scrolling, at 1080p and 4K, in English and French', async () => {
    const dbPath = join(session.scratch, 'trol-questions.sqlite');
    const swept = await writeSweepSave(dbPath, { plans: questions });
    const faults = await readAtOnceFaults(session, dbPath, swept, {
      ready: '[data-testid="prompt-chooser"]',
      // the log beside it shows whole entries only
      also: (page, state) => expect.poll(() => logEntriesCut(page), { message: state }).toEqual([]),
    });
    expect(faults).toEqual([]);
  });

  it('keeps the match log to whole entries as the keyboard scrolls it to older ones', async () => {
    const dbPath = join(session.scratch, 'trol-log.sqlite');
    const [match] = await writeSweepSave(dbPath, { plans: [trolQuestionPlans(4)] });
    const server = await startServer(dbPath, { seed: 5, phonePort: 0 });
    const { page, errors } = await openPage(session.browser);
    try {
      await page.setViewportSize(hd);
      await page.goto(server.url);
      await page.getByTestId('language-fr').click();
      await page.getByTestId(`resume-${match.matchId}`).click();
      const scroller = page.locator('[data-testid="log"] .scroller');
      await scroller.waitFor();
      const scrolled = () => scroller.evaluate((element) => element.scrollTop);
      const atFirst = await scrolled();
      expect(await scroller.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
      await expect.poll(() => logEntriesCut(page)).toEqual([]);
      // the log is a scroller the keyboard's focus reaches; the page keys scroll it (the arrows move between controls)
      await scroller.focus();
      expect(await scroller.evaluate((element) => element === document.activeElement)).toBe(true);
      for (const key of ['PageUp', 'PageUp']) {
        const before = await scrolled();
        await page.keyboard.press(key);
        await expect.poll(scrolled).toBeLessThan(before);
        await expect.poll(() => logEntriesCut(page), { message: `after ${key}` }).toEqual([]);
      }
      // the first entry the log shows starts at or below its visible top edge
      const firstShown = await scroller.evaluate((element) => {
        const top = element.getBoundingClientRect().top + element.clientTop;
        const entry = [...element.querySelectorAll('li')].find(
          (line) => getComputedStyle(line).visibility !== 'hidden' && line.getBoundingClientRect().bottom > top,
        );
        return entry ? entry.getBoundingClientRect().top - top : null;
      });
      expect(firstShown).not.toBeNull();
      expect(firstShown!).toBeGreaterThanOrEqual(-0.5);
      expect(await scrolled()).toBeLessThan(atFirst);
    } finally {
      await page.close();
      await server.stop();
    }
    expect(errors).toEqual([]);
  });
});

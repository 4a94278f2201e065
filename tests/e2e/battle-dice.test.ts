/**
 * Battle Dice end to end: the real web server and Debian's Chromium. One human and two bots set
 * up a Wild battle from the new-game screen; the human drafts and plays with the keyboard only;
 * undo takes back a roll without rerolling; a reload resumes the game; switching language
 * changes the log. Screenshots of the draft and the battle at 1920×1080 in English and French
 * are kept in test-results/screenshots.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { leaveMatchByKey, openPage, seatPlayers, useSession } from './support/session';
import { focused, readTable, rolledDice, waitForHumanOrEnd } from './support/battle-dice';
import { startServer, type RunningServer } from './support/web-server';

const session = useSession();
let server: RunningServer;

beforeAll(async () => {
  server = await startServer(join(session.scratch, 'battle-dice.sqlite'));
});

afterAll(async () => {
  await server?.stop();
});

async function setUpWildBattle(page: Page): Promise<void> {
  await page.getByTestId('home-new-game-battle-dice').click();
  await seatPlayers(page, [
    { name: 'Ada', kind: 'human' },
    { kind: 'bot', level: 'smart' },
    { kind: 'bot', level: 'greedy' },
  ]);
  // the duel is for two players only
  expect(await page.getByTestId('option-duel-on').count()).toBe(0);
  await page.getByTestId('option-mode-wild').click();
  expect(await page.getByTestId('option-mode-wild').getAttribute('aria-pressed')).toBe('true');
}

/** Esc back home, choose a language, and resume the game. */
async function switchLanguage(page: Page, language: 'en' | 'fr'): Promise<void> {
  await leaveMatchByKey(page);
  await page.getByTestId(`language-${language}`).click();
  await page.locator('[data-testid^="resume-"]').first().click();
  await waitForHumanOrEnd(page);
}

/** Plays the human's next move with Enter alone; returns what the move was. */
async function pressEnter(page: Page): Promise<string> {
  const before = (await readTable(page)).actionCount;
  const control = await focused(page);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await readTable(page)).actionCount).toBeGreaterThan(before);
  // the focus never falls to the page, where the next arrow key would reach Undo; a move that
  // ends the game hands it to the winner panel instead
  expect(await focusInTableOrWinner(page)).toBe(true);
  return control;
}

const focusInTableOrWinner = (page: Page) =>
  page.evaluate(() =>
    ['.battle-dice-table', '[data-testid="winner"]'].some((holder) => document.querySelector(holder)?.contains(document.activeElement)),
  );

describe('Battle Dice in the browser', () => {
  it('sets up a Wild battle, drafts and plays by keyboard, undoes, resumes and switches language', async () => {
    const { page, errors: pageErrors } = await openPage(session.browser);
    try {
      await page.goto(server.url);
      await page.getByTestId('animation-off').click();
      await page.getByTestId('language-en').click();
      await setUpWildBattle(page);
      await page.getByTestId('start-match').click();
      await page.getByTestId('match').waitFor();

      // The draft, keyboard only: the focus is on a free hero; arrows move, Enter picks.
      await waitForHumanOrEnd(page);
      expect((await readTable(page)).phase).toBe('draft');
      expect(await focused(page)).toMatch(/^BUTTON hero=/);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowRight');
      const looked = (await focused(page)).replace('BUTTON hero=', '');
      await expect.poll(() => page.getByTestId('hero-detail').locator('[data-hero-faces]').getAttribute('data-hero-faces')).toBe(looked);
      await screenshot(page, 'battle-dice-draft-en-1920x1080');
      // animations are off: nothing on the table moves (the dice, the lit picks, the portraits)
      expect(await page.evaluate(() => document.getAnimations().filter((animation) => Number(animation.effect?.getComputedTiming().duration) > 0).length)).toBe(0);
      expect(await pressEnter(page)).toBe(`BUTTON hero=${looked}`);
      await expect.poll(() => page.locator(`.team [data-picked="${looked}"]`).count()).toBe(1);

      // French mid-draft: the log is translated, and the draft reads in French. The bots pick
      // after the human: the log is read once they are done and it is the human's turn again.
      await waitForHumanOrEnd(page);
      const englishLog = (await readTable(page)).log;
      await switchLanguage(page, 'fr');
      const frenchLog = (await readTable(page)).log;
      expect(frenchLog.split('\n').length).toBe(englishLog.split('\n').length);
      expect(frenchLog).not.toEqual(englishLog);
      expect(frenchLog).toMatch(/choisit/);
      await screenshot(page, 'battle-dice-draft-fr-1920x1080');
      while ((await readTable(page)).phase === 'draft') {
        expect(await pressEnter(page)).toMatch(/^BUTTON hero=/);
        await waitForHumanOrEnd(page);
      }
      expect((await readTable(page)).players.every((text) => text.length > 0)).toBe(true);

      // The battle, keyboard only: Enter on the focused main action each time.
      let rolls = 0;
      let checkedUndo = false;
      let screenshotFr = false;
      for (let moves = 0; rolls < 4 && moves < 60; moves++) {
        if ((await waitForHumanOrEnd(page)) === 'over') break;
        const { stage, phase, actionCount } = await readTable(page);
        if (phase === 'battle' && stage === 'choose') {
          expect(await focused(page)).toBe('BUTTON testid=roll');
          await pressEnter(page);
          rolls++;
          if ((await waitForHumanOrEnd(page)) === 'over') break;
          if (!checkedUndo && (await readTable(page)).stage === 'resolve') {
            if (!screenshotFr) {
              await screenshot(page, 'battle-dice-battle-fr-1920x1080');
              screenshotFr = true;
            }
            // Backspace takes the roll back; rolling again gives the very same faces
            const dice = await rolledDice(page);
            await page.keyboard.press('Backspace');
            await expect.poll(async () => (await readTable(page)).stage).toBe('choose');
            expect((await readTable(page)).actionCount).toBe(actionCount);
            await waitForHumanOrEnd(page);
            await page.keyboard.press('Enter');
            await expect.poll(async () => (await readTable(page)).stage).toBe('resolve');
            expect(await rolledDice(page)).toEqual(dice);
            checkedUndo = true;
          }
        } else {
          expect(await focused(page)).toMatch(/^BUTTON .*(apply|focusChoice|capture)=/);
          await pressEnter(page);
        }
      }
      expect(rolls).toBeGreaterThan(0);
      expect(checkedUndo).toBe(true);

      // A reload resumes the saved game where it was.
      const beforeReload = await readTable(page);
      await page.reload();
      await page.locator('[data-testid^="resume-"]').first().click();
      await waitForHumanOrEnd(page);
      expect(await readTable(page)).toEqual(beforeReload);

      // Back to English: the same log, in English, and a last look at the battle.
      await switchLanguage(page, 'en');
      const english = await readTable(page);
      expect(english.actionCount).toBe(beforeReload.actionCount);
      expect(english.log).not.toEqual(beforeReload.log);
      expect(english.log).toMatch(/rolls/);
      await screenshot(page, 'battle-dice-battle-en-1920x1080');
      expect(await page.evaluate(() => document.getAnimations().filter((animation) => Number(animation.effect?.getComputedTiming().duration) > 0).length)).toBe(0);
      expect(await page.getByTestId('error').count()).toBe(0);
      expect(pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

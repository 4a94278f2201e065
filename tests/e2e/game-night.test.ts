/**
 * Game night end to end: the real web server (`npm run web`'s entry) and Debian's Chromium.
 * One human and two bots play Troll Dice with the keyboard only, the screen kept awake meanwhile;
 * the server is stopped and started again as a player starts it (no token nor port given), the
 * open tab finds it at the same address and the game carries on where it was; the language is switched and the log
 * follows; screenshots at 1920×1080 and 3840×2160 are kept in test-results/screenshots.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { hd, leaveMatchByKey, openPage, seatPlayers, uhd, useSession } from './support/session';
import { focused, phaseOf, readTable, trayDice, waitForHumanOrEnd } from './support/troll-dice';
import { startServer, type RunningServer } from './support/web-server';

const session = useSession();

async function seatThreeTrolls(page: Page): Promise<void> {
  await page.getByTestId('home-new-game-troll-dice').click();
  await seatPlayers(page, [
    { name: 'Ada', kind: 'human' },
    { kind: 'bot', level: 'smart' },
    { kind: 'bot', level: 'random' },
  ]);
}

describe('game night in the browser', () => {
  it('plays Troll Dice by keyboard, survives a server restart and switches language', async () => {
    // started as a player does, with no token nor port given: a restart keeps the address all the same
    const dbPath = join(session.scratch, 'game-night.sqlite');
    let server: RunningServer = await startServer(dbPath, { port: 'default' });
    const { page, errors: pageErrors } = await openPage(session.browser);
    // the screen wake locks the page takes, to see that the TV stays awake during a game
    await page.addInitScript(() => {
      const taken: WakeLockSentinel[] = [];
      Object.assign(window, { heldWakeLocks: () => taken.filter((sentinel) => !sentinel.released).length });
      const request = navigator.wakeLock.request.bind(navigator.wakeLock);
      navigator.wakeLock.request = async (type) => {
        const sentinel = await request(type);
        taken.push(sentinel);
        return sentinel;
      };
    });
    const heldWakeLocks = () => page.evaluate(() => (window as unknown as { heldWakeLocks(): number }).heldWakeLocks());
    try {
      await page.goto(server.url);
      await page.getByTestId('animation-off').click();
      await screenshot(page, 'home-en-1920x1080');
      await page.getByTestId('rules-troll-dice').click();
      await expect.poll(() => page.locator('main, body').first().innerText()).toMatch(/Blood surge/i);
      await screenshot(page, 'rules-troll-dice-en-1920x1080');
      await page.keyboard.press('Escape');
      await seatThreeTrolls(page);
      await screenshot(page, 'new-game-en-1920x1080');
      expect(await heldWakeLocks()).toBe(0);
      await page.getByTestId('start-match').click();
      await page.getByTestId('match').waitFor();
      await expect.poll(heldWakeLocks).toBe(1);

      // From here on, the keyboard only.
      let rolls = 0;
      let checkedUndo = false;
      let checkedFrenzy = false;
      for (let presses = 0; rolls < 4 && presses < 200; presses++) {
        if ((await waitForHumanOrEnd(page)) === 'over') break;
        const phase = await phaseOf(page);
        const before = (await readTable(page)).actionCount;
        if (phase === 'roll') {
          expect(await focused(page)).toMatch(/^BUTTON roll/);
          let swapped = false;
          if (!checkedFrenzy && (await page.locator('[data-green="1"]').count()) > 0) {
            // arrows reach the frenzy choice above the Roll button; Enter picks it
            await page.keyboard.press('ArrowUp');
            for (let step = 0; step < 6 && (await focused(page)).endsWith(' 0'); step++) await page.keyboard.press('ArrowRight');
            expect(await focused(page)).toMatch(/^BUTTON option.* [1-5]$/);
            await page.keyboard.press('Enter');
            await expect.poll(() => page.locator('[data-green][aria-pressed="true"]').getAttribute('data-green')).not.toBe('0');
            await page.keyboard.press('ArrowDown');
            expect(await focused(page)).toMatch(/^BUTTON roll/);
            checkedFrenzy = true;
            swapped = true;
          }
          await page.keyboard.press('Enter');
          rolls++;
          await expect.poll(async () => (await readTable(page)).actionCount).toBeGreaterThan(before);
          // (the undo check re-rolls with the chooser's default, so it needs a roll made without swaps)
          if (!checkedUndo && !swapped && (await waitForHumanOrEnd(page)) === 'human' && (await phaseOf(page)) === 'assign') {
            // Backspace takes the roll back; rolling again gives the very same faces
            const faces = await trayDice(page);
            await page.keyboard.press('Backspace');
            await expect.poll(() => phaseOf(page)).toBe('roll');
            expect((await readTable(page)).actionCount).toBe(before);
            await waitForHumanOrEnd(page);
            await page.keyboard.press('Enter');
            await expect.poll(() => phaseOf(page)).toBe('assign');
            expect(await trayDice(page)).toEqual(faces);
            checkedUndo = true;
          }
        } else {
          // a club die has the focus: Enter chooses it, the first opponent's panel takes the focus, Enter gives it
          expect(await focused(page)).toMatch(/die-button/);
          await page.keyboard.press('Enter');
          await page.keyboard.press('Enter');
          await expect.poll(async () => (await readTable(page)).actionCount).toBeGreaterThan(before);
        }
      }
      expect(rolls).toBeGreaterThan(0);
      expect(await page.getByTestId('error').count()).toBe(0);
      await screenshot(page, 'match-en-1920x1080');
      await page.setViewportSize(uhd);
      await screenshot(page, 'match-en-3840x2160');
      await page.setViewportSize(hd);

      // Stop the server mid-game: the table says so; start it again, the same way: the address is the
      // same, the open tab reconnects by itself and the game is where it was.
      await waitForHumanOrEnd(page);
      const beforeRestart = await readTable(page);
      const address = server.url;
      await server.stop();
      await page.getByTestId('disconnected').waitFor();
      server = await startServer(dbPath, { port: 'default' });
      expect(server.url).toBe(address);
      await page.getByTestId('disconnected').waitFor({ state: 'detached' });
      await waitForHumanOrEnd(page);
      expect(await readTable(page)).toEqual(beforeRestart);

      // A fresh tab on the restarted server resumes the saved game from the home screen.
      const second = await session.browser.newPage({ viewport: hd });
      await second.goto(server.url);
      await second.locator('[data-testid^="resume-"]').first().click();
      await waitForHumanOrEnd(second);
      expect(await readTable(second)).toEqual(beforeRestart);
      await second.close();

      // Switch to French from the home screen (Esc goes home; the game is saved), then resume.
      // a finished game's winner panel closes first; a game going on asks before leaving
      if (await page.getByTestId('winner').isVisible()) await page.keyboard.press('Escape');
      await leaveMatchByKey(page);
      // home lets the TV sleep again
      await expect.poll(heldWakeLocks).toBe(0);
      await page.getByTestId('language-fr').click();
      await screenshot(page, 'home-fr-1920x1080');
      await page.getByTestId('rules-troll-dice').click();
      await expect.poll(() => page.locator('main, body').first().innerText()).toMatch(/Rage sanguinaire/i);
      await screenshot(page, 'rules-troll-dice-fr-1920x1080');
      await page.keyboard.press('Escape');
      await page.locator('[data-testid^="resume-"]').first().click();
      await waitForHumanOrEnd(page);
      const french = await readTable(page);
      expect(french.actionCount).toBe(beforeRestart.actionCount);
      expect(french.log).not.toEqual(beforeRestart.log);
      expect(french.log.split('\n').length).toBe(beforeRestart.log.split('\n').length);
      expect(french.log).toMatch(/attaque|lance|massue|dé/i);
      await screenshot(page, 'match-fr-1920x1080');
      await page.setViewportSize(uhd);
      await screenshot(page, 'match-fr-3840x2160');
      expect(pageErrors).toEqual([]);
    } finally {
      await page.close();
      await server.stop();
    }
  });

  it('starts with a damaged save file, keeps it, and offers a fresh one', async () => {
    const dbPath = join(session.scratch, 'damaged.sqlite');
    writeFileSync(dbPath, 'this is not a save file at all, just some text that fills the header');
    const server = await startServer(dbPath);
    const { page } = await openPage(session.browser);
    try {
      await page.goto(server.url);
      await page.getByTestId('store-problem').waitFor();
      expect(await page.getByTestId('store-problem').innerText()).toContain(dbPath);
      await screenshot(page, 'store-problem-en-1920x1080');
      await page.keyboard.press('Enter');
      await page.getByTestId('home-new-game-troll-dice').waitFor();
      await expect.poll(() => page.getByTestId('set-aside-path').innerText()).toMatch(/unreadable/);
    } finally {
      await page.close();
      await server.stop();
    }
  });
});

/**
 * The keyboard faults a room met around the tables (issue 12), with the real web server and
 * Debian's Chromium at 1920×1080, keys only where a room would use them: the first game of Thud
 * shows how a turn works and Enter puts it away; Esc on the board with nothing picked asks before
 * leaving (Stay focused, Esc stays), Leave goes home with that game's Resume focused; a finished
 * game's "See the table" leaves the focus on Results, Undo is off and Backspace says the game is
 * over, and Esc leaves it without asking. In English and in French; screenshots in
 * test-results/screenshots as room-keys-*-{en,fr}-1920x1080.png.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START_PIECE_LIST } from '../../engine/games/thud/notation';
import { screenshot } from './support/browser';
import { hd, seatPlayers, useSession } from './support/session';
import { actionCount, waitForHumanMove } from './support/thud';
import { startServer, type RunningServer } from './support/web-server';

const session = useSession();
let server: RunningServer;

beforeAll(async () => {
  server = await startServer(join(session.scratch, 'room-keys.sqlite'));
});

afterAll(async () => {
  await server?.stop();
});

/** a game of Thud whose two battles both ended by agreement after one move: a draw, over on import */
const agreedGame = [START_PIECE_LIST, '# dwarves: Ada', '# trolls: Bo', 'dF1-F2', 'propose', 'accept', '', START_PIECE_LIST, 'dF1-F2', 'propose', 'accept', ''].join('\n');

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');

function savedGameIds(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid^="saved-"]:not([data-testid="saved-games"])')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-testid')!.slice('saved-'.length)));
}

/** Presses `key` until `testId` has the focus (at most `limit` times). */
async function pressUntilFocused(page: Page, key: string, testId: string, limit = 5): Promise<void> {
  for (let presses = 0; presses < limit && (await focusedId(page)) !== testId; presses++) await page.keyboard.press(key);
  expect(await focusedId(page)).toBe(testId);
}

const words = {
  en: { turnCard: /How a turn works/, leave: /Leave this game\? It is saved/, over: 'This game is over.' },
  fr: { turnCard: /Comment se joue un tour/, leave: /Quitter cette partie\u00a0\? Elle est sauvegardée/, over: 'Cette partie est terminée.' },
};

describe('a room at the TV with the keyboard', () => {
  it.each(['en', 'fr'] as const)('is asked before leaving a game, finds it again, and cannot undo a finished one (%s)', async (language) => {
    // a page of its own, without the support's "every card seen": this room has never played Thud here
    const page = await session.browser.newPage({ viewport: hd });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(server.url);
      await page.getByTestId('animation-off').click();
      await page.getByTestId(`language-${language}`).click();
      const before = await savedGameIds(page);

      await page.getByTestId('home-new-game-thud').click();
      await seatPlayers(page, [
        { name: 'Ada', kind: 'human' },
        { kind: 'bot', level: 'easy' },
      ]);
      await page.getByTestId('start-match').click();

      // the first game of Thud on this install: how a turn works, over the table; Enter puts it away
      const card = page.getByTestId('turn-card');
      await card.waitFor();
      expect(await card.innerText()).toMatch(words[language].turnCard);
      await expect.poll(() => focusedId(page)).toBe('turn-card-dismiss');
      await screenshot(page, `room-keys-turn-card-${language}-1920x1080`);
      await page.keyboard.press('Enter');
      await card.waitFor({ state: 'detached' });
      await waitForHumanMove(page);

      // Esc with nothing picked up asks first, with Stay focused; Esc again stays, on the board
      await page.keyboard.press('Escape');
      const dialog = page.getByRole('alertdialog');
      await dialog.waitFor();
      expect(await dialog.innerText()).toMatch(words[language].leave);
      await expect.poll(() => focusedId(page)).toBe('cancel');
      await screenshot(page, `room-keys-leave-${language}-1920x1080`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await focusedId(page)).toBe('thud-board');

      // Esc, Right to Leave, Enter: home, with this game's Resume focused; Enter goes back in
      await page.keyboard.press('Escape');
      await expect.poll(() => focusedId(page)).toBe('cancel');
      await page.keyboard.press('ArrowRight');
      expect(await focusedId(page)).toBe('confirm');
      await page.keyboard.press('Enter');
      await page.getByTestId('saved-games').waitFor();
      const [left] = (await savedGameIds(page)).filter((id) => !before.includes(id));
      await expect.poll(() => focusedId(page)).toBe(`resume-${left}`);
      await screenshot(page, `room-keys-home-${language}-1920x1080`);
      await page.keyboard.press('Enter');
      await page.getByTestId('match').waitFor();
      // the card came once: this time the board has the focus at once
      await waitForHumanMove(page);
      expect(await page.getByTestId('turn-card').count()).toBe(0);
      // the Home button on screen leaves without asking
      await page.getByTestId('back').click();
      await page.getByTestId('saved-games').waitFor();
      expect(await page.getByRole('alertdialog').count()).toBe(0);

      // a finished game (both battles agreed): "See the table" leaves the focus on Results
      await page.getByTestId('import-file-thud').setInputFiles({ name: 'agreed.thud', mimeType: 'text/plain', buffer: Buffer.from(agreedGame) });
      await page.getByTestId('imported-file').waitFor();
      await seatPlayers(page, [
        { name: 'Ada', kind: 'human' },
        { name: 'Bo', kind: 'human' },
      ]);
      await page.getByTestId('start-match').click();
      await page.getByTestId('winner').waitFor();
      await expect.poll(() => focusedId(page)).toBe('play-again');
      await pressUntilFocused(page, 'ArrowLeft', 'winner-close');
      await page.keyboard.press('Enter');
      await page.getByTestId('winner').waitFor({ state: 'detached' });
      await expect.poll(() => focusedId(page)).toBe('show-winner');
      await screenshot(page, `room-keys-see-table-${language}-1920x1080`);

      // its result stands: Undo is off, and Backspace says why instead of taking a move back
      expect(await page.getByTestId('undo').isDisabled()).toBe(true);
      const moves = await actionCount(page);
      await page.keyboard.press('Backspace');
      await expect.poll(() => page.getByTestId('error').last().innerText()).toContain(words[language].over);
      expect(await actionCount(page)).toBe(moves);

      // and it leaves without asking
      await page.keyboard.press('Escape');
      await page.getByTestId('saved-games').waitFor();
      expect(await page.getByRole('alertdialog').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

/**
 * Thud end to end: the real web server and Debian's Chromium. A human plays a few moves against
 * the easy bot with the keyboard only, undoes one, exports the game and imports it back as a new
 * saved game with the same moves, then imports a malformed file and reads the error naming its
 * line; the table is also seen in French. Screenshots at 1920×1080 in test-results/screenshots.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START_PIECE_LIST } from '../../engine/games/thud/notation';
import { screenshot } from './support/browser';
import { leaveMatchByKey, openPage, seatPlayers, useSession } from './support/session';
import { actionCount, listedMoves, moveCursorTo, playMoveByKeyboard, squares, waitForHumanMove } from './support/thud';
import { startServer, type RunningServer } from './support/web-server';

const session = useSession();
let server: RunningServer;

beforeAll(async () => {
  server = await startServer(join(session.scratch, 'thud.sqlite'));
});

afterAll(async () => {
  await server?.stop();
});

async function startAgainstEasyBot(page: Page): Promise<void> {
  await page.getByTestId('home-new-game-thud').click();
  await seatPlayers(page, [
    { name: 'Ada', kind: 'human' },
    { kind: 'bot', level: 'easy' },
  ]);
  // the no-capture house rule is off unless only bots play
  expect(await page.getByTestId('option-noCaptureLimit-0').getAttribute('aria-pressed')).toBe('true');
  await screenshot(page, 'thud-new-game-en');
  await page.getByTestId('start-match').click();
  await page.getByTestId('match').waitFor();
}

async function savedGameIds(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid^="saved-"]:not([data-testid="saved-games"])')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-testid')!.slice('saved-'.length)));
}

/**
 * Imports a game where the troll on G7 may step to F6 clubbing the dwarf on E6, the one on F5,
 * both or neither; walks there with the keyboard and checks the choice step: the troll drawn on
 * F6, and the move list still whole on the screen. Leaves for the home screen.
 */
async function chooseCaptures(page: Page, name: string): Promise<void> {
  // the earlier import errors would cover the panel in the screenshot
  const errors = page.locator('[data-testid="error"] button');
  while ((await errors.count()) > 0) await errors.first().click();
  const moves = ['dA6-E6', 'TJ9-K10', 'dB5-F5'];
  const text = [START_PIECE_LIST, ...moves, ''].join('\n');
  await page.getByTestId('import-file-thud').setInputFiles({ name: 'choice.thud', mimeType: 'text/plain', buffer: Buffer.from(text) });
  await page.getByTestId('imported-file').waitFor();
  await page.keyboard.press('Enter'); // the focus starts on "Carry on"
  await page.getByTestId('match').waitFor();
  await waitForHumanMove(page);
  await moveCursorTo(page, 'G7');
  await page.keyboard.press('Enter');
  await moveCursorTo(page, 'F6');
  await page.keyboard.press('Enter');
  await page.getByTestId('thud-choice').waitFor();
  await screenshot(page, name);
  expect(await page.locator('[data-preview="F6"]').count()).toBe(1);
  expect(await squares(page, 'data-capture', 'capture')).toEqual(['F5', 'E6']);
  const list = await page.locator('.move-list').boundingBox();
  expect(list!.height).toBeGreaterThan(100);
  expect(list!.y + list!.height).toBeLessThanOrEqual(1080);
  expect(await listedMoves(page)).toEqual(moves);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  expect(await page.getByTestId('thud-board').getAttribute('data-picked')).toBeNull();
  await leaveMatchByKey(page);
  await page.getByTestId('import-file-thud').waitFor({ state: 'attached' });
}

describe('Thud in the browser', () => {
  it('plays by keyboard against the easy bot, undoes, exports, imports and switches language', async () => {
    const { page, errors: pageErrors } = await openPage(session.browser, { acceptDownloads: true });
    try {
      await page.goto(server.url);
      await page.getByTestId('animation-off').click();
      await page.getByTestId('language-en').click();
      await startAgainstEasyBot(page);

      // who plays which side is drawn, and said big over the board before the first move
      const humanSide = (await page.getByTestId('thud-side-dwarf').innerText()).includes('Ada') ? 'd' : 'T';
      const intro = await page.getByTestId('thud-sides-intro').innerText();
      expect(intro).toMatch(humanSide === 'd' ? /Ada leads the dwarves and moves first/ : /Ada leads the trolls/);
      await screenshot(page, 'thud-intro-en');
      await waitForHumanMove(page);
      const played: string[] = [];
      for (let i = 0; i < 3; i++) {
        played.push(await playMoveByKeyboard(page, humanSide, ['F1', 'A6', 'P9', 'G7', 'J9']));
        await waitForHumanMove(page);
      }
      const moves = await listedMoves(page);
      expect(moves.filter((move) => move.startsWith(humanSide)).map((move) => move.slice(1, move.indexOf('x') > 0 ? move.indexOf('x') : undefined))).toEqual(played);
      // the last move is marked on the board
      expect(await squares(page, 'data-last', 'to')).toEqual([moves.at(-1)!.slice(1).split('-')[1].split('x')[0]]);

      // a piece picked up shows its destinations; the screenshot keeps them on screen
      const mine = await squares(page, 'data-piece', humanSide);
      await moveCursorTo(page, mine[mine.length >> 1]);
      await page.keyboard.press('Enter');
      await screenshot(page, 'thud-en');
      await page.keyboard.press('Escape');
      expect(await page.getByTestId('thud-board').getAttribute('data-picked')).toBeNull();
      expect(await squares(page, 'data-mark')).toEqual([]);

      // undo takes back the bot's answer and the human's last move
      const beforeUndo = await actionCount(page);
      await page.keyboard.press('Backspace');
      await expect.poll(() => actionCount(page)).toBeLessThan(beforeUndo);
      await waitForHumanMove(page);
      const afterUndo = await listedMoves(page);
      expect(afterUndo).toEqual(moves.slice(0, afterUndo.length));

      // export the game, then import it back: a new saved game with the same moves
      await leaveMatchByKey(page);
      await page.locator('[data-testid^="export-"]').first().waitFor();
      const [original] = await savedGameIds(page);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(`export-${original}`).click()]);
      expect(download.suggestedFilename()).toMatch(/^thud-\d{4}-\d{2}-\d{2}-ada-.*\.thud$/);
      const text = readFileSync((await download.path())!, 'utf8');
      const lines = text.trimEnd().split('\n');
      expect(lines[0]).toBe(START_PIECE_LIST);
      // the file names who led each side, so an import seats them there again
      expect(lines[humanSide === 'd' ? 1 : 2]).toBe(`# battle 1, ${humanSide === 'd' ? 'dwarves' : 'trolls'}: Ada`);
      expect(lines.slice(3)).toEqual(afterUndo);
      await page.getByTestId('import-file-thud').setInputFiles({ name: 'game.thud', mimeType: 'text/plain', buffer: Buffer.from(text) });
      // the file is read first, then its players are seated: Ada carries on against the easy bot
      expect(await page.getByTestId('imported-file').innerText()).toContain(`game.thud: ${afterUndo.length} moves read.`);
      await screenshot(page, 'thud-import-en');
      await seatPlayers(page, [
        { name: 'Ada', kind: 'human' },
        { kind: 'bot', level: 'easy' },
      ]);
      await page.getByTestId('start-match').click();
      await page.getByTestId('match').waitFor();
      // (the bot answers at once if the file ends on its side's turn)
      await expect.poll(async () => (await listedMoves(page)).slice(0, afterUndo.length)).toEqual(afterUndo);
      await leaveMatchByKey(page);
      await expect.poll(() => savedGameIds(page)).toHaveLength(2);

      // a malformed file: a translated error naming the line, and nothing imported
      const bad = [START_PIECE_LIST, afterUndo[0], 'dX9-', ''].join('\n');
      await page.getByTestId('import-file-thud').setInputFiles({ name: 'bad.thud', mimeType: 'text/plain', buffer: Buffer.from(bad) });
      await expect.poll(() => page.getByTestId('error').last().innerText()).toContain('Line 3: “dX9-” is not a move.');
      expect(await savedGameIds(page)).toHaveLength(2);

      // in French
      await page.getByTestId('language-fr').click();
      await page.getByTestId('import-file-thud').setInputFiles({ name: 'bad.thud', mimeType: 'text/plain', buffer: Buffer.from(bad) });
      await expect.poll(() => page.getByTestId('error').last().innerText()).toContain('Ligne 3\u00a0: «\u00a0dX9-\u00a0» n’est pas un coup.');
      await page.getByTestId(`resume-${original}`).click();
      await waitForHumanMove(page);
      expect(await page.getByTestId('thud-turn').innerText()).toMatch(/Aux (nains|trolls) de jouer\u00a0: Ada/);
      await moveCursorTo(page, mine[mine.length >> 1]);
      await page.keyboard.press('Enter');
      await screenshot(page, 'thud-fr');
      await page.keyboard.press('Escape');
      await leaveMatchByKey(page);
      await screenshot(page, 'thud-home-fr');

      // a troll choosing which dwarves to club, in French then in English
      await chooseCaptures(page, 'thud-choice-fr');
      await page.getByTestId('language-en').click();
      await chooseCaptures(page, 'thud-choice-en');
      expect(pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

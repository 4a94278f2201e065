/**
 * Thud as a room sees it, end to end (the real web server and Debian's Chromium), at 1920×1080
 * and 3840×2160, in English and French. A game file names its players: imported, each is seated
 * on the side they led. In the second battle, with the house rule on, the column beside the board
 * fits the screen (no scrollbar, nothing cut), every move's notation stays on one line, and the
 * move list shows the latest move, also after the page is reloaded and the game resumed; the
 * arrows reach the move list from the board and scroll it. The board's marks, cursor and picked
 * piece are at least 28 px at 1080p (twice that at 4K), on the table and in the rules' diagrams.
 * Screenshots: test-results/screenshots/thud-room-<what>-<language>-<size>.png.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportThudFile } from '../../engine/games/thud/thud-file';
import type { ThudState } from '../../engine/games/thud/types';
import { screenshot } from './support/browser';
import { hd, openPage, uhd, useSession } from './support/session';
import { moveCursorTo, scriptedThudGame, waitForHumanMove } from './support/thud';
import { startServer, type RunningServer } from './support/web-server';

const session = useSession();
let server: RunningServer;

beforeAll(async () => {
  server = await startServer(join(session.scratch, 'thud-room.sqlite'));
});

afterAll(async () => {
  await server?.stop();
});

/**
 * A game well into its second battle, with the house rule on and a declined proposal in the
 * first: Bob (seat 1) led the dwarves in battle 1, so the file names him first.
 */
function secondBattleGame(): ThudState {
  return scriptedThudGame([
    50, { type: 'propose-end' }, { type: 'decline-end' },
    1, { type: 'propose-end' }, { type: 'accept-end' },
    41,
  ]);
}

const game = secondBattleGame();
const gameFile = exportThudFile(game);

function sizeName(size: { width: number; height: number }): string {
  return `${size.width}x${size.height}`;
}

async function savedGameIds(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid^="resume-"]')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-testid')!.slice('resume-'.length)));
}

/** what of the column beside the board overflows, is cut, or breaks a move's notation; [] when all is well */
function sideColumnFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const panel = document.querySelector<HTMLElement>('[data-testid="thud-panel"]')!;
    const box = panel.getBoundingClientRect();
    if (panel.scrollHeight > panel.clientHeight + 1 || panel.scrollWidth > panel.clientWidth + 1) faults.push('the column overflows');
    if (['auto', 'scroll'].includes(getComputedStyle(panel).overflowY) && panel.scrollHeight > panel.clientHeight) {
      faults.push('the column scrolls');
    }
    const list = document.querySelector<HTMLElement>('[data-testid="thud-move-list"]')!;
    for (const element of panel.querySelectorAll<HTMLElement>('*')) {
      // what scrolls within the move list may lie beyond it
      if (list.contains(element) && element !== list) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      if (rect.top < box.top - 1 || rect.bottom > box.bottom + 1 || rect.left < box.left - 1 || rect.right > box.right + 1) {
        faults.push(`cut: ${element.tagName.toLowerCase()}.${element.className} “${element.textContent?.trim().slice(0, 40)}”`);
      }
    }
    for (const item of list.querySelectorAll<HTMLElement>('li:not(.word)')) {
      const lineHeight = parseFloat(getComputedStyle(item).lineHeight);
      if (item.getBoundingClientRect().height > lineHeight * 1.5) faults.push(`move on two lines: ${item.textContent}`);
      if (item.scrollWidth > item.clientWidth + 1) faults.push(`move cut: ${item.textContent}`);
    }
    const listBox = list.getBoundingClientRect();
    if (listBox.height < lineHeightOf(list) * 3) faults.push(`move list too small: ${Math.round(listBox.height)} px`);
    return faults;

    function lineHeightOf(element: HTMLElement): number {
      return parseFloat(getComputedStyle(element.querySelector('ol') ?? element).lineHeight) || 20;
    }
  });
}

/** whether the move list shows its latest move whole */
function latestMoveInView(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const list = document.querySelector<HTMLElement>('[data-testid="thud-move-list"]')!;
    const items = list.querySelectorAll('li');
    const last = items[items.length - 1].getBoundingClientRect();
    const box = list.getBoundingClientRect();
    return last.top >= box.top - 1 && last.bottom <= box.bottom + 1;
  });
}

/** the smallest side, in px, of the elements `selector` finds (Infinity for none) */
function smallestSide(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .evaluateAll((elements) => Math.min(...elements.map((element) => Math.min(element.getBoundingClientRect().width, element.getBoundingClientRect().height))));
}

/** the cursor frame's line width on screen, in px */
function cursorLineWidth(page: Page): Promise<number> {
  return page.locator('[data-testid="thud-board"] .cursor-frame').evaluate((frame) => {
    const scale = (frame as SVGGraphicsElement).getScreenCTM()!.a;
    return parseFloat(getComputedStyle(frame).strokeWidth) * scale;
  });
}

async function focusedTestId(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);
}

/** From the board, by the arrows alone: out of its right edge, then down to the move list. */
async function arrowsToMoveList(page: Page): Promise<void> {
  // rank 8 runs the whole width: one step past P8 leaves the board for the column beside it
  await moveCursorTo(page, 'P8');
  await page.keyboard.press('ArrowRight');
  for (let i = 0; i < 8 && (await focusedTestId(page)) !== 'thud-move-list'; i++) await page.keyboard.press('ArrowDown');
  expect(await focusedTestId(page)).toBe('thud-move-list');
}

async function roomAt(size: { width: number; height: number }): Promise<void> {
  const { page, errors } = await openPage(session.browser, { viewport: size });
  // the rule of thumb: nothing that carries meaning under 28 px at 1080p
  const least = 28 * (size.height / 1080);
  try {
    await page.goto(server.url);
    await page.getByTestId('animation-off').click();
    for (const language of ['en', 'fr'] as const) {
      const shot = (what: string) => screenshot(page, `thud-room-${what}-${language}-${sizeName(size)}`);
      await page.getByTestId(`language-${language}`).click();

      // who leads the dwarves first can be chosen when the game is set up
      await page.getByTestId('home-new-game-thud').click();
      await page.getByTestId('option-dwarvesFirst-random').waitFor();
      expect(await page.getByTestId('option-dwarvesFirst-random').getAttribute('aria-pressed')).toBe('true');
      await shot('new-game');
      await page.getByTestId('back').click();

      // the file's dwarf player is seated first, who leads the dwarves of the first battle
      const before = await savedGameIds(page);
      await page.getByTestId('import-file-thud').setInputFiles({ name: 'friday.thud', mimeType: 'text/plain', buffer: Buffer.from(gameFile) });
      await page.getByTestId('imported-file').waitFor();
      expect([await page.getByTestId('seat-name-0').inputValue(), await page.getByTestId('seat-name-1').inputValue()]).toEqual(['Bob', 'Alice']);
      await shot('import');
      await page.getByTestId('start-match').click();
      await page.getByTestId('match').waitFor();
      await waitForHumanMove(page);
      expect(await page.locator('.thud-table').getAttribute('data-battle')).toBe('2');
      expect(await page.getByTestId('thud-side-troll').innerText()).toContain('Bob');
      expect(await sideColumnFaults(page)).toEqual([]);
      expect(await latestMoveInView(page)).toBe(true);

      // a piece picked up: its marks, the cursor and the piece itself stand out
      await page.keyboard.press('Enter');
      await page.locator('[data-destination]').first().waitFor();
      expect(await smallestSide(page, '[data-testid="thud-board"] [data-destination] .target')).toBeGreaterThanOrEqual(least);
      expect(await smallestSide(page, '[data-testid="thud-board"] .lifted .picked-ring')).toBeGreaterThanOrEqual(least);
      expect(await smallestSide(page, '[data-testid="thud-board"] .cursor-frame')).toBeGreaterThanOrEqual(least);
      expect(await cursorLineWidth(page)).toBeGreaterThanOrEqual(6 * (size.height / 1080));
      expect(await smallestSide(page, '[data-testid="thud-legend"] svg')).toBeGreaterThanOrEqual(least);
      expect(await sideColumnFaults(page)).toEqual([]);
      await shot('picked');
      await page.keyboard.press('Escape');
      expect(await page.getByTestId('thud-board').getAttribute('data-picked')).toBeNull();

      // the arrows reach the move list and scroll it; End goes back to the latest move
      await arrowsToMoveList(page);
      const list = page.getByTestId('thud-move-list');
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowUp');
      await expect.poll(() => latestMoveInView(page)).toBe(false);
      expect(await list.evaluate((element) => element.scrollTop)).toBeLessThan(0);
      await shot('moves');
      await page.keyboard.press('End');
      await expect.poll(() => latestMoveInView(page)).toBe(true);

      // resumed in a fresh page: the latest move is in view at once
      await page.reload();
      await page.getByTestId('home-new-game-thud').waitFor();
      const [imported] = (await savedGameIds(page)).filter((id) => !before.includes(id));
      await page.getByTestId(`resume-${imported}`).click();
      await waitForHumanMove(page);
      expect(await latestMoveInView(page)).toBe(true);
      expect(await sideColumnFaults(page)).toEqual([]);

      // the rules, with the board and its moves drawn as the table draws them
      await page.goto(server.url);
      await page.getByTestId('rules-thud').click();
      const diagrams = page.getByTestId('thud-diagrams');
      await diagrams.scrollIntoViewIfNeeded();
      expect(await smallestSide(page, '[data-testid="thud-diagrams"] .board-patch .target')).toBeGreaterThanOrEqual(least);
      expect(await smallestSide(page, '[data-testid="thud-diagrams"] .board-patch .piece')).toBeGreaterThanOrEqual(least);
      await shot('rules');
      await page.goto(server.url);
    }
    expect(errors).toEqual([]);
  } finally {
    await page.close();
  }
}

describe('Thud in the room', () => {
  it('at 1920×1080, in English and French', async () => {
    await roomAt(hd);
  });

  it('at 3840×2160, in English and French', async () => {
    await roomAt(uhd);
  });
});

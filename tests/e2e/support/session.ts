/** What every end-to-end test file sets up: a browser, a scratch folder, pages that log their errors, seats. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchChromium } from './browser';

export const hd = { width: 1920, height: 1080 };
export const uhd = { width: 3840, height: 2160 };

export interface Session {
  browser: Browser;
  /** a folder for save files, removed after the test file */
  scratch: string;
}

/** Launches Chromium and makes a scratch folder before the file's tests; closes and removes them after. */
export function useSession(): Session {
  const session = {} as Session;
  beforeAll(async () => {
    session.scratch = mkdtempSync(join(tmpdir(), 'troll-night-e2e-'));
    session.browser = await launchChromium();
  });
  afterAll(async () => {
    await session.browser?.close();
    rmSync(session.scratch, { recursive: true, force: true });
  });
  return session;
}

/** A 1920×1080 page; `errors` collects what the page threw, so a test can ask that it stayed empty. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: hd, ...options });
  // a room that has seen every game's "how a turn works" card: tests play at once (room-keys.test.ts shows it)
  await page.addInitScript(() =>
    localStorage.setItem('troll-night.turn-cards-seen', JSON.stringify(['troll-dice', 'trolldilemma', 'battle-dice', 'thud', 'trol'])),
  );
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

export type SeatPlan = { name?: string; kind: 'human' } | { name?: string; kind: 'bot'; level: string };

/** On the new-game screen: as many seats as planned, each named, human or bot of that level. */
export async function seatPlayers(page: Page, seats: SeatPlan[]): Promise<void> {
  // the screen is there before its seat-count buttons are looked for (a two-player game has none)
  await page.getByTestId('seat-kind-0').waitFor();
  const count = page.getByTestId(`seat-count-${seats.length}`);
  if (await count.count()) await count.click();
  for (const [index, seat] of seats.entries()) {
    if (seat.name) await page.getByTestId(`seat-name-${index}`).fill(seat.name);
    const toggle = page.getByTestId(`seat-kind-${index}`);
    if ((await toggle.getAttribute('data-kind')) !== seat.kind) await toggle.click();
    await expect.poll(() => toggle.getAttribute('data-kind')).toBe(seat.kind);
    if (seat.kind === 'bot') await page.getByTestId(`seat-level-${index}-${seat.level}`).click();
  }
}

/**
 * Leaves the match screen by keyboard, as a player does: Esc, then (for a game still going on)
 * ArrowRight to "Leave" in the question that follows and Enter; home is on screen on return.
 */
export async function leaveMatchByKey(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  const confirm = page.getByTestId('confirm');
  const home = page.locator('[data-testid^="home-new-game-"]').first();
  await confirm.or(home).first().waitFor();
  if (await confirm.isVisible()) {
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('confirm');
    await page.keyboard.press('Enter');
  }
  await home.waitFor();
}

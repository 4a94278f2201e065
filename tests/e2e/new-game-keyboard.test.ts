/**
 * The new-game screen from the sofa: the real web server and Debian's Chromium at 1920×1080,
 * arrow keys and Enter only. A player fills in Battle Dice (three players, a bot, an option) and
 * starts it, and sets up Thud in French; then, for each game with two and with six seats, every
 * arrow from every control is tried: left and right stay in the control's row, up and down go to
 * the very next row, focus stays on screen with its ring, and every control of a row can be
 * walked through. Screenshots in test-results/screenshots.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { openPage, useSession } from './support/session';
import { startServer, type RunningServer } from './support/web-server';

const session = useSession();
let server: RunningServer;

beforeAll(async () => {
  server = await startServer(join(session.scratch, 'new-game-keyboard.sqlite'));
});

afterAll(async () => {
  await server?.stop();
});

async function focusedId(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');
}

/** The data-testid of the seat row holding the focus ("seat-2"), or "". */
async function focusedSeat(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.closest('li[data-testid^="seat-"]')?.getAttribute('data-testid') ?? '');
}

/** Presses `key` and returns where the focus went. */
async function press(page: Page, key: string): Promise<string> {
  await page.keyboard.press(key);
  return focusedId(page);
}

/** Presses `key` until focus stops moving; returns every control passed through, in order. */
async function pressUntilStuck(page: Page, key: string): Promise<string[]> {
  const passed: string[] = [];
  for (let last = await focusedId(page); passed.length < 40; ) {
    const next = await press(page, key);
    if (next === last) return passed;
    passed.push(next);
    last = next;
  }
  throw new Error(`${key} never stopped: ${passed.join(', ')}`);
}

async function openNewGame(page: Page, game: string): Promise<void> {
  await page.goto(server.url);
  await page.getByTestId(`home-new-game-${game}`).click();
  // the screen opens with Start focused
  await expect.poll(() => focusedId(page)).toBe('start-match');
}

describe('the new-game screen with arrow keys and Enter', () => {
  it('lets a player set up and start Battle Dice for three, with a bot and the wild mode', async () => {
    const { page, errors } = await openPage(session.browser);
    try {
      await openNewGame(page, 'battle-dice');
      // up from Start: the last seat, the first seat, then the player count
      await press(page, 'ArrowUp');
      expect(await focusedSeat(page)).toBe('seat-1');
      await press(page, 'ArrowUp');
      expect(await focusedSeat(page)).toBe('seat-0');
      expect(await press(page, 'ArrowUp')).toMatch(/^seat-count-/);
      expect((await pressUntilStuck(page, 'ArrowLeft')).every((id) => id.startsWith('seat-count-'))).toBe(true);
      expect(await focusedId(page)).toBe('seat-count-2');
      expect(await press(page, 'ArrowRight')).toBe('seat-count-3');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByTestId('seat-name-2').count()).toBe(1);

      // down the name fields to the new third seat; right to its Human/Bot toggle, never up to the count
      expect(await press(page, 'ArrowDown')).toBe('seat-name-0');
      expect(await press(page, 'ArrowDown')).toBe('seat-name-1');
      expect(await press(page, 'ArrowDown')).toBe('seat-name-2');
      expect(await press(page, 'ArrowRight')).toBe('seat-kind-2');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByTestId('seat-kind-2').getAttribute('data-kind')).toBe('bot');
      expect(await press(page, 'ArrowRight')).toBe('seat-level-2-random');
      expect(await press(page, 'ArrowRight')).toBe('seat-level-2-greedy');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByTestId('seat-level-2-greedy').getAttribute('aria-pressed')).toBe('true');
      await screenshot(page, 'new-game-keyboard-battle-dice-en');
      const [stronger, strongest, ...colours] = await pressUntilStuck(page, 'ArrowRight');
      expect([stronger, strongest]).toEqual(['seat-level-2-smart', 'seat-level-2-expert']);
      expect(colours.length).toBeGreaterThan(0);
      expect(colours.every((id) => id.startsWith('seat-color-2-'))).toBe(true);

      // up to the first seat (human, no levels) and left along it: its toggle, then its name
      await press(page, 'ArrowUp');
      await press(page, 'ArrowUp');
      expect(await focusedSeat(page)).toBe('seat-0');
      const alongSeat0 = await pressUntilStuck(page, 'ArrowLeft');
      expect(alongSeat0.slice(-2)).toEqual(['seat-kind-0', 'seat-name-0']);
      expect(alongSeat0.every((id) => /^seat-(color|kind|name)-0/.test(id))).toBe(true);

      // down to the options beside Start, then right along them to Start
      await press(page, 'ArrowDown');
      await press(page, 'ArrowDown');
      expect(await press(page, 'ArrowDown')).toMatch(/^option-mode-/);
      if ((await focusedId(page)) === 'option-mode-classic') await press(page, 'ArrowRight');
      expect(await focusedId(page)).toBe('option-mode-wild');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByTestId('option-mode-wild').getAttribute('aria-pressed')).toBe('true');
      expect(await pressUntilStuck(page, 'ArrowRight')).toEqual(['option-suddenDeath-off', 'option-suddenDeath-on', 'start-match']);
      expect(await press(page, 'ArrowLeft')).toBe('option-suddenDeath-on');
      expect(await press(page, 'ArrowRight')).toBe('start-match');
      expect(await press(page, 'ArrowDown')).toBe('start-match');
      await page.keyboard.press('Enter');
      await page.getByTestId('match').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('reads in French, and a bot seat in Thud reaches its levels and the option row', async () => {
    const { page, errors } = await openPage(session.browser);
    try {
      await page.goto(server.url);
      await page.getByTestId('language-fr').click();
      await expect.poll(() => page.getByTestId('home-new-game-thud').innerText()).toMatch(/Nouvelle partie/);
      await page.getByTestId('home-new-game-thud').click();
      await expect.poll(() => focusedId(page)).toBe('start-match');
      await press(page, 'ArrowUp');
      expect(await focusedSeat(page)).toBe('seat-1');
      const leftward = await pressUntilStuck(page, 'ArrowLeft');
      expect(leftward.slice(-2)).toEqual(['seat-kind-1', 'seat-name-1']);
      // the last Left moved the caret back one letter in the name: Right first puts it back at the end
      expect(await press(page, 'ArrowRight')).toBe('seat-name-1');
      expect(await press(page, 'ArrowRight')).toBe('seat-kind-1');
      await page.keyboard.press('Enter');
      expect(await press(page, 'ArrowRight')).toBe('seat-level-1-easy');
      expect(await page.getByTestId('seat-level-1-easy').innerText()).toMatch(/Novice/);
      await screenshot(page, 'new-game-keyboard-thud-fr');
      // the option row: the house rule, then who leads the dwarves first
      expect(await press(page, 'ArrowDown')).toMatch(/^option-(noCaptureLimit|dwarvesFirst)-/);
      const alongOptions = await pressUntilStuck(page, 'ArrowRight');
      expect(alongOptions.at(-1)).toBe('start-match');
      expect(await press(page, 'ArrowLeft')).toBe('option-dwarvesFirst-seat1');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  const layouts = [
    { game: 'troll-dice', seats: 2 },
    { game: 'troll-dice', seats: 6 },
    { game: 'battle-dice', seats: 2 },
    { game: 'battle-dice', seats: 6 },
    { game: 'thud', seats: 2 },
  ];

  it.each(layouts)('moves by rows from every control of $game with $seats seats', async ({ game, seats }) => {
    const { page, errors } = await openPage(session.browser);
    try {
      await openNewGame(page, game);
      const count = page.getByTestId(`seat-count-${seats}`);
      if (await count.count()) await count.click();
      // every other seat a bot, so rows with and without level buttons meet
      for (let seat = 1; seat < seats; seat += 2) await page.getByTestId(`seat-kind-${seat}`).click();
      await expect.poll(() => page.locator('[data-testid^="seat-kind-"][data-kind="bot"]').count()).toBe(Math.floor(seats / 2));

      const problems = await page.evaluate(sweepEveryArrow);
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

/**
 * Runs in the page: from every control, each arrow key as the app receives it (a keydown on the
 * focused control). Returns what breaks the rows: a sideways move out of the row, an up/down move
 * that is not to the next row (or none when there is one), focus off screen or without its ring,
 * a control that Right cannot reach from the start of its row.
 */
function sweepEveryArrow(): string[] {
  const problems: string[] = [];
  const controls = [...document.querySelectorAll<HTMLElement>('button:not([disabled]), input:not([disabled])')].filter(
    (control) => control.tabIndex >= 0 && control.getBoundingClientRect().width > 0,
  );
  const rowOf = (element: Element | null) => element?.closest('[data-nav-row]') ?? null;
  const rows = [...document.querySelectorAll('[data-nav-row]')].filter((row) => controls.some((control) => rowOf(control) === row));
  const name = (element: Element | null) => element?.getAttribute('data-testid') ?? String(element?.tagName);
  const steps: Record<string, number> = { ArrowLeft: 0, ArrowRight: 0, ArrowUp: -1, ArrowDown: 1 };

  const arrive = (control: HTMLElement) => {
    control.focus();
    // a player arrives in a name field with the caret at its end
    if (control instanceof HTMLInputElement) control.setSelectionRange(control.value.length, control.value.length);
  };
  const pressOn = (key: string) =>
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

  for (const control of controls) {
    const from = rows.indexOf(rowOf(control)!);
    if (from < 0) problems.push(`${name(control)} is in no row`);
    for (const [key, step] of Object.entries(steps)) {
      arrive(control);
      pressOn(key);
      const reached = document.activeElement as HTMLElement;
      const move = `${name(control)} ${key} → ${name(reached)}`;
      const at = rows.indexOf(rowOf(reached)!);
      if (step === 0 && at !== from) problems.push(`${move}: left its row`);
      if (step !== 0 && reached === control && rows[from + step]) problems.push(`${move}: stayed, though a row lies that way`);
      if (step !== 0 && reached !== control && at !== from + step) problems.push(`${move}: not the next row`);
      const box = reached.getBoundingClientRect();
      if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth) problems.push(`${move}: off screen`);
      if (getComputedStyle(reached).outlineStyle === 'none') problems.push(`${move}: no focus ring`);
    }
  }

  for (const row of rows) {
    const inRow = controls.filter((control) => rowOf(control) === row);
    const reached = new Set([inRow[0]]);
    arrive(inRow[0]);
    for (let i = 0; i < inRow.length; i++) {
      pressOn('ArrowRight');
      reached.add(document.activeElement as HTMLElement);
    }
    const missed = inRow.filter((control) => !reached.has(control));
    if (missed.length > 0) problems.push(`Right from ${name(inRow[0])} never reaches ${missed.map(name).join(', ')}`);
  }
  return problems;
}

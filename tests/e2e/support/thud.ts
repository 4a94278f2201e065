/** What a player sees of a Thud match in the browser, and keyboard-only play on its board. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { randomSource } from '../../../engine/core/rng';
import { squareIndex } from '../../../engine/games/thud/board';
import { activeSeats, apply, legalActions, setup } from '../../../engine/games/thud/rules';
import type { ThudAction, ThudState } from '../../../engine/games/thud/types';

const FILES = 'ABCDEFGHJKLMNOP';

export async function actionCount(page: Page): Promise<number> {
  return Number(await page.getByTestId('match').getAttribute('data-action-count'));
}

/** Waits until the human must move a piece, the board has caught up and holds the focus. */
export async function waitForHumanMove(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const match = document.querySelector('[data-testid="match"]');
      const table = document.querySelector('.thud-table');
      return (
        match?.getAttribute('data-human-turn') === 'true' &&
        table?.getAttribute('data-playing') === 'false' &&
        table.getAttribute('data-busy') === 'false' &&
        document.activeElement?.getAttribute('data-testid') === 'thud-board'
      );
    },
    undefined,
    { timeout: 20_000, polling: 50 },
  );
}

const coordinates = (square: string) => ({ file: FILES.indexOf(square[0]), rank: Number(square.slice(1)) - 1 });

async function cursor(page: Page): Promise<string> {
  return (await page.getByTestId('thud-board').getAttribute('data-cursor')) ?? '';
}

async function press(page: Page, key: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
}

/**
 * Walks the cursor to `square` with the arrow keys: to the middle rank first (the octagon is
 * full width there), across, then up or down to the square.
 */
export async function moveCursorTo(page: Page, square: string): Promise<void> {
  const from = coordinates(await cursor(page));
  const to = coordinates(square);
  const middle = 7;
  await press(page, from.rank < middle ? 'ArrowUp' : 'ArrowDown', Math.abs(middle - from.rank));
  await press(page, to.file > from.file ? 'ArrowRight' : 'ArrowLeft', Math.abs(to.file - from.file));
  await press(page, to.rank > middle ? 'ArrowUp' : 'ArrowDown', Math.abs(to.rank - middle));
  expect(await cursor(page)).toBe(square);
}

/** the squares of the board with a given mark, piece or capture, in board order (the page lists them row by row from the top) */
export async function squares(page: Page, attribute: string, value?: string): Promise<string[]> {
  const selector = value === undefined ? `[${attribute}]` : `[${attribute}="${value}"]`;
  const found = await page
    .locator(`[data-testid="thud-board"] rect${selector}`)
    .evaluateAll((rects) => rects.map((rect) => rect.getAttribute('data-square') ?? ''));
  return found.sort((a, b) => squareIndex(a) - squareIndex(b));
}

/**
 * Plays one move with the keyboard only: walks to one of the human's pieces, picks it up with
 * Enter, walks to its first destination and drops it there (confirming a troll's captures).
 * Returns the move as "from-to".
 */
export async function playMoveByKeyboard(page: Page, piece: 'd' | 'T', prefer: string[] = []): Promise<string> {
  const before = await actionCount(page);
  const mine = await squares(page, 'data-piece', piece);
  for (const from of [...prefer.filter((square) => mine.includes(square)), ...mine]) {
    await moveCursorTo(page, from);
    await page.keyboard.press('Enter');
    const targets = await squares(page, 'data-mark');
    if (targets.length === 0) continue;
    expect(await page.getByTestId('thud-board').getAttribute('data-picked')).toBe(from);
    const to = targets[0];
    await moveCursorTo(page, to);
    await page.keyboard.press('Enter');
    if (await page.getByTestId('thud-choice').count()) await page.keyboard.press('Enter');
    await expect.poll(() => actionCount(page)).toBeGreaterThan(before);
    return `${from}-${to}`;
  }
  throw new Error('no piece of the human can move');
}

/** the current battle's moves in notation, as the move list beside the board shows them */
export function listedMoves(page: Page, battle = 1): Promise<string[]> {
  return page
    .locator(`[data-testid="thud-moves-${battle}"] li`)
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-move') ?? ''));
}

/**
 * A Thud game between Alice and Bob (Bob leads the dwarves first, the house rule on) played by
 * `steps`: a number is that many random piece moves (captures half the time, so the no-capture
 * rule never ends a battle), an action is played as it is.
 */
export function scriptedThudGame(steps: readonly (number | ThudAction)[]): ThudState {
  let state = setup({ seats: [{ name: 'Alice' }, { name: 'Bob' }], firstSeat: 1, options: { noCaptureLimit: 100 } }, 1);
  const random = randomSource(12);
  const act = (action: ThudAction) => (state = apply(state, activeSeats(state)[0], action));
  for (const step of steps) {
    if (typeof step !== 'number') {
      act(step);
      continue;
    }
    for (let i = 0; i < step; i++) {
      const moves = legalActions(state, activeSeats(state)[0]).filter((action) => action.type === 'move');
      const takes = moves.filter((move) => move.type === 'move' && move.captures.length > 0);
      const pool = takes.length > 0 && random() < 0.5 ? takes : moves;
      act(pool[Math.floor(random() * pool.length)]);
    }
  }
  return state;
}

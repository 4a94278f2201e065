/**
 * A finished game replayed in the browser: bots play Trolldilemma to its end, the room opens its
 * replay from the saved games, steps through it by keys with the log following, and sees what each
 * troll threw in secret; a TRÔL game's replay shows every player's hand. Screenshots of the reveal
 * in English and French, at 1080p and 4K.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeFaults } from './support/axe';
import { screenshot } from './support/browser';
import { describeFaults, layoutFaults } from './support/layout-faults';
import { openPage, seatPlayers, uhd, useSession } from './support/session';
import { startServer } from './support/web-server';

const session = useSession();

/** where the screenshots are looked at, beside the test artifacts */
const shots = '/work/shots/replay';

const stepShown = async (page: Page) => Number(await page.getByTestId('replay').getAttribute('data-step'));

async function stepTo(page: Page, key: string, step: number): Promise<void> {
  await page.keyboard.press(key);
  await page.locator(`[data-testid="replay"][data-step="${step}"]`).waitFor();
}

/** from the end, back move by move to the latest step whose strip shows a secret throw */
async function backToAThrow(page: Page, moves: number): Promise<number> {
  for (let step = moves; step > 0; step--) {
    if ((await page.getByTestId('revealed-throws').count()) > 0) return step;
    await stepTo(page, 'ArrowLeft', step - 1);
  }
  throw new Error('no step shows a secret throw');
}

/** kept as a screenshot, once the page finds nothing cut, covered or out of reach on it, and axe-core nothing serious */
async function keep(page: Page, name: string): Promise<void> {
  expect(describeFaults(name, await layoutFaults(page, []))).toEqual([]);
  expect(await axeFaults(page, name)).toEqual([]);
  mkdirSync(shots, { recursive: true });
  copyFileSync(await screenshot(page, name), join(shots, `${name}.png`));
}

describe('a replay in the browser', () => {
  it('replays a finished Trolldilemma from the saved games by keys, the log following, and shows what was thrown in secret', { timeout: 600_000 }, async () => {
    const server = await startServer(join(session.scratch, 'replay.sqlite'), { token: 'e2e-replay-0123456789abcdef', seed: 5 });
    const { page, errors } = await openPage(session.browser);
    try {
      await page.goto(server.url);
      await page.getByTestId('animation-off').click();
      await page.getByTestId('home-new-game-trolldilemma').click();
      await seatPlayers(page, ['Ada', 'Bruno', 'Chloé', 'Dan'].map((name) => ({ name, kind: 'bot', level: 'random' })));
      await page.getByTestId('start-match').click();
      await page.getByTestId('winner').waitFor({ timeout: 300_000 });
      await page.getByTestId('winner-home').click();

      // the finished game offers its replay beside View
      await page.locator('[data-testid^="replay-"]').first().waitFor();
      await keep(page, 'replay-home-en-1920x1080');
      await page.locator('[data-testid^="replay-"]').first().click();
      await page.locator('[data-testid="replay"][data-step="0"]').waitFor();
      const logLines = () => page.getByTestId('log-line').count();
      const atStart = await logLines();

      // the slider holds the focus: the arrows step, the log follows
      await stepTo(page, 'ArrowRight', 1);
      await stepTo(page, 'ArrowRight', 2);
      await expect.poll(logLines).toBeGreaterThan(atStart);
      const atTwo = await logLines();
      await stepTo(page, 'ArrowLeft', 1);
      await expect.poll(logLines).toBeLessThan(atTwo);
      await stepTo(page, 'Home', 0);
      expect(await logLines()).toBe(atStart);

      const moves = Number(await page.getByTestId('replay-slider').getAttribute('max'));
      expect(moves).toBeGreaterThan(10);
      await stepTo(page, 'End', moves);
      expect(await page.getByTestId('replay-where').textContent()).toContain(`Move ${moves} of ${moves}`);
      await page.getByTestId('replay-hidden').waitFor();
      const thrown = await backToAThrow(page, moves);
      expect(await page.getByTestId('replay-hidden').textContent()).toContain('What was hidden');
      expect(await page.getByTestId('revealed-throws').first().textContent()).toContain('→');
      await keep(page, 'replay-trolldilemma-en-1920x1080');
      await page.setViewportSize(uhd);
      await page.locator('[data-testid="replay"]').waitFor();
      await keep(page, 'replay-trolldilemma-en-3840x2160');
      await page.setViewportSize({ width: 1920, height: 1080 });

      // Escape goes back home; in French, the same step says the same secret
      await page.keyboard.press('Escape');
      await page.getByTestId('language-fr').click();
      await page.locator('[data-testid^="replay-"]').first().click();
      await page.locator('[data-testid="replay"][data-step="0"]').waitFor();
      await page.getByTestId('replay-slider').fill(String(thrown));
      await page.locator(`[data-testid="replay"][data-step="${thrown}"]`).waitFor();
      expect(await page.getByTestId('replay-hidden').textContent()).toContain('Ce qui était caché');
      await keep(page, 'replay-trolldilemma-fr-1920x1080');

      expect(await stepShown(page)).toBe(thrown);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
      await server.stop();
    }
  });

  it('shows every player’s hand in a finished TRÔL game', { timeout: 600_000 }, async () => {
    const server = await startServer(join(session.scratch, 'replay-trol.sqlite'), { token: 'e2e-replay-trol-0123456789ab', seed: 3 });
    const { page, errors } = await openPage(session.browser);
    try {
      await page.goto(server.url);
      await page.getByTestId('animation-off').click();
      await page.getByTestId('home-new-game-trol').click();
      await seatPlayers(page, ['Ada', 'Bruno', 'Chloé', 'Dan'].map((name) => ({ name, kind: 'bot', level: 'random' })));
      await page.getByTestId('start-match').click();
      await page.getByTestId('winner').waitFor({ timeout: 300_000 });
      await page.getByTestId('winner-home').click();
      await page.locator('[data-testid^="replay-"]').first().click();
      await page.locator('[data-testid="replay"][data-step="0"]').waitFor();
      // dealt: each of the four holds a hand, shown with the tribe it belongs to
      await expect.poll(() => page.getByTestId('revealed-hand').count()).toBe(4);
      // on, move by move, to the first card laid face down: its player's strip names it, and its Gibier
      const moves = Number(await page.getByTestId('replay-slider').getAttribute('max'));
      for (let step = 1; (await page.getByTestId('revealed-face-down').count()) === 0; step++) {
        expect(step).toBeLessThanOrEqual(moves);
        await stepTo(page, 'ArrowRight', step);
      }
      expect(await page.getByTestId('revealed-face-down').first().textContent()).toMatch(/^\s*Face down: .+ \(.+\)/);
      await keep(page, 'replay-trol-en-1920x1080');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
      await server.stop();
    }
  });
});

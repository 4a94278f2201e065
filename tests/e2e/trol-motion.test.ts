/**
 * TRÔL's movement in the browser, bots at every seat: each card placed is laid
 * down, the night cards of a hunt turn over as it is triggered, the cycle card turns when an
 * alternance card comes; with the Animations setting off, nothing moves: a hand is not dealt in,
 * a card placed is not laid down.
 * Screenshots of each movement caught in flight.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { openPage, seatPlayers, useSession } from './support/session';
import { startServer } from './support/web-server';

const session = useSession();

/** waits until an element of `selector` plays the CSS animation (or transition) `name` */
async function moving(page: Page, selector: string, name: string): Promise<void> {
  await page.waitForFunction(
    ([wanted, movement]) =>
      [...document.querySelectorAll(wanted)].some((element) =>
        element.getAnimations().some((animation) => {
          const css = animation as Animation & { animationName?: string; transitionProperty?: string };
          // Svelte scopes a component's keyframes: `laid` runs as `svelte-…-laid`
          const name = css.animationName ?? css.transitionProperty ?? '';
          return (name === movement || name.endsWith(`-${movement}`)) && animation.playState === 'running';
        }),
      ),
    [selector, name] as const,
    { timeout: 240_000, polling: 'raf' },
  );
}

/** a new match of three bots (or Ada and two bots), from the home screen */
async function startBotMatch(page: Page, ada: 'bot' | 'human' = 'bot'): Promise<void> {
      await page.getByTestId('home-new-game-trol').click();
      await seatPlayers(page, [
        ada === 'bot' ? { name: 'Ada', kind: 'bot', level: 'random' } : { name: 'Ada', kind: 'human' },
        { name: 'Bert', kind: 'bot', level: 'random' },
        { name: 'Cleo', kind: 'bot', level: 'random' },
      ]);
      await page.getByTestId('start-match').click();
      await page.getByTestId('match').waitFor();
}

const actionCount = async (page: Page) => Number(await page.getByTestId('match').getAttribute('data-action-count'));

describe('TRÔL moves', () => {
  it('lays cards down, turns night cards and the cycle card over', async () => {
    const server = await startServer(join(session.scratch, 'trol-motion.sqlite'), { token: 'e2e-trol-motion-0123456789', seed: 4 });
    const { page, errors } = await openPage(session.browser);
    try {
      await page.goto(server.url);
      await page.getByTestId('animation-normal').click();
      await startBotMatch(page);
      expect(await page.evaluate(() => document.documentElement.dataset.motion)).toBe('normal');

      // each as it comes: the cycle may turn before or after the first night hunt
      await Promise.all([
        moving(page, '[data-testid="arriving"]', 'laid').then(() => screenshot(page, 'trol-motion-laid-en-1920x1080')),
        moving(page, '.chip.revealing .role-art', 'face-in').then(() => screenshot(page, 'trol-motion-revealed-en-1920x1080')),
        moving(page, '[data-testid="cycle"] .card', 'transform').then(() => screenshot(page, 'trol-motion-cycle-en-1920x1080')),
      ]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
      await server.stop();
    }
  }, 300_000);

  it('moves nothing with animations off: Ada’s hand is shown at once, the bots’ cards laid at once', async () => {
    const server = await startServer(join(session.scratch, 'trol-still.sqlite'), { token: 'e2e-trol-still-0123456789', seed: 4 });
    const { page, errors } = await openPage(session.browser);
    const running = () =>
      page.evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => animation.playState === 'running' && Number(animation.effect?.getComputedTiming().duration ?? 0) > 0)
          .map((animation) => (animation as Animation & { animationName?: string }).animationName ?? 'transition'),
      );
    try {
      await page.goto(server.url);
      await page.getByTestId('animation-off').click();
      await startBotMatch(page, 'human');
      expect(await page.evaluate(() => document.documentElement.dataset.motion)).toBe('off');
      const curtain = page.locator('[data-testid="hand-off-curtain"] button:not([disabled])');
      const screenButton = page.locator('[data-testid="private-screen"] button:not([disabled])');
      for (let turn = 0; turn < 4; turn++) {
        await curtain.or(screenButton).first().waitFor({ timeout: 30_000 });
        if (await curtain.count()) {
          expect(await running()).toEqual([]);
          await curtain.first().click();
        }
        await screenButton.first().waitFor();
        // the hand is there at once: not dealt in
        expect(await running()).toEqual([]);
        const before = await actionCount(page);
        if (await page.locator('[data-testid="private-screen"] [data-testid="hand-chooser"]').count()) {
          await page.locator('[data-testid="private-screen"] .hand button[data-card]').first().click();
          await page.locator('[data-testid="private-screen"] button[data-place]:not([disabled])').first().click();
        } else {
          await page.locator('[data-testid="private-screen"] [data-testid="prompt-chooser"] button').first().click();
        }
        await expect.poll(() => actionCount(page), { timeout: 30_000 }).toBeGreaterThan(before);
        expect(await running()).toEqual([]);
      }
      expect(errors).toEqual([]);
    } finally {
      await page.close();
      await server.stop();
    }
  });
});

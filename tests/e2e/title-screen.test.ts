/**
 * The title as the TV's idle screen, in a real browser: home left untouched for the idle time
 * (fast-forwarded with the page's clock) shows it full-screen, moving only while motion is on,
 * with nothing for axe-core to flag;
 * Enter or Space brings home back without pressing the focused button, the focus where it was.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IDLE_TITLE_MS } from '../../renderer/src/lib/idle-title.svelte';
import { axeFaults } from './support/axe';
import { openPage, useSession } from './support/session';
import { startServer } from './support/web-server';

const session = useSession();

describe('the idle title', () => {
  it('comes up on an idle home and goes away at the first key, which does nothing else', async () => {
    const server = await startServer(join(session.scratch, 'title.sqlite'));
    const { page, errors } = await openPage(session.browser);
    try {
      await page.clock.install();
      await page.goto(server.url);
      const firstGame = page.locator('[data-testid^="home-new-game-"]').first();
      await firstGame.waitFor();
      // a player moved the focus to the second game's rules, then walked away
      const rules = page.locator('[data-testid^="rules-"]').nth(1);
      await rules.focus();
      const focused = await rules.getAttribute('data-testid');

      const title = page.getByTestId('idle-title');
      await page.clock.fastForward(IDLE_TITLE_MS - 5_000);
      expect(await title.count()).toBe(0);
      await page.clock.fastForward(5_000);
      await title.waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('idle-title');
      expect(await page.getByRole('heading', { level: 1, name: 'Troll Night' }).last().isVisible()).toBe(true);
      expect(await page.getByRole('img', { name: /Game night under the moon/ }).isVisible()).toBe(true);
      expect(await axeFaults(page, 'en · idle title')).toEqual([]);
      // stars, fire and the big troll's breath move, by transforms and opacity only
      const moving = () =>
        page.getByTestId('idle-title').evaluate((element) =>
          // Svelte scopes the keyframes' names: svelte-1abc-twinkle
          element.getAnimations({ subtree: true }).map((animation) => (animation as CSSAnimation).animationName.replace(/^svelte-\w+-/, '')),
        );
      expect(new Set(await moving())).toEqual(new Set(['twinkle', 'flicker', 'glow', 'rise', 'breathe', 'beckon']));

      await page.keyboard.press('Enter');
      await title.waitFor({ state: 'detached' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(focused);
      // the Enter that woke the TV did not open the rules under the focus
      expect(await firstGame.isVisible()).toBe(true);
      expect(await page.getByTestId('rules').count()).toBe(0);

      // Space, which presses a button as it comes back up, wakes it too and presses nothing
      await page.clock.fastForward(IDLE_TITLE_MS);
      await title.waitFor();
      await page.keyboard.press(' ');
      await title.waitFor({ state: 'detached' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(focused);
      expect(await page.getByTestId('rules').count()).toBe(0);

      // with the animations off, nothing on it moves
      await page.getByTestId('animation-off').click();
      await page.clock.fastForward(IDLE_TITLE_MS);
      await title.waitFor();
      expect(await moving()).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
      await server.stop();
    }
  });
});

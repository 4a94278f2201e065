/**
 * Trolldilemma end to end: two people and a bot at one TV, the real web server and Debian's
 * Chromium. Every secret choice goes through the hand-off curtain; every frame the TV page
 * receives is kept and searched, so a pending throw or Troll'ey side that reached the page —
 * even one never drawn — fails the test. Screenshots in English and French are kept.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { leaveMatchByKey, openPage, seatPlayers, useSession } from './support/session';
import { startServer } from './support/web-server';

const session = useSession();

/** what the page can be waiting for, once the table has caught up */
type Moment = 'curtain' | 'restock' | 'over';

async function nextMoment(page: Page): Promise<Moment> {
  const handle = await page.waitForFunction(
    () => {
      if (document.querySelector('[data-testid="winner"]')) return 'over';
      const table = document.querySelector('.trolldilemma-table');
      if (!table || table.getAttribute('data-playing') !== 'false') return false;
      const enabled = (selector: string) => {
        const button = document.querySelector<HTMLButtonElement>(selector);
        return button !== null && !button.disabled;
      };
      if (enabled('[data-testid="hand-off-curtain"] button')) return 'curtain';
      if (enabled('[data-testid="restock-chooser"] button.pass')) return 'restock';
      return false;
    },
    undefined,
    { timeout: 30_000, polling: 50 },
  );
  return (await handle.jsonValue()) as Moment;
}

describe('Trolldilemma in the browser', () => {
  it('takes every secret choice behind the curtain, and the TV never receives one', async () => {
    const server = await startServer(join(session.scratch, 'trolldilemma.sqlite'), { token: 'e2e-trolldilemma-0123456789', seed: 3 });
    const { page, errors } = await openPage(session.browser);
    const received: string[] = [];
    const sent: string[] = [];
    page.on('websocket', (socket) => {
      socket.on('framereceived', (frame) => received.push(String(frame.payload)));
      socket.on('framesent', (frame) => sent.push(String(frame.payload)));
    });
    const seatViewRequests = () => sent.filter((frame) => frame.includes('"seatView"')).length;
    try {
      await page.goto(server.url);
      await page.getByTestId('animation-off').click();
      await page.getByTestId('home-new-game-trolldilemma').click();
      await seatPlayers(page, [
        { name: 'Ada', kind: 'human' },
        { name: 'Bert', kind: 'human' },
        { kind: 'bot', level: 'smart' },
      ]);
      await page.getByTestId('start-match').click();
      await page.getByTestId('match').waitFor();

      let curtains = 0;
      let throws = 0;
      let sides = 0;
      let shots = 0;
      for (let moves = 0; moves < 80; moves++) {
        const moment = await nextMoment(page);
        if (moment === 'over') break;
        if (moment === 'restock') {
          await page.locator('[data-testid="restock-chooser"] button.pass').click();
          continue;
        }
        // the curtain is up: nobody's secrets have been asked for since the last choice was made
        const player = await page.getByTestId('hand-off-curtain').getAttribute('data-player');
        expect(seatViewRequests()).toBe(curtains);
        if (shots === 0) await screenshot(page, 'trolldilemma-curtain-en-1920x1080');
        curtains++;
        await page.keyboard.press('Enter');
        const chooser = page.locator('[data-testid="redirect-chooser"], [data-testid="trolley-chooser"]');
        await chooser.first().waitFor();
        expect(seatViewRequests()).toBe(curtains);
        if ((await page.getByTestId('trolley-chooser').count()) > 0) {
          await page.locator('button[data-side="left"]').click();
          sides++;
        } else {
          if (shots === 0) await screenshot(page, 'trolldilemma-redirect-en-1920x1080');
          shots++;
          // Ada aims everything at Bert, Bert everything into the middle
          const target = player === 'Ada' ? '1' : 'middle';
          const rows = page.locator('[data-testid="redirect-chooser"] [data-card]');
          for (let card = 0; card < (await rows.count()); card++) {
            await rows.nth(card).locator(`button[data-target="${target}"]`).click();
          }
          await page.locator('[data-testid="redirect-chooser"] button.throw').click();
          throws++;
        }
        // the chooser goes and the secret with it
        await expect.poll(() => chooser.count()).toBe(0);
        if (throws >= 6) break;
      }
      expect(throws).toBeGreaterThanOrEqual(4);
      expect(curtains).toBe(throws + sides);
      await screenshot(page, 'trolldilemma-table-en-1920x1080');

      // the frames the TV page received: a seat's own legal actions when it was unveiled, never a
      // pending choice (its own or anyone's), never an event meant for one seat
      expect(received.length).toBeGreaterThan(0);
      for (const frame of received) {
        expect(frame).not.toContain('"mine"');
        expect(frame).not.toContain('thrown-secretly');
        expect(frame).not.toContain('pointed-secretly');
        expect(frame).not.toContain('"visibleTo"');
      }

      await leaveMatchByKey(page);
      await page.getByTestId('language-fr').click();
      await page.locator('[data-testid^="resume-"]').first().click();
      await page.getByTestId('match').waitFor();
      await screenshot(page, 'trolldilemma-table-fr-1920x1080');
      if ((await nextMoment(page)) === 'curtain') await screenshot(page, 'trolldilemma-curtain-fr-1920x1080');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
      await server.stop();
    }
  });
});

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
import { leaveMatchByKey, openPage, seatPlayers, uhd, useSession } from './support/session';
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

/** what the page's watcher found in one reveal of the throws, checked on every frame it was shown */
interface RevealCheck {
  frames: number;
  /** the most cards seen at once, and in how many frames all of them had landed */
  cards: number;
  landedFrames: number;
  /** a card over a label or across its column's lines, a column without its headings */
  faults: string[];
  /** the words of each column's headings, as last seen */
  headings: string[];
}

/**
 * Installed in the page before it loads: while a reveal of the throws is on screen, every frame
 * checks that no card's box meets a label's box (names, "threw…" with its aims, "received…"),
 * that each card stays between its column's lines and above the bottom of the table's middle,
 * and notes the headings.
 * Each reveal gets its own record in `window.throwReveals`; `window.landed` is true while all
 * of a reveal's cards have landed.
 */
function watchThrowReveals(): void {
  const reveals: RevealCheck[] = [];
  Object.assign(window, { throwReveals: reveals, landed: false });
  let current: RevealCheck | null = null;
  const overlap = (a: DOMRect, b: DOMRect) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
  const check = () => {
    try {
      checkFrame();
    } catch (error) {
      current?.faults.push(`the check failed: ${String(error)}`);
    }
    requestAnimationFrame(check);
  };
  const checkFrame = () => {
    const board = document.querySelector('[data-testid="throws-board"]');
    if (!board) {
      current = null;
      Object.assign(window, { landed: false });
    } else {
      if (!current) reveals.push((current = { frames: 0, cards: 0, landedFrames: 0, faults: [], headings: [] }));
      current.frames++;
      const cards = [...board.querySelectorAll<HTMLElement>('[data-card]')];
      const labels = [...board.querySelectorAll<HTMLElement>('.who, [data-label], [data-aim-to]')];
      current.cards = Math.max(current.cards, cards.length);
      for (const card of cards) {
        const box = card.getBoundingClientRect();
        for (const label of labels) {
          if (overlap(box, label.getBoundingClientRect())) current.faults.push(`${card.dataset.card} covers "${label.textContent?.trim()}"`);
        }
        const column = card.closest<HTMLElement>('[data-column]')!.getBoundingClientRect();
        if (box.left < column.left - 0.5 || box.right > column.right + 0.5) current.faults.push(`${card.dataset.card} crosses a column line`);
        const tray = board.closest('.tray')!.getBoundingClientRect();
        if (box.bottom > tray.bottom + 0.5) current.faults.push(`${card.dataset.card} is cut off below the table's middle`);
      }
      const landed = cards.length > 0 && cards.every((card) => card.getAnimations().every((animation) => animation.playState === 'finished'));
      if (landed) current.landedFrames++;
      Object.assign(window, { landed });
      current.headings = [...board.querySelectorAll<HTMLElement>('[data-column]')].map((column) => {
        const words = [...column.querySelectorAll<HTMLElement>('.who > .who-name, [data-label="threw"], [data-label="received"], [data-label="middle"]')].map((part) => part.textContent!.trim());
        if (words.length < (column.dataset.column === 'middle' ? 2 : 3) || words.some((word) => word === '')) current!.faults.push(`column ${column.dataset.column} lacks its headings`);
        return words.join(' | ');
      });
    }
  };
  requestAnimationFrame(check);
}

describe('Trolldilemma in the browser', () => {
  it('reveals the throws at normal speed with no card over a label or across a column line, the columns headed in words', async () => {
    const server = await startServer(join(session.scratch, 'trolldilemma-reveal.sqlite'), { token: 'e2e-trolldilemma-reveal-0123456', seed: 5 });
    const { page, errors } = await openPage(session.browser);
    await page.addInitScript(watchThrowReveals);
    const reveals = () => page.evaluate(() => (window as unknown as { throwReveals: RevealCheck[] }).throwReveals);
    try {
      await page.goto(server.url);
      await page.getByTestId('animation-normal').click();
      await page.getByTestId('home-new-game-trolldilemma').click();
      await seatPlayers(page, [
        { name: 'Ada', kind: 'human' },
        { name: 'Éloïse-Marguerite Ursule', kind: 'human' },
        { name: 'Bartholomew Thunderbelly', kind: 'human' },
        { name: 'Marguerite-Éléonore', kind: 'human' },
        { kind: 'bot', level: 'smart' },
      ]);
      await page.getByTestId('start-match').click();
      await page.getByTestId('match').waitFor();

      /**
       * Plays until the next reveal of the throws has been shown and screenshot: every human throws
       * every card at one troll (many cards land in one column), a different troll each round.
       */
      const nextReveal = async (shot: string) => {
        const seen = (await reveals()).length;
        for (let moves = 0; moves < 40; moves++) {
          const moment = await nextMoment(page);
          expect(moment).not.toBe('over');
          if (moment === 'restock') {
            await page.locator('[data-testid="restock-chooser"] button.pass').click();
            continue;
          }
          await page.keyboard.press('Enter');
          await page.locator('[data-testid="redirect-chooser"], [data-testid="trolley-chooser"]').first().waitFor();
          if ((await page.getByTestId('trolley-chooser').count()) > 0) {
            await page.locator('button[data-side="left"]').click();
            continue;
          }
          const rows = page.locator('[data-testid="redirect-chooser"] [data-card]');
          for (let card = 0; card < (await rows.count()); card++) await rows.nth(card).locator(`button[data-target="${seen % 4}"]`).click();
          await page.locator('[data-testid="redirect-chooser"] button.throw').click();
          // the last thrower's throw brings the reveal: once its cards have landed, it is kept as a
          // screenshot; any other throw brings the next curtain
          const after = await page.waitForFunction(
            () => {
              if ((window as unknown as { landed: boolean }).landed) return 'landed';
              const table = document.querySelector('.trolldilemma-table');
              const waiting = document.querySelector('[data-testid="hand-off-curtain"], [data-testid="restock-chooser"], [data-testid="winner"]');
              return table?.getAttribute('data-playing') === 'false' && waiting !== null ? 'moved on' : false;
            },
            undefined,
            { polling: 'raf', timeout: 30_000 },
          );
          if ((await after.jsonValue()) === 'landed') {
            await screenshot(page, shot);
            await page.waitForFunction(() => document.querySelector('[data-testid="throws-board"]') === null, undefined, { polling: 'raf' });
            await nextMoment(page);
            return;
          }
          // a reveal is never missed: its cards land while the watcher looks
          expect((await reveals()).slice(seen)).toEqual([]);
        }
        throw new Error('no reveal of the throws came');
      };

      await nextReveal('trolldilemma-reveal-en-1920x1080');
      await leaveMatchByKey(page);
      await page.getByTestId('language-fr').click();
      await page.locator('[data-testid^="resume-"]').first().click();
      await page.getByTestId('match').waitFor();
      await nextReveal('trolldilemma-reveal-fr-1920x1080');
      await page.setViewportSize(uhd);
      await nextReveal('trolldilemma-reveal-fr-3840x2160');
      await leaveMatchByKey(page);
      await page.getByTestId('language-en').click();
      await page.locator('[data-testid^="resume-"]').first().click();
      await page.getByTestId('match').waitFor();
      await nextReveal('trolldilemma-reveal-en-3840x2160');

      const checked = await reveals();
      expect(checked).toHaveLength(4);
      for (const reveal of checked) {
        expect(reveal.faults).toEqual([]);
        expect(reveal.cards).toBeGreaterThan(0);
        expect(reveal.landedFrames).toBeGreaterThan(0);
        // every frame of the reveal was checked, from the cards' first appearance until they all had landed
        expect(reveal.frames).toBeGreaterThan(reveal.landedFrames);
      }
      expect(checked[0].headings[0]).toMatch(/^Ada \| (threw|threw nothing)/);
      expect(checked[0].headings[0]).toMatch(/\| (received \d+ skulls?|no skull received)$/);
      expect(checked[0].headings.at(-1)).toBe('Middle | thrown into the middle: no skull');
      expect(checked[1].headings[0]).toMatch(/^Ada \| (a lancé|n’a rien lancé)/);
      expect(checked[1].headings[0]).toMatch(/\| (a reçu \d+ crânes?|aucun crâne reçu)$/);
      expect(checked[1].headings.at(-1)).toBe('Milieu | lancées au milieu\u00a0: aucun crâne');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
      await server.stop();
    }
  });


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

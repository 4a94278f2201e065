/**
 * The two dice games as a room sees them from the sofa, on the real web server and Debian's
 * Chromium, at 1920×1080 and 3840×2160, in English and French:
 * - Troll Dice at 4K, keyboard only: handing out a club die, the arrows go from troll to troll
 *   and never land on a control that does nothing; a whole game mostly played by bots, with the
 *   dice played back, never leaves the focus on the page; long names stay inside "Last attack".
 * - Battle Dice: every face icon is 28 px or more at 1080p; the draft's detail panel follows the
 *   keyboard, not a resting mouse; six players' panels (French effects included) stay inside
 *   themselves and the table; the French header is not cut once "Résultats" shows.
 * - The rules of both games show the table's own dice faces, hero dice and marks beside the text.
 * Screenshots are kept in test-results/screenshots as dice-room-*-{en,fr}-{1920x1080,3840x2160}.png.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { hd, openPage, seatPlayers, uhd, useSession, type SeatPlan } from './support/session';
import { waitForHumanOrEnd as waitForBattleDice } from './support/battle-dice';
import { phaseOf, readTable } from './support/troll-dice';
import { startServer, type RunningServer } from './support/web-server';

const session = useSession();
let server: RunningServer;

beforeAll(async () => {
  server = await startServer(join(session.scratch, 'dice-room.sqlite'), { seed: 7 });
});

afterAll(async () => {
  await server?.stop();
});

type Language = 'en' | 'fr';
type Viewport = typeof hd;
const sizeName = (viewport: Viewport) => `${viewport.width}x${viewport.height}`;

/** the longest names the new-game screen takes (24 letters), wide letters first */
const LONG_NAMES = ['Wolfgang Wilhelm Wolters', 'Maximilienne Grandmaison', 'Bartholomew Thunderbelly', 'Gwendolyn-Mauricette Roy', 'Éloïse-Marguerite Ursule', 'Hildegarde Wallenberger'];

async function newMatch(page: Page, game: string, language: Language, speed: 'off' | 'fast' | 'normal', seats: SeatPlan[], options: string[] = []) {
  await page.goto(server.url);
  await page.getByTestId(`animation-${speed}`).click();
  await page.getByTestId(`language-${language}`).click();
  await page.getByTestId(`home-new-game-${game}`).click();
  await seatPlayers(page, seats);
  for (const option of options) await page.getByTestId(option).click();
  await page.getByTestId('start-match').click();
  await page.getByTestId('match').waitFor();
}

/**
 * The parts of each `within` (a selector) that reach out of it, each as "text: how far": sideways,
 * and below too unless `sideways` (a scrolling tray may hold more than it shows, never wider).
 */
function overflowing(page: Page, within: string, sideways = false): Promise<string[]> {
  return page.locator(within).evaluateAll(
    (boxes, sidewaysOnly) =>
      boxes.flatMap((box) => {
        const outer = box.getBoundingClientRect();
        return [...box.querySelectorAll<HTMLElement | SVGElement>('*')].flatMap((inner) => {
          const rect = inner.getBoundingClientRect();
          if (rect.width === 0 || rect.height === 0) return [];
          const below = sidewaysOnly ? 0 : rect.bottom - outer.bottom;
          const out = Math.max(rect.right - outer.right, outer.left - rect.left, below);
          return out > 1 ? [`${(inner.textContent ?? '').trim().slice(0, 40)}: ${Math.round(out)} px`] : [];
        });
      }),
    sideways,
  );
}

/**
 * The smallest edge of the face icons matched: the smallest as the page lays them out, measured
 * again with Playwright's boundingBox.
 */
async function smallestIcon(page: Page, selector: string): Promise<number> {
  const icons = page.locator(selector);
  const edges = await icons.evaluateAll((faces) =>
    faces.map((face) => {
      const rect = face.getBoundingClientRect();
      return rect.width === 0 ? Infinity : Math.min(rect.width, rect.height);
    }),
  );
  expect(edges.length).toBeGreaterThan(0);
  const smallest = edges.indexOf(Math.min(...edges));
  const box = await icons.nth(smallest).boundingBox();
  return Math.min(box!.width, box!.height);
}

/** Troll Dice: waits until the human must act and the table has caught up, or the game is over (bots may play a long while) */
async function trollDiceTurn(page: Page): Promise<'human' | 'over'> {
  const handle = await page.waitForFunction(
    () => {
      if (document.querySelector('[data-testid="winner"]')) return 'over';
      const table = document.querySelector('.troll-dice-table');
      const ready =
        document.querySelector('[data-testid="match"]')?.getAttribute('data-human-turn') === 'true' &&
        table?.getAttribute('data-playing') === 'false' &&
        !table.querySelector('button:disabled');
      return ready ? 'human' : false;
    },
    undefined,
    { timeout: 120_000, polling: 50 },
  );
  return (await handle.jsonValue()) as 'human' | 'over';
}

/** Troll Dice: the human's move by Enter alone (a club die: Enter chooses it, Enter gives it to the focused troll) */
async function playByEnter(page: Page): Promise<void> {
  const before = (await readTable(page)).actionCount;
  const assigning = (await phaseOf(page)) === 'assign';
  await page.keyboard.press('Enter');
  if (assigning) {
    await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-quick-key'))).toBe(true);
    await page.keyboard.press('Enter');
  }
  await expect.poll(async () => (await readTable(page)).actionCount).toBeGreaterThan(before);
}

describe('Troll Dice seen from the sofa', () => {
  it('at 4K, hands out a club die by keyboard: the arrows go from troll to troll, Enter gives it', async () => {
    const { page, errors } = await openPage(session.browser, { viewport: uhd });
    try {
      await newMatch(page, 'troll-dice', 'en', 'off', [
        { name: LONG_NAMES[0], kind: 'human' },
        { name: LONG_NAMES[1], kind: 'bot', level: 'random' },
        { name: LONG_NAMES[2], kind: 'bot', level: 'random' },
      ]);
      let handedOut = false;
      for (let moves = 0; !handedOut && moves < 200; moves++) {
        if ((await trollDiceTurn(page)) === 'over') break;
        const before = (await readTable(page)).actionCount;
        if ((await phaseOf(page)) === 'assign') {
          await screenshot(page, 'dice-room-troll-dice-clubs-en-3840x2160');
          await page.setViewportSize(hd);
          await screenshot(page, 'dice-room-troll-dice-clubs-en-1920x1080');
          await page.setViewportSize(uhd);
          // Enter chooses the focused die; the first troll that can take it has the focus
          await page.keyboard.press('Enter');
          await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-quick-key'))).toBe('1');
          const targets = await page.locator('[data-quick-key]').count();
          const visited = new Set<string>();
          for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowUp', 'ArrowLeft', 'ArrowLeft', 'ArrowDown', 'ArrowRight', 'ArrowUp']) {
            await page.keyboard.press(key);
            const on = await page.evaluate(() => document.activeElement?.getAttribute('data-quick-key') ?? document.activeElement?.outerHTML.slice(0, 80));
            expect(on, `after ${key}`).toMatch(/^\d$/);
            visited.add(on!);
          }
          // every troll that can take the die is reachable
          expect(visited.size).toBe(targets);
          await page.keyboard.press('Enter');
          await expect.poll(async () => (await readTable(page)).actionCount).toBe(before + 1);
          handedOut = true;
        } else {
          await playByEnter(page);
        }
      }
      expect(handedOut).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('plays a whole game with two bots and the dice played back: the focus never falls to the page, long names stay in "Last attack"', { timeout: 600_000 }, async () => {
    const { page, errors } = await openPage(session.browser);
    try {
      await newMatch(page, 'troll-dice', 'fr', 'fast', [
        { name: LONG_NAMES[3], kind: 'human' },
        { name: LONG_NAMES[4], kind: 'bot', level: 'smart' },
        { name: LONG_NAMES[0], kind: 'bot', level: 'random' },
      ]);
      // watch every frame: the focus on the page's body while the table is shown, and anything
      // of the last attack's summary reaching out of the tray
      await page.evaluate(() => {
        const seen = { body: 0, frames: 0, overflow: [] as string[] };
        (window as unknown as { dice: typeof seen }).dice = seen;
        const watch = () => {
          const table = document.querySelector('.troll-dice-table');
          if (table && !document.querySelector('[data-testid="winner"]')) {
            seen.frames++;
            if (document.activeElement === document.body || document.activeElement === null) seen.body++;
            const tray = table.querySelector('.tray')?.getBoundingClientRect();
            for (const part of document.querySelectorAll('.summary *')) {
              const rect = part.getBoundingClientRect();
              if (tray && rect.width > 0 && (rect.right > tray.right + 1 || rect.left < tray.left - 1)) seen.overflow.push(part.textContent ?? '');
            }
          }
          requestAnimationFrame(watch);
        };
        requestAnimationFrame(watch);
      });
      let shot = false;
      for (let moves = 0; moves < 400; moves++) {
        if ((await trollDiceTurn(page)) === 'over') break;
        if (!shot && (await page.locator('.summary').count()) > 0) {
          await screenshot(page, 'dice-room-troll-dice-last-attack-fr-1920x1080');
          await page.setViewportSize(uhd);
          expect(await overflowing(page, '.troll-dice-table .tray', true)).toEqual([]);
          await screenshot(page, 'dice-room-troll-dice-last-attack-fr-3840x2160');
          await page.setViewportSize(hd);
          shot = true;
        }
        expect(await overflowing(page, '.troll-dice-table .tray', true)).toEqual([]);
        await playByEnter(page);
      }
      await page.getByTestId('winner').waitFor();
      const seen = await page.evaluate(() => (window as unknown as { dice: { body: number; frames: number; overflow: string[] } }).dice);
      expect(seen.frames).toBeGreaterThan(100);
      expect(seen.body).toBe(0);
      expect(seen.overflow).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('Battle Dice seen from the sofa', () => {
  for (const [language, viewport] of [
    ['en', hd],
    ['fr', uhd],
  ] as const) {
    it(`draws every face icon 28 px or more at 1080p, and the draft's detail follows the keyboard (${language}, ${sizeName(viewport)})`, async () => {
      const { page, errors } = await openPage(session.browser, { viewport });
      const scale = viewport.height / 1080;
      try {
        await newMatch(page, 'battle-dice', language, 'off', [
          { name: LONG_NAMES[4], kind: 'human' },
          { name: LONG_NAMES[0], kind: 'bot', level: 'greedy' },
          { name: LONG_NAMES[5], kind: 'bot', level: 'random' },
        ]);
        await waitForBattleDice(page);
        expect(await smallestIcon(page, '.battle-dice-table [data-ability]')).toBeGreaterThanOrEqual(28 * scale);

        // the mouse rests on one hero while the keyboard moves on: the detail shows the focused one
        const hero = page.locator('button[data-hero]').nth(5);
        await hero.hover();
        const detail = () => page.getByTestId('hero-detail').locator('[data-hero-faces]').getAttribute('data-hero-faces');
        await expect.poll(detail).toBe(await hero.getAttribute('data-hero'));
        for (const key of ['ArrowDown', 'ArrowRight', 'ArrowDown']) {
          await page.keyboard.press(key);
          const focused = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.hero);
          await expect.poll(detail).toBe(focused);
        }
        await screenshot(page, `dice-room-battle-dice-draft-${language}-${sizeName(viewport)}`);

        // the battle: seats, effects, dice placed forward and results, all at 28 px or more
        for (let moves = 0; moves < 80; moves++) {
          if ((await waitForBattleDice(page)) === 'over') break;
          expect(await smallestIcon(page, '.battle-dice-table [data-ability]')).toBeGreaterThanOrEqual(28 * scale);
          expect(await overflowing(page, '.battle-dice-table section.seat')).toEqual([]);
          if ((await page.locator('.battle-dice-table').getAttribute('data-stage')) === 'resolve' && (await page.locator('.seat [data-effect]').count()) > 0) {
            await screenshot(page, `dice-room-battle-dice-battle-${language}-${sizeName(viewport)}`);
            break;
          }
          await page.keyboard.press('Enter');
        }
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }

  it('keeps six players’ panels, their French effects and long names inside the panels and the table', { timeout: 300_000 }, async () => {
    const { page, errors } = await openPage(session.browser);
    try {
      await newMatch(
        page,
        'battle-dice',
        'fr',
        'off',
        LONG_NAMES.map((name, seat) => (seat === 0 ? { name, kind: 'human' } : { name, kind: 'bot', level: 'greedy' })),
      );
      const tableEdge = async () => {
        const table = await page.locator('.battle-dice-table').boundingBox();
        const log = await page.getByTestId('log').boundingBox();
        return table && log ? log.x - (table.x + table.width) : -1;
      };
      let sawExtra = false;
      for (let moves = 0; moves < 150 && !sawExtra; moves++) {
        if ((await waitForBattleDice(page)) === 'over') break;
        for (const viewport of [hd, uhd]) {
          await page.setViewportSize(viewport);
          expect(await overflowing(page, '.battle-dice-table section.seat')).toEqual([]);
          // the table never runs under the log
          expect(await tableEdge()).toBeGreaterThanOrEqual(0);
        }
        await page.setViewportSize(hd);
        if ((await page.locator('.seat [data-effect="extra"]').count()) > 0) {
          sawExtra = true;
          await screenshot(page, 'dice-room-battle-dice-six-fr-1920x1080');
          await page.setViewportSize(uhd);
          await screenshot(page, 'dice-room-battle-dice-six-fr-3840x2160');
          await page.setViewportSize(hd);
        } else {
          await page.keyboard.press('Enter');
        }
      }
      expect(sawExtra).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  for (const viewport of [hd, uhd]) {
    it(`shows the whole French header, title and buttons on one line each, once "Résultats" is there (${sizeName(viewport)})`, async () => {
      const { page, errors } = await openPage(session.browser, { viewport });
      try {
        await newMatch(page, 'battle-dice', 'fr', 'off', [
          { name: LONG_NAMES[1], kind: 'human' },
          { name: LONG_NAMES[2], kind: 'bot', level: 'greedy' },
        ]);
        // the human plays by Enter alone until the battle is won
        for (let moves = 0; moves < 400; moves++) {
          if ((await waitForBattleDice(page)) === 'over') break;
          await page.keyboard.press('Enter');
        }
        await page.getByTestId('winner-close').click();
        await page.getByTestId('show-winner').waitFor();
        const header = page.getByTestId('match').locator('header');
        const title = header.locator('h1');
        expect(await title.innerText()).toBe('Battle Dice');
        expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
        // every button's words on one line ("← Accueil", "Résultats", "Annuler le coup")
        const lines = await header.locator('button').evaluateAll((buttons) =>
          buttons.map((button) => {
            const range = document.createRange();
            range.selectNodeContents(button);
            const rects = [...range.getClientRects()].filter((rect) => rect.width > 0).sort((a, b) => a.top - b.top);
            // a fragment starting more than half a line below the one before it is on the next line
            const lines = rects.filter((rect, i) => i === 0 || rect.top - rects[i - 1].top > rects[i - 1].height / 2).length;
            return `${button.textContent?.trim()}: ${lines}`;
          }),
        );
        expect(lines.length).toBeGreaterThanOrEqual(3);
        for (const line of lines) expect(line).toMatch(/: 1$/);
        const box = await header.boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
        await screenshot(page, `dice-room-battle-dice-results-fr-${sizeName(viewport)}`);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }
});

describe('the dice games’ rules seen from the sofa', () => {
  for (const [language, viewport] of [
    ['en', hd],
    ['fr', uhd],
  ] as const) {
    it(`show the table's own marks beside the text, as big as on the table (${language}, ${sizeName(viewport)})`, async () => {
      const { page, errors } = await openPage(session.browser, { viewport });
      const scale = viewport.height / 1080;
      try {
        await page.goto(server.url);
        await page.getByTestId(`language-${language}`).click();
        for (const [game, icons, sections] of [
          ['battle-dice', '[data-rules-marks] [data-ability]', 10],
          ['troll-dice', '[data-rules-marks] .die', 9],
        ] as const) {
          await page.getByTestId(`rules-${game}`).click();
          await page.getByTestId('rules').waitFor();
          expect(await page.locator('[data-testid="rules"] section [data-rules-marks]').count()).toBe(sections);
          expect(await smallestIcon(page, icons)).toBeGreaterThanOrEqual(28 * scale);
          await screenshot(page, `dice-room-rules-${game}-${language}-${sizeName(viewport)}`);
          await page.keyboard.press('Escape');
          await page.getByTestId(`rules-${game}`).waitFor();
        }
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }
});

/**
 * How long a Trolldilemma round's end keeps the room waiting at normal animation speed: in
 * Debian's Chromium, one human behind the curtain and three smart bots, seeded matches. The
 * clock runs from the round's last secret choice (the human's, made once the bots have chosen)
 * until a human can act again — the next curtain, the human's RESTOCK, or the winner panel —
 * with the table done playing. Bots move at the Host's normal pace, as in a real room.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { startWebServer } from '../../electron/main/web-server';
import { InProcessBotRunner } from '../../electron/main/bot-runner';
import type { MatchUpdate } from '../../electron/shared/api';
import { openBrowser } from './browser';
import { figure, fmt, heading, median } from './measure';

const rendererDir = 'out/renderer';
const HUMAN = 0;

/** what the TV is waiting for once it has caught up */
type Moment = 'curtain' | 'restock' | 'over';

/** In the page: the moment a human can act, and the ms since `since` (performance.now()) when it came. */
function whenHumanCanAct(page: Page, since: number | null): Promise<{ moment: Moment; phase: string; ms: number }> {
  return page.evaluate(async (start) => {
    const frame = () => new Promise<void>((done) => requestAnimationFrame(() => done()));
    const enabled = (selector: string) => {
      const button = document.querySelector<HTMLButtonElement>(selector);
      return button !== null && !button.disabled;
    };
    for (;;) {
      const table = document.querySelector<HTMLElement>('.trolldilemma-table');
      const over = document.querySelector('[data-testid="winner"]') !== null;
      const settled = table?.dataset.playing === 'false';
      const moment = over
        ? 'over'
        : settled && enabled('[data-testid="hand-off-curtain"] button')
          ? 'curtain'
          : settled && enabled('[data-testid="restock-chooser"] button.pass')
            ? 'restock'
            : null;
      if (moment) return { moment, phase: table?.dataset.phase ?? '', ms: start === null ? 0 : performance.now() - start };
      await frame();
    }
  }, since) as Promise<{ moment: Moment; phase: string; ms: number }>;
}

/** In the page: clicks `selector` and returns when it did (performance.now()). */
const clickAt = (page: Page, selector: string) =>
  page.evaluate((target) => {
    document.querySelector<HTMLElement>(target)!.click();
    return performance.now();
  }, selector);

export async function benchTrolldilemmaPace(scratch: string, rounds = 15): Promise<void> {
  heading(`Browser (Debian Chromium): a Trolldilemma round's end at normal animation speed, 1 human + 3 bots`);
  const server = await startWebServer({
    dbPath: join(scratch, 'trolldilemma-pace.sqlite'),
    rendererDir,
    port: 0,
    seed: 23,
    botRunner: new InProcessBotRunner(),
  });
  const { browser, page } = await openBrowser();
  await page.addInitScript(() => localStorage.setItem('troll-night.turn-cards-seen', JSON.stringify(['trolldilemma'])));
  const host = server.host;
  let latest: MatchUpdate | null = null;
  const stop = host.onMatchUpdate((update) => (latest = update));
  const roundEnds: number[] = [];
  const afterPass: number[] = [];
  try {
    await host.setSettings({ animationSpeed: 'normal' });
    while (roundEnds.length < rounds) {
      const created = await host.createMatch({
        game: 'trolldilemma',
        seats: [
          { name: 'Ada', color: 'orange', symbol: 'circle', kind: { type: 'human' } as const },
          { name: 'Bert', color: 'sky', symbol: 'square', kind: { type: 'bot', level: 'smart' } as const },
          { name: 'Cleo', color: 'green', symbol: 'triangle', kind: { type: 'bot', level: 'smart' } as const },
          { name: 'Dag', color: 'yellow', symbol: 'diamond', kind: { type: 'bot', level: 'smart' } as const },
        ],
      });
      if (!created.ok) throw new Error(created.error.code);
      const id = created.value.summary.id;
      latest = created.value;
      await page.goto(server.url);
      await page.getByTestId(`resume-${id}`).click();
      await page.getByTestId('match').waitFor();
      /** when the human's last action that the clock counts from was made, and what it was */
      let since: { at: number; kind: 'secret' | 'pass' } | null = null;
      while (roundEnds.length < rounds) {
        const { moment, phase, ms } = await whenHumanCanAct(page, since?.at ?? null);
        // a throw followed by the Troll'ey's pointing is no round's end: the clock restarts at the pointing
        if (since && !(since.kind === 'secret' && phase === 'trolley')) (since.kind === 'secret' ? roundEnds : afterPass).push(ms);
        since = null;
        if (moment === 'over') break;
        if (moment === 'restock') {
          since = { at: await clickAt(page, '[data-testid="restock-chooser"] button.pass'), kind: 'pass' };
          continue;
        }
        // the bots choose first, so the human's choice is the round's last secret one
        const othersChoosing = () => latest!.activeSeats.some((seat) => seat !== HUMAN);
        while (othersChoosing()) await new Promise((done) => setTimeout(done, 5));
        await page.locator('[data-testid="hand-off-curtain"] button').first().click();
        await page.locator('[data-testid="redirect-chooser"], [data-testid="trolley-chooser"]').first().waitFor();
        if ((await page.getByTestId('trolley-chooser').count()) > 0) {
          since = { at: await clickAt(page, '[data-testid="trolley-chooser"] button[data-side="left"]'), kind: 'secret' };
          continue;
        }
        // every card at the next troll
        const cards = page.locator('[data-testid="redirect-chooser"] [data-card]');
        for (let card = 0; card < (await cards.count()); card++) await cards.nth(card).locator('button[data-target="1"]').click();
        since = { at: await clickAt(page, '[data-testid="redirect-chooser"] button.throw'), kind: 'secret' };
      }
    }
    figure(`${roundEnds.length} rounds: last secret choice → a human can act, median`, `${fmt(median(roundEnds) / 1000, 2)} s (aim ≤ 5 s)`);
    figure('slowest', `${fmt(Math.max(...roundEnds) / 1000, 2)} s`);
    if (afterPass.length > 0) figure(`${afterPass.length} human RESTOCK passes → a human can act, median`, `${fmt(median(afterPass) / 1000, 2)} s`);
  } finally {
    stop();
    await browser.close();
    await server.close();
  }
}

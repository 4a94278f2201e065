/**
 * TRÔL end to end: the real web server and Debian's Chromium. Ada plays on the TV, every turn of
 * hers behind the hand-off curtain; Bert plays from his phone (390×844, touch), so the table
 * stays in view while he chooses; Cleo is a bot. The match is played to its end, where the
 * eliminations are shown. Screenshots in English and French: the table by day, by night with
 * face-down cards, a hunt being resolved with its dice and a question, the eliminations, and
 * the phone hand.
 */
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { settle } from './support/layout-faults';
import { openPage, seatPlayers, useSession } from './support/session';
import { startServer } from './support/web-server';

const session = useSession();

const BERT = 1;

/** Bert's phone: its own context, held upright, with touch. */
async function openPhone(browser: Browser, tv: Page, seat: number): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  await tv.getByTestId(`phone-invite-${seat}`).click();
  const shown = tv.locator(`[data-testid="phone-short-url"][data-seat="${seat}"]`);
  await shown.waitFor();
  // the link names the machine's network address: the test dials the same port and path on 127.0.0.1
  const link = new URL(`http://${((await shown.textContent()) ?? '').trim()}`);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`http://127.0.0.1:${link.port}${link.pathname}`);
  await page.getByTestId('phone-page').waitFor();
  return { context, page, errors };
}

/** What the TV waits on once the table has caught up, if anything. */
type TvMoment = 'over' | 'curtain' | 'private' | 'prompt';

function tvMoment(tv: Page): Promise<TvMoment | null> {
  return tv.evaluate(() => {
    if (document.querySelector('[data-testid="winner"]')) return 'over';
    const table = document.querySelector('.trol-table');
    if (!table || table.getAttribute('data-playing') !== 'false') return null;
    const enabled = (selector: string) => {
      const button = document.querySelector<HTMLButtonElement>(selector);
      return button !== null && !button.disabled;
    };
    if (enabled('[data-testid="hand-off-curtain"] button')) return 'curtain';
    if (enabled('[data-testid="private-screen"] button[data-card], [data-testid="private-screen"] [data-testid="prompt-chooser"] button')) return 'private';
    if (enabled('.middle [data-testid="prompt-chooser"] button')) return 'prompt';
    return null;
  });
}

function phoneMoment(phone: Page): Promise<'turn' | 'prompt' | null> {
  return phone.evaluate(() => {
    const enabled = (selector: string) => {
      const button = document.querySelector<HTMLButtonElement>(selector);
      return button !== null && !button.disabled;
    };
    if (enabled('[data-testid="hand-chooser"] .hand button')) return 'turn';
    if (enabled('[data-testid="prompt-chooser"] button')) return 'prompt';
    return null;
  });
}

const actionCount = async (tv: Page) => Number(await tv.getByTestId('match').getAttribute('data-action-count'));

/** Waits until the Host has taken the move just made (the TV's count of actions goes up). */
async function moved(tv: Page, before: number): Promise<void> {
  await expect.poll(() => actionCount(tv)).toBeGreaterThan(before);
}

/** the testid of the focused element, or what the focused button is, for the keys a player presses */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (active?.hasAttribute('data-card')) return 'card';
    if (active?.hasAttribute('data-place') || active?.hasAttribute('data-trigger')) return 'row';
    return active?.closest('[data-testid]')?.getAttribute('data-testid') ?? null;
  });

/** Taps a card of a phone's hand, and waits until the phone shows it picked. */
async function pickOnPhone(card: Locator): Promise<void> {
  if ((await card.getAttribute('aria-pressed')) !== 'true') await card.tap();
  await expect.poll(() => card.getAttribute('aria-pressed')).toBe('true');
}

/** Taps a language button of the phone, and waits until the phone speaks it. */
async function phoneSpeaks(phone: Page, button: 'EN' | 'FR'): Promise<void> {
  await phone.getByRole('button', { name: button, exact: true }).tap();
  await expect.poll(() => phone.evaluate(() => document.documentElement.lang)).toBe(button.toLowerCase());
}

describe('TRÔL in the browser', () => {
  it('plays a match through the curtain and from a phone, answers the hunts’ questions, and ends on the eliminations', async () => {
    const server = await startServer(join(session.scratch, 'trol.sqlite'), { token: 'e2e-trol-0123456789', seed: 4, phonePort: 0 });
    const { page: tv, errors } = await openPage(session.browser);
    const sent: string[] = [];
    tv.on('websocket', (socket) => socket.on('framesent', (frame) => sent.push(String(frame.payload))));
    const seatViewRequests = () => sent.filter((frame) => frame.includes('"seatView"')).length;
    let phone: Awaited<ReturnType<typeof openPhone>> | null = null;
    try {
      await tv.goto(server.url);
      await tv.getByTestId('animation-off').click();
      await tv.getByTestId('phones-on').click();
      await expect.poll(() => tv.getByTestId('phones-on').getAttribute('aria-pressed')).toBe('true');
      await tv.getByTestId('home-new-game-trol').click();
      await seatPlayers(tv, [
        { name: 'Ada', kind: 'human' },
        { name: 'Bert', kind: 'human' },
        { name: 'Cleo', kind: 'bot', level: 'random' },
      ]);
      // a first game, by day as the rules advise; teams are for four
      expect(await tv.getByTestId('option-teams-on').count()).toBe(0);
      await tv.getByTestId('option-cycle-day').click();
      phone = await openPhone(session.browser, tv, BERT);
      await tv.getByTestId('start-match').click();
      await tv.getByTestId('match').waitFor();
      await phone.page.getByTestId('phone-hand').waitFor();
      const bertsPhone = phone.page;

      /** the same moment in English, then in French (the TV through the home screen's setting, the phone by its own button) */
      const shots = new Set<string>();
      async function bothLanguages(name: string, withPhone = false): Promise<void> {
        if (shots.has(name)) return;
        shots.add(name);
        // what arrives with a fade has arrived
        await settle(tv);
        await screenshot(tv, `trol-${name}-en-1920x1080`);
        if (withPhone) {
          // a card picked: the phone scrolls to where it may go
          await pickOnPhone(bertsPhone.locator('[data-testid="hand-chooser"] .hand button').nth(1));
          await settle(bertsPhone);
          await screenshot(bertsPhone, 'trol-phone-hand-en-390x844');
        }
        await tv.getByTestId('back').click();
        await tv.getByTestId('language-fr').click();
        await tv.locator('[data-testid^="resume-"]').first().click();
        await tv.locator('.trol-table[data-playing="false"]').waitFor();
        if (name === 'finale') await tv.getByTestId('winner-close').click();
        await settle(tv);
        await screenshot(tv, `trol-${name}-fr-1920x1080`);
        if (withPhone) {
          await phoneSpeaks(bertsPhone, 'FR');
          await bertsPhone.locator('button[data-place]:not([disabled])').first().scrollIntoViewIfNeeded();
          await settle(bertsPhone);
          await screenshot(bertsPhone, 'trol-phone-hand-fr-390x844');
          await phoneSpeaks(bertsPhone, 'EN');
        }
        await tv.getByTestId('back').click();
        await tv.getByTestId('language-en').click();
        await tv.locator('[data-testid^="resume-"]').first().click();
        await tv.locator('.trol-table[data-playing="false"]').waitFor();
      }

      let curtains = 0;
      let adasTurns = 0;
      let bertsTurns = 0;
      let questions = 0;
      let over = false;
      for (let moves = 0; moves < 200 && !over; moves++) {
        let moment: { tv: TvMoment | null; phone: 'turn' | 'prompt' | null } = { tv: null, phone: null };
        let before = 0;
        // a moment of the match that both screens show: the phone has caught up with the TV
        await expect
          .poll(async () => {
            before = await actionCount(tv);
            const phoneCount = Number(await bertsPhone.getByTestId('phone-page').getAttribute('data-action-count'));
            moment = { tv: await tvMoment(tv), phone: await phoneMoment(bertsPhone) };
            const settled = phoneCount === before && before === (await actionCount(tv));
            return settled && (moment.tv !== null || moment.phone !== null);
          })
          .toBe(true);

        if (moment.tv === 'over') {
          over = true;
        } else if (moment.tv === 'curtain') {
          // only Ada's turns are behind the curtain: Bert's phone is joined
          expect(await tv.getByTestId('hand-off-curtain').getAttribute('data-player')).toBe('Ada');
          expect(seatViewRequests()).toBe(curtains);
          curtains++;
          await expect.poll(() => focused(tv)).toBe('hand-off-curtain');
          await tv.keyboard.press('Enter');
          await tv.getByTestId('private-screen').waitFor();
          expect(seatViewRequests()).toBe(curtains);
        } else if (moment.tv === 'private') {
          const screen = tv.getByTestId('private-screen');
          if (await screen.locator('[data-testid="hand-chooser"]').count()) {
            adasTurns++;
            if (adasTurns === 1) await screenshot(tv, 'trol-hand-en-1920x1080');
            const cards = screen.locator('.hand button[data-card]');
            if (adasTurns === 1) {
              // the pad's A button (Enter) picks the focused card, then places it where the focus went
              await expect.poll(() => focused(tv)).toBe('card');
              await tv.keyboard.press('Enter');
              await expect.poll(() => focused(tv)).toBe('row');
              await tv.keyboard.press('Enter');
            } else {
              await cards.nth(adasTurns % (await cards.count())).click();
              const trigger = screen.locator('button[data-trigger]:not([disabled])');
              if (adasTurns % 3 === 0 && (await trigger.count())) await trigger.first().click();
              else await screen.locator('button[data-place]:not([disabled])').first().click();
            }
          } else {
            questions++;
            await screen.locator('[data-testid="prompt-chooser"] button').first().click();
          }
          await moved(tv, before);
        } else if (moment.tv === 'prompt') {
          const scene = tv.getByTestId('hunt-scene');
          // a hunt well under way: several dice on the table
          if ((await scene.locator('[data-die]').count()) >= 3) await bothLanguages('hunt');
          questions++;
          await tv.locator('.middle [data-testid="prompt-chooser"] button').first().click();
          await moved(tv, before);
        } else if (moment.phone === 'turn') {
          const cycle = await tv.getByTestId('cycle').getAttribute('data-cycle');
          expect(await tv.getByTestId('waiting').textContent()).toBe('Bert chooses on their phone…');
          if (cycle === 'day' && (await tv.locator('.cards [data-card]').count()) >= 3) await bothLanguages('table-day', true);
          if (cycle === 'night' && (await tv.locator('[data-face-down]').count()) >= 2) await bothLanguages('table-night');
          bertsTurns++;
          const cards = bertsPhone.locator('[data-testid="hand-chooser"] .hand button');
          await pickOnPhone(cards.nth(bertsTurns % (await cards.count())));
          const trigger = bertsPhone.locator('button[data-trigger]:not([disabled])');
          if (bertsTurns % 4 === 0 && (await trigger.count())) await trigger.first().tap();
          else await bertsPhone.locator('button[data-place]:not([disabled])').first().tap();
          await moved(tv, before);
        } else if (moment.phone === 'prompt') {
          questions++;
          await bertsPhone.locator('[data-testid="prompt-chooser"] button').first().tap();
          await moved(tv, before);
        }
      }
      expect(over).toBe(true);
      expect(adasTurns).toBeGreaterThan(3);
      expect(bertsTurns).toBeGreaterThan(3);
      expect(questions).toBeGreaterThan(0);
      expect(curtains).toBeGreaterThanOrEqual(adasTurns);

      // the winner panel says how the finale was won, each player's points, and what the points count
      expect(await tv.getByTestId('winner-rule').textContent()).toMatch(/^The finale went to the (tribe with the most|chiefs’ red dice)/);
      expect(await tv.getByTestId('winner-figures').allTextContents()).toEqual([expect.stringMatching(/^\d+ points?$/), expect.stringMatching(/^\d+ points?$/), expect.stringMatching(/^\d+ points?$/)]);
      expect(await tv.getByTestId('winner-why').textContent()).toContain('Points: 5 to the winning tribe; the others score 1, 2, 3… in the order they left the race.');
      await screenshot(tv, 'trol-winner-en-1920x1080');

      // the end: the eliminations stay on the table behind the winner panel, each step with the figures that decided it
      await tv.getByTestId('winner-close').click();
      const finale = tv.getByTestId('finale');
      await finale.waitFor();
      expect(Number(await finale.getAttribute('data-shown'))).toBeGreaterThanOrEqual(2);
      await tv.getByTestId('finale-winner').waitFor();
      const reasons = await finale.getByTestId('finale-why').allTextContents();
      expect(reasons).toHaveLength(Number(await finale.getAttribute('data-shown')));
      for (const reason of reasons) expect(reason).toMatch(/\d/);
      expect(await finale.getByTestId('finale-points').textContent()).toContain('Points: 5 to the winning tribe');
      await bothLanguages('finale');
      expect([...shots].sort()).toEqual(['finale', 'hunt', 'table-day', 'table-night']);
      await phone.page.getByTestId('phone-result').waitFor();
      expect(errors).toEqual([]);
      expect(phone.errors).toEqual([]);
    } finally {
      await phone?.context.close();
      await tv.close();
      await server.stop();
    }
  });
});

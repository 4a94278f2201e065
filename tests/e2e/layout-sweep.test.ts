/**
 * The layout sweep: every screen and table state, in English and French, on a 1920×1080 TV and
 * a 3840×2160 one, and the phone pages at 390×844, looked at by the page itself
 * (support/layout-faults.ts) for text cut, clamped or covered, controls out of reach, and
 * players' names cut short. Seats carry long names; the table states come from a save file
 * played by the real Host (support/sweep-save.ts), and a move is played from outside while the
 * TV watches, to catch its playback. The failure lists every fault with its screen state.
 * axe-core looks at every state at every size too (about 30 s a size for the whole sweep, against
 * its three minutes): a screen may show, hide or wrap other things at 3840×2160.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../engine/core/types';
import type { PhoneTable } from '../../electron/shared/api';
import { axeFaults } from './support/axe';
import { layoutFaults, describeFaults, faultsThroughPlayback, logEntriesCut, notReadAtOnce, settle } from './support/layout-faults';
import { openPage, useSession, hd, uhd } from './support/session';
import { longNames, writeSweepSave } from './support/sweep-save';
import { startServer } from './support/web-server';
import { wireClient } from './support/wire-client';

const session = useSession();
const phone = { width: 390, height: 844 };
const games = ['troll-dice', 'trolldilemma', 'battle-dice', 'thud', 'trol'];
const phoneOptions = { viewport: phone, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

/** of a seat's legal moves, the one that shows the most when played back: the throw aimed at the most other trolls */
function mostShown(seat: number, legal: Action[]): Action {
  const aimedAtOthers = (action: Action) => {
    const targets = (action as { targets?: unknown[] }).targets ?? [];
    return targets.filter((target) => typeof target === 'number' && target !== seat).length;
  };
  return legal.reduce((best, action) => (aimedAtOthers(action) > aimedAtOthers(best) ? action : best));
}

/**
 * What of the home screen is not in view at once, without scrolling: each game's New game, the
 * Continue of what is going on, and the whole of the settings.
 */
function homeOutOfView(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const missing: string[] = [];
    const inView = (element: Element) => {
      const box = element.getBoundingClientRect();
      for (let node = element.parentElement; node; node = node.parentElement) {
        const clip = node.getBoundingClientRect();
        if (getComputedStyle(node).overflowY !== 'visible' && (box.top < clip.top - 1 || box.bottom > clip.bottom + 1)) return false;
      }
      return box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth;
    };
    for (const button of document.querySelectorAll('[data-testid^="home-new-game-"]')) if (!inView(button)) missing.push(button.getAttribute('data-testid')!);
    const going = document.querySelector('[data-featured] button.primary');
    if (!going || !inView(going)) missing.push('Continue');
    const settings = document.querySelector('[data-testid="settings"]')!;
    for (const part of settings.querySelectorAll('h2, h3, p, button')) if (!inView(part)) missing.push(`settings: ${part.textContent?.trim()}`);
    return missing;
  });
}

/**
 * What must be read at once, without scrolling anything: a hunt's question with its choices and
 * its hunt, and the match log's entries, shown whole or not at all. The log hides a cut entry
 * once the browser reports the cut, so it is asked again until it answers none.
 */
async function readAtOnce(page: Page, state: string): Promise<string[]> {
  let cutEntries = await logEntriesCut(page);
  // the browser's report comes a frame or more later, later still on a busy machine: asked until
  // it has come (a cut that stays is then reported as found)
  await expect.poll(async () => (cutEntries = await logEntriesCut(page))).toEqual([]).catch(() => undefined);
  return [...(await notReadAtOnce(page)), ...cutEntries].map((fault) => `${state} · not read at once · ${fault}`);
}

describe('the layout sweep', () => {
  it('finds no text cut or covered, no control out of reach and no name cut short, on any screen', async () => {
    const dbPath = join(session.scratch, 'sweep.sqlite');
    const swept = await writeSweepSave(dbPath);
    const server = await startServer(dbPath, { seed: 5, phonePort: 0 });
    const wire = await wireClient(server);
    const { page, errors } = await openPage(session.browser);
    /** faults per screen state, in the order visited */
    const found = new Map<string, string[]>();
    /** axe-core's serious and critical violations per screen state */
    const axeFound = new Map<string, string[]>();
    let axeMs = 0;
    /** frames looked at per playback sampled on every frame */
    const sampled = new Map<string, number>();
    /** milliseconds spent on the round ends and the phone's lobby and result, for a note on the sweep's cost */
    let roundEndsMs = 0;
    const shots = process.env.SWEEP_SHOTS;

    async function look(target: Page, state: string, sizes: { width: number; height: number }[]): Promise<void> {
      for (const size of sizes) {
        await target.setViewportSize(size);
        // a screen opened at this size would have scrolled its focused control into view
        await target.evaluate(() => document.activeElement?.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
        await settle(target);
        const name = `${state} · ${size.width}×${size.height}`;
        found.set(name, [...describeFaults(name, await layoutFaults(target, longNames)), ...(await readAtOnce(target, name))]);
        if (shots) await target.screenshot({ path: join(shots, `${name.replace(/[^\w-]+/g, '_')}.png`) });
        const began = performance.now();
        axeFound.set(name, await axeFaults(target, name));
        axeMs += performance.now() - began;
      }
      await target.setViewportSize(sizes[0]);
    }
    const tv = (language: string, state: string) => look(page, `${language} · ${state}`, [hd, uhd]);

    const home = page.locator('[data-testid^="home-new-game-"]').first();
    async function goHome(): Promise<void> {
      await page.getByTestId('back').first().click();
      await home.waitFor();
    }
    /** the table has caught up with the match: nothing left to play back */
    const tableReady = () => page.locator('[data-testid="match"] [data-playing="false"]').first().waitFor();

    try {
      await page.goto(server.url);
      await home.waitFor();
      await page.getByTestId('animation-off').click();
      for (const language of ['en', 'fr']) {
        await page.getByTestId(`language-${language}`).click();
        await expect.poll(() => page.getByTestId(`language-${language}`).getAttribute('aria-pressed')).toBe('true');
        await tv(language, 'home');
        await page.setViewportSize(hd);
        const homeState = `${language} · home, all in view at once · 1920×1080`;
        found.set(homeState, (await homeOutOfView(page)).map((missing) => `${homeState} · out of view · ${missing}`));

        for (const game of games) {
          await page.getByTestId(`home-new-game-${game}`).click();
          await page.getByTestId('seat-kind-0').waitFor();
          const most = page.locator('[data-testid^="seat-count-"]').last();
          if (await most.count()) await most.click();
          // a bot at the game's strongest level: its levels, colours and description share the row with a long name
          const kind = page.getByTestId('seat-kind-1');
          if ((await kind.isEnabled()) && (await kind.getAttribute('data-kind')) !== 'bot') await kind.click();
          const strongest = page.locator('[data-testid^="seat-level-1-"]').last();
          if (await strongest.count()) await strongest.click();
          for (let seat = 0; (await page.getByTestId(`seat-name-${seat}`).count()) > 0; seat++) {
            await page.getByTestId(`seat-name-${seat}`).fill(longNames[seat % longNames.length]);
          }
          await tv(language, `new game ${game}`);
          await goHome();
          await page.getByTestId(`rules-${game}`).click();
          await page.getByTestId('rules').waitFor();
          await tv(language, `rules ${game}`);
          await goHome();
        }

        await page.getByTestId('home-new-campaign').click();
        await page.getByTestId('campaign-name').waitFor();
        await tv(language, 'new campaign');
        await goHome();
        for (const [index, campaign] of (await page.locator('[data-testid^="open-campaign-"]').all()).entries()) {
          const id = await campaign.getAttribute('data-testid');
          await page.getByTestId(id!).click();
          await page.getByTestId('campaign').waitFor();
          // an all-bot campaign plays on by itself: the sweep looks at it as it stands
          const autoplay = page.getByTestId('autoplay');
          if ((await autoplay.count()) && (await autoplay.getAttribute('aria-pressed')) === 'true') {
            await autoplay.click();
            await expect.poll(() => autoplay.getAttribute('aria-pressed')).toBe('false');
          }
          for (const pane of await page.locator('[data-testid^="pane-"]').all()) {
            const paneName = (await pane.getAttribute('data-testid'))!.slice('pane-'.length);
            await pane.click();
            await expect.poll(() => pane.getAttribute('aria-pressed')).toBe('true');
            await tv(language, `campaign ${index + 1} ${paneName}`);
          }
          await goHome();
        }

        for (const match of swept.filter((each) => !each.playbackIn && !each.roundEndIn && !each.phoneResult)) {
          await page.getByTestId(`resume-${match.matchId}`).click();
          await page.getByTestId('match').waitFor();
          await tableReady();
          if (match.finished) {
            await page.getByTestId('winner').waitFor();
            await tv(language, `${match.name} (winner)`);
            await page.getByTestId('winner-close').click();
            await page.getByTestId('winner').waitFor({ state: 'detached' });
          } else if (match.curtain) {
            await page.getByTestId('hand-off-curtain').waitFor();
          }
          await tv(language, match.name);
          if (match.curtain) {
            await page.getByTestId('hand-off-curtain').locator('button').first().click();
            await page.getByTestId('hand-off-curtain').waitFor({ state: 'detached' });
            await tv(language, `${match.name} (private chooser)`);
          }
          await goHome();
        }

        await playback(language);
        const began = performance.now();
        await roundEnds(language);
        roundEndsMs += performance.now() - began;
      }
      await phones();
      const began = performance.now();
      await phoneLobbyAndResult();
      roundEndsMs += performance.now() - began;
    } finally {
      // faults per screen state, for a note on what the sweep found
      const counts = [...found].filter(([, list]) => list.length > 0).map(([state, list]) => `${list.length}\t${state}`);
      console.log(`layout sweep: ${found.size} screen states, ${[...found.values()].flat().length} faults\n${counts.join('\n')}`);
      const axeList = [...axeFound.values()].flat();
      console.log(`axe-core: ${axeFound.size} screen states, ${axeList.length} serious or critical violations, in ${(axeMs / 1000).toFixed(0)} s\n${axeList.join('\n')}`);
      console.log(`round ends and phone lobby and result: ${(roundEndsMs / 1000).toFixed(0)} s; frames looked at:\n${[...sampled].map(([state, frames]) => `${frames}\t${state}`).join('\n')}`);
      wire.close();
      await page.close();
      await server.stop();
    }

    /** a move played from outside (as a phone would) while the TV watches at slow speed */
    async function playback(language: string): Promise<void> {
      await page.getByTestId('animation-slow').click();
      for (const match of swept.filter((each) => each.playbackIn === language)) {
        await page.getByTestId(`resume-${match.matchId}`).click();
        await tableReady();
        const snapshot = await wire.request<{ activeSeats: number[]; legal: Record<number, unknown[]>; summary: { actionCount: number } }>('openMatch', match.matchId);
        const seat = snapshot.activeSeats.find((active) => snapshot.legal[active]?.length)!;
        // the playback may be short: a watch set in the page before the move catches it as it starts
        await page.evaluate(() => {
          const watched = window as unknown as { playbackStarted?: Promise<void> };
          watched.playbackStarted = new Promise<void>((started) => {
            const watch = new MutationObserver(() => {
              if (!document.querySelector('[data-testid="match"] [data-playing="true"]')) return;
              watch.disconnect();
              started();
            });
            watch.observe(document.body, { attributes: true, subtree: true, attributeFilter: ['data-playing'] });
          });
        });
        const action = snapshot.legal[seat].find((legal) => ['roll', 'move'].includes((legal as { type: string }).type));
        if (!action) throw new Error(`${match.name}: no move to play back`);
        await wire.request('act', match.matchId, seat, action, snapshot.summary.actionCount);
        await page.evaluate(() =>
          Promise.race([
            (window as unknown as { playbackStarted: Promise<void> }).playbackStarted,
            new Promise((_, failed) => setTimeout(() => failed(new Error('the move was not played back')), 20_000)),
          ]),
        );
        const state = `${language} · ${match.name} (playback)`;
        found.set(state, describeFaults(state, await layoutFaults(page, longNames)));
        await tableReady();
        await goHome();
      }
      await page.getByTestId('animation-off').click();
    }

    /** each game's phone hand: the seat to play, and one waiting, in both languages */
    async function phones(): Promise<void> {
      await wire.request('setSettings', { phones: true });
      const context = await session.browser.newContext(phoneOptions);
      try {
        for (const match of swept.filter((each) => !each.name.endsWith('start') && !each.finished && !each.playbackIn && !each.roundEndIn && !each.phoneResult)) {
          const snapshot = await wire.request<{ activeSeats: number[]; summary: { seats: unknown[] } }>('openMatch', match.matchId);
          const seats = [snapshot.activeSeats[0], [...snapshot.summary.seats.keys()].find((seat) => !snapshot.activeSeats.includes(seat))].filter(
            (seat): seat is number => seat !== undefined,
          );
          for (const seat of seats) {
            const table = await wire.request<{ invites: { seat: number; url: string }[] }>('invitePhone', match.matchId, seat);
            const link = new URL(table.invites.find((invite) => invite.seat === seat)!.url);
            const hand = await context.newPage();
            await hand.goto(`http://127.0.0.1:${link.port}${link.pathname}`);
            await hand.locator('[data-testid="phone-page"][data-action-count]').waitFor();
            for (const language of ['EN', 'FR']) {
              await hand.getByRole('button', { name: language, exact: true }).click();
              await expect.poll(() => hand.getByRole('button', { name: language, exact: true }).getAttribute('aria-pressed')).toBe('true');
              await look(hand, `phone ${language.toLowerCase()} · ${match.name} · seat ${seat + 1}`, [phone]);
            }
            await hand.close();
          }
        }
      } finally {
        await context.close();
      }
    }

    /**
     * The last secret choice of a round (Trolldilemma's throw, TRÔL's trigger), made from outside
     * while the TV watches at normal speed behind the curtain: the round's end, or the hunt, is
     * looked at on every frame of its playback, at the size it was kept for.
     */
    async function roundEnds(language: string): Promise<void> {
      await page.getByTestId('animation-normal').click();
      for (const match of swept.filter((each) => each.roundEndIn?.language === language)) {
        const size = match.roundEndIn!.size === 'hd' ? hd : uhd;
        await page.setViewportSize(size);
        await page.getByTestId(`resume-${match.matchId}`).click();
        await tableReady();
        await page.getByTestId('hand-off-curtain').waitFor();
        const snapshot = await wire.request<{ privateTurns: number[]; summary: { actionCount: number } }>('openMatch', match.matchId);
        const seat = snapshot.privateTurns[0];
        const view = await wire.request<{ legal: Action[] }>('seatView', match.matchId, seat);
        const ending = view.legal.filter((action) => (action as { type: string }).type === match.roundEndIn!.move);
        const state = `${language} · ${match.name} (playback, every frame) · ${size.width}×${size.height}`;
        const seen = await faultsThroughPlayback(page, longNames, async () => {
          await wire.request('act', match.matchId, seat, mostShown(seat, ending), snapshot.summary.actionCount);
          if (!shots) return;
          // a picture in the middle of it: the throws landing, or the hunt under way
          await page.locator('[data-step="throws"], [data-testid="playback"]').first().waitFor();
          await page.screenshot({ path: join(shots, `${state.replace(/[^\w-]+/g, '_')}.png`) });
        });
        sampled.set(state, seen.frames);
        found.set(
          state,
          seen.faults.flatMap((fault) => describeFaults(`${state} · step ${fault.step}`, [fault])),
        );
        await tableReady();
        await goHome();
      }
      await page.setViewportSize(hd);
      await page.getByTestId('animation-off').click();
    }

    /** a phone's page before its game starts (a lobby's seat link) and at its end (open as the last move is played), in both languages */
    async function phoneLobbyAndResult(): Promise<void> {
      const context = await session.browser.newContext(phoneOptions);
      const openLink = async (table: PhoneTable, seat: number) => {
        const link = new URL(table.invites.find((invite) => invite.seat === seat)!.url);
        const hand = await context.newPage();
        await hand.goto(`http://127.0.0.1:${link.port}${link.pathname}`);
        return hand;
      };
      const bothLanguages = async (hand: Page, state: string) => {
        for (const language of ['EN', 'FR']) {
          await hand.getByRole('button', { name: language, exact: true }).click();
          await expect.poll(() => hand.getByRole('button', { name: language, exact: true }).getAttribute('aria-pressed')).toBe('true');
          await look(hand, `phone ${language.toLowerCase()} · ${state}`, [phone]);
        }
      };
      try {
        const lobby = await wire.request<PhoneTable>('openPhoneLobby', 'trolldilemma');
        const lobbyHand = await openLink(await wire.request<PhoneTable>('invitePhone', lobby.table, 1), 1);
        await lobbyHand.getByTestId('phone-lobby').waitFor();
        await bothLanguages(lobbyHand, 'trolldilemma · lobby · seat 2');
        await lobbyHand.close();

        for (const match of swept.filter((each) => each.phoneResult)) {
          const snapshot = await wire.request<{ legal: Record<number, Action[]>; summary: { actionCount: number; seats: unknown[] } }>('openMatch', match.matchId);
          const hands: Page[] = [];
          for (const seat of snapshot.summary.seats.keys()) {
            const hand = await openLink(await wire.request<PhoneTable>('invitePhone', match.matchId, seat), seat);
            await hand.locator('[data-testid="phone-page"][data-action-count]').waitFor();
            hands.push(hand);
          }
          const seat = Number(Object.keys(snapshot.legal).find((each) => snapshot.legal[Number(each)].length > 0));
          const last = snapshot.legal[seat].find((action) => (action as { type: string }).type === 'accept-end')!;
          await wire.request('act', match.matchId, seat, last, snapshot.summary.actionCount);
          for (const [index, hand] of hands.entries()) {
            await hand.locator(`[data-testid="phone-page"][data-action-count="${snapshot.summary.actionCount + 1}"]`).waitFor();
            // the header's "your turn" line goes when the match is over
            await hand.locator('[data-testid="phone-page"] > [data-testid="phone-turn"]').waitFor({ state: 'detached' });
            await bothLanguages(hand, `${match.name} · the result · seat ${index + 1}`);
            await hand.close();
          }
        }
      } finally {
        await context.close();
      }
    }

    const faults = [...found.values()].flat();
    const violations = [...axeFound.values()].flat();
    expect(errors).toEqual([]);
    expect({ faults, violations }, [...faults, ...violations].join('\n')).toEqual({ faults: [], violations: [] });
  }, 600_000);
});

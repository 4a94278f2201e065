/**
 * Phones as private hands, end to end: the real web server (its phone server on a free port),
 * one Chromium, the TV page at 1920×1080 and each phone in a context of its own at 390×844 with
 * touch. Links are read from the TV (its QR code is decoded from a screenshot) and opened on
 * 127.0.0.1 at the port and path they name: the LAN address a link shows is never dialled.
 *
 * Over 500 lines: one file for phones end to end, since every test shares the same server, TV
 * page and phone contexts set up once.
 */
import { join } from 'node:path';
import type { Browser, BrowserContext, Page, WebSocketRoute } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MatchSnapshot, MatchUpdate, PhoneSnapshot, PhoneState, PhoneWireMessage, WireMessage } from '../../electron/shared/api';
import { applyMatchUpdate } from '../../electron/shared/match-update';
import type { Action, Seat } from '../../engine/core/types';
import type { BattleDiceAction, BattleDiceView } from '../../engine/games/battle-dice/types';
import type { MoveAction } from '../../engine/games/thud/types';
import type { TrolldilemmaView } from '../../engine/games/trolldilemma/types';
import type { TrolView } from '../../engine/games/trol/types';
import type { TrollDiceView } from '../../engine/games/troll-dice/types';
import { screenshot } from './support/browser';
import { layoutFaults } from './support/layout-faults';
import { readQrCode } from './support/qr-code';
import { leaveMatchByKey, openPage, seatPlayers, useSession, type SeatPlan } from './support/session';
import { waitForHumanOrEnd } from './support/troll-dice';
import { startServer, type RunningServer } from './support/web-server';

const session = useSession();

const phoneViewport = { width: 390, height: 844 };

/** A seat's link as the TV shows it, and where a test opens it: the same port and path on 127.0.0.1. */
interface SeatLink {
  seat: Seat;
  /** the short address shown under the QR code, e.g. 192.168.1.20:5180/p/abcd-efgh-… */
  shortUrl: string;
  /** the token, as the link's path writes it */
  token: string;
  local: string;
}

/** A phone: its own browser context, its page, and every frame its page received and sent. */
interface Phone {
  seat: Seat;
  context: BrowserContext;
  page: Page;
  errors: string[];
  received: string[];
  sent: string[];
  /** how many times the phone server told the page its link no longer works */
  refusals: number;
  /** the last state the Host pushed to this phone */
  latest(): PhoneState | null;
}

async function startPhoneServer(name: string, seed: number): Promise<RunningServer> {
  return startServer(join(session.scratch, `${name}.sqlite`), { seed, phonePort: 0 });
}

/** The TV's settings: players may join from their phones; returns the address the TV shows for them. */
async function turnPhonesOn(tv: Page, by: 'click' | 'keyboard' = 'click'): Promise<string> {
  const on = tv.getByTestId('phones-on');
  if (by === 'click') {
    await on.click();
  } else {
    await on.focus();
    await tv.keyboard.press('Enter');
  }
  await expect.poll(() => tv.getByTestId('phones-on').getAttribute('aria-pressed')).toBe('true');
  const address = (await tv.getByTestId('phone-address').locator('.path').textContent())?.trim() ?? '';
  expect(address).toMatch(/^http:\/\/[^/]+:\d+$/);
  return address;
}

/** A new game of `game` with these seats, animations off, on the new-game screen (phones on). */
async function newGame(tv: Page, game: string, seats: SeatPlan[]): Promise<void> {
  await tv.getByTestId('animation-off').click();
  await tv.getByTestId(`home-new-game-${game}`).click();
  await seatPlayers(tv, seats);
}

/** The link the TV shows for `seat` (made by pressing its button when it has none yet). */
async function seatLink(tv: Page, seat: Seat, make = true): Promise<SeatLink> {
  const shown = tv.locator(`[data-testid="phone-short-url"][data-seat="${seat}"]`);
  if (make) await tv.getByTestId(`phone-invite-${seat}`).click();
  await shown.waitFor();
  const shortUrl = ((await shown.textContent()) ?? '').trim();
  const url = new URL(`http://${shortUrl}`);
  const token = /^\/p\/([\w-]+)$/.exec(url.pathname)?.[1] ?? '';
  expect(token).not.toBe('');
  return { seat, shortUrl, token, local: `http://127.0.0.1:${url.port}${url.pathname}` };
}

/** The QR code the TV shows for `seat`. */
const seatQr = (tv: Page, seat: Seat) => tv.locator(`[data-testid="phone-qr"][data-seat="${seat}"]`);

/**
 * The phone's line to the phone server, which a test can cut (both ends of its WebSocket close,
 * and new ones are refused) and give back, as when a phone sleeps or loses the Wi-Fi.
 */
interface PhoneLine {
  cut(): Promise<void>;
  restore(): void;
}

async function cuttableLine(context: BrowserContext): Promise<PhoneLine> {
  let down = false;
  const open = new Set<{ page: WebSocketRoute; server: WebSocketRoute }>();
  await context.routeWebSocket(/\/phone-api\?/, (page) => {
    if (down) return page.close({ code: 4000, reason: 'offline' });
    const ends = { page, server: page.connectToServer() };
    open.add(ends);
    page.onClose(() => open.delete(ends));
  });
  return {
    async cut() {
      down = true;
      for (const ends of [...open]) {
        open.delete(ends);
        await ends.server.close();
        await ends.page.close({ code: 4000, reason: 'offline' });
      }
    },
    restore: () => (down = false),
  };
}

async function openPhone(
  browser: Browser,
  link: SeatLink,
  options: { line?: (context: BrowserContext) => Promise<void>; locale?: string } = {},
): Promise<Phone> {
  const context = await browser.newContext({ viewport: phoneViewport, hasTouch: true, isMobile: true, deviceScaleFactor: 2, locale: options.locale });
  await options.line?.(context);
  const page = await context.newPage();
  const phone: Phone = {
    seat: link.seat,
    context,
    page,
    errors: [],
    received: [],
    sent: [],
    refusals: 0,
    latest() {
      for (let i = this.received.length - 1; i >= 0; i--) {
        const message = JSON.parse(this.received[i]) as PhoneWireMessage;
        if ('push' in message) return message.state;
      }
      return null;
    },
  };
  page.on('pageerror', (error) => phone.errors.push(error.message));
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/phone-api' && response.status() === 401) phone.refusals++;
  });
  page.on('websocket', (socket) => {
    socket.on('framereceived', (frame) => phone.received.push(String(frame.payload)));
    socket.on('framesent', (frame) => phone.sent.push(String(frame.payload)));
  });
  await page.goto(link.local);
  await page.getByTestId('phone-page').waitFor();
  return phone;
}

const matchOf = (phone: Phone): PhoneSnapshot | null => {
  const state = phone.latest();
  return state?.kind === 'match' ? state.match : null;
};

const tvActionCount = async (tv: Page) => Number(await tv.getByTestId('match').getAttribute('data-action-count'));

/** Waits until the phone page shows the last state the Host sent it, and it is this phone's turn. */
async function waitForTurn(phone: Phone, game: string): Promise<void> {
  await expect.poll(() => matchOf(phone)?.legal.length ?? 0, { message: `${game}: the phone's turn` }).toBeGreaterThan(0);
  const shown = phone.page.getByTestId('phone-page');
  // a bot choosing at the same time may move the match on meanwhile: the page catches up with the latest state
  await expect
    .poll(async () => (await shown.getAttribute('data-action-count')) === String(matchOf(phone)?.summary.actionCount))
    .toBe(true);
}

/**
 * Waits for the Host's answer to every move the phone sent (its new state comes just before),
 * and checks that each was accepted.
 */
async function waitForAnswers(phone: Phone): Promise<void> {
  const answers = () => phone.received.map((frame) => JSON.parse(frame) as PhoneWireMessage).filter((message) => 'id' in message);
  await expect.poll(() => answers().length).toBe(phone.sent.length);
  for (const answer of answers()) expect(answer.result).toEqual({ ok: true, value: null });
}

/** Keeps watch on the TV page: did a hand-off curtain ever come down? */
async function watchForCurtain(tv: Page): Promise<() => Promise<boolean>> {
  await tv.evaluate(() => {
    const seen = { curtain: false };
    (window as unknown as { curtainSeen: typeof seen }).curtainSeen = seen;
    const look = () => {
      if (document.querySelector('[data-testid="hand-off-curtain"]')) seen.curtain = true;
    };
    look();
    new MutationObserver(look).observe(document.body, { childList: true, subtree: true });
  });
  return () => tv.evaluate(() => (window as unknown as { curtainSeen: { curtain: boolean } }).curtainSeen.curtain);
}

/**
 * One Trolldilemma decision on the phone whose turn it is, by tapping, following one of its
 * legal actions: each card's target then Throw, a side of the Troll'ey, or an item to buy (and
 * whom it is aimed at) or Pass. Returns the action played.
 */
async function playTrolldilemmaTurn(phone: Phone): Promise<Action> {
  const match = matchOf(phone)!;
  const { page } = phone;
  const view = match.view as TrolldilemmaView;
  const action = match.legal[(view.round * 5 + phone.seat * 3) % match.legal.length];
  if (action.type === 'throw') {
    const targets = action.targets as (Seat | 'middle')[];
    const chooser = page.getByTestId('redirect-chooser');
    const rows = chooser.locator('[data-card]');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(view.trolls[phone.seat].hand.length);
    for (const [card, target] of targets.entries()) await rows.nth(card).locator(`button[data-target="${target}"]`).tap();
    await chooser.locator('button.throw').tap();
  } else if (action.type === 'point') {
    await page.locator(`[data-testid="trolley-chooser"] button[data-side="${action.side}"]`).tap();
  } else {
    const chooser = page.getByTestId('restock-chooser');
    await chooser.waitFor();
    // the chooser may still be aiming the item just bought: back to the market first
    if (await chooser.locator('button.back').count()) await chooser.locator('button.back').tap();
    if (action.type === 'pass') {
      await chooser.locator('button.pass').tap();
    } else {
      await chooser.locator(`.items button.buy[data-buy="${action.item}"]`).tap();
      if (action.target !== undefined) await chooser.locator(`.buys button.buy[data-target="${action.target}"]`).tap();
    }
  }
  return action;
}

/**
 * The table's view and log at each action count, as the TV page built them from the frames it
 * received (whole snapshots and changes, folded the way the page folds them).
 */
function tableViews(tvFrames: string[]): Map<number, Pick<MatchSnapshot, 'view' | 'log'>> {
  const views = new Map<number, Pick<MatchSnapshot, 'view' | 'log'>>();
  let snapshot: MatchSnapshot | null = null;
  for (const frame of tvFrames) {
    const message = JSON.parse(frame) as WireMessage;
    let update: MatchUpdate | undefined;
    if ('push' in message) {
      if (message.push === 'match-update') update = message.update;
    } else if (message.result.ok) {
      const value = message.result.value as Partial<MatchUpdate> | null;
      if (value && typeof value === 'object' && 'revision' in value && 'kind' in value) update = value as MatchUpdate;
    }
    if (!update) continue;
    snapshot = applyMatchUpdate(snapshot, update);
    if (snapshot) views.set(snapshot.summary.actionCount, { view: snapshot.view, log: snapshot.log });
  }
  return views;
}

/**
 * Thud on the phone: tap a piece, then its destination. A plain move when there is one (no dwarf
 * it could club, so no choice of whom to club opens); else the blow as the phone offers it.
 */
async function playThudMove(phone: Phone): Promise<void> {
  const moves = matchOf(phone)!.legal.filter((action): action is MoveAction => action.type === 'move');
  const sameSquares = (a: MoveAction, b: MoveAction) => a.from === b.from && a.to === b.to;
  const plain = moves.find((move) => moves.filter((other) => sameSquares(move, other)).length === 1 && move.captures.length === 0);
  const move = plain ?? moves[0];
  const board = phone.page.getByTestId('thud-phone-board');
  await board.getByRole('button', { name: move.from, exact: true }).tap();
  await expect.poll(() => phone.page.getByTestId('phone-hand').getAttribute('data-picked')).toBe(move.from);
  await board.getByRole('button', { name: move.to, exact: true }).tap();
  // a troll's blow that could spare some dwarves is confirmed as the phone offers it
  if (!plain) await phone.page.locator('.actions button.primary').tap();
}

/** Troll Dice on the phone: roll, or hand the chosen club die to the first troll offered. */
async function playTrollDiceMove(phone: Phone): Promise<void> {
  const hand = phone.page.getByTestId('phone-hand');
  const [action] = matchOf(phone)!.legal;
  if (action.type === 'roll') await hand.locator('button.roll').tap();
  else await hand.locator('.targets button').first().tap();
}

/** Battle Dice on the phone: a hero in the draft (open it, then "Pick the …"), or the heroes to roll. */
async function playBattleDiceMove(phone: Phone): Promise<void> {
  const match = matchOf(phone)!;
  const hand = phone.page.getByTestId('phone-hand');
  const action = match.legal[0] as BattleDiceAction;
  if (action.type === 'pick') {
    const hero = hand.locator(`[data-hero="${action.hero}"]`);
    await hero.locator('button.toggle').tap();
    await hero.locator('button.pick').tap();
  } else if (action.type === 'roll') {
    const view = match.view as BattleDiceView;
    for (const id of view.players[phone.seat].team) {
      const button = hand.locator(`[data-roll-hero="${id}"]`);
      if ((await button.getAttribute('aria-pressed')) !== String(action.heroes.includes(id))) await button.tap();
    }
    await hand.getByTestId('roll').tap();
  } else {
    throw new Error(`no tap planned for ${action.type}`);
  }
}

const otherGames: { game: string; bot: string; moves: number; play: (phone: Phone) => Promise<void> }[] = [
  { game: 'thud', bot: 'easy', moves: 3, play: playThudMove },
  { game: 'troll-dice', bot: 'random', moves: 4, play: playTrollDiceMove },
  { game: 'battle-dice', bot: 'random', moves: 4, play: playBattleDiceMove },
];

/**
 * A phone server with animations off, the TV page open on it, and the phones a test opens: all
 * closed afterwards, and neither the TV nor any phone may have hit a page error. `watch` runs
 * before the TV page loads (to record its frames from the first).
 */
async function atTable(
  name: string,
  seed: number,
  test: { watch?: (tv: Page) => void; play: (table: { tv: Page; phones: Phone[] }) => Promise<void> },
): Promise<void> {
  const server = await startPhoneServer(name, seed);
  const { page: tv, errors } = await openPage(session.browser);
  const phones: Phone[] = [];
  try {
    test.watch?.(tv);
    await tv.goto(server.url);
    await test.play({ tv, phones });
    expect(errors).toEqual([]);
    for (const phone of phones) expect(phone.errors).toEqual([]);
  } finally {
    for (const phone of phones) await phone.context.close();
    await tv.close();
    await server.stop();
  }
}

/** The games as two phones play them against each other (Trolldilemma needs a third troll: a bot). */
const publicTables: { game: string; seats: SeatPlan[]; rows: number }[] = [
  { game: 'trolldilemma', seats: [{ name: 'Éloïse-Marguerite Ursule', kind: 'human' }, { name: 'Bartholomew Thunderbelly', kind: 'human' }, { kind: 'bot', level: 'random' }], rows: 3 },
  { game: 'troll-dice', seats: [{ name: 'Éloïse-Marguerite Ursule', kind: 'human' }, { name: 'Bartholomew Thunderbelly', kind: 'human' }], rows: 2 },
  { game: 'trol', seats: [{ name: 'Éloïse-Marguerite Ursule', kind: 'human' }, { name: 'Bartholomew Thunderbelly', kind: 'human' }], rows: 0 },
  { game: 'battle-dice', seats: [{ name: 'Éloïse-Marguerite Ursule', kind: 'human' }, { name: 'Bartholomew Thunderbelly', kind: 'human' }], rows: 0 },
  { game: 'thud', seats: [{ name: 'Éloïse-Marguerite Ursule', kind: 'human' }, { name: 'Bartholomew Thunderbelly', kind: 'human' }], rows: 0 },
];

const pageLanguage = (phone: Phone) => phone.page.evaluate(() => document.documentElement.lang);

/** The phone of the two whose turn it is not, once the other one's turn has come (both showing what the Host sent). */
async function waitingPhone(pair: Phone[], game: string): Promise<Phone> {
  const turns = () => pair.map((phone) => matchOf(phone)?.legal.length ?? -1);
  await expect.poll(() => turns().some((count) => count > 0) && turns().some((count) => count === 0), { message: `${game}: one phone waits on the other` }).toBe(true);
  for (const phone of pair) {
    await expect.poll(() => phone.page.getByTestId('phone-page').getAttribute('data-action-count')).toBe(String(matchOf(phone)!.summary.actionCount));
  }
  return pair.find((phone) => matchOf(phone)!.legal.length === 0)!;
}

/** The words the phone page breaks over two lines between two letters, as the layout sweep finds them. */
async function wordsBroken(page: Page): Promise<string[]> {
  const faults = await layoutFaults(page, []);
  return faults.filter((fault) => fault.kind === 'broken').map((fault) => `${fault.detail} in ${fault.element}`);
}

/** The phone scrolled down to its public table, as its player sees it there. */
async function tableShot(phone: Phone, name: string): Promise<void> {
  await phone.page.getByTestId('phone-public-table').scrollIntoViewIfNeeded();
  await screenshot(phone.page, name);
}

describe('phones as private hands', () => {
  it('open in the table’s language, switch on the phone, and show the public table between turns in every game', () =>
    atTable('public-table', 3, {
      play: async ({ tv, phones }) => {
        await tv.getByTestId('language-fr').click();
        await turnPhonesOn(tv);
        let last: { waiting: Phone; playing: Phone } | undefined;
        for (const { game, seats, rows } of publicTables) {
          await newGame(tv, game, seats);
          const pair: Phone[] = [];
          // phones set to English: the table's French comes from the TV, not from the phone
          for (const seat of [0, 1]) pair.push(await openPhone(session.browser, await seatLink(tv, seat), { locale: 'en-US' }));
          phones.push(...pair);
          await tv.getByTestId('start-match').click();
          await tv.getByTestId('match').waitFor();
          for (const phone of pair) {
            await phone.page.getByTestId('phone-hand').waitFor();
            await expect.poll(() => pageLanguage(phone)).toBe('fr');
            expect(await phone.page.getByRole('button', { name: 'FR', exact: true }).getAttribute('aria-pressed')).toBe('true');
          }

          let waiting = await waitingPhone(pair, game);
          // Thud tells nothing before the first move: one move, and the phone that made it follows the other's turn
          if (game === 'thud') {
            await playThudMove(pair.find((phone) => phone !== waiting)!);
            await expect.poll(() => matchOf(waiting)!.legal.length).toBeGreaterThan(0);
            waiting = await waitingPhone(pair, game);
            expect(await waiting.page.getByTestId('phone-recent').locator('li').last().textContent()).toMatch(/\S/);
          }
          const playing = pair.find((phone) => phone !== waiting)!;
          // the player whose turn it is sees their choice, not the table; the other follows the table
          expect(await playing.page.getByTestId('phone-public-table').count()).toBe(0);
          const table = waiting.page.getByTestId('phone-public-table');
          await table.waitFor();
          expect(await table.getByRole('heading', { level: 2 }).textContent()).toBe('À la table');
          // every player's standing, this phone's own marked, whole names (never cut)
          expect(await table.getByTestId('phone-seat-row').count()).toBe(rows);
          if (rows > 0) {
            const mine = table.locator(`[data-testid="phone-seat-row"][data-seat="${waiting.seat}"]`);
            expect(await mine.textContent()).toContain('vous');
            expect(await table.getByTestId('phone-seat-row').allTextContents()).toEqual(
              expect.arrayContaining([expect.stringContaining('Bartholomew Thunderbelly'), expect.stringContaining('Éloïse-Marguerite Ursule')]),
            );
          }
          if (game === 'trol') expect(await table.locator('[data-tribe]').count()).toBeGreaterThan(0);
          expect(await wordsBroken(waiting.page), `${game}: words broken on the phone`).toEqual([]);
          expect(await wordsBroken(playing.page), `${game}: words broken on the phone`).toEqual([]);
          await screenshot(waiting.page, `phone-table-${game}-fr-390x844`);
          await tableShot(waiting, `phone-table-${game}-fr-390x844-scrolled`);

          // the waiting player reads English: the phone switches, the other phone stays with the table
          await waiting.page.getByRole('button', { name: 'EN', exact: true }).tap();
          await expect.poll(() => pageLanguage(waiting)).toBe('en');
          expect(await table.getByRole('heading', { level: 2 }).textContent()).toBe('At the table');
          expect(await pageLanguage(playing)).toBe('fr');
          expect(await wordsBroken(waiting.page), `${game}: words broken on the phone`).toEqual([]);
          await screenshot(waiting.page, `phone-table-${game}-en-390x844`);
          await tableShot(waiting, `phone-table-${game}-en-390x844-scrolled`);
          await screenshot(playing.page, `phone-turn-${game}-fr-390x844`);

          // TRÔL's hands are private: no frame to a phone holds another tribe's hand
          if (game === 'trol') {
            for (const phone of pair) {
              for (const frame of phone.received) {
                const message = JSON.parse(frame) as PhoneWireMessage;
                if (!('push' in message) || message.state.kind !== 'match') continue;
                for (const tribe of (message.state.match.view as TrolView).tribes) {
                  if (tribe.owner !== phone.seat) expect(tribe.hand).toBeNull();
                }
              }
            }
          }
          // Troll Dice: an attack played out, its summary on the phone that waits, in whole words too
          if (game === 'troll-dice') {
            const follows = (phone: Phone) => matchOf(phone)!.legal.length === 0 && (matchOf(phone)!.view as TrollDiceView).lastRoll !== null;
            while (!pair.some(follows)) {
              const mover = pair.find((phone) => (matchOf(phone)?.legal.length ?? 0) > 0);
              if (!mover) {
                await expect.poll(() => pair.some((phone) => (matchOf(phone)?.legal.length ?? 0) > 0 || follows(phone))).toBe(true);
                continue;
              }
              await waitForTurn(mover, game);
              const sent = mover.sent.length;
              await playTrollDiceMove(mover);
              await expect.poll(() => mover.sent.length).toBe(sent + 1);
              await waitForAnswers(mover);
            }
            const follower = pair.find(follows)!;
            await expect.poll(() => follower.page.getByTestId('phone-page').getAttribute('data-action-count')).toBe(String(matchOf(follower)!.summary.actionCount));
            await follower.page.locator('[data-testid="phone-hand"] section.summary').waitFor();
            expect(await wordsBroken(follower.page), 'troll-dice: words broken in the last attack').toEqual([]);
            await screenshot(follower.page, `phone-table-troll-dice-last-attack-${await pageLanguage(follower)}-390x844`);
          }
          last = { waiting, playing };
          await leaveMatchByKey(tv);
        }

        // the TV switches to English: a phone whose player picked nothing follows it, one whose player picked keeps its pick
        const { waiting: picker, playing: follower } = last!;
        await picker.page.getByRole('button', { name: 'FR', exact: true }).tap();
        await expect.poll(() => pageLanguage(picker)).toBe('fr');
        await tv.getByTestId('language-en').click();
        await expect.poll(() => pageLanguage(follower)).toBe('en');
        await expect.poll(() => picker.latest()?.language).toBe('en');
        expect(await pageLanguage(picker)).toBe('fr');
      },
    }));


  it('turns phones on, links a seat by QR code, and the TV sees the phone join', () =>
    atTable('join', 1, {
      play: async ({ tv, phones }) => {
        const address = await turnPhonesOn(tv, 'keyboard');
        await screenshot(tv, 'phones-setting-en-1920x1080');

        await newGame(tv, 'troll-dice', [
          { name: 'Ada', kind: 'human' },
          { name: 'Bert', kind: 'human' },
          { kind: 'bot', level: 'random' },
        ]);
        // a human seat can play from a phone; a bot's cannot
        expect(await tv.getByTestId('phone-invite-2').count()).toBe(0);
        const links = [await seatLink(tv, 0), await seatLink(tv, 1)];
        expect(links[0].token).not.toBe(links[1].token);
        for (const link of links) {
          // the QR code holds the link exactly: the address shown, then the seat's token
          const decoded = await readQrCode(seatQr(tv, link.seat));
          expect(decoded).toBe(`http://${link.shortUrl}`);
          expect(decoded!.startsWith(`${address}/p/`)).toBe(true);
          expect(decoded!.endsWith(`/p/${link.token}`)).toBe(true);
          // 26 characters of Crockford's base32 in groups of four: 130 random bits
          expect(link.token.replaceAll('-', '')).toMatch(/^[0-9a-hjkmnp-tv-z]{26}$/);
        }

        await screenshot(tv, 'phones-new-game-en-1920x1080');

        // Ada's phone opens her link before the game starts: it holds her seat
        const ada = await openPhone(session.browser, links[0]);
        phones.push(ada);
        await ada.page.getByTestId('phone-lobby').waitFor();
        await screenshot(ada.page, 'phone-lobby-en-390x844');
        expect(await ada.page.getByTestId('phone-page').getAttribute('data-seat')).toBe('0');
        await expect.poll(() => tv.getByTestId('phone-seat-0').getAttribute('data-joined')).toBe('true');
        expect(await tv.getByTestId('phone-seat-1').getAttribute('data-joined')).toBe('false');
        // a joined seat's QR code goes: it is not for anyone else to scan
        expect(await tv.locator('[data-testid="phone-qr"][data-seat="0"]').count()).toBe(0);

        // the match starts: her phone shows her troll, the TV's header marks her seat as on a phone
        await tv.getByTestId('start-match').click();
        await tv.getByTestId('match').waitFor();
        await ada.page.getByTestId('phone-hand').waitFor();
        expect(await ada.page.getByRole('heading', { level: 1 }).textContent()).toBe('Ada');
        await tv.getByTestId('phone-joined-0').waitFor();
        expect(await tv.getByTestId('phone-joined-1').count()).toBe(0);
        await screenshot(ada.page, 'phone-troll-dice-en-390x844');

        // the same screens in French, on the TV and on the phone (a new lobby leaves the match's links alone)
        await tv.getByTestId('back').click();
        await tv.getByTestId('language-fr').click();
        await screenshot(tv, 'phones-setting-fr-1920x1080');
        await tv.getByTestId('home-new-game-troll-dice').click();
        await seatPlayers(tv, [
          { name: 'Ada', kind: 'human' },
          { name: 'Bert', kind: 'human' },
          { kind: 'bot', level: 'random' },
        ]);
        await tv.getByTestId('phone-invite-1').click();
        await tv.locator('[data-testid="phone-qr"][data-seat="1"]').waitFor();
        await screenshot(tv, 'phones-new-game-fr-1920x1080');
        await ada.page.getByRole('button', { name: 'FR', exact: true }).tap();
        await screenshot(ada.page, 'phone-troll-dice-fr-390x844');
      },
    }));

  it('asks on the TV before taking back a phone’s secret throw, naming its player, and the phone says it was taken back', () =>
    atTable('undo', 3, {
      play: async ({ tv, phones }) => {
        await turnPhonesOn(tv);
        await newGame(tv, 'trolldilemma', [
          { name: 'Ada', kind: 'human' },
          { name: 'Bert', kind: 'human' },
          { kind: 'bot', level: 'random' },
        ]);
        for (const seat of [0, 1]) phones.push(await openPhone(session.browser, await seatLink(tv, seat)));
        for (const seat of [0, 1]) await expect.poll(() => tv.getByTestId(`phone-seat-${seat}`).getAttribute('data-joined')).toBe('true');
        await tv.getByTestId('start-match').click();
        await tv.getByTestId('match').waitFor();

        const throwing = () => phones.find((phone) => matchOf(phone)?.legal.some((action) => action.type === 'throw'));
        /** the phones play the market (the first round has no throws) until one of them has cards to throw in secret */
        async function untilAThrow(): Promise<Phone> {
          for (let turns = 0; !throwing(); turns++) {
            expect(turns).toBeLessThan(20);
            await expect.poll(() => phones.some((phone) => (matchOf(phone)?.legal.length ?? 0) > 0)).toBe(true);
            if (throwing()) break;
            const phone = phones.find((candidate) => (matchOf(candidate)?.legal.length ?? 0) > 0)!;
            await waitForTurn(phone, 'trolldilemma');
            await playTrolldilemmaTurn(phone);
            await waitForAnswers(phone);
          }
          return throwing()!;
        }

        /** the phone throws in secret; the TV's Undo then asks, naming its player, and the room confirms */
        async function throwThenUndo(language: 'en' | 'fr'): Promise<Phone> {
          const phone = await untilAThrow();
          const name = ['Ada', 'Bert'][phone.seat];
          await waitForTurn(phone, 'trolldilemma');
          await playTrolldilemmaTurn(phone);
          await waitForAnswers(phone);
          // the bot may throw meanwhile: the TV and the phone agree once both have its move too
          await expect.poll(async () => (await tvActionCount(tv)) === matchOf(phone)!.summary.actionCount).toBe(true);
          const before = await tvActionCount(tv);
          await tv.keyboard.press('Backspace');
          const question = tv.getByRole('alertdialog');
          await question.waitFor();
          const text = (await question.textContent()) ?? '';
          expect(text).toContain(language === 'en' ? `Undo ${name}’s throw?` : `Annuler le lancer choisi par ${name}\u00a0?`);
          await screenshot(tv, `undo-question-${language}-1920x1080`);
          // nothing is taken back before the room says so
          expect(await tvActionCount(tv)).toBe(before);
          await tv.getByTestId('confirm').click();

          // the phone is told in words, and it is its turn to throw again
          const notice = phone.page.getByTestId('phone-notice');
          await notice.waitFor();
          expect(await notice.textContent()).toContain(language === 'en' ? 'The table took back your move' : 'La table a annulé votre coup');
          await expect.poll(() => matchOf(phone)?.legal.some((action) => action.type === 'throw')).toBe(true);
          await waitForTurn(phone, 'trolldilemma');
          await screenshot(phone.page, `undo-phone-notice-${language}-390x844`);
          // and the TV says whose move it took back
          await expect.poll(() => tv.getByTestId('notice').first().textContent()).toContain(language === 'en' ? `Took back ${name}’s throw` : `le lancer choisi par ${name}`);
          return phone;
        }

        const phone = await throwThenUndo('en');
        await phone.page.getByRole('button', { name: 'OK' }).tap();
        expect(await phone.page.getByTestId('phone-notice').count()).toBe(0);

        // the same in French: the TV switches at home, then resumes the game; the phone switches itself
        await tv.getByTestId('back').click();
        await tv.getByTestId('language-fr').click();
        await tv.locator('[data-testid^="resume-"]').first().click();
        await tv.getByTestId('match').waitFor();
        for (const one of phones) await one.page.getByRole('button', { name: 'FR' }).tap();
        await throwThenUndo('fr');
      },
    }));

  it('plays a whole Trolldilemma from three phones, and no phone ever receives another seat’s secrets', async () => {
    const tvReceived: string[] = [];
    const tvSent: string[] = [];
    await atTable('trolldilemma', 2, {
      watch: (tv) => {
        tv.on('websocket', (socket) => {
          socket.on('framereceived', (frame) => tvReceived.push(String(frame.payload)));
          socket.on('framesent', (frame) => tvSent.push(String(frame.payload)));
        });
      },
      play: async ({ tv, phones }) => {
        await turnPhonesOn(tv);
        await newGame(tv, 'trolldilemma', [
          { name: 'Ada', kind: 'human' },
          { name: 'Bert', kind: 'human' },
          { name: 'Cleo', kind: 'human' },
          { kind: 'bot', level: 'smart' },
        ]);
        const links: SeatLink[] = [];
        for (const seat of [0, 1, 2]) links.push(await seatLink(tv, seat));
        for (const link of links) phones.push(await openPhone(session.browser, link));
        for (const seat of [0, 1, 2]) await expect.poll(() => tv.getByTestId(`phone-seat-${seat}`).getAttribute('data-joined')).toBe('true');
        await tv.getByTestId('start-match').click();
        await tv.getByTestId('match').waitFor();
        const curtainSeen = await watchForCurtain(tv);
        const bot = 3;

        /** what each phone chose in secret, as it sent it: its own pending choice, and nobody else's */
        const choices = new Map<Seat, Action[]>(phones.map((phone) => [phone.seat, []]));
        const counts = { throw: 0, point: 0, buy: 0, pass: 0 };
        let decisions = 0;
        /** every frame the phones were sent so far: what they know changes only with a new one */
        const heard = () => phones.reduce((frames, phone) => frames + phone.received.length, 0);
        while (!phones.every((phone) => matchOf(phone)?.outcome)) {
          const known = heard();
          const phone = phones.find((candidate) => (matchOf(candidate)?.legal.length ?? 0) > 0);
          // in a secret choice the phones wait for the bot, so each game with this seed is the same game
          const phase = phone && (matchOf(phone)!.view as TrolldilemmaView).phase;
          if (!phone || (phase && 'waiting' in phase && phase.waiting.includes(bot))) {
            await expect.poll(heard, { message: 'the Host tells a phone what changed' }).toBeGreaterThan(known);
            continue;
          }
          expect(++decisions).toBeLessThan(200);
          await waitForTurn(phone, 'trolldilemma');
          if (phone.seat === 1 && phase?.kind === 'redirect' && (matchOf(phone)!.view as TrolldilemmaView).round === 2) {
            await phone.page.getByTestId('redirect-chooser').waitFor();
            await screenshot(phone.page, 'phone-trolldilemma-redirect-en-390x844');
            // each target names its troll in whole words ("Yourself" was once broken to "Yoursel / f"), in both languages
            expect(await wordsBroken(phone.page)).toEqual([]);
            await phone.page.getByRole('button', { name: 'FR', exact: true }).tap();
            await expect.poll(() => phone.page.evaluate(() => document.documentElement.lang)).toBe('fr');
            expect(await wordsBroken(phone.page)).toEqual([]);
            await screenshot(phone.page, 'phone-trolldilemma-redirect-fr-390x844');
            await phone.page.getByRole('button', { name: 'EN', exact: true }).tap();
          }
          const action = await playTrolldilemmaTurn(phone);
          counts[action.type as keyof typeof counts]++;
          choices.get(phone.seat)!.push(action);
          await waitForAnswers(phone);
          // the TV waits on the phones, it never brings a curtain down for a phone seat
          expect(await tv.getByTestId('hand-off-curtain').count()).toBe(0);
        }
        // with this seed the game has every kind of decision: throws, a Troll'ey, buying and passing
        for (const kind of ['throw', 'point', 'buy', 'pass'] as const) expect(counts[kind], kind).toBeGreaterThan(0);
        expect(await curtainSeen()).toBe(false);

        // the game is over on the TV, and each phone shows how it went for its troll
        await tv.getByTestId('winner').waitFor();
        for (const phone of phones) {
          await phone.page.getByTestId('phone-result').waitFor();
          expect(await phone.page.getByTestId('phone-result').textContent()).toMatch(/\S/);
        }
        const finalCount = await tvActionCount(tv);
        // the links die with the match: once each phone has been refused, its result is still there
        for (const phone of phones) {
          await expect.poll(() => phone.refusals).toBeGreaterThan(0);
          expect(await phone.page.getByTestId('phone-link-dead').count()).toBe(0);
          expect(await phone.page.getByTestId('phone-result').isVisible()).toBe(true);
        }

        // The frames: each phone got its own seat's state only. Its view of each position is the
        // table's view of that position (as the TV's own frames built it) plus, at most, its own
        // pending choice, which is what it sent itself; its legal actions come only on its turn.
        const views = tableViews(tvReceived);
        expect(views.get(finalCount)).toBeDefined();
        for (const phone of phones) {
          const mine = choices.get(phone.seat)!;
          let states = 0;
          for (const frame of phone.received) {
            const message = JSON.parse(frame) as PhoneWireMessage;
            // no frame to a phone holds a seat's link (its own or another's), nor anything of the TV's protocol
            for (const { token } of links) {
              expect(frame).not.toContain(token);
              expect(frame).not.toContain(token.replaceAll('-', ''));
            }
            expect(frame).not.toContain('"phones"');
            expect(frame).not.toContain('"match-update"');
            if (!('push' in message)) continue;
            expect(message.push).toBe('phone');
            const state = message.state;
            if (state.kind !== 'match') continue;
            states++;
            const { seat, view, legal, activeSeats, summary } = state.match;
            expect(seat).toBe(phone.seat);
            const { mine: pending, ...open } = view as TrolldilemmaView;
            expect(open).toEqual(views.get(summary.actionCount)!.view);
            // what just happened, between turns: the tail of the TV's own log, no secret of anyone's
            const log = views.get(summary.actionCount)!.log;
            expect(state.match.recent).toEqual(log.slice(log.length - state.match.recent.length));
            expect(state.match.recent.length).toBe(Math.min(4, log.length));
            expect(frame).not.toContain('secretly');
            if (pending?.throws) expect(mine.filter((action) => action.type === 'throw').map((action) => action.targets)).toContainEqual(pending.throws);
            if (pending?.side) expect(mine.filter((action) => action.type === 'point').map((action) => action.side)).toContain(pending.side);
            if (legal.length > 0) expect(activeSeats).toContain(phone.seat);
            for (const action of legal) {
              if (action.type === 'throw') expect(action.targets).toHaveLength((open as TrolldilemmaView).trolls[phone.seat].hand.length);
            }
          }
          expect(states).toBeGreaterThan(10);
          // what the phone sent: moves for its own seat, nothing else
          for (const frame of phone.sent) expect(JSON.parse(frame).method).toBe('act');
        }

        // The TV: no private view ever reached it (no pending choice, no secret event), it never
        // asked for one (no curtain), and no phone's state was sent to it. Its frames do carry the
        // seat links: they are for the TV to show.
        expect(tvSent.filter((frame) => frame.includes('"seatView"'))).toEqual([]);
        for (const frame of tvReceived) {
          expect(frame).not.toContain('"mine"');
          expect(frame).not.toContain('thrown-secretly');
          expect(frame).not.toContain('pointed-secretly');
          expect(frame).not.toContain('"visibleTo"');
          expect(frame).not.toContain('"push":"phone"');
        }
      },
    });
  });

  it('reconnects a phone that lost its line by itself, and a new link from the TV ends the old one', () =>
    atTable('reconnect', 1, {
      play: async ({ tv, phones }) => {
        await turnPhonesOn(tv);
        await newGame(tv, 'troll-dice', [
          { name: 'Ada', kind: 'human' },
          { name: 'Bert', kind: 'human' },
          { kind: 'bot', level: 'random' },
        ]);
        const first = await seatLink(tv, 0);
        let line: PhoneLine | undefined;
        const ada = await openPhone(session.browser, first, { line: async (context) => void (line = await cuttableLine(context)) });
        phones.push(ada);
        await tv.getByTestId('start-match').click();
        await tv.getByTestId('match').waitFor();
        await ada.page.getByTestId('phone-hand').waitFor();
        await tv.getByTestId('phone-joined-0').waitFor();

        // the line drops: the phone says it is reconnecting, the TV that the phone has gone
        await line!.cut();
        await expect.poll(() => ada.page.getByTestId('phone-page').getAttribute('data-connected')).toBe('false');
        await expect.poll(() => tv.getByTestId('phone-joined-0').count()).toBe(0);
        // meanwhile the game goes on at the TV: a roll (Ada's seat can still be played there)
        expect(await waitForHumanOrEnd(tv)).toBe('human');
        const before = await tvActionCount(tv);
        await tv.locator('.troll-dice-table button.roll').click();
        await expect.poll(() => tvActionCount(tv)).toBeGreaterThan(before);
        const missed = await tvActionCount(tv);
        expect(matchOf(ada)!.summary.actionCount).toBeLessThan(missed);

        // the line comes back: the phone reconnects by itself and shows the match as it is now
        line!.restore();
        await expect.poll(() => ada.page.getByTestId('phone-page').getAttribute('data-connected'), { timeout: 10_000 }).toBe('true');
        await expect.poll(() => ada.page.getByTestId('phone-page').getAttribute('data-action-count')).toBe(String(await tvActionCount(tv)));
        await expect.poll(() => ada.page.getByTestId('phone-hand').getAttribute('data-phase')).toBe(
          await tv.locator('.troll-dice-table').getAttribute('data-phase'),
        );
        await tv.getByTestId('phone-joined-0').waitFor();

        // Ada's phone is lost: P on the TV, a new link for her seat; the old page says its link is dead
        await tv.keyboard.press('p');
        const dialog = tv.getByTestId('phone-links-dialog');
        await dialog.waitFor();
        expect(await dialog.getByTestId('phone-seat-0').getAttribute('data-joined')).toBe('true');
        await dialog.getByTestId('phone-invite-0').click();
        await ada.page.getByTestId('phone-link-dead').waitFor();
        const second = await seatLink(tv, 0, false);
        expect(second.token).not.toBe(first.token);
        expect(await readQrCode(seatQr(tv, 0))).toBe(`http://${second.shortUrl}`);
        // Bert has no link yet: his seat offers one
        await dialog.getByTestId('phone-invite-1').waitFor();
        await screenshot(tv, 'phone-links-dialog-en-1920x1080');

        // the old link stays dead after a reload; the new one opens Ada's seat
        await ada.page.reload();
        await ada.page.getByTestId('phone-link-dead').waitFor();
        const found = await openPhone(session.browser, second);
        phones.push(found);
        await found.page.getByTestId('phone-hand').waitFor();
        expect(matchOf(found)!.seat).toBe(0);
        await expect.poll(() => dialog.getByTestId('phone-seat-0').getAttribute('data-joined')).toBe('true');

        // the same dialog in French, with a link made for Bert
        await tv.keyboard.press('Escape');
        await leaveMatchByKey(tv);
        await tv.getByTestId('language-fr').click();
        await tv.locator('[data-testid^="resume-"]').first().click();
        await tv.getByTestId('match').waitFor();
        await tv.keyboard.press('p');
        await dialog.getByTestId('phone-invite-1').click();
        await tv.locator('[data-testid="phone-qr"][data-seat="1"] svg').waitFor();
        await screenshot(tv, 'phone-links-dialog-fr-1920x1080');
      },
    }));

  it('plays moves of Thud, Troll Dice and Battle Dice from a phone against a bot', () =>
    atTable('other-games', 1, {
      play: async ({ tv, phones }) => {
        await turnPhonesOn(tv);
        for (const { game, bot, moves, play } of otherGames) {
          await newGame(tv, game, [{ name: 'Ada', kind: 'human' }, { kind: 'bot', level: bot }]);
          const phone = await openPhone(session.browser, await seatLink(tv, 0));
          phones.push(phone);
          await tv.getByTestId('start-match').click();
          await tv.getByTestId('match').waitFor();
          await phone.page.getByTestId('phone-hand').waitFor();
          for (let move = 0; move < moves; move++) {
            // the phone's turn (the bot may move first)
            await waitForTurn(phone, game);
            if (move === moves - 1) await screenshot(phone.page, `phone-${game}-en-390x844`);
            const sent = phone.sent.length;
            await play(phone);
            await expect.poll(() => phone.sent.length, { message: `${game}: move ${move + 1} sent` }).toBe(sent + 1);
            await waitForAnswers(phone);
          }
          // every move was the phone's, and the TV shows them
          expect(phone.sent).toHaveLength(moves);
          await expect.poll(() => tvActionCount(tv)).toBeGreaterThanOrEqual(moves);
          expect(await tv.getByTestId('phone-joined-0').count()).toBe(1);
          await leaveMatchByKey(tv);
        }
      },
    }));
});

/** Browser figures: the built pages' sizes against their budgets, and move-to-table latency in Debian's Chromium. */
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { InProcessBotRunner } from '../../electron/main/bot-runner';
import { startWebServer } from '../../electron/main/web-server';
import type { MatchUpdate } from '../../electron/shared/api';
import { randomSource } from '../../engine/core/rng';
import type { MoveAction } from '../../engine/games/thud/types';
import { figure, fmt, heading, median, percentile } from './measure';
import { budgeted, budgets, heaviestLoad, pageWeight } from './page-weight';

const rendererDir = resolve('out/renderer');

/** What each page downloads, gzipped, against its budget (see `page-weight.ts`). */
export function bundleSize(): void {
  heading('Renderer bundles (out/renderer), gzipped, against their budgets');
  const kib = (bytes: number): string => `${fmt(bytes / 1024)} KiB`;
  for (const [name, budget] of Object.entries(budgets)) {
    const weight = pageWeight(rendererDir, budget.page);
    const heaviest = weight.lazy[0];
    figure(`${name} (${budget.page}): first load`, kib(weight.initialGzip));
    if (heaviest) figure(`${name}: first load + its heaviest lazy load (${heaviest.module})`, kib(heaviestLoad(weight)));
    figure(`${name}: total, every lazy load fetched (${weight.lazy.length} lazy loads)`, kib(weight.totalGzip));
    const counted = budgeted(budget, weight);
    const what = budget.counts === 'total' ? 'the total' : 'first load + heaviest lazy load';
    figure(`${name}: budget for ${what}`, `${kib(budget.bytes)}: ${counted <= budget.bytes ? 'within' : 'OVER'}`);
  }
}

/** What the bench installs in the page: a move's time is measured the same way for every game. */
interface BenchWindow {
  bench: {
    nextFrame(): Promise<void>;
    /**
     * Runs `send` (the click that plays a move) and resolves with the milliseconds until the match
     * screen shows the new action count and the next frame has begun.
     */
    timeUntilShown(send: () => void): Promise<number>;
    /**
     * Watches the match screen for its next action count, a move sent from another page (a
     * phone); `shownAt` then resolves with the time the next frame began, on the clock that
     * pages share (performance.timeOrigin + performance.now()).
     */
    watchNextMove(): void;
    shownAt?: Promise<number>;
  };
}

/**
 * As a string, since it runs inside the page; `__name` stands in for the helper tsx wraps the
 * bench's own page functions in, which does not exist there.
 */
const benchInPage = `
  globalThis.__name = (target) => target;
  const nextFrame = () => new Promise((done) => requestAnimationFrame(() => done()));
  window.bench = {
    nextFrame,
    async timeUntilShown(send) {
      const match = document.querySelector('[data-testid="match"]');
      const before = match.dataset.actionCount;
      const start = performance.now();
      send();
      await new Promise((done) => {
        const observer = new MutationObserver(() => {
          if (match.dataset.actionCount !== before) {
            observer.disconnect();
            done();
          }
        });
        observer.observe(match, { attributes: true, attributeFilter: ['data-action-count'] });
      });
      await nextFrame();
      return performance.now() - start;
    },
    watchNextMove() {
      const match = document.querySelector('[data-testid="match"]');
      const before = match.dataset.actionCount;
      window.bench.shownAt = new Promise((done) => {
        const observer = new MutationObserver(() => {
          if (match.dataset.actionCount === before) return;
          observer.disconnect();
          nextFrame().then(() => done(performance.timeOrigin + performance.now()));
        });
        observer.observe(match, { attributes: true, attributeFilter: ['data-action-count'] });
      });
    },
  };
`;

/** Debian's Chromium, and a 1080p page ready for the bench's in-page helpers. */
export async function openBrowser(): Promise<{ browser: Browser; page: Page }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await page.addInitScript(benchInPage);
  return { browser, page };
}

/**
 * One human move, in the page: click the control that sends it, wait for the match screen to
 * show the new action count, then for the next frame. Returns the milliseconds, or null when
 * the game is over.
 */
function timeOneMove(page: Page): Promise<number | null> {
  return page.evaluate(async () => {
    const { nextFrame, timeUntilShown } = (window as unknown as BenchWindow).bench;
    const match = document.querySelector<HTMLElement>('[data-testid="match"]')!;
    const table = document.querySelector<HTMLElement>('.troll-dice-table')!;
    const ready = () => !table.querySelector('button:disabled') && match.dataset.humanTurn === 'true';
    while (!ready() && table.dataset.phase !== 'over') await nextFrame();
    if (table.dataset.phase === 'over') return null;
    let control: HTMLElement | null;
    if (table.dataset.phase === 'roll') {
      control = table.querySelector('button.roll');
    } else {
      table.querySelector<HTMLElement>('.die-button')!.click();
      while (!(control = table.querySelector('[data-quick-key="1"]'))) await nextFrame();
    }
    return timeUntilShown(() => control!.click());
  });
}

export async function browserLatency(scratch: string): Promise<void> {
  heading('Browser (Debian Chromium): a human move to the updated table, bots excluded');
  const server = await startWebServer({
    dbPath: join(scratch, 'latency.sqlite'),
    rendererDir,
    port: 0,
    botRunner: new InProcessBotRunner(),
  });
  const { browser, page } = await openBrowser();
  try {
    await server.host.setSettings({ animationSpeed: 'off' });
    const samples: number[] = [];
    while (samples.length < 300) {
      const created = await server.host.createMatch({
        game: 'troll-dice',
        seats: [
          { name: 'Ada', color: 'orange', symbol: 'circle' },
          { name: 'Bert', color: 'sky', symbol: 'square' },
          { name: 'Cleo', color: 'green', symbol: 'triangle' },
        ].map((seat) => ({ ...seat, kind: { type: 'human' } as const })),
      });
      if (!created.ok) throw new Error(created.error.code);
      await page.goto(server.url);
      await page.getByTestId(`resume-${created.value.summary.id}`).click();
      await page.getByTestId('match').waitFor();
      for (let elapsed = await timeOneMove(page); elapsed !== null && samples.length < 300; elapsed = await timeOneMove(page)) {
        samples.push(elapsed);
      }
    }
    figure(`${samples.length} moves: median`, `${fmt(median(samples))} ms`);
    figure('p95 (aim < 50 ms)', `${fmt(percentile(samples, 95))} ms`);
  } finally {
    await browser.close();
    await server.close();
  }
}

/**
 * A move tapped on the phone whose turn it is, in Troll Dice with five human seats, each on its
 * own phone page (390×844, touch), the TV page showing the match: the time from the tap to the
 * TV's match screen showing the new action count (and its next frame), across pages on the
 * clock they share.
 */
export async function phoneLatency(scratch: string): Promise<void> {
  heading('Browser (Debian Chromium): a phone move to the updated TV table, five phones connected');
  const server = await startWebServer({
    dbPath: join(scratch, 'phones.sqlite'),
    rendererDir,
    port: 0,
    // the bench dials 127.0.0.1 only: the phone server listens there and its links name it
    phones: { port: 0, listenAddress: '127.0.0.1', lanAddress: () => '127.0.0.1' },
  });
  const { browser, page: tv } = await openBrowser();
  const phones: Page[] = [];
  for (let seat = 0; seat < 5; seat++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await context.addInitScript(benchInPage);
    phones.push(await context.newPage());
  }
  try {
    const host = server.host;
    await host.setSettings({ animationSpeed: 'off', phones: true });
    /** whose turn it is, as the Host last said */
    let latest: MatchUpdate | null = null;
    const stop = host.onMatchUpdate((update) => (latest = update));
    const samples: number[] = [];
    while (samples.length < 100) {
      const created = await host.createMatch({
        game: 'troll-dice',
        seats: [
          { name: 'Ada', color: 'orange', symbol: 'circle' },
          { name: 'Bert', color: 'sky', symbol: 'square' },
          { name: 'Cleo', color: 'green', symbol: 'triangle' },
          { name: 'Dag', color: 'yellow', symbol: 'diamond' },
          { name: 'Eve', color: 'blue', symbol: 'star' },
        ].map((seat) => ({ ...seat, kind: { type: 'human' } as const })),
      });
      if (!created.ok) throw new Error(created.error.code);
      const id = created.value.summary.id;
      latest = created.value;
      for (const [seat, phone] of phones.entries()) {
        const invited = await host.invitePhone(id, seat);
        if (!invited.ok) throw new Error(invited.error.code);
        await phone.goto(invited.value.invites.find((invite) => invite.seat === seat)!.url);
        await phone.getByTestId('phone-hand').waitFor();
      }
      await tv.goto(server.url);
      await tv.getByTestId(`resume-${id}`).click();
      await tv.getByTestId('phone-joined-4').waitFor();
      while (samples.length < 100) {
        const now: MatchUpdate = latest;
        if (now.outcome) break;
        const count = now.summary.actionCount;
        await tv.evaluate(() => (window as unknown as BenchWindow).bench.watchNextMove());
        const tappedAt = await phones[now.activeSeats[0]].evaluate(tapWhenShown, count);
        const shownAt = await tv.evaluate(() => (window as unknown as BenchWindow).bench.shownAt!);
        samples.push(shownAt - tappedAt);
        while (latest.summary.actionCount === count) await new Promise((done) => setTimeout(done, 1));
      }
    }
    stop();
    figure(`${samples.length} moves: median`, `${fmt(median(samples))} ms`);
    figure('p95', `${fmt(percentile(samples, 95))} ms`);
  } finally {
    await browser.close();
    await server.close();
  }
}

/**
 * On a phone page, once it shows the match at action `count` with its turn: taps the roll, or
 * the first troll offered for the club die being handed out. Returns when the tap happened.
 */
async function tapWhenShown(count: number): Promise<number> {
  const { nextFrame } = (window as unknown as BenchWindow).bench;
  const shown = document.querySelector<HTMLElement>('[data-testid="phone-page"]')!;
  const control = () => document.querySelector<HTMLButtonElement>('[data-testid="phone-hand"] :is(button.roll, .targets button):not(:disabled)');
  while (shown.dataset.actionCount !== String(count) || !control()) await nextFrame();
  const tappedAt = performance.timeOrigin + performance.now();
  control()!.click();
  return tappedAt;
}

/** Thud moves with nothing to choose beyond the square: no capture, so no capture chooser opens. */
function plainMoves(update: MatchUpdate): MoveAction[] {
  const [seat] = update.activeSeats;
  const moves = (update.legal[seat] ?? []).filter((action): action is MoveAction => action.type === 'move');
  const pairs = new Map<string, MoveAction[]>();
  for (const move of moves) pairs.set(`${move.from}-${move.to}`, [...(pairs.get(`${move.from}-${move.to}`) ?? []), move]);
  return [...pairs.values()].filter((same) => same.length === 1 && same[0].captures.length === 0).map(([move]) => move);
}

/**
 * One Thud move by mouse: pick the piece, wait for its destination mark, then time the click on
 * the destination until the match screen shows the new action count and the next frame is drawn.
 */
function timeThudMove(page: Page, move: MoveAction): Promise<number> {
  return page.evaluate(async ({ from, to }) => {
    const { nextFrame, timeUntilShown } = (window as unknown as BenchWindow).bench;
    const match = document.querySelector<HTMLElement>('[data-testid="match"]')!;
    const table = document.querySelector<HTMLElement>('.thud-table')!;
    const square = (name: string) => table.querySelector<SVGElement>(`[data-testid="thud-board"] rect[data-square="${name}"]`)!;
    while (match.dataset.humanTurn !== 'true' || table.dataset.busy !== 'false' || table.dataset.playing !== 'false') await nextFrame();
    square(from).dispatchEvent(new MouseEvent('click', { bubbles: true }));
    while (!square(to).dataset.mark) await nextFrame();
    return timeUntilShown(() => square(to).dispatchEvent(new MouseEvent('click', { bubbles: true })));
  }, move);
}

/**
 * A human move at the start of a Thud match and 500 moves into one (both players human, moves
 * made through the Host first, then by mouse in the page), and what the Host sends for a move as
 * the match grows, beside the whole match a reconnect gets.
 */
export async function longMatchLatency(scratch: string): Promise<void> {
  heading('Browser (Debian Chromium): a human Thud move as the match grows');
  const server = await startWebServer({ dbPath: join(scratch, 'long-match.sqlite'), rendererDir, port: 0 });
  const { browser, page } = await openBrowser();
  try {
    const host = server.host;
    await host.setSettings({ animationSpeed: 'off' });
    const pick = randomSource(500);
    const created = await host.createMatch({
      game: 'thud',
      seats: [
        { name: 'Ada', color: 'orange', symbol: 'circle' },
        { name: 'Bert', color: 'sky', symbol: 'square' },
      ].map((seat) => ({ ...seat, kind: { type: 'human' } as const })),
    });
    if (!created.ok) throw new Error(created.error.code);
    const id = created.value.summary.id;
    let latest: MatchUpdate = created.value;
    const sizes: { actions: number; move: number; whole: number }[] = [];
    /** plays through the Host up to `actions` actions, noting what a move sends at the checkpoints */
    const playUpTo = async (actions: number) => {
      while (latest.summary.actionCount < actions) {
        const moves = plainMoves(latest);
        const move = moves[Math.floor(pick() * moves.length)];
        const answer = await host.act(id, latest.activeSeats[0], move, latest.summary.actionCount);
        if (!answer.ok) throw new Error(answer.error.code);
        latest = answer.value;
        if ([10, 100, 500, 1000].includes(latest.summary.actionCount)) {
          const whole = await host.openMatch(id);
          if (!whole.ok) throw new Error(whole.error.code);
          sizes.push({ actions: latest.summary.actionCount, move: JSON.stringify(answer.value).length, whole: JSON.stringify(whole.value).length });
        }
      }
    };
    /** `count` moves by mouse in the page, from where the match stands */
    const timedMoves = async (count: number) => {
      await page.goto(server.url);
      await page.getByTestId(`resume-${id}`).click();
      await page.getByTestId('match').waitFor();
      const samples: number[] = [];
      for (let i = 0; i < count; i++) {
        const opened = await host.openMatch(id);
        if (!opened.ok) throw new Error(opened.error.code);
        const moves = plainMoves(opened.value);
        samples.push(await timeThudMove(page, moves[Math.floor(pick() * moves.length)]));
      }
      const opened = await host.openMatch(id);
      if (!opened.ok) throw new Error(opened.error.code);
      latest = opened.value;
      return samples;
    };
    const early = await timedMoves(60);
    await playUpTo(500);
    const late = await timedMoves(60);
    await playUpTo(1000);
    figure(`moves 1–60: median / p95`, `${fmt(median(early))} / ${fmt(percentile(early, 95))} ms`);
    figure(`moves 501–560: median / p95 (aim: p95 < 33 ms)`, `${fmt(median(late))} / ${fmt(percentile(late, 95))} ms`);
    for (const { actions, move, whole } of sizes) {
      figure(`at action ${actions}: a move sends / the whole match`, `${fmt(move / 1024, 1)} KiB / ${fmt(whole / 1024, 1)} KiB`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

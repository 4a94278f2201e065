/**
 * The pages' budgets, on the built renderer (`npm run test:e2e` builds it first): sizes are
 * deterministic, so a page that grows past its budget fails here, whatever the machine. The TV may
 * load every game in an evening, so everything it may load counts; a phone plays one game, so its
 * first load and its heaviest lazy load (one game's part) count. And a phone opened on a match
 * fetches just what that count says: its first load and its game's part, none of the TV's code.
 */
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InProcessBotRunner } from '../../electron/main/bot-runner';
import { startWebServer } from '../../electron/main/web-server';
import { budgeted, budgets, pageWeight } from '../../scripts/bench/page-weight';
import { useSession } from './support/session';

const session = useSession();
const rendererDir = resolve('out/renderer');
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

describe('the pages within their budgets (gzipped)', () => {
  it('the TV: everything it may load, at most 500 KiB', () => {
    const weight = pageWeight(rendererDir, budgets.tv.page);
    expect(weight.totalGzip, `the TV loads ${kib(weight.totalGzip)}`).toBeLessThanOrEqual(budgets.tv.bytes);
    expect(budgeted(budgets.tv, weight)).toBe(weight.totalGzip);
  });

  it('a phone: its first load and its heaviest game, at most 200 KiB, and none of the TV’s own scripts', () => {
    const weight = pageWeight(rendererDir, budgets.phone.page);
    const heaviest = budgeted(budgets.phone, weight);
    expect(heaviest, `a phone loads ${kib(heaviest)} (${weight.lazy[0]?.module})`).toBeLessThanOrEqual(budgets.phone.bytes);
    // one lazy load per game: the phone fetches a game's part only when a match of it reaches it
    expect(weight.lazy.length).toBeGreaterThanOrEqual(5);
    const tvEntry = pageWeight(rendererDir, budgets.tv.page).initial.filter((file) => /^assets\/index-.*\.js$/.test(file));
    expect(tvEntry).toHaveLength(1);
    expect([...weight.initial, ...weight.lazy.flatMap((load) => load.files)]).not.toContain(tvEntry[0]);
  });

  it('a phone opened on a Troll Dice match fetches its first load and that game’s part, nothing more', async () => {
    const server = await startWebServer({
      dbPath: join(session.scratch, 'budgets.sqlite'),
      rendererDir,
      port: 0,
      botRunner: new InProcessBotRunner(),
      // the test dials 127.0.0.1 only: the phone server listens there and its links name it
      phones: { port: 0, listenAddress: '127.0.0.1', lanAddress: () => '127.0.0.1' },
    });
    const context = await session.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    try {
      await server.host.setSettings({ phones: true });
      const created = await server.host.createMatch({
        game: 'troll-dice',
        seats: [
          { name: 'Ada', color: 'orange', symbol: 'circle' },
          { name: 'Bert', color: 'sky', symbol: 'square' },
        ].map((seat) => ({ ...seat, kind: { type: 'human' } as const })),
      });
      if (!created.ok) throw new Error(created.error.code);
      const invited = await server.host.invitePhone(created.value.summary.id, 0);
      if (!invited.ok) throw new Error(invited.error.code);
      const page = await context.newPage();
      const fetched = new Set<string>();
      page.on('requestfinished', (request) => {
        const path = new URL(request.url()).pathname;
        if (path.includes('/assets/')) fetched.add(path.slice(path.indexOf('assets/')));
      });
      await page.goto(invited.value.invites.find((invite) => invite.seat === 0)!.url);
      await page.getByTestId('phone-hand').waitFor();
      await expect.poll(() => page.getByTestId('phone-page').getAttribute('data-action-count')).toBe('0');

      const weight = pageWeight(rendererDir, budgets.phone.page);
      const first = weight.initial.filter((file) => file.startsWith('assets/'));
      expect([...fetched].filter((file) => first.includes(file)).sort()).toEqual(first);
      const later = [...fetched].filter((file) => !first.includes(file)).sort();
      expect(weight.lazy.filter((load) => load.files.join() === later.join())).toHaveLength(1);
    } finally {
      await context.close();
      await server.close();
    }
  });
});

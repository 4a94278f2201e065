/**
 * Two tables on one match (a second browser tab today, a phone tomorrow): a move made on one is
 * shown on the other at once, and a move sent from a view the match has moved past is refused,
 * the refusing table then showing the match as it is. The second tab's incoming frames are held
 * back on the wire, so it really does act on an old view.
 */
import { join } from 'node:path';
import type { Page, WebSocketRoute } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, seatPlayers, useSession } from './support/session';
import { startServer } from './support/web-server';

const session = useSession();

const actionCount = (page: Page) => page.getByTestId('match').getAttribute('data-action-count');

describe('two tables on one match', () => {
  it('shows each table the other’s moves, and refuses a move made on an old view', async () => {
    const server = await startServer(join(session.scratch, 'two-tables.sqlite'), { token: 'e2e-two-tables', seed: 5 });
    const first = await openPage(session.browser);
    const second = await openPage(session.browser);
    /** the server's frames to the second tab, while they are held back */
    let held: (string | Buffer)[] | null = null;
    let secondSocket: WebSocketRoute | undefined;
    await second.page.routeWebSocket(/\/api/, (route: WebSocketRoute) => {
      secondSocket = route;
      const upstream = route.connectToServer();
      upstream.onMessage((message) => (held ? held.push(message) : route.send(message)));
    });
    try {
      await first.page.goto(server.url);
      await first.page.getByTestId('home-new-game-troll-dice').click();
      await seatPlayers(first.page, [{ name: 'Ada', kind: 'human' }, { name: 'Bert', kind: 'human' }]);
      await first.page.getByTestId('start-match').click();
      await first.page.getByTestId('match').waitFor();

      await second.page.goto(server.url);
      await second.page.locator('[data-testid^="resume-"]').first().click();
      await second.page.getByTestId('match').waitFor();
      expect(await actionCount(second.page)).toBe('0');

      // a roll on the first table reaches the second without anyone asking
      await first.page.locator('.troll-dice-table button.roll').click();
      await expect.poll(() => actionCount(first.page)).toBe('1');
      await expect.poll(() => actionCount(second.page)).toBe('1');

      // undo on the second table; both tables show it before the second's news is held back (held
      // any sooner, the undo's own answer could be caught on its way and the second table never shows it)
      await second.page.getByTestId('undo').click();
      await expect.poll(() => actionCount(first.page)).toBe('0');
      await expect.poll(() => actionCount(second.page)).toBe('0');
      held = [];
      await first.page.locator('.troll-dice-table button.roll').click();
      await expect.poll(() => actionCount(first.page)).toBe('1');
      // the second table still shows the start and rolls on it: the server refuses that roll
      expect(await actionCount(second.page)).toBe('0');
      await second.page.locator('.troll-dice-table button.roll').click();
      // the answer to that roll is among the held frames (with the first table's news, and on a
      // loaded machine whatever else the server pushed meanwhile)
      type Frame = { result?: { ok: boolean; error?: { code: string } } };
      const refusal = () => held?.map((message) => JSON.parse(String(message)) as Frame).find((frame) => frame.result?.ok === false);
      await expect.poll(() => refusal()?.result?.error?.code).toBe('stale-move');
      // let the news through: the second table catches up, and says why its roll did not count
      const news = held;
      held = null;
      for (const message of news) secondSocket!.send(message);
      await expect.poll(() => actionCount(second.page)).toBe('1');
      await expect.poll(() => second.page.getByTestId('error').textContent()).toContain('The game moved on before that move arrived');
      expect(first.errors.concat(second.errors)).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});

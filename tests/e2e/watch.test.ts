/**
 * The audience, end to end: the real web server (its phone server on a free port), the TV page at
 * 1920×1080 and a watcher's phone at 390×844 with touch. The watch link is read from the TV's
 * phone dialog and opened on 127.0.0.1 at the port and path it names (the LAN address it shows is
 * never dialled). The watcher follows the table's moves, reacts, sees the TV show it, and is told
 * when the room turns reactions off.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { WatchWireMessage } from '../../electron/shared/api';
import { axeFaults } from './support/axe';
import { screenshot } from './support/browser';
import { readQrCode } from './support/qr-code';
import { leaveMatchByKey, openPage, seatPlayers, useSession } from './support/session';
import { waitForHumanOrEnd } from './support/troll-dice';
import { startServer } from './support/web-server';

const session = useSession();

const phoneViewport = { width: 390, height: 844 };

const tvActionCount = async (tv: Page) => Number(await tv.getByTestId('match').getAttribute('data-action-count'));

describe('watchers on their phones', () => {
  it('follow the public table, react on the TV, and are told when the room turns reactions off', async () => {
    const server = await startServer(join(session.scratch, 'watch.sqlite'), { seed: 5, phonePort: 0 });
    const { page: tv, errors } = await openPage(session.browser);
    const phone = await session.browser.newContext({ viewport: phoneViewport, hasTouch: true, isMobile: true, deviceScaleFactor: 2, locale: 'en-US' });
    try {
      await tv.goto(server.url);
      await tv.getByTestId('phones-on').click();
      await tv.getByTestId('phone-address').waitFor();
      await tv.getByTestId('animation-off').click();
      await tv.getByTestId('home-new-game-troll-dice').click();
      await seatPlayers(tv, [
        { name: 'Ada', kind: 'human' },
        { name: 'Bert', kind: 'bot', level: 'random' },
      ]);
      await tv.getByTestId('start-match').click();
      await tv.getByTestId('match').waitFor();

      // the watch code is in the phones' dialog, with the seats' links
      await tv.getByTestId('show-phones').click();
      const shortUrl = ((await tv.getByTestId('watch-short-url').textContent()) ?? '').trim();
      const address = new URL(`http://${shortUrl}`);
      expect(address.pathname).toMatch(/^\/w\/[\w-]+$/);
      // the QR code holds the link exactly: the address shown, then the watch token
      expect(await readQrCode(tv.getByTestId('watch-code').getByTestId('phone-qr'))).toBe(`http://${shortUrl}`);
      await screenshot(tv, 'watch-code-en-1920x1080');
      await tv.setViewportSize({ width: 3840, height: 2160 });
      await screenshot(tv, 'watch-code-en-3840x2160');
      await tv.setViewportSize({ width: 1920, height: 1080 });
      await tv.getByTestId('phone-links-close').click();

      const watcher = await phone.newPage();
      const phoneErrors: string[] = [];
      const received: WatchWireMessage[] = [];
      watcher.on('pageerror', (error) => phoneErrors.push(error.message));
      watcher.on('websocket', (socket) => socket.on('framereceived', (frame) => received.push(JSON.parse(String(frame.payload)) as WatchWireMessage)));
      await watcher.goto(`http://127.0.0.1:${address.port}${address.pathname}`);
      await watcher.getByTestId('watch-page').waitFor();
      await watcher.getByTestId('phone-public-table').waitFor();
      await expect.poll(() => tv.getByTestId('show-phones').count()).toBe(1);

      // a move on the TV: the watcher's table follows it
      expect(await waitForHumanOrEnd(tv)).toBe('human');
      const before = await tvActionCount(tv);
      await expect.poll(() => watcher.getByTestId('watch-page').getAttribute('data-action-count')).toBe(String(before));
      // a human's turn of Troll Dice begins with the roll
      await tv.locator('.troll-dice-table button.roll').click();
      await expect.poll(() => tvActionCount(tv)).toBeGreaterThan(before);
      await expect.poll(async () => Number(await watcher.getByTestId('watch-page').getAttribute('data-action-count'))).toBeGreaterThan(before);
      await expect.poll(async () => (await watcher.getByTestId('watch-page').getAttribute('data-action-count')) === String(await tvActionCount(tv))).toBe(true);
      expect(await watcher.getByTestId('phone-recent').locator('li').count()).toBeGreaterThan(0);
      // a watcher is no player: never a seat's view, nor its moves
      for (const message of received) if ('push' in message) expect(Object.keys(message.state.match)).not.toContain('legal');

      // a tap on the phone, a troll club on the TV
      await watcher.getByTestId('react-club').tap();
      await tv.locator('[data-testid="reaction"][data-reaction="club"]').waitFor();
      await watcher.getByTestId('react-sent').getByText('Sent to the TV').waitFor();
      await screenshot(tv, 'watch-reaction-en-1920x1080');
      await screenshot(watcher, 'watch-page-en-390x844');
      expect(await axeFaults(watcher, 'watch page')).toEqual([]);
      // too soon after the last: the phone says so, the TV shows nothing more
      await watcher.getByTestId('react-fire').tap();
      await watcher.getByRole('alert').getByText('Easy! Wait a moment before reacting again.').waitFor();
      expect(await tv.locator('[data-testid="reaction"][data-reaction="fire"]').count()).toBe(0);

      // the room turns reactions off in the settings: the watcher is told, its buttons gone
      await leaveMatchByKey(tv);
      await tv.getByTestId('reactions-off').click();
      await expect.poll(() => tv.getByTestId('reactions-off').getAttribute('aria-pressed')).toBe('true');
      await watcher.getByTestId('reactions-off').getByText('Reactions are turned off on the TV.').waitFor();
      expect(await watcher.getByTestId('react-club').count()).toBe(0);
      await screenshot(watcher, 'watch-page-reactions-off-en-390x844');
      // the watcher's own language, whatever the TV speaks
      await watcher.getByRole('button', { name: 'FR', exact: true }).tap();
      await watcher.getByTestId('reactions-off').getByText('Les réactions sont coupées sur la télé.').waitFor();
      await screenshot(watcher, 'watch-page-reactions-off-fr-390x844');

      expect(errors).toEqual([]);
      expect(phoneErrors).toEqual([]);
    } finally {
      await phone.close();
      await tv.close();
      await server.stop();
    }
  });
});

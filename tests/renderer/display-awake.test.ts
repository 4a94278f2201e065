/**
 * The TV must not sleep during a game: the match screen keeps the display awake, home lets it
 * sleep; in a browser through the Screen Wake Lock API, taken again when the page shows again.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import App from '../../renderer/src/App.svelte';
import { AppState } from '../../renderer/src/lib/app.svelte';
import { setLanguage } from '../../renderer/src/lib/i18n.svelte';
import { screenWakeLock, type WakeLockLike, type WakeLockSentinelLike } from '../../renderer/src/lib/screen-wake-lock';
import { FakeHost } from './support/fake-host';

/** A browser's wake lock: it hands out sentinels, and lets go of them all when the page is hidden, as browsers do. */
class FakeWakeLock implements WakeLockLike {
  readonly sentinels: { released: boolean; release(): Promise<void> }[] = [];
  refuse = false;

  async request(type: 'screen'): Promise<WakeLockSentinelLike> {
    expect(type).toBe('screen');
    if (this.refuse) throw new DOMException('battery saver', 'NotAllowedError');
    const sentinel = {
      released: false,
      async release() {
        sentinel.released = true;
      },
    };
    this.sentinels.push(sentinel);
    return sentinel;
  }

  get held(): number {
    return this.sentinels.filter((sentinel) => !sentinel.released).length;
  }
}

/** A page that can be hidden and shown again, as when the TV's browser goes to another tab. */
class FakePage extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';
  show(visibility: DocumentVisibilityState, lock: FakeWakeLock): void {
    this.visibilityState = visibility;
    if (visibility === 'hidden') for (const sentinel of lock.sentinels) sentinel.released = true;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

let host: FakeHost;
let lock: FakeWakeLock;

beforeEach(() => {
  setLanguage('en');
  localStorage.clear();
  host = new FakeHost();
  lock = new FakeWakeLock();
});

describe('keeping the display awake', () => {
  it('asks as the screens change: awake on the match screen, asleep again on the home screen', async () => {
    const app = new AppState(host.connection());
    render(App, { props: { app } });
    await screen.findByTestId('saved-games');
    expect(host.displayWishes).toEqual([false]);

    await fireEvent.click(await screen.findByTestId('home-new-game-troll-dice'));
    expect(host.displayWishes).toEqual([false]);
    await fireEvent.click(screen.getByTestId('start-match'));
    await screen.findByTestId('match');
    await waitFor(() => expect(host.displayWishes).toEqual([false, true]));

    await fireEvent.click(screen.getByTestId('back'));
    await screen.findByTestId('saved-games');
    await waitFor(() => expect(host.displayWishes).toEqual([false, true, false]));
  });

  it('in a browser, the match screen takes a screen wake lock and the home screen lets it go', async () => {
    host.keepDisplayAwake = screenWakeLock(lock, document);
    const app = new AppState(host.connection());
    render(App, { props: { app } });
    await fireEvent.click(await screen.findByTestId('home-new-game-troll-dice'));
    expect(lock.sentinels).toHaveLength(0);
    await fireEvent.click(screen.getByTestId('start-match'));
    await screen.findByTestId('match');
    await waitFor(() => expect(lock.held).toBe(1));

    await fireEvent.click(screen.getByTestId('back'));
    await screen.findByTestId('saved-games');
    await waitFor(() => expect(lock.held).toBe(0));
    expect(lock.sentinels).toHaveLength(1);
  });
});

describe('the screen wake lock of a browser page', () => {
  it('is taken again when the page shows after being hidden, and only while a match wants it', async () => {
    const page = new FakePage();
    const keepAwake = screenWakeLock(lock, page);
    expect(await keepAwake(true)).toEqual({ ok: true, value: true });
    expect(lock.held).toBe(1);

    // the browser let go of it while another tab was shown; back on the table, it is taken again
    page.show('hidden', lock);
    expect(lock.held).toBe(0);
    page.show('visible', lock);
    await expect.poll(() => lock.held).toBe(1);
    expect(lock.sentinels).toHaveLength(2);

    expect(await keepAwake(false)).toEqual({ ok: true, value: false });
    expect(lock.held).toBe(0);
    // back on home, showing the page again takes nothing
    page.show('hidden', lock);
    page.show('visible', lock);
    expect(await keepAwake(false)).toEqual({ ok: true, value: false });
    expect(lock.sentinels).toHaveLength(2);
  });

  it('waits for a hidden page to show before taking it, and takes one lock for quick changes of mind', async () => {
    const page = new FakePage();
    const keepAwake = screenWakeLock(lock, page);
    page.show('hidden', lock);
    expect(await keepAwake(true)).toEqual({ ok: true, value: false });
    expect(lock.sentinels).toHaveLength(0);
    page.show('visible', lock);
    await expect.poll(() => lock.held).toBe(1);

    // a match, home and a match again before any answer: one lock at the end, none left behind
    const answers = await Promise.all([keepAwake(false), keepAwake(true), keepAwake(false), keepAwake(true)]);
    expect(answers.at(-1)).toEqual({ ok: true, value: true });
    expect(lock.held).toBe(1);
  });

  it('says the display may sleep when the browser refuses the lock or has none, and the game goes on', async () => {
    lock.refuse = true;
    expect(await screenWakeLock(lock, new FakePage())(true)).toEqual({ ok: true, value: false });
    expect(await screenWakeLock(undefined, new FakePage())(true)).toEqual({ ok: true, value: false });
  });
});

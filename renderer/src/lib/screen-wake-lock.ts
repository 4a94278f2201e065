/**
 * keepDisplayAwake in a browser: the Screen Wake Lock API. The browser lets go of the lock
 * whenever the page is hidden (another tab, a minimised window), so it is asked for again each
 * time the page shows while a match is open.
 */
import type { Result } from '$contract/api';

/** The parts of the Screen Wake Lock API used here, so tests can hand in their own. */
export interface WakeLockLike {
  request(type: 'screen'): Promise<WakeLockSentinelLike>;
}
export interface WakeLockSentinelLike {
  readonly released: boolean;
  release(): Promise<void>;
}

export function screenWakeLock(
  wakeLock: WakeLockLike | undefined,
  page: Pick<Document, 'visibilityState' | 'addEventListener'>,
): (awake: boolean) => Promise<Result<boolean>> {
  let wanted = false;
  let sentinel: WakeLockSentinelLike | null = null;
  const held = () => sentinel !== null && !sentinel.released;
  // one change at a time, each toward the latest wish: a quick match-home-match ends with one lock held
  let settled: Promise<void> = Promise.resolve();

  async function follow(): Promise<void> {
    if (wanted && !held() && wakeLock && page.visibilityState === 'visible') {
      try {
        sentinel = await wakeLock.request('screen');
      } catch {
        // refused (a battery saver, a page without focus): the display may sleep, the game goes on
        sentinel = null;
      }
    } else if (!wanted && sentinel) {
      const letGo = sentinel;
      sentinel = null;
      if (!letGo.released) await letGo.release();
    }
  }
  const settle = () => (settled = settled.then(follow));

  page.addEventListener('visibilitychange', () => void settle());
  return async (awake) => {
    wanted = awake;
    await settle();
    return { ok: true, value: held() };
  };
}

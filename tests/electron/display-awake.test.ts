/** The app's side of keepDisplayAwake, with a mocked `electron`: one power-save blocker while a match is on screen, asked by our page only. */
import { EventEmitter } from 'node:events';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { displayAwakeChannel } from '../../electron/shared/api';

type Handler = (event: unknown, ...args: unknown[]) => unknown;

const electron = vi.hoisted(() => {
  const handlers = new Map<string, (event: unknown, ...args: unknown[]) => unknown>();
  const started = new Set<number>();
  let nextId = 1;
  return {
    handlers,
    started,
    module: {
      ipcMain: { handle: vi.fn((channel: string, handler: (event: unknown, ...args: unknown[]) => unknown) => handlers.set(channel, handler)) },
      powerSaveBlocker: {
        start: vi.fn((type: string) => {
          if (type !== 'prevent-display-sleep') throw new Error(`unexpected blocker ${type}`);
          const id = nextId++;
          started.add(id);
          return id;
        }),
        stop: vi.fn((id: number) => started.delete(id)),
        isStarted: vi.fn((id: number) => started.has(id)),
      },
    },
  };
});
vi.mock('electron', () => electron.module);

const { registerDisplayAwakeHandler } = await import('../../electron/main/display-awake');

/** an IPC event from a page at `url` (our own page by default), with its web contents */
function from(sender: EventEmitter, url = 'app://troll-night/index.html', parent: unknown = null) {
  return { sender, senderFrame: { url, parent } };
}

let keepAwake: Handler;
beforeEach(() => {
  vi.clearAllMocks();
  electron.handlers.clear();
  electron.started.clear();
  registerDisplayAwakeHandler(undefined);
  keepAwake = electron.handlers.get(displayAwakeChannel)!;
});

describe('keeping the display awake in the app', () => {
  it('starts one blocker when a match opens and stops it on the home screen, match after match', async () => {
    const page = new EventEmitter();
    const { start, stop } = electron.module.powerSaveBlocker;

    // the app opens on home: nothing to stop
    expect(await keepAwake(from(page), false)).toEqual({ ok: true, value: false });
    expect(start).not.toHaveBeenCalled();
    expect(stop).not.toHaveBeenCalled();

    expect(await keepAwake(from(page), true)).toEqual({ ok: true, value: true });
    expect(start).toHaveBeenCalledExactlyOnceWith('prevent-display-sleep');
    // asked again while awake (the page reloaded what it shows): still one blocker
    expect(await keepAwake(from(page), true)).toEqual({ ok: true, value: true });
    expect(start).toHaveBeenCalledTimes(1);

    expect(await keepAwake(from(page), false)).toEqual({ ok: true, value: false });
    expect(stop).toHaveBeenCalledExactlyOnceWith(start.mock.results[0].value);
    expect(electron.started.size).toBe(0);

    // the next match, then the window closes without going home
    expect(await keepAwake(from(page), true)).toEqual({ ok: true, value: true });
    expect(start).toHaveBeenCalledTimes(2);
    page.emit('destroyed');
    expect(stop).toHaveBeenLastCalledWith(start.mock.results[1].value);
    expect(electron.started.size).toBe(0);
    expect(page.listenerCount('destroyed')).toBe(0);

    // a new window: one watch on it for all its matches
    const next = new EventEmitter();
    for (const awake of [true, false, true, false, true]) await keepAwake(from(next), awake);
    expect(next.listenerCount('destroyed')).toBe(1);
    expect(electron.started.size).toBe(1);
  });

  it('refuses a page that is not ours, and an argument that is not a yes or no, changing nothing', async () => {
    const page = new EventEmitter();
    for (const event of [from(page, 'https://example.com/'), from(page, 'app://troll-night/index.html', { url: 'https://example.com/' }), { sender: page, senderFrame: null }]) {
      expect(await keepAwake(event, true)).toMatchObject({ ok: false, error: { code: 'bad-request', key: 'common:errors.bad-request' } });
    }
    for (const args of [[], ['yes'], [1], [true, 'extra']]) {
      expect(await keepAwake(from(page), ...args), JSON.stringify(args)).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    }
    expect(electron.module.powerSaveBlocker.start).not.toHaveBeenCalled();
  });
});

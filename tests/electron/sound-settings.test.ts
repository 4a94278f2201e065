/**
 * The sound settings (effects volume, music volume, mute) go through the request schema into the
 * real SQLite store, come back the same after a restart, and a value out of range is refused
 * with a translated error, changing nothing.
 */
import { readFileSync } from 'node:fs';
import nodePath from 'node:path';
import { describe, expect, it } from 'vitest';
import { openStore } from '../../electron/store/sqlite-store';
import { StoreError } from '../../electron/store/errors';
import { ok, useHosts } from './host-fixtures';

const hosts = useHosts();

/** `key` ("namespace:a.b") has a text in English and in French */
function hasTranslation(key: string): boolean {
  const [namespace, path] = key.split(':');
  return ['en', 'fr'].every((language) => {
    let node: unknown = JSON.parse(readFileSync(`locales/${language}/${namespace}.json`, 'utf8'));
    for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    return typeof node === 'string' && node.length > 0;
  });
}

describe('sound settings', () => {
  it('start at a moderate effects volume, no music, not muted', async () => {
    const host = hosts.open(nodePath.join(hosts.tempDir(), 'troll-night.sqlite'));
    expect(ok(await host.status()).settings).toMatchObject({ effectsVolume: 60, musicVolume: 0, muted: false });
  });

  it('are remembered across a restart of the app', async () => {
    const path = nodePath.join(hosts.tempDir(), 'troll-night.sqlite');
    const host = hosts.open(path);
    const saved = ok(await host.request('setSettings', [{ effectsVolume: 20, musicVolume: 40, muted: true }]));
    expect(saved).toMatchObject({ effectsVolume: 20, musicVolume: 40, muted: true });
    await host.close();
    const restarted = hosts.open(path);
    expect(ok(await restarted.status()).settings).toMatchObject({ language: 'en', effectsVolume: 20, musicVolume: 40, muted: true });
    ok(await restarted.request('setSettings', [{ effectsVolume: 0, musicVolume: 100, muted: false }]));
    await restarted.close();
    const reopened = openStore(path);
    if (!reopened.ok) throw new Error(reopened.detail);
    expect(reopened.store.getSettings()).toMatchObject({ effectsVolume: 0, musicVolume: 100, muted: false });
    reopened.store.close();
  });

  it('refuse a volume out of range or of the wrong kind, and a mute that is not a switch, changing nothing', async () => {
    const host = hosts.open(nodePath.join(hosts.tempDir(), 'troll-night.sqlite'));
    ok(await host.request('setSettings', [{ effectsVolume: 80, muted: true }]));
    const before = ok(await host.status()).settings;
    const refused: unknown[] = [
      { effectsVolume: 101 },
      { effectsVolume: -1 },
      { musicVolume: 12.5 },
      { musicVolume: '50' },
      { effectsVolume: null },
      { muted: 'yes' },
      { muted: 1 },
      // one good value beside a bad one: the whole change is refused
      { effectsVolume: 40, musicVolume: 1000 },
    ];
    for (const patch of refused) {
      const result = await host.request('setSettings', [patch]);
      expect(result.ok, JSON.stringify(patch)).toBe(false);
      if (result.ok) continue;
      expect(result.error.code).toBe('bad-request');
      expect(result.error.key).toBe('common:errors.bad-request');
      expect(hasTranslation(result.error.key)).toBe(true);
    }
    expect(ok(await host.status()).settings).toEqual(before);
  });

  it('are checked by the store too, whoever calls it', () => {
    const opened = openStore(nodePath.join(hosts.tempDir(), 'troll-night.sqlite'));
    if (!opened.ok) throw new Error(opened.detail);
    const { store } = opened;
    for (const patch of [{ effectsVolume: 150 }, { musicVolume: -5 }, { musicVolume: 0.5 }, { muted: 'true' }]) {
      let refusal: unknown;
      try {
        store.setSettings(patch as never);
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(StoreError);
      expect((refusal as StoreError).key).toBe('store:errors.bad-setting');
      expect(hasTranslation((refusal as StoreError).key)).toBe(true);
    }
    expect(store.getSettings()).toMatchObject({ effectsVolume: 60, musicVolume: 0, muted: false });
    store.close();
  });
});

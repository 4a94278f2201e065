/** Shared by the Host and web server tests: a Host on a real SQLite file in a throw-away folder. */
import fs from 'node:fs';
import os from 'node:os';
import nodePath from 'node:path';
import { afterEach, expect, vi } from 'vitest';
import { randomSource } from '../../engine/core/rng';
import type { Result, SeatKind, SeatSetup } from '../../electron/shared/api';
import { Host, type HostOptions } from '../../electron/main/host';

const noPause = { off: 0, fast: 0, normal: 0, slow: 0 };

/** A temp folder per test and every Host opened in it closed afterwards. */
export function useHosts() {
  const dirs: string[] = [];
  const hosts: Host[] = [];
  afterEach(async () => {
    for (const host of hosts.splice(0)) await host.close();
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  return {
    tempDir(): string {
      const dir = fs.mkdtempSync(nodePath.join(os.tmpdir(), 'troll-night-host-'));
      dirs.push(dir);
      return dir;
    },
    /** bots move without pause unless `botPaceMs` says otherwise; the first seat always starts */
    open(storePath: string, options: Partial<HostOptions> = {}): Host {
      const seeds = randomSource(storePath.length);
      const host = new Host({
        storePath,
        botPaceMs: noPause,
        randomInt: (max) => (max === 2 ** 31 ? Math.floor(seeds() * max) : 0),
        ...options,
      });
      hosts.push(host);
      return host;
    },
  };
}

export function seat(name: string, kind: SeatKind = { type: 'human' }): SeatSetup {
  return { name, color: 'amber', symbol: 'axe', kind };
}

export const bot = (level = 'random'): SeatKind => ({ type: 'bot', level });

export function ok<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

export function errorCode(result: Result<unknown>): string | undefined {
  return result.ok ? undefined : result.error.code;
}

/** Waits until no bot is to move in the match, and returns that snapshot. */
export async function botsDone(host: Host, matchId: string) {
  return vi.waitFor(
    async () => {
      const snapshot = ok(await host.openMatch(matchId));
      expect(snapshot.botThinking).toBe(false);
      return snapshot;
    },
    { timeout: 20_000, interval: 5 },
  );
}

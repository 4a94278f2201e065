/** Shared by the Host and web server tests: a Host on a real SQLite file in a throw-away folder. */
import fs from 'node:fs';
import os from 'node:os';
import nodePath from 'node:path';
import { afterEach, expect, vi } from 'vitest';
import { randomSource } from '../../engine/core/rng';
import type { MatchSnapshot, MatchUpdate, Result, SeatKind, SeatSetup } from '../../electron/shared/api';
import { applyMatchUpdate } from '../../electron/shared/match-update';
import type { Action, Seat } from '../../engine/core/types';
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

/** A whole snapshot, as a page holds it: `update` must be one the Host sends whole. */
export function whole(update: MatchUpdate): MatchSnapshot {
  const snapshot = applyMatchUpdate(null, update);
  if (!snapshot) throw new Error(`expected a whole snapshot, got a ${update.kind}`);
  return snapshot;
}

/**
 * A table as a page keeps it: the Host's answers folded into one whole snapshot, and every move
 * sent with the action count the table shows, as the renderer does.
 */
export class Table {
  constructor(
    private readonly host: Host,
    public snapshot: MatchSnapshot,
  ) {}

  static async open(host: Host, matchId: string): Promise<Table> {
    return new Table(host, whole(ok(await host.openMatch(matchId))));
  }

  get id(): string {
    return this.snapshot.summary.id;
  }

  /** folds an update in; fails the test when the update does not follow what the table holds */
  receive(update: MatchUpdate): MatchSnapshot {
    const next = applyMatchUpdate(this.snapshot, update);
    if (!next) throw new Error(`update ${update.revision} does not follow revision ${this.snapshot.revision}`);
    this.snapshot = next;
    return next;
  }

  async act(seat: Seat, action: Action): Promise<Result<MatchSnapshot>> {
    return this.#fold(await this.host.act(this.id, seat, action, this.snapshot.summary.actionCount));
  }

  async undo(): Promise<Result<MatchSnapshot>> {
    return this.#fold(await this.host.undo(this.id, this.snapshot.summary.actionCount));
  }

  #fold(result: Result<MatchUpdate>): Result<MatchSnapshot> {
    return result.ok ? { ok: true, value: this.receive(result.value) } : result;
  }
}

/** Waits until no bot is to move in the match, and returns that snapshot. */
export async function botsDone(host: Host, matchId: string): Promise<MatchSnapshot> {
  return vi.waitFor(
    async () => {
      const snapshot = whole(ok(await host.openMatch(matchId)));
      expect(snapshot.botThinking).toBe(false);
      return snapshot;
    },
    { timeout: 20_000, interval: 5 },
  );
}

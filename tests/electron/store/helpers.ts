/** Shared by the store tests: real SQLite files in a throw-away folder. */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import nodePath from 'node:path';
import { afterEach } from 'vitest';
import { openStore } from '../../../electron/store/sqlite-store';
import type { NewStoredMatch, Store } from '../../../electron/store/types';

/** A fresh temp folder per test, removed afterwards. */
export function useTempDir(): () => string {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = fs.mkdtempSync(nodePath.join(os.tmpdir(), 'troll-night-store-'));
    dirs.push(dir);
    return dir;
  };
}

export function openOk(path: string): Store {
  const result = openStore(path);
  if (!result.ok) throw new Error(`expected the store to open, got ${result.problem}: ${result.detail}`);
  return result.store;
}

export function sha256(path: string): string {
  return createHash('sha256').update(fs.readFileSync(path)).digest('hex');
}

/** Every file in `dir` with its hash: proves a folder was left exactly as it was. */
export function folderFingerprint(dir: string): Record<string, string> {
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .sort()
      .map((name) => [name, sha256(nodePath.join(dir, name))]),
  );
}

export function newMatch(id: string, createdAt = 1_000): NewStoredMatch {
  return {
    id,
    game: 'troll-dice',
    version: 1,
    config: { seats: [{ name: 'Ada' }, { name: 'Bruno' }], firstSeat: 0 },
    seed: 42,
    seats: [
      { name: 'Ada', color: 'blue', symbol: 'star', kind: { type: 'human' } },
      { name: 'Bruno', color: 'orange', symbol: 'moon', kind: { type: 'bot', level: 'random' } },
    ],
    createdAt,
  };
}

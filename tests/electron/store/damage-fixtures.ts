/** Shared by the tests of damaged save files: a store full of real games, and what users may be told. */
import fs from 'node:fs';
import nodePath from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { randomSource } from '../../../engine/core/rng';
import type { Action } from '../../../engine/core/types';
import type { AppError, Result, SeatSetup } from '../../../electron/shared/api';
import type { Host, HostOptions } from '../../../electron/main/host';
import { Table, ok, seat } from '../host-fixtures';

const localesDir = fileURLToPath(new URL('../../../locales/', import.meta.url));

/** Several games of every kind, as players leave them: some moves in, snapshots taken, one finished. */
export const savedGamesPlan: { game: string; seats: SeatSetup[]; moves: number }[] = [
  { game: 'troll-dice', seats: [seat('Ann'), seat('Bob')], moves: 24 },
  { game: 'troll-dice', seats: [seat('Cid'), seat('Dee'), seat('Eve')], moves: 7 },
  { game: 'thud', seats: [seat('Ann'), seat('Bob')], moves: 30 },
  { game: 'thud', seats: [seat('Fay'), seat('Gus')], moves: 3 },
  { game: 'trolldilemma', seats: [seat('Ann'), seat('Bob'), seat('Cid')], moves: 25 },
  { game: 'battle-dice', seats: [seat('Dee'), seat('Eve')], moves: 20 },
  { game: 'battle-dice', seats: [seat('Ann'), seat('Bob'), seat('Cid')], moves: 400 },
];

/** Plays up to `moves` seeded random legal moves in an open match, asking the seat for its private choices. */
export async function playMoves(host: Host, table: Table, moves: number, random: () => number): Promise<void> {
  for (let played = 0; played < moves && !table.snapshot.outcome; played++) {
    const { activeSeats, legal } = table.snapshot;
    const actor = activeSeats[Math.floor(random() * activeSeats.length)];
    const choices: Action[] = legal[actor] ?? ok(await host.seatView(table.id, actor)).legal;
    ok(await table.act(actor, choices[Math.floor(random() * choices.length)]));
  }
}

/** Fills a Host's store with `savedGamesPlan`; returns the match ids. */
export async function fillWithSavedGames(host: Host, seed = 7): Promise<string[]> {
  const random = randomSource(seed);
  const ids: string[] = [];
  ok(await host.setSettings({ language: 'fr', animationSpeed: 'fast' }));
  for (const { game, seats, moves } of savedGamesPlan) {
    const table = await Table.open(host, ok(await host.createMatch({ game, seats })).summary.id);
    await playMoves(host, table, moves, random);
    ids.push(table.id);
  }
  return ids;
}

/**
 * A store of `savedGamesPlan` at `path` that is the same, byte for byte, on every run: the Host
 * names matches with random UUIDs, so they are renamed `match-1`, `match-2`… and the file rebuilt.
 * Returns the match ids.
 */
export async function savedGamesFile(openHost: (path: string, options: Partial<HostOptions>) => Host, path: string): Promise<string[]> {
  let clock = Date.UTC(2026, 0, 1);
  const host = openHost(path, { snapshotEvery: 5, now: () => (clock += 1000) });
  const ids = await fillWithSavedGames(host);
  await host.close();
  const db = new Database(path);
  db.pragma('foreign_keys = OFF');
  db.transaction(() => {
    ids.forEach((id, n) => {
      for (const [table, column] of [['matches', 'id'], ['actions', 'match_id'], ['snapshots', 'match_id']]) {
        db.prepare(`UPDATE ${table} SET ${column} = ? WHERE ${column} = ?`).run(`match-${n + 1}`, id);
      }
    });
  })();
  db.exec('VACUUM');
  db.close();
  return ids.map((_, n) => `match-${n + 1}`);
}

/** Changes rows of a saved file behind the Host's back, as damage would: values its checks do not catch. */
export function damageRows(path: string, sql: string, ...params: unknown[]): void {
  const db = new Database(path);
  // a damaged value is one the schema would have refused
  db.pragma('ignore_check_constraints = ON');
  db.prepare(sql).run(...params);
  db.close();
}

function readLocale(language: string): Record<string, unknown> {
  const dir = nodePath.join(localesDir, language);
  return Object.fromEntries(
    fs.readdirSync(dir).map((file) => [nodePath.basename(file, '.json'), JSON.parse(fs.readFileSync(nodePath.join(dir, file), 'utf8'))]),
  );
}

const locales = ['en', 'fr'].map(readLocale);

/** Whether `key` ("namespace:dotted.path") has a text in every language. */
export function isTranslated(key: string): boolean {
  const [namespace, path] = key.split(':');
  return locales.every((locale) => {
    const text = path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], locale[namespace]);
    return typeof text === 'string' && text !== '';
  });
}

/**
 * The refusal in `result`, failing when it is one no user can act on: an 'internal' error, or a
 * key without a text in every language. Undefined when the request went through.
 */
export function refusal(result: Result<unknown>): AppError | undefined {
  if (result.ok) return undefined;
  if (result.error.code === 'internal' || !isTranslated(result.error.key)) {
    throw new Error(`an answer the user cannot act on: ${JSON.stringify(result.error)}`);
  }
  return result.error;
}

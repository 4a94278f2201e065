/**
 * Random byte flips in copies of a real save file holding games of every kind: whatever the
 * damage, every request answers (ok, or a refusal the user can read in their language; never
 * 'internal', never a throw) and the app stays usable: a fresh save file can be started, or the
 * games the damage spared still open and take a move.
 */
import fs from 'node:fs';
import nodePath from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { randomSource } from '../../../engine/core/rng';
import type { Action } from '../../../engine/core/types';
import type { AppError } from '../../../electron/shared/api';
import type { Host } from '../../../electron/main/host';
import { ok, seat, useHosts, whole } from '../host-fixtures';
import { refusal, savedGamesFile } from './damage-fixtures';

const hosts = useHosts();
const trials = 250;

let pristine: Buffer;
let matchIds: string[];

beforeAll(async () => {
  const path = nodePath.join(hosts.tempDir(), 'troll-night.sqlite');
  matchIds = await savedGamesFile(hosts.open, path);
  pristine = fs.readFileSync(path);
}, 120_000);

/** A copy of the pristine store with 1 to 4 bytes changed at seeded random places. */
function damagedCopy(random: () => number): { path: string; flips: number[] } {
  const bytes = Buffer.from(pristine);
  const flips = Array.from({ length: 1 + Math.floor(random() * 4) }, () => Math.floor(random() * bytes.length));
  for (const at of flips) bytes[at] ^= 1 + Math.floor(random() * 255);
  const path = nodePath.join(hosts.tempDir(), 'troll-night.sqlite');
  fs.writeFileSync(path, bytes);
  return { path, flips };
}

/** Opens the match and plays one legal move in it, as its table would; the refusal if the Host refused. */
async function tryAMove(host: Host, matchId: string): Promise<AppError | undefined> {
  const opened = await host.openMatch(matchId);
  if (!opened.ok) return refusal(opened);
  const snapshot = whole(opened.value);
  if (snapshot.outcome) return undefined;
  const [actor] = snapshot.activeSeats;
  let legal: Action[] | undefined = snapshot.legal[actor];
  if (!legal) {
    const seatView = await host.seatView(matchId, actor);
    if (!seatView.ok) return refusal(seatView);
    legal = seatView.value.legal;
  }
  return refusal(await host.act(matchId, actor, legal[0], snapshot.summary.actionCount));
}

describe('a save file with random bytes changed', () => {
  it(`always answers in words the user can read, and stays usable (${trials} seeded trials)`, async () => {
    // the Host logs every damage it finds: expected here, and thousands of lines
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const random = randomSource(20_251_123);
    const seen = { refusedFile: 0, damagedMatches: 0, unharmed: 0 };

    for (let trial = 0; trial < trials; trial++) {
      const { path, flips } = damagedCopy(random);
      const context = `trial ${trial}, bytes ${flips.join(', ')}`;
      const host = hosts.open(path, { snapshotEvery: 5 });
      try {
        const status = ok(await host.status());
        if (status.store.state !== 'ok') {
          seen.refusedFile++;
          expect(ok(await host.startFreshStore()).store, context).toEqual({ state: 'ok' });
          const created = whole(ok(await host.createMatch({ game: 'troll-dice', seats: [seat('Ann'), seat('Bob')] })));
          expect(await tryAMove(host, created.summary.id), context).toBeUndefined();
          continue;
        }
        const listed = await host.listMatches();
        refusal(listed);
        const refused = new Map<string, string>();
        for (const match of listed.ok ? listed.value : []) {
          const why = await tryAMove(host, match.id);
          if (why) refused.set(match.id, why.code);
        }
        const opened = (listed.ok ? listed.value.length : 0) - refused.size;
        if (opened < matchIds.length) seen.damagedMatches++;
        else seen.unharmed++;
        // each changed byte harms one game at most: the others still open and play
        expect(opened, context).toBeGreaterThanOrEqual(matchIds.length - flips.length);
        // a game found damaged is listed so, with its ways out: export what can be read, delete
        for (const match of listed.ok ? ok(await host.listMatches()) : []) {
          if (refused.get(match.id) === 'match-damaged') expect(match.damaged, context).toBe(true);
          if (!match.damaged) continue;
          expect(ok(await host.exportDamagedMatch(match.id)).text, context).not.toBe('');
          ok(await host.deleteMatch(match.id));
        }
      } catch (error) {
        throw new Error(`${context}: ${error instanceof Error ? error.message : error}`, { cause: error });
      } finally {
        await host.close();
      }
    }
    // the trials went through every path: files refused whole, games found damaged, damage that harmed nothing
    expect(Object.values(seen).every((count) => count > 0), JSON.stringify(seen)).toBe(true);
  });
});

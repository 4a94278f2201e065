/**
 * Kills a process that is playing and saving Troll Dice (crash-child.ts) with SIGKILL at seeded
 * random moments, then checks the save file: every move the child acknowledged is there, the log
 * has no gaps, and replaying it from the seed gives exactly the states it acknowledged.
 */
import { spawn } from 'node:child_process';
import nodePath from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { applyChecked } from '../../../engine/core/match';
import { randomSource } from '../../../engine/core/rng';
import type { BaseState } from '../../../engine/core/types';
import { gameModule } from '../../../engine/games';
import type { Store, StoredMatch } from '../../../electron/store/types';
import { parseAcknowledgements, readyLine, stateHash, type Acknowledgement } from './crash-protocol';
import { openOk, useTempDir } from './helpers';

const childScript = fileURLToPath(new URL('./crash-child.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const runs = 24;
const longestKillDelayMs = 200;

const tempDir = useTempDir();

interface ChildRun {
  acknowledgements: Acknowledgement[];
  signal: NodeJS.Signals | null;
  stderr: string;
}

/** Starts the child on `storePath` and kills it `killAfterMs` after it has opened the store. */
function runChildUntilKilled(storePath: string, seed: number, killAfterMs: number): Promise<ChildRun> {
  return new Promise((resolve, reject) => {
    // process.execPath is the Node 24 that runs vitest, the one better-sqlite3 loads in
    const child = spawn(process.execPath, ['--import', 'tsx', childScript, storePath, String(seed)], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let killTimer: NodeJS.Timeout | undefined;
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      stdout += chunk;
      if (!killTimer && stdout.startsWith(readyLine)) killTimer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    // 'close' comes after stdout has been read to its end: acknowledgements written before the kill are all in
    child.on('close', (_code, signal) => {
      clearTimeout(killTimer);
      resolve({ acknowledgements: parseAcknowledgements(stdout), signal, stderr });
    });
  });
}

const trollDice = gameModule('troll-dice');
if (!trollDice) throw new Error('the troll-dice game is not registered in engine/games');
const definition = trollDice.definition;

/** Replays one saved match from its seed and checks it against everything acknowledged for it. */
function checkMatch(store: Store, match: StoredMatch, acknowledged: Map<number, string>): void {
  const log = store.actions(match.id);
  expect(log.map((entry) => entry.index)).toEqual(log.map((_, i) => i));
  expect(match.actionCount).toBe(log.length);

  const lastAcknowledged = Math.max(-1, ...acknowledged.keys());
  // at most one action can be saved but not yet acknowledged: the kill fell between commit and print
  expect([lastAcknowledged + 1, lastAcknowledged + 2]).toContain(log.length);

  const hashes: string[] = [];
  let state: BaseState = definition.setup(match.config, match.seed);
  hashes.push(stateHash(state));
  for (const entry of log) {
    state = applyChecked(definition, state, entry.seat, entry.action);
    expect(entry.events).toEqual(state.events);
    hashes.push(stateHash(state));
    const expectedHash = acknowledged.get(entry.index);
    if (expectedHash !== undefined) expect(hashes[entry.index + 1], `${match.id} after action ${entry.index}`).toBe(expectedHash);
  }
  expect(match.outcome).toEqual(definition.outcome(state));

  for (let snapshot = store.latestSnapshot(match.id, log.length); snapshot; snapshot = store.latestSnapshot(match.id, snapshot.index - 1)) {
    expect(stateHash(snapshot.state), `${match.id} snapshot at ${snapshot.index}`).toBe(hashes[snapshot.index]);
    if (snapshot.index === 0) break;
  }
}

describe('a crash at any moment', () => {
  it(
    'loses no acknowledged move and leaves a log that replays to the acknowledged state',
    async () => {
      const storePath = nodePath.join(tempDir(), 'troll-night.sqlite');
      const random = randomSource(20_261_122);
      /** every acknowledgement of every run: match id → action index → state hash */
      const acknowledged = new Map<string, Map<number, string>>();
      let totalAcknowledged = 0;
      let matchesSeen = 0;

      for (let run = 0; run < runs; run++) {
        const killAfterMs = run === 0 ? 0 : Math.floor(random() * longestKillDelayMs);
        const result = await runChildUntilKilled(storePath, run + 1, killAfterMs);
        expect(result.signal, `run ${run} should have been killed, stderr: ${result.stderr}`).toBe('SIGKILL');

        for (const ack of result.acknowledgements) {
          if (!acknowledged.has(ack.matchId)) acknowledged.set(ack.matchId, new Map());
          acknowledged.get(ack.matchId)!.set(ack.index, ack.stateHash);
        }
        totalAcknowledged += result.acknowledgements.length;

        const store = openOk(storePath);
        try {
          const matches = store.listMatches();
          expect(matches.map((m) => m.id)).toEqual(expect.arrayContaining([...acknowledged.keys()]));
          for (const match of matches) checkMatch(store, match, acknowledged.get(match.id) ?? new Map());
          matchesSeen = matches.length;
        } finally {
          store.close();
        }
      }
      // the runs did play: many moves, and more than one match finished and started
      expect(totalAcknowledged).toBeGreaterThan(runs * 3);
      expect(matchesSeen).toBeGreaterThan(1);
    },
    120_000,
  );
});

/**
 * Kills a process that is playing and saving Troll Dice (crash-child.ts) with SIGKILL at seeded
 * random moments, then checks the save file: every move the child acknowledged is there, the log
 * has no gaps, and replaying it from the seed gives exactly the states it acknowledged.
 *
 * A moment is a seeded number of acknowledged moves, then a seeded delay: counting moves first
 * makes every run play, however slow the machine, and the delay lands the kill anywhere after.
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
const mostMovesBeforeKill = 20;
const longestKillDelayMs = 200;

const tempDir = useTempDir();

interface ChildRun {
  acknowledgements: Acknowledgement[];
  signal: NodeJS.Signals | null;
  stderr: string;
}

/**
 * Starts the child on `storePath` and kills it `killAfterMs` after it has opened the store and
 * acknowledged `movesBeforeKill` moves.
 */
function runChildUntilKilled(storePath: string, seed: number, movesBeforeKill: number, killAfterMs: number): Promise<ChildRun> {
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
      if (killTimer || !stdout.startsWith(readyLine) || parseAcknowledgements(stdout).length < movesBeforeKill) return;
      killTimer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
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

/**
 * Replays one saved match from its seed and checks it against everything acknowledged for it and
 * against `savedBefore`, the length of its log before the last run.
 */
function checkMatch(store: Store, match: StoredMatch, acknowledged: Map<number, string>, savedBefore: number): void {
  const log = store.actions(match.id);
  expect(log.map((entry) => entry.index)).toEqual(log.map((_, i) => i));
  expect(match.actionCount).toBe(log.length);

  // nothing saved or acknowledged is lost, and each kill leaves at most one action saved but not
  // acknowledged (it fell between commit and print); the next run resumes after it, so a run that
  // acknowledged nothing may add one more
  const known = Math.max(Math.max(-1, ...acknowledged.keys()) + 1, savedBefore);
  expect([known, known + 1], `${match.id}: ${savedBefore} saved before the run`).toContain(log.length);

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
  it('loses no acknowledged move and leaves a log that replays to the acknowledged state', async () => {
    const storePath = nodePath.join(tempDir(), 'troll-night.sqlite');
    const random = randomSource(20_261_122);
    /** every acknowledgement of every run: match id → action index → state hash */
    const acknowledged = new Map<string, Map<number, string>>();
    /** match id → length of its log after the previous run */
    const saved = new Map<string, number>();
    let totalAcknowledged = 0;
    let matchesSeen = 0;

    for (let run = 0; run < runs; run++) {
      // the first run is killed as soon as the store is open
      const movesBeforeKill = run === 0 ? 0 : Math.floor(random() * (mostMovesBeforeKill + 1));
      const killAfterMs = run === 0 ? 0 : Math.floor(random() * longestKillDelayMs);
      const result = await runChildUntilKilled(storePath, run + 1, movesBeforeKill, killAfterMs);
      expect(result.signal, `run ${run} should have been killed, stderr: ${result.stderr}`).toBe('SIGKILL');

      for (const ack of result.acknowledgements) {
        if (!acknowledged.has(ack.matchId)) acknowledged.set(ack.matchId, new Map());
        acknowledged.get(ack.matchId)!.set(ack.index, ack.stateHash);
      }
      totalAcknowledged += result.acknowledgements.length;

      const store = openOk(storePath);
      try {
        const { matches } = store.listMatches();
        expect(matches.map((m) => m.id)).toEqual(expect.arrayContaining([...acknowledged.keys()]));
        for (const match of matches) {
          checkMatch(store, match, acknowledged.get(match.id) ?? new Map(), saved.get(match.id) ?? 0);
          saved.set(match.id, match.actionCount);
        }
        matchesSeen = matches.length;
      } finally {
        store.close();
      }
    }
    // the runs did play: many moves, and more than one match finished and started
    expect(totalAcknowledged).toBeGreaterThan(runs * 3);
    expect(matchesSeen).toBeGreaterThan(1);
  });
});

/**
 * Thud figures for `npm run bench` (or alone: `npx tsx scripts/bench/thud.ts`): move generation
 * speed and perft counts, each level's move time at its real budget, and the level ladder: each
 * level against the one below, on node caps, in worker threads (one per core).
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { search } from '../../engine/ai/search/alphabeta';
import { randomSource } from '../../engine/core/rng';
import { START_BOARD } from '../../engine/games/thud/board';
import { LEVEL_LIMITS, NOVICE_HABITS, noviceBot } from '../../engine/games/thud/bots';
import { ThudSearchPosition } from '../../engine/games/thud/evaluate';
import { perft } from '../../engine/games/thud/perft';
import { Position } from '../../engine/games/thud/position';
import { activeSeats, apply, legalActions, legalMoves, setup } from '../../engine/games/thud/rules';
import type { ThudState } from '../../engine/games/thud/types';
import { figure, fmt, heading, median, timeRounds } from './measure';
import { LADDER_NO_CAPTURE_LIMIT, LADDER_WARLORD_NODES, type LadderJob } from './thud-ladder-worker';

const SEATS = [{ name: 'A' }, { name: 'B' }];

/** positions from seeded random games (pieces only, no proposals), the middle game included */
function samplePositions(count: number): ThudState[] {
  const random = randomSource(2024);
  const positions: ThudState[] = [];
  for (let game = 0; positions.length < count; game++) {
    let state = setup({ seats: SEATS, firstSeat: 0 }, game);
    for (let ply = 0; ply < 160 && !state.over && positions.length < count; ply++) {
      const moves = legalMoves(state);
      if (moves.length === 0) break;
      if (ply % 4 === 0) positions.push(state);
      state = apply(state, activeSeats(state)[0], moves[Math.floor(random() * moves.length)]);
    }
  }
  return positions;
}

function moveGeneration(positions: ThudState[]): void {
  heading('Thud: legal-move generation');
  const fast = positions.map((state) => new Position(state.board, state.toMove === 'dwarf'));
  const buffer = new Int32Array(4096);
  let listed = 0;
  const fastRounds = timeRounds(7, () => {
    listed = 0;
    for (let repeat = 0; repeat < 20; repeat++) for (const position of fast) listed += position.generate(buffer, 0);
  });
  figure(
    `generator, ${positions.length} positions from random games ×20, ${fmt(listed / (20 * positions.length), 0)} moves each on average (median of 7)`,
    `${fmt((positions.length * 20 * 1000) / median(fastRounds), 0)} positions/s`,
  );
  const ruleRounds = timeRounds(5, () => {
    for (const state of positions) legalActions(state, activeSeats(state)[0]);
  });
  figure('legalActions as JSON actions, same positions (median of 5)', `${fmt((positions.length * 1000) / median(ruleRounds), 0)} positions/s`);
  for (const depth of [1, 2, 3]) {
    const position = new Position(START_BOARD, true);
    let count = 0;
    const [ms] = timeRounds(1, () => (count = perft(position, depth)));
    figure(`perft ${depth} from the start (action sequences)`, `${count.toLocaleString('en-US')} in ${fmt(ms, 0)} ms`);
  }
}

const LEVEL_NAMES: Record<string, string> = { greedy: 'Greedy', easy: 'Novice', medium: 'Veteran', hard: 'Warlord' };

function levelTimes(positions: ThudState[]): void {
  heading('Thud: one move per level at its real budget (node cap first, clock as a ceiling)');
  const picks = [setup({ seats: SEATS, firstSeat: 0 }, 1), ...[10, 25, 40].map((i) => positions[i % positions.length])];
  const novice = noviceBot('easy', NOVICE_HABITS);
  const random = randomSource(5);
  const noviceTimes = picks.flatMap((state) => timeRounds(5, () => novice.choose(state, activeSeats(state)[0], random)));
  figure(`Novice (no search), ${picks.length} positions ×5`, `median ${fmt(median(noviceTimes))} ms, max ${fmt(Math.max(...noviceTimes))} ms`);
  for (const level of ['medium', 'hard'] as const) {
    const limits = LEVEL_LIMITS[level];
    const rates: number[] = [];
    const depths: number[] = [];
    const times: number[] = [];
    for (const state of picks) {
      const result = search(new ThudSearchPosition(state.board, state.toMove === 'dwarf'), limits);
      rates.push((result.nodes * 1000) / Math.max(1, result.elapsedMs));
      depths.push(result.depth);
      times.push(result.elapsedMs);
    }
    figure(
      `${LEVEL_NAMES[level]} (≤ ${limits.maxNodes.toLocaleString('en-US')} nodes, ${limits.timeMs} ms), ${picks.length} positions`,
      `median ${fmt(median(times), 0)} ms, max ${fmt(Math.max(...times), 0)} ms, ${fmt(median(rates), 0)} nodes/s, depth ${Math.min(...depths)}–${Math.max(...depths)}`,
    );
  }
}

/** adjacent pairs, from the bottom of the ladder up, and how many games each plays (the Warlord's are the long ones) */
const RUNGS = [
  { strong: 'easy', weak: 'greedy', games: 24 },
  { strong: 'medium', weak: 'easy', games: 24 },
  { strong: 'hard', weak: 'medium', games: 16 },
];

/** Plays every job on a pool of worker threads, the last (longest) first; results come back in job order. */
async function playOnWorkers(jobs: LadderJob[]): Promise<number[][]> {
  const results: number[][] = new Array(jobs.length);
  let next = jobs.length;
  const threads = Math.max(1, Math.min(availableParallelism(), jobs.length));
  await Promise.all(
    Array.from({ length: threads }, async () => {
      const worker = new Worker(join(__dirname, 'thud-ladder-worker.ts'));
      try {
        while (next > 0) {
          const index = --next;
          results[index] = await new Promise<number[]>((resolve, reject) => {
            worker.once('message', resolve);
            worker.once('error', reject);
            worker.postMessage(jobs[index]);
          });
          worker.removeAllListeners('error');
        }
      } finally {
        await worker.terminate();
      }
    }),
  );
  return results;
}

async function ladder(): Promise<void> {
  heading(
    `Thud: level ladder, NODE-CAPPED (Warlord ${LADDER_WARLORD_NODES.toLocaleString('en-US')} nodes a move, ` +
      `${LEVEL_LIMITS.hard.maxNodes.toLocaleString('en-US')} in play; Novice and Veteran as in play), ` +
      `seeded games of two battles, dwarves first alternating, no-capture limit ${LADDER_NO_CAPTURE_LIMIT}`,
  );
  const jobs = RUNGS.flatMap((rung) =>
    Array.from({ length: rung.games }, (_, game): LadderJob => ({ strong: rung.strong, weak: rung.weak, seed: 1 + game, firstSeat: game % 2 })),
  );
  const start = performance.now();
  const results = await playOnWorkers(jobs);
  for (const rung of RUNGS) {
    const scores = results.filter((_, i) => jobs[i].strong === rung.strong && jobs[i].weak === rung.weak);
    // a game counts 1 for a win, ½ for a draw, from the stronger level's side
    const points = scores.map(([mine, theirs]): number => (mine > theirs ? 1 : mine === theirs ? 0.5 : 0));
    const wins = points.filter((point) => point === 1).length;
    const draws = points.filter((point) => point === 0.5).length;
    const mean = points.reduce((sum, point) => sum + point, 0) / points.length;
    const spread = Math.sqrt(points.reduce((sum, point) => sum + (point - mean) ** 2, 0) / points.length);
    const margin = scores.reduce((sum, [mine, theirs]) => sum + mine - theirs, 0) / scores.length;
    figure(
      `${LEVEL_NAMES[rung.strong]} against ${LEVEL_NAMES[rung.weak]}, ${rung.games} games`,
      `W ${wins} D ${draws} L ${rung.games - wins - draws}, score ${fmt(mean * 100)}% ± ${fmt((196 * spread) / Math.sqrt(points.length))} (95%), ` +
        `${fmt(margin)} points a game`,
    );
  }
  figure('the ladder\'s games, on worker threads', `${fmt((performance.now() - start) / 1000)} s`);
}

export async function benchThud(): Promise<void> {
  const positions = samplePositions(200);
  moveGeneration(positions);
  levelTimes(positions);
  await ladder();
}

if (typeof module !== 'undefined' && require.main === module) void benchThud();

/**
 * Thud figures for `npm run bench` (or alone: `npx tsx scripts/bench/thud.ts [--quick]`): move
 * generation speed and perft counts; the search's speed and the depth the Warlord reaches in a
 * second; each level's thinking time in play; the level ladder; and the Warlord against the frozen
 * reference (the Warlord before issue 13, at 4 s a move: thud-reference/), over seeded
 * two-battle matches on worker threads (one per core), the Warlord pondering on the reference's
 * time. That match set takes about two hours on two cores; `--quick` plays it at a tenth of both
 * budgets, as a rough check only.
 */
import { performance } from 'node:perf_hooks';
import { SearchMemory, search, type SearchLimits } from '../../engine/ai/search/alphabeta';
import { applyChecked } from '../../engine/core/match';
import { randomSource } from '../../engine/core/rng';
import { playGame } from '../../engine/core/simulate';
import { thud } from '../../engine/games/thud';
import { START_BOARD } from '../../engine/games/thud/board';
import { LEVEL_LIMITS, NOVICE_HABITS, cappedLevels, levels, noviceBot } from '../../engine/games/thud/bots';
import { ThudSearchPosition } from '../../engine/games/thud/evaluate';
import { perft } from '../../engine/games/thud/perft';
import { Position } from '../../engine/games/thud/position';
import { activeSeats, apply, legalActions, legalMoves, setup } from '../../engine/games/thud/rules';
import type { ThudState } from '../../engine/games/thud/types';
import { figure, fmt, heading, median, percentile, timeRounds } from './measure';
import { LADDER_NO_CAPTURE_LIMIT, LADDER_WARLORD_NODES, type LadderJob } from './thud-ladder-worker';
import { MATCH_NO_CAPTURE_LIMIT, OPENING_PLIES, type MatchJob, type MatchResult } from './thud-match-worker';
import { search as referenceSearch } from './thud-reference/alphabeta';
import { playOnWorkers } from './workers';
import { ThudSearchPosition as ReferencePosition } from './thud-reference/evaluate';
import { REFERENCE_LIMITS } from './thud-reference/warlord';

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

const unclocked = (limits: SearchLimits): SearchLimits => ({ ...limits, timeMs: Infinity });

/** the opening and three middle-game positions of a seeded game between capped levels (plies 40, 80, 120) */
function benchmarkPositions(): { name: string; state: ThudState }[] {
  const played = playGame({ definition: thud.definition, bots: cappedLevels(LADDER_WARLORD_NODES) }, ['hard', 'medium'], 3, {
    config: { seats: SEATS, firstSeat: 0, options: { noCaptureLimit: LADDER_NO_CAPTURE_LIMIT } },
  });
  let state = setup(played.config, 3);
  const states = [state];
  for (const entry of played.log) states.push((state = applyChecked(thud.definition, state, entry.seat, entry.action)));
  const middle = [40, 80, 120].map((ply) => {
    // the first position from that ply on with a piece to move (not an answer to a proposal)
    const found = states.slice(ply).find((candidate) => !candidate.proposal && !candidate.over) as ThudState;
    const pieces = [...found.board].filter((cell) => cell === 'd' || cell === 'T').length;
    return { name: `ply ${ply}, ${found.toMove}s to move, ${pieces} pieces`, state: found };
  });
  return [{ name: 'the opening', state: states[0] }, ...middle];
}

function searchSpeed(positions: ThudState[]): void {
  heading('Thud: search speed, the same 30 positions, 300,000 nodes each (median)');
  const picks = positions.filter((_, i) => i % 6 === 0).slice(0, 30);
  const rate = (run: (state: ThudState) => { nodes: number; elapsedMs: number }): number =>
    median(picks.map((state) => {
      const result = run(state);
      return (result.nodes * 1000) / Math.max(1, result.elapsedMs);
    }));
  const limits = { ...unclocked(LEVEL_LIMITS.hard), maxNodes: 300_000 };
  const today = rate((state) => search(new ThudSearchPosition(state.board, state.toMove === 'dwarf'), limits));
  const reference = rate((state) => referenceSearch(new ReferencePosition(state.board, state.toMove === 'dwarf'), limits));
  figure('Warlord search', `${fmt(today, 0)} nodes/s`);
  figure('reference Warlord (frozen, before issue 13)', `${fmt(reference, 0)} nodes/s (today's is ${fmt(today / reference, 2)}× as fast)`);
}

function depthReached(): void {
  heading('Thud: depth reached (plies, odd iterations) — the Warlord in 1 s, fresh or on a foreseen reply, against the reference in its 4 s / 1,500,000 nodes');
  for (const { name, state } of benchmarkPositions()) {
    const dwarfToMove = state.toMove === 'dwarf';
    const oneSecond = { ...LEVEL_LIMITS.hard, maxNodes: Infinity, timeMs: 1_000 };
    const today = search(new ThudSearchPosition(state.board, dwarfToMove), oneSecond);
    const reference = referenceSearch(new ReferencePosition(state.board, dwarfToMove), REFERENCE_LIMITS);
    // a reply the Warlord foresaw: it pondered this position while the other player thought (here as long as the reference)
    const memory = new SearchMemory();
    search(new ThudSearchPosition(state.board, dwarfToMove), { ...oneSecond, timeMs: reference.elapsedMs }, memory);
    const foreseen = search(new ThudSearchPosition(state.board, dwarfToMove), oneSecond, memory);
    figure(
      name,
      `1 s: depth ${today.depth} (${fmt(today.nodes / 1000, 0)}k nodes); after pondering as long as the reference, 1 s: depth ${foreseen.depth}; ` +
        `reference: depth ${reference.depth} in ${fmt(reference.elapsedMs / 1000, 1)} s`,
    );
  }
}

function timesLine(times: number[]): string {
  return `median ${fmt(median(times), 0)} ms, p95 ${fmt(percentile(times, 95), 0)} ms, max ${fmt(Math.max(...times), 0)} ms`;
}

/** each level's thinking time at its real limits (clock included), the Warlord through a whole game against the Veteran */
function levelTimes(positions: ThudState[]): void {
  heading('Thud: thinking time per move in play, at the levels\' real limits');
  const picks = [setup({ seats: SEATS, firstSeat: 0 }, 1), ...[10, 25, 40].map((i) => positions[i % positions.length])];
  const novice = noviceBot('easy', NOVICE_HABITS);
  const random = randomSource(5);
  const noviceTimes = picks.flatMap((state) => timeRounds(5, () => novice.choose(state, activeSeats(state)[0], random)));
  figure(`Novice (no search), ${picks.length} positions ×5`, timesLine(noviceTimes));
  const veteranTimes = picks.map((state) => timeRounds(1, () => levels[1].choose(state, activeSeats(state)[0], random))[0]);
  figure(`Veteran (≤ ${LEVEL_LIMITS.medium.maxNodes.toLocaleString('en-US')} nodes, ${LEVEL_LIMITS.medium.timeMs} ms), ${picks.length} positions`, timesLine(veteranTimes));
  const [warlord, veteran] = [levels[2], levels[1]];
  const warlordTimes: number[] = [];
  let state = setup({ seats: SEATS, firstSeat: 0, options: { noCaptureLimit: LADDER_NO_CAPTURE_LIMIT } }, 4);
  while (!state.over) {
    const seat = activeSeats(state)[0];
    const bot = seat === 0 ? warlord : veteran;
    const started = performance.now();
    const action = bot.choose(state, seat, random);
    if (seat === 0) warlordTimes.push(performance.now() - started);
    state = apply(state, seat, action);
  }
  figure(
    `Warlord (≤ ${LEVEL_LIMITS.hard.maxNodes.toLocaleString('en-US')} nodes, ${LEVEL_LIMITS.hard.timeMs} ms), ${warlordTimes.length} moves of a game`,
    timesLine(warlordTimes),
  );
}

/** adjacent pairs, from the bottom of the ladder up, and how many games each plays (the Warlord's are the long ones) */
const RUNGS = [
  { strong: 'easy', weak: 'greedy', games: 24 },
  { strong: 'medium', weak: 'easy', games: 24 },
  { strong: 'hard', weak: 'medium', games: 16 },
];

/** a result line: wins, draws, losses, the score with its 95% interval (normal approximation), the mean margin */
function scoreLine(scores: number[][]): string {
  // a game counts 1 for a win, ½ for a draw, from the first seat's side
  const points = scores.map(([mine, theirs]): number => (mine > theirs ? 1 : mine === theirs ? 0.5 : 0));
  const wins = points.filter((point) => point === 1).length;
  const draws = points.filter((point) => point === 0.5).length;
  const mean = points.reduce((sum, point) => sum + point, 0) / points.length;
  const spread = Math.sqrt(points.reduce((sum, point) => sum + (point - mean) ** 2, 0) / (points.length - 1));
  const margin = scores.reduce((sum, [mine, theirs]) => sum + mine - theirs, 0) / scores.length;
  return (
    `W ${wins} D ${draws} L ${points.length - wins - draws}, score ${fmt(mean * 100)}% ± ${fmt((196 * spread) / Math.sqrt(points.length))} (95%), ` +
    `${fmt(margin)} points a game`
  );
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
  const results = await playOnWorkers<LadderJob, number[]>('thud-ladder-worker.ts', jobs);
  for (const rung of RUNGS) {
    const scores = results.filter((_, i) => jobs[i].strong === rung.strong && jobs[i].weak === rung.weak);
    figure(`${LEVEL_NAMES[rung.strong]} against ${LEVEL_NAMES[rung.weak]}, ${rung.games} games`, scoreLine(scores));
  }
  figure("the ladder's games, on worker threads", `${fmt((performance.now() - start) / 1000)} s`);
}

/** matches against the reference: each seed twice, each seat leading the dwarves first once */
const REFERENCE_MATCHES = 20;

export async function againstReference(quick: boolean): Promise<void> {
  const scale = quick ? 0.1 : 1;
  const candidate = { ...unclocked(LEVEL_LIMITS.hard), maxNodes: Math.round(LEVEL_LIMITS.hard.maxNodes * scale) };
  const reference = { ...unclocked(REFERENCE_LIMITS), maxNodes: Math.round(REFERENCE_LIMITS.maxNodes * scale) };
  // the Warlord thinks on the reference's time for as many nodes as the reference searches: at
  // its speed (see searchSpeed) that is less time than the reference takes
  const candidatePonderNodes = reference.maxNodes;
  heading(
    `Thud: the Warlord (${candidate.maxNodes.toLocaleString('en-US')} nodes a move${quick ? '' : ', as in play'}, and ` +
      `${candidatePonderNodes.toLocaleString('en-US')} on the reference's time) against the frozen reference ` +
      `(${reference.maxNodes.toLocaleString('en-US')}${quick ? '' : ', 4 s'}), ${REFERENCE_MATCHES} seeded matches of two battles, ` +
      `${OPENING_PLIES} opening plies from the seed, no-capture limit ${MATCH_NO_CAPTURE_LIMIT}${quick ? ' — QUICK: a tenth of both budgets, a rough check only' : ''}`,
  );
  const jobs = Array.from(
    { length: REFERENCE_MATCHES },
    (_, i): MatchJob => ({ seed: 1 + (i >> 1), firstSeat: i % 2, candidate, reference, candidatePonderNodes }),
  );
  const start = performance.now();
  const results = await playOnWorkers<MatchJob, MatchResult>('thud-match-worker.ts', jobs);
  figure('the Warlord against the reference', scoreLine(results.map((result) => result.scores)));
  figure("the Warlord's time a move in these matches (node cap, both cores busy)", timesLine(results.flatMap((result) => result.candidateMs)));
  const pondered = results.reduce((sum, result) => sum + result.pondered, 0);
  const foreseen = results.reduce((sum, result) => sum + result.foreseen, 0);
  figure("replies the Warlord foresaw while it pondered", `${foreseen} of ${pondered} (${fmt((100 * foreseen) / pondered, 0)}%)`);
  figure('the matches, on worker threads', `${fmt((performance.now() - start) / 60_000)} min`);
}

/** everything but the matches against the reference: minutes rather than an hour */
export async function benchThudLevels(): Promise<void> {
  const positions = samplePositions(200);
  moveGeneration(positions);
  searchSpeed(positions);
  depthReached();
  levelTimes(positions);
  await ladder();
}

export async function benchThud(quick = false): Promise<void> {
  await benchThudLevels();
  await againstReference(quick);
}

if (typeof module !== 'undefined' && require.main === module) void benchThud(process.argv.includes('--quick'));

/**
 * Thud figures for `npm run bench`: move generation speed and perft counts, the search's speed and
 * depth per level, and the levels' results against the random and greedy yardsticks.
 */
import { search } from '../../engine/ai/search/alphabeta';
import { randomSource } from '../../engine/core/rng';
import { playGame } from '../../engine/core/simulate';
import type { Bot } from '../../engine/core/types';
import { thud } from '../../engine/games/thud';
import { START_BOARD } from '../../engine/games/thud/board';
import { LEVEL_LIMITS, greedy, random, searchBot } from '../../engine/games/thud/bots';
import { ThudSearchPosition } from '../../engine/games/thud/evaluate';
import { perft } from '../../engine/games/thud/perft';
import { Position } from '../../engine/games/thud/position';
import { activeSeats, apply, legalActions, legalMoves, setup } from '../../engine/games/thud/rules';
import type { ThudState } from '../../engine/games/thud/types';
import { figure, fmt, heading, median, timeRounds } from './measure';

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

function searchSpeed(positions: ThudState[]): void {
  heading('Thud: search speed and depth per level, at the levels’ real budgets');
  const picks = [setup({ seats: SEATS, firstSeat: 0 }, 1), ...[10, 25, 40].map((i) => positions[i % positions.length])];
  for (const level of ['easy', 'medium', 'hard'] as const) {
    const limits = LEVEL_LIMITS[level];
    const rates: number[] = [];
    const depths: number[] = [];
    for (const state of picks) {
      const result = search(new ThudSearchPosition(state.board, state.toMove === 'dwarf'), limits);
      rates.push((result.nodes * 1000) / Math.max(1, result.elapsedMs));
      depths.push(result.depth);
    }
    figure(
      `${level} (${limits.timeMs} ms, ≤ ${limits.maxNodes.toLocaleString('en-US')} nodes, depth ≤ ${limits.maxDepth}), ${picks.length} positions`,
      `${fmt(median(rates), 0)} nodes/s, depth ${Math.min(...depths)}–${Math.max(...depths)}`,
    );
  }
}

/** the levels on node caps instead of clocks, so a hundred games fit in the bench */
const BENCH_LIMITS = {
  easy: { maxDepth: 1, maxNodes: 1_500, timeMs: Infinity },
  medium: { maxDepth: 3, maxNodes: 5_000, timeMs: Infinity },
  hard: { maxDepth: 64, maxNodes: 12_000, timeMs: Infinity },
};

function winRates(): void {
  const gamesPerPair = 20;
  const noCaptureLimit = 30;
  heading(
    `Thud: levels against the yardsticks, ${gamesPerPair} seeded games each, half with each side first ` +
      `(node caps ${Object.values(BENCH_LIMITS).map((l) => l.maxNodes).join('/')}, no-capture limit ${noCaptureLimit})`,
  );
  const levels = (Object.keys(BENCH_LIMITS) as (keyof typeof BENCH_LIMITS)[]).map((id) => searchBot(id, BENCH_LIMITS[id]));
  const module = { definition: thud.definition, bots: [random, greedy, ...levels] as Bot<ThudState>[] };
  for (const level of levels) {
    for (const opponent of [random, greedy]) {
      let wins = 0;
      let draws = 0;
      let margin = 0;
      for (let game = 0; game < gamesPerPair; game++) {
        const firstSeat = game % 2;
        const played = playGame(module, [level.id, opponent.id], 7_000 + game, {
          config: { seats: SEATS, firstSeat, options: { noCaptureLimit } },
        });
        const [mine, theirs] = played.outcome.scores;
        if (mine > theirs) wins++;
        else if (mine === theirs) draws++;
        margin += mine - theirs;
      }
      figure(
        `${level.id} against ${opponent.id}`,
        `wins ${wins}/${gamesPerPair}, draws ${draws}, mean margin ${fmt(margin / gamesPerPair)} points`,
      );
    }
  }
}

export async function benchThud(): Promise<void> {
  const positions = samplePositions(200);
  moveGeneration(positions);
  searchSpeed(positions);
  winRates();
}

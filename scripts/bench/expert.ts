/**
 * The expert level's figures: the expert in one seat against the strongest written level in all
 * the others, at every table size, with the win rate's 95% interval; a ladder of every level
 * against every other at four players; the time per decision. The games are seeded and the
 * expert plays on its round cap without a clock, so the figures are the same on any machine;
 * they run on worker threads, one per core.
 * `npm run bench -- --expert` plays EXPERT_GAMES per size; `--expert-games=N`, `--ladder-games=N`
 * more or fewer. Alone: `npx tsx scripts/bench/expert.ts [games per size] [game id…] [--players=2,3] [--no-ladder]`.
 */
import { performance } from 'node:perf_hooks';
import { EXPERT_LIMITS } from '../../engine/ai/expert';
import type { GameModule } from '../../engine/core/types';
import { gameModule } from '../../engine/games';
import type { ExpertJob, ExpertResult } from './expert-worker';
import { figure, fmt, heading, median, percentile } from './measure';
import { playOnWorkers } from './workers';

/**
 * Games per table size in `npm run bench -- --expert`: with the ladder, over an hour for the four
 * games on two cores (Battle Dice and TRÔL most of it), and intervals about 25 points wide.
 * `--expert-games=500`, for intervals of ±4 points, takes a night; one game at a time it is
 * shorter (`npx tsx scripts/bench/expert.ts 500 trolldilemma`: 9 minutes).
 */
export const EXPERT_GAMES = 50;
/** games per pair of levels in the ladder, at four players, when the expert plays */
export const LADDER_GAMES = 20;
/** games per pair of written levels: a few milliseconds each, and luck weighs much in these games */
const WRITTEN_LADDER_GAMES = 1_000;
const LADDER_PLAYERS = 4;

const GAMES: [string, string][] = [
  ['troll-dice', 'Troll Dice'],
  ['trolldilemma', 'Trolldilemma'],
  ['battle-dice', 'Battle Dice'],
  ['trol', 'TRÔL'],
];

/** Wilson's 95% interval for `wins` out of `games`: sound near 0% and 100%, and for few games */
export function wilsonInterval(wins: number, games: number): [number, number] {
  const z = 1.96;
  const rate = wins / games;
  const centre = (rate + (z * z) / (2 * games)) / (1 + (z * z) / games);
  const margin = (z / (1 + (z * z) / games)) * Math.sqrt((rate * (1 - rate)) / games + (z * z) / (4 * games * games));
  return [Math.max(0, centre - margin), Math.min(1, centre + margin)];
}

function winRate(wins: number, games: number): string {
  const [low, high] = wilsonInterval(wins, games);
  return `${fmt((wins / games) * 100)}% [${fmt(low * 100)}–${fmt(high * 100)}]`;
}

/** `games` seeded games of `one` in a seat going round the table and `others` everywhere else */
function jobsFor(game: string, one: string, others: string, players: number, games: number): ExpertJob[] {
  return Array.from({ length: games }, (_, index) => ({ game, players, one, others, seat: index % players, seed: 70_000 + index }));
}

function decisionTimes(results: ExpertResult[]): void {
  const decisions = results.flatMap((result) => result.decisions);
  if (decisions.length === 0) return;
  figure(
    `ms per expert decision over ${decisions.length} searched (median, p95, max)`,
    `${fmt(median(decisions))}, ${fmt(percentile(decisions, 95))}, ${fmt(Math.max(...decisions))}`,
  );
  // in play the clock would have cut these short: the figures above are for the whole round cap
  const late = decisions.filter((ms) => ms > EXPERT_LIMITS.timeMs).length;
  figure(`decisions past the ${EXPERT_LIMITS.timeMs} ms clock of play`, `${fmt((late / decisions.length) * 100)}%`);
}

function levelsOf(module: GameModule<any, any>): { written: string[]; strongest: string } {
  const written = module.bots.map((bot) => bot.id).filter((id) => id !== 'expert');
  return { written, strongest: written[written.length - 1] };
}

/** The expert in one seat against the strongest written level in all the others, `gamesPerSize` games at each table size. */
export async function benchExpert(id: string, title: string, gamesPerSize: number, only: number[] = []): Promise<void> {
  const module = gameModule(id) as GameModule<any, any>;
  const { players } = module.definition;
  const { strongest } = levelsOf(module);
  const offered = module.bots.some((bot) => bot.id === 'expert') ? '' : ' (not offered in the app)';
  heading(`${title}: the expert${offered} against ${strongest}, ${gamesPerSize} seeded games per size`);
  const sizes = Array.from({ length: players.max - players.min + 1 }, (_, index) => players.min + index).filter(
    (size) => only.length === 0 || only.includes(size),
  );
  const started = performance.now();
  const results = await playOnWorkers<ExpertJob, ExpertResult>(
    'expert-worker.ts',
    sizes.flatMap((size) => jobsFor(id, 'expert', strongest, size, gamesPerSize)),
  );
  sizes.forEach((size, index) => {
    const points = results.slice(index * gamesPerSize, (index + 1) * gamesPerSize).reduce((sum, result) => sum + result.points, 0);
    figure(`${size} players, 1 expert vs ${size - 1} ${strongest}`, `expert wins ${winRate(points, gamesPerSize)} (fair share ${fmt(100 / size)}%)`);
  });
  decisionTimes(results);
  figure('these games, on worker threads', `${fmt((performance.now() - started) / 60_000)} min`);
}

/** Every level in one seat against every other level in the rest, at four players: each row should beat the rows above it. */
export async function benchLadder(id: string, title: string, games: number): Promise<void> {
  const module = gameModule(id) as GameModule<any, any>;
  const levels = [...levelsOf(module).written, 'expert'];
  heading(
    `${title}: ladder, one level against ${LADDER_PLAYERS - 1} of another, ${games} seeded games each with the expert, ${WRITTEN_LADDER_GAMES} without (fair share ${fmt(100 / LADDER_PLAYERS)}%)`,
  );
  const pairs = levels.flatMap((one) =>
    levels
      .filter((others) => others !== one)
      .map((others) => ({ one, others, games: one === 'expert' || others === 'expert' ? games : WRITTEN_LADDER_GAMES })),
  );
  const results = await playOnWorkers<ExpertJob, ExpertResult>(
    'expert-worker.ts',
    pairs.flatMap(({ one, others, games: played }) => jobsFor(id, one, others, LADDER_PLAYERS, played)),
  );
  let first = 0;
  for (const { one, others, games: played } of pairs) {
    const points = results.slice(first, first + played).reduce((sum, result) => sum + result.points, 0);
    first += played;
    figure(`1 ${one} vs ${LADDER_PLAYERS - 1} ${others}, ${played} games`, `${one} wins ${winRate(points, played)}`);
  }
}

/** The expert's section of `npm run bench`. */
export async function benchExperts(gamesPerSize: number, ladderGames = LADDER_GAMES, ids: string[] = [], sizes: number[] = []): Promise<void> {
  for (const [id, title] of GAMES) {
    if (ids.length > 0 && !ids.includes(id)) continue;
    if (gamesPerSize > 0) await benchExpert(id, title, gamesPerSize, sizes);
    if (ladderGames > 0) await benchLadder(id, title, ladderGames);
  }
}

if (process.argv[1]?.endsWith('expert.ts')) {
  const [games, ...rest] = process.argv.slice(2);
  const ids = rest.filter((arg) => !arg.startsWith('--'));
  // `--players=2,3`: only these table sizes (of the games that have them)
  const sizes = (rest.find((arg) => arg.startsWith('--players='))?.slice('--players='.length).split(',') ?? []).map(Number);
  // `--no-ladder`: the expert against the strongest written level only
  void benchExperts(Number(games ?? EXPERT_GAMES), rest.includes('--no-ladder') ? 0 : LADDER_GAMES, ids, sizes);
}

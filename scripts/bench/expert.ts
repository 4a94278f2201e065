/**
 * The expert level's figures: the expert in one seat against the strongest written level in all
 * the others, at every table size, with the win rate's 95% interval; a ladder of every level
 * against every other; the time per decision. The expert thinks most of a second a move, so its games
 * are slow: `npm run bench -- --expert` plays a few per size (see EXPERT_GAMES), `--expert-games=N`
 * and `--ladder-games=N` more. Battle Dice does not offer its expert yet; it is measured here all the same.
 * Alone: `npx tsx scripts/bench/expert.ts [games per size] [game id…] [--no-ladder]`.
 */
import { performance } from 'node:perf_hooks';
import { EXPERT_LIMITS, expertLevel } from '../../engine/ai/expert';
import { playGame } from '../../engine/core/simulate';
import type { BaseState, Bot, GameModule } from '../../engine/core/types';
import { battleDice } from '../../engine/games/battle-dice';
import { trol } from '../../engine/games/trol';
import { trollDice } from '../../engine/games/troll-dice';
import { trolldilemma } from '../../engine/games/trolldilemma';
import { figure, fmt, heading, median, percentile } from './measure';

/**
 * Games per table size in `npm run bench -- --expert`: about 45 minutes for the four games on two busy cores,
 * and intervals some 30 points wide. `--expert-games=500`, as the figures deserve, takes days.
 */
export const EXPERT_GAMES = 10;
/** games per pair of levels in the ladder, at four players: about 40 minutes more */
export const LADDER_GAMES = 4;
const LADDER_PLAYERS = 4;

const GAMES: [GameModule<any, any>, string][] = [
  [trollDice, 'Troll Dice'],
  [trolldilemma, 'Trolldilemma'],
  [{ definition: battleDice.definition, bots: [...battleDice.bots, expertLevel(battleDice.definition, battleDice.bots)] }, 'Battle Dice'],
  [trol, 'TRÔL'],
];

/** Wilson's 95% interval for `wins` out of `games`: sound near 0% and 100%, and for few games */
function wilsonInterval(wins: number, games: number): [number, number] {
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

/** The module's levels, the expert's choices timed into `decisions`. */
function timedLevels<S extends BaseState>(module: GameModule<S, unknown>, decisions: number[]): Bot<S>[] {
  return module.bots.map((bot) =>
    bot.id !== 'expert'
      ? bot
      : {
          id: bot.id,
          choose(state, seat, random) {
            const started = performance.now();
            const action = bot.choose(state, seat, random);
            decisions.push(performance.now() - started);
            return action;
          },
        },
  );
}

/** `games` seeded games, `one` in a seat going round the table and `others` everywhere else: the points `one` wins (a shared win counts its share) */
function pointsOf<S extends BaseState>(table: GameModule<S, unknown>, one: string, others: string, players: number, games: number): number {
  let wins = 0;
  for (let game = 0; game < games; game++) {
    const seat = game % players;
    const seats = Array.from({ length: players }, (_, other) => (other === seat ? one : others));
    const { outcome } = playGame(table, seats, 70_000 + game);
    if (outcome.winners.includes(seat)) wins += 1 / outcome.winners.length;
  }
  return wins;
}

function decisionTimes(decisions: number[]): void {
  // decisions with one legal move are answered at once: the figures are for those the search thought about
  const thought = decisions.filter((ms) => ms > 0.5);
  if (thought.length === 0) return;
  figure(
    `ms per expert decision over ${thought.length} searched (median, p95, max)`,
    `${fmt(median(thought))}, ${fmt(percentile(thought, 95))}, ${fmt(Math.max(...thought))}`,
  );
}

/** The expert in one seat against the strongest written level in all the others, `gamesPerSize` games at each table size. */
export function benchExpert<S extends BaseState>(module: GameModule<S, unknown>, title: string, gamesPerSize: number): void {
  const def = module.definition;
  const decisions: number[] = [];
  const table = { definition: def, bots: timedLevels(module, decisions) };
  const written = module.bots.filter((bot) => bot.id !== 'expert');
  const strongest = written[written.length - 1].id;
  heading(`${title}: the expert (${EXPERT_LIMITS.iterations} iterations or ${EXPERT_LIMITS.timeMs} ms a move) against ${strongest}, ${gamesPerSize} seeded games per size`);
  for (let players = def.players.min; players <= def.players.max; players++) {
    const wins = pointsOf(table, 'expert', strongest, players, gamesPerSize);
    figure(
      `${players} players, 1 expert vs ${players - 1} ${strongest}, ${gamesPerSize} games`,
      `expert wins ${winRate(wins, gamesPerSize)} (fair share ${fmt(100 / players)}%)`,
    );
  }
  decisionTimes(decisions);
}

/** Every level in one seat against every other level in the rest, at four players: each row should beat the rows above it. */
export function benchLadder<S extends BaseState>(module: GameModule<S, unknown>, title: string, games: number): void {
  const decisions: number[] = [];
  const table = { definition: module.definition, bots: timedLevels(module, decisions) };
  const levels = module.bots.map((bot) => bot.id);
  heading(`${title}: ladder, one level against ${LADDER_PLAYERS - 1} of another, ${games} seeded games each (fair share ${fmt(100 / LADDER_PLAYERS)}%)`);
  for (const one of levels) {
    for (const others of levels) {
      if (one === others) continue;
      figure(`1 ${one} vs ${LADDER_PLAYERS - 1} ${others}`, `${one} wins ${winRate(pointsOf(table, one, others, LADDER_PLAYERS, games), games)}`);
    }
  }
  decisionTimes(decisions);
}

/** The expert's section of `npm run bench`. */
export function benchExperts(gamesPerSize: number, ladderGames = LADDER_GAMES, ids: string[] = []): void {
  for (const [module, title] of GAMES) {
    if (ids.length > 0 && !ids.includes(module.definition.id)) continue;
    benchExpert(module, title, gamesPerSize);
    if (ladderGames > 0) benchLadder(module, title, ladderGames);
  }
}

if (process.argv[1]?.endsWith('expert.ts')) {
  const [games, ...rest] = process.argv.slice(2);
  const ids = rest.filter((arg) => !arg.startsWith('--'));
  // `--no-ladder`: the expert against the strongest written level only
  const perSize = Number(games ?? EXPERT_GAMES);
  benchExperts(perSize, rest.includes('--no-ladder') ? 0 : Math.min(perSize, LADDER_GAMES), ids);
}

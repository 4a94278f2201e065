/**
 * The expert level's figures: the expert in one seat against the strongest existing level in all
 * the others, at every table size, with the win rate's 95% interval and the time per decision.
 * Until the bench calls it, run it alone: `npx tsx scripts/bench/expert.ts [games per size] [game id…]`.
 */
import { performance } from 'node:perf_hooks';
import { EXPERT_LIMITS, expertBot } from '../../engine/ai/expert';
import type { MctsLimits } from '../../engine/ai/search/ismcts';
import { playGame } from '../../engine/core/simulate';
import type { BaseState, Bot, GameModule } from '../../engine/core/types';
import { battleDice } from '../../engine/games/battle-dice';
import { trol } from '../../engine/games/trol';
import { trollDice } from '../../engine/games/troll-dice';
import { trolldilemma } from '../../engine/games/trolldilemma';
import { figure, fmt, heading, median, percentile } from './measure';

/** Wilson's 95% interval for `wins` out of `games`: sound near 0% and 100%, and for few games */
function wilsonInterval(wins: number, games: number): [number, number] {
  const z = 1.96;
  const rate = wins / games;
  const centre = (rate + (z * z) / (2 * games)) / (1 + (z * z) / games);
  const margin = ((z / (1 + (z * z) / games)) * Math.sqrt((rate * (1 - rate)) / games + (z * z) / (4 * games * games)));
  return [Math.max(0, centre - margin), Math.min(1, centre + margin)];
}

/** `gamesPerSize` seeded games at each table size, the expert's seat going round the table; a shared win counts its share */
export function benchExpert<S extends BaseState>(module: GameModule<S, unknown>, title: string, gamesPerSize: number, limits: MctsLimits = EXPERT_LIMITS): void {
  const def = module.definition;
  const written = module.bots.filter((bot) => bot.id !== 'expert');
  const strongest = written[written.length - 1];
  const expert = expertBot(def, limits);
  const decisions: number[] = [];
  const timed: Bot<S> = {
    id: expert.id,
    choose(state, seat, random) {
      const started = performance.now();
      const action = expert.choose(state, seat, random);
      decisions.push(performance.now() - started);
      return action;
    },
  };
  const table = { definition: def, bots: [strongest, timed] };
  heading(`${title}: the expert (${limits.iterations} iterations or ${limits.timeMs} ms a move) against ${strongest.id}`);
  for (let players = def.players.min; players <= def.players.max; players++) {
    let wins = 0;
    for (let game = 0; game < gamesPerSize; game++) {
      const expertSeat = game % players;
      const seats = Array.from({ length: players }, (_, seat) => (seat === expertSeat ? expert.id : strongest.id));
      const { outcome } = playGame(table, seats, 70_000 + game);
      if (outcome.winners.includes(expertSeat)) wins += 1 / outcome.winners.length;
    }
    const [low, high] = wilsonInterval(wins, gamesPerSize);
    figure(
      `${players} players, 1 expert vs ${players - 1} ${strongest.id}, ${gamesPerSize} seeded games`,
      `expert wins ${fmt((wins / gamesPerSize) * 100)}% [${fmt(low * 100)}–${fmt(high * 100)}] (fair share ${fmt(100 / players)}%)`,
    );
  }
  // decisions with one legal move are answered at once: the figures are for those the search thought about
  const thought = decisions.filter((ms) => ms > 0.5);
  if (thought.length === 0) return;
  figure(
    `ms per decision over ${thought.length} searched (median, p95, max)`,
    `${fmt(median(thought))}, ${fmt(percentile(thought, 95))}, ${fmt(Math.max(...thought))}`,
  );
}

if (process.argv[1]?.endsWith('expert.ts')) {
  const games = Number(process.argv[2] ?? 20);
  const ids = process.argv.slice(3);
  const wanted = (id: string) => ids.length === 0 || ids.includes(id);
  if (wanted('troll-dice')) benchExpert(trollDice, 'Troll Dice', games);
  if (wanted('trolldilemma')) benchExpert(trolldilemma, 'Trolldilemma', games);
  if (wanted('battle-dice')) benchExpert(battleDice, 'Battle Dice', games);
  if (wanted('trol')) benchExpert(trol, 'TRÔL', games);
}

/**
 * The expert's bench games, one worker thread per core (scripts/bench/expert.ts): each message is
 * one seeded game, answered with the points the lone seat won and the expert's decision times.
 * Every expert plays on its round cap without a clock (`benchLevels`), so a game's result depends
 * only on its job, never on the machine's load.
 */
import { performance } from 'node:perf_hooks';
import { parentPort } from 'node:worker_threads';
import { expertLevel, expertOf } from '../../engine/ai/expert';
import { playGame } from '../../engine/core/simulate';
import type { BaseState, Bot, GameModule } from '../../engine/core/types';
import { gameModule } from '../../engine/games';

export interface ExpertJob {
  game: string;
  players: number;
  /** the level in `seat`, and the level in every other seat */
  one: string;
  others: string;
  seat: number;
  seed: number;
}

export interface ExpertResult {
  /** 1 for a win, a share of it for a shared win, else 0 */
  points: number;
  /** ms per expert decision that searched (more than one move to weigh) */
  decisions: number[];
}

/**
 * A game's levels as the bench plays them: the expert on its round cap with no clock, and timed.
 * A game that does not offer its expert (yet) gets one built the same way, to be measured.
 */
export function benchLevels<S extends BaseState>(module: GameModule<S, unknown>, decisions: number[]): Bot<S>[] {
  const written = module.bots.filter((bot) => bot.id !== 'expert');
  const offered = expertOf(module.bots) ?? expertLevel(module.definition, written);
  const expert = offered.limited({ ...offered.limits, timeMs: Infinity });
  const timed: Bot<S> = {
    id: expert.id,
    choose(state, seat, random) {
      const started = performance.now();
      const action = expert.choose(state, seat, random);
      const elapsed = performance.now() - started;
      // a single legal move is answered at once: the figures are for decisions the search weighed
      if (elapsed > 0.5) decisions.push(elapsed);
      return action;
    },
  };
  return [...written, timed];
}

export function playExpertJob(job: ExpertJob): ExpertResult {
  const module = gameModule(job.game);
  if (!module) throw new Error(`unknown game ${job.game}`);
  const decisions: number[] = [];
  const table = { definition: module.definition, bots: benchLevels(module, decisions) };
  const seats = Array.from({ length: job.players }, (_, other) => (other === job.seat ? job.one : job.others));
  const { outcome } = playGame(table, seats, job.seed);
  const points = outcome.winners.includes(job.seat) ? 1 / outcome.winners.length : 0;
  return { points, decisions };
}

parentPort?.on('message', (job: ExpertJob) => parentPort?.postMessage(playExpertJob(job)));

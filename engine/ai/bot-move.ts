/**
 * One bot move, as a plain function of plain data: the Host runs it in a worker thread
 * (bot-worker.ts) or in-process (tests). Seeded from the match, so bot games replay the same.
 */
import { randomSource } from '../core/rng';
import type { Action, Seat } from '../core/types';
import { gameModule } from '../games';

export interface BotRequest {
  game: string;
  level: string;
  state: unknown;
  seat: Seat;
  /** the match seed */
  seed: number;
  /** how many actions the match has so far: the bot's random source differs at each move */
  actionIndex: number;
}

/** A distinct 32-bit seed per (match, move), so a bot never reuses the dice's own stream. */
export function botSeed(matchSeed: number, actionIndex: number): number {
  let h = Math.imul(matchSeed ^ 0x5bd1e995, 0x9e3779b1) ^ Math.imul(actionIndex + 1, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 15), 0xc2b2ae35);
  return (h ^ (h >>> 13)) | 0;
}

export function chooseBotMove(request: BotRequest): Action {
  const module = gameModule(request.game);
  if (!module) throw new Error(`unknown game ${request.game}`);
  const bot = module.bots.find((candidate) => candidate.id === request.level);
  if (!bot) throw new Error(`unknown bot level ${request.level} for ${request.game}`);
  return bot.choose(request.state, request.seat, randomSource(botSeed(request.seed, request.actionIndex)));
}

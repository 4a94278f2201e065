/**
 * One bot move, as a plain function of plain data: the Host runs it in a worker thread
 * (bot-worker.ts) or in-process (tests). Seeded from the match, so bot games replay the same.
 */
import { applyChecked } from '../core/match';
import { randomSource } from '../core/rng';
import type { Action, BaseState, Bot, GameModule, PonderBudget, Seat } from '../core/types';
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

/**
 * How long a bot that ponders may go on thinking after its move when nobody needs it: a player at
 * the table rarely takes longer, and a laptop should not run hot through a long pause.
 */
export const PONDER_LIMIT = { maxNodes: Infinity, timeMs: 30_000 };

function requested(request: BotRequest): { module: GameModule; bot: Bot } {
  const module = gameModule(request.game);
  if (!module) throw new Error(`unknown game ${request.game}`);
  const bot = module.bots.find((candidate) => candidate.id === request.level);
  if (!bot) throw new Error(`unknown bot level ${request.level} for ${request.game}`);
  return { module, bot };
}

export function chooseBotMove(request: BotRequest): Action {
  return requested(request).bot.choose(request.state as BaseState, request.seat, randomSource(botSeed(request.seed, request.actionIndex)));
}

/**
 * After the bot of `request` chose `action`: lets it think on the next player's time, until
 * `stop()` (the next request) or PONDER_LIMIT, if it is a bot that ponders and the match goes on.
 */
export function ponderAfterMove(request: BotRequest, action: Action, stop: () => boolean): void {
  const { module, bot } = requested(request);
  if (!bot.ponder) return;
  const next = applyChecked(module.definition, request.state as BaseState, request.seat, action);
  if (module.definition.outcome(next) !== null) return;
  const budget: PonderBudget = { ...PONDER_LIMIT, stop };
  bot.ponder(next, request.seat, budget);
}

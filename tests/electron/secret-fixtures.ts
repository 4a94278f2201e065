/** Shared by the Host and web server secrecy tests: Secret Pick, its bot run in-process, and a leak detector. */
import { randomSource } from '../../engine/core/rng';
import type { BotRunner } from '../../electron/main/bot-runner';
import { cards, randomPicker, secretPick, type SecretPickState } from '../engine/support/secret-pick';

export const secretGames = { 'secret-pick': secretPick };

/** the game's own bot, in-process (the app's runners only know the registered games) */
export const secretPickBots: BotRunner = {
  choose: async (request) => randomPicker.choose(request.state as SecretPickState, request.seat, randomSource(request.actionIndex)),
  close: async () => {},
};

/** every card name that occurs in `value` once serialised (a string is searched as it is) */
export function cardsIn(value: unknown): string[] {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return cards.filter((card) => text.includes(card));
}

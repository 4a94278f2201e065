/**
 * The expert level, for any game: a bot that plays each of its few best moves to the game's end
 * many times over (search/rollouts.ts), from its own seat's knowledge, within a room's pace.
 */
import type { BaseState, Bot, GameDefinition } from '../core/types';
import { rolloutAction, type RolloutHelp, type RolloutLimits } from './search/rollouts';

/**
 * A decision's budget, whichever comes first. The round cap is what most decisions finish within
 * the clock on this kind of machine, and what `npm run bench -- --expert` measures, with no clock, so that its
 * figures are seeded and the same on any machine. The clock is for a busy one: a round is never
 * begun that the slowest round so far says would end past 700 ms, which keeps a decision under a
 * second when other work shares the two cores.
 */
export const EXPERT_LIMITS: RolloutLimits = { rounds: 16, timeMs: 700 };

/** The expert of a game, which the bench and the tests may also run on other limits. */
export interface ExpertBot<S extends BaseState> extends Bot<S> {
  limits: RolloutLimits;
  /** the same expert on `limits`: a round cap and no clock gives a seeded, reproducible player */
  limited(limits: RolloutLimits): ExpertBot<S>;
}

export function expertBot<S extends BaseState>(def: GameDefinition<S>, help: RolloutHelp<S>, limits: RolloutLimits = EXPERT_LIMITS): ExpertBot<S> {
  return {
    id: 'expert',
    limits,
    choose: (state, seat, random) => rolloutAction(def, state, seat, random, limits, help).action,
    limited: (other) => expertBot(def, help, other),
  };
}

/** the expert among a game's levels, if it has one */
export function expertOf<S extends BaseState>(bots: readonly Bot<S>[]): ExpertBot<S> | undefined {
  return bots.find((bot): bot is ExpertBot<S> => bot.id === 'expert' && 'limited' in bot);
}

/**
 * The expert a game lists: its rollouts played by the strongest of the game's written levels
 * (`written`, weakest first), helped by the game's `shortlist` and `reward` when it has them, on
 * EXPERT_LIMITS unless the game's rollouts are cheap enough for more rounds within the clock.
 */
export function expertLevel<S extends BaseState>(
  def: GameDefinition<S>,
  written: Bot<S>[],
  help: Omit<RolloutHelp<S>, 'bot'> = {},
  limits: RolloutLimits = EXPERT_LIMITS,
): ExpertBot<S> {
  return expertBot(def, { ...help, bot: written[written.length - 1] }, limits);
}

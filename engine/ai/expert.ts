/**
 * The expert level, for any game: a bot that thinks by Monte Carlo tree search (search/ismcts.ts)
 * from its own seat's knowledge, within a room's pace.
 */
import type { BaseState, Bot, GameDefinition } from '../core/types';
import { searchAction, type MctsLimits, type PlayoutPolicy } from './search/ismcts';

/**
 * A decision's budget in play, whichever comes first. The clock is read between iterations, and one
 * iteration (a whole playout) may take tens of milliseconds on two busy cores: 800 ms keeps the
 * slowest decisions under a second. The iteration cap is what a fast machine stops at.
 */
export const EXPERT_LIMITS: MctsLimits = { iterations: 5_000, timeMs: 800 };

export function expertBot<S extends BaseState>(
  def: GameDefinition<S>,
  limits: MctsLimits = EXPERT_LIMITS,
  id = 'expert',
  policy?: PlayoutPolicy<S>,
): Bot<S> {
  return {
    id,
    choose: (state, seat, random) => searchAction(def, state, seat, random, limits, policy).action,
  };
}

/**
 * The expert level, for any game: a bot that thinks by Monte Carlo tree search (search/ismcts.ts)
 * from its own seat's knowledge, within a room's pace.
 */
import type { BaseState, Bot, GameDefinition } from '../core/types';
import { searchAction, type MctsLimits } from './search/ismcts';

/**
 * A decision's budget in play: under a second on two shared cores, whichever comes first. The
 * iteration cap is what makes a seeded game replay the same on a fast machine.
 */
export const EXPERT_LIMITS: MctsLimits = { iterations: 5_000, timeMs: 900 };

export function expertBot<S extends BaseState>(def: GameDefinition<S>, limits: MctsLimits = EXPERT_LIMITS, id = 'expert'): Bot<S> {
  return {
    id,
    choose: (state, seat, random) => searchAction(def, state, seat, random, limits).action,
  };
}

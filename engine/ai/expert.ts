/**
 * The expert level, for any game: a bot that thinks by Monte Carlo tree search (search/ismcts.ts)
 * from its own seat's knowledge, within a room's pace.
 */
import type { BaseState, Bot, GameDefinition } from '../core/types';
import { searchAction, type MctsLimits, type SearchHelp } from './search/ismcts';

/**
 * A decision's budget in play, whichever comes first. The clock is read between iterations, and one
 * iteration (a whole playout) may take tens of milliseconds on two busy cores, where the process
 * also waits its turn: 700 ms keeps the slowest decisions under a second when other work shares
 * the machine. The iteration cap is what a fast machine stops at.
 */
export const EXPERT_LIMITS: MctsLimits = { iterations: 5_000, timeMs: 700 };

/**
 * The share of playout moves the game's heuristic level plays. Random playouts tell a good move
 * from a bad one poorly when the others play well; heuristic moves cost a hundred times a random
 * one. A fifth of the moves was far the best of the shares tried against the Cunning level in
 * Trolldilemma (`npm run bench`): every move heuristic leaves too few playouts.
 */
export const PLAYOUT_SHARE = 0.2;

export function expertBot<S extends BaseState>(
  def: GameDefinition<S>,
  limits: MctsLimits = EXPERT_LIMITS,
  id = 'expert',
  help: SearchHelp<S> = {},
): Bot<S> {
  return {
    id,
    choose: (state, seat, random) => searchAction(def, state, seat, random, limits, help).action,
  };
}

/**
 * The expert a game lists: the search, its playouts played in part by the strongest of the game's
 * written levels, and its choice among the game's `shortlist` when it has one.
 */
export function expertLevel<S extends BaseState>(def: GameDefinition<S>, written: Bot<S>[], shortlist?: SearchHelp<S>['shortlist']): Bot<S> {
  return expertBot(def, EXPERT_LIMITS, 'expert', { playout: { bot: written[written.length - 1], share: PLAYOUT_SHARE }, shortlist });
}

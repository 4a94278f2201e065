/** Trolldilemma: the game module (rules, log lines and bots). */
import { EXPERT_LIMITS, expertLevel } from '../../ai/expert';
import { winAndLead } from '../../ai/search/rollouts';
import type { GameDefinition, GameModule } from '../../core/types';
import { bots, shortlist } from './bots';
import { describe } from './describe';
import { determinize } from './determinize';
import { activeSeats, apply, legalActions, MAX_PLAYERS, MIN_PLAYERS, outcome, privateTurn, secretRound, setup, view } from './rules';
import type { TrolldilemmaState, TrolldilemmaView } from './types';

const definition: GameDefinition<TrolldilemmaState, TrolldilemmaView> = {
  id: 'trolldilemma',
  players: { min: MIN_PLAYERS, max: MAX_PLAYERS },
  version: 1,
  setup,
  activeSeats,
  legalActions,
  apply,
  view,
  outcome,
  describe,
  privateTurn,
  secretRound,
  determinize,
};

/**
 * How many coins of lead over the richest rival make the expert's rollouts count a game as well
 * won: leads of 3, 6 or 10 coins did alike over the bench's seeds, 1.5 did worse (it weighs a
 * coin or two as much as the win).
 */
const LEAD_SCALE = 5;

/**
 * The expert's rounds per decision. A Trolldilemma game is a few dozen short decisions, so its
 * rollouts are cheap: 64 rounds take about 60 ms on this kind of machine, well within the clock.
 * At three trolls, where a throw weighs least, 64 rounds won 52.4% of the bench's games against
 * Cunning, where 16 won 42.8%.
 */
const EXPERT_ROUNDS = 64;

/** the levels written for the game, then the expert: a search over the whole definition, helped by the strongest of them */
export const trolldilemma: GameModule<TrolldilemmaState, TrolldilemmaView> = {
  definition,
  bots: [...bots, expertLevel(definition, bots, { shortlist, reward: winAndLead(LEAD_SCALE) }, { ...EXPERT_LIMITS, rounds: EXPERT_ROUNDS })],
};

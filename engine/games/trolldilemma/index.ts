/** Trolldilemma: the game module (rules, log lines and bots). */
import { expertLevel } from '../../ai/expert';
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

/** the levels written for the game, then the expert: a search over the whole definition, helped by the strongest of them */
export const trolldilemma: GameModule<TrolldilemmaState, TrolldilemmaView> = { definition, bots: [...bots, expertLevel(definition, bots, shortlist)] };

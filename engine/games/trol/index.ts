/** TRÔL: the game module (rules, log lines and bots). */
import { expertLevel } from '../../ai/expert';
import type { GameDefinition, GameModule } from '../../core/types';
import { bots, shortlist } from './bots';
import { describe } from './describe';
import { determinize } from './determinize';
import { activeSeats, apply, legalActions, MAX_PLAYERS, MIN_PLAYERS, outcome, privateTurn, revealedView, revealsSecrets, setup, view } from './rules';
import type { TrolState, TrolView } from './types';

const definition: GameDefinition<TrolState, TrolView> = {
  id: 'trol',
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
  revealsSecrets,
  revealedView,
  determinize,
};

/** the levels written for the game, then the expert: a search over the whole definition, helped by the strongest of them */
export const trol: GameModule<TrolState, TrolView> = { definition, bots: [...bots, expertLevel(definition, bots, { shortlist })] };

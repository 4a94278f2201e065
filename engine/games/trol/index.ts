/** TRÔL: the game module (rules, log lines and bots). */
import type { GameModule } from '../../core/types';
import { bots } from './bots';
import { describe } from './describe';
import { determinize } from './determinize';
import { activeSeats, apply, legalActions, MAX_PLAYERS, MIN_PLAYERS, outcome, privateTurn, revealsSecrets, setup, view } from './rules';
import type { TrolState, TrolView } from './types';

export const trol: GameModule<TrolState, TrolView> = {
  definition: {
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
    determinize,
  },
  bots,
};

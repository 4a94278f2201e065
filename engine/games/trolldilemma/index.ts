/** Trolldilemma: the game module (rules, log lines and bots). */
import type { GameModule } from '../../core/types';
import { bots } from './bots';
import { describe } from './describe';
import { determinize } from './determinize';
import { activeSeats, apply, legalActions, MAX_PLAYERS, MIN_PLAYERS, outcome, privateTurn, secretRound, setup, view } from './rules';
import type { TrolldilemmaState, TrolldilemmaView } from './types';

export const trolldilemma: GameModule<TrolldilemmaState, TrolldilemmaView> = {
  definition: {
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
  },
  bots,
};

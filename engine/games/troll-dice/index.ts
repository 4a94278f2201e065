/** Troll Dice: the game module (rules, log lines and bots). */
import { withDrawnDice } from '../../core/rng';
import type { GameModule } from '../../core/types';
import { bots } from './bots';
import { describe } from './describe';
import { activeSeats, apply, legalActions, outcome, setup, view } from './rules';
import type { TrollDiceState, TrollDiceView } from './types';

export const trollDice: GameModule<TrollDiceState, TrollDiceView> = {
  definition: {
    id: 'troll-dice',
    players: { min: 2, max: 6 },
    version: 1,
    setup,
    activeSeats,
    legalActions,
    apply,
    view,
    outcome,
    describe,
    // everything but the dice to come is on the table
    determinize: withDrawnDice,
  },
  bots,
};

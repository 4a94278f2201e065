/** Troll Dice: the game module (rules, log lines and bots). */
import { expertLevel } from '../../ai/expert';
import { withDrawnDice } from '../../core/rng';
import type { GameDefinition, GameModule } from '../../core/types';
import { bots } from './bots';
import { describe } from './describe';
import { activeSeats, apply, legalActions, outcome, setup, view } from './rules';
import type { TrollDiceState, TrollDiceView } from './types';

const definition: GameDefinition<TrollDiceState, TrollDiceView> = {
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
};

/** the levels written for the game, then the expert: a search over the whole definition, helped by the strongest of them */
export const trollDice: GameModule<TrollDiceState, TrollDiceView> = { definition, bots: [...bots, expertLevel(definition, bots)] };

/** Battle Dice: the game module (rules, log lines and bots). */
import { expertLevel } from '../../ai/expert';
import { withDrawnDice } from '../../core/rng';
import type { GameDefinition, GameModule } from '../../core/types';
import { bots } from './bots';
import { describe } from './describe';
import { activeSeats, apply, legalActions, outcome, setup, view } from './rules';
import type { BattleDiceState, BattleDiceView } from './types';

const definition: GameDefinition<BattleDiceState, BattleDiceView> = {
  id: 'battle-dice',
  players: { min: 2, max: 6 },
  // 2: the elimination that ends a battle earns a hero too, so finished version-1 saves replay differently
  // 3: an eliminated player's last effects stay, FIRE alone leaves a SHIELD up, and Wild asks the
  //    side of every damage, heal and effect: saves where these came up no longer replay the same
  // 4: sudden death can be agreed during a battle that drags on; the moves and events of earlier
  //    saves are unchanged, but their saved states lack the offer, so they replay from the start
  version: 4,
  setup,
  activeSeats,
  legalActions,
  apply,
  view,
  outcome,
  describe,
  // every hero, draft pick and die is on the table: only the dice to come are hidden
  determinize: withDrawnDice,
};

/** the levels written for the game, then the expert: a search over the whole definition, helped by the strongest of them */
export const battleDice: GameModule<BattleDiceState, BattleDiceView> = { definition, bots: [...bots, expertLevel(definition, bots)] };

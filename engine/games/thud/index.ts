/** Dwarves & Trolls (Thud): the game module (rules, log lines, the three bot levels and `.thud` files). */
import type { GameModule } from '../../core/types';
import { levels } from './bots';
import { describe } from './describe';
import { activeSeats, apply, legalActions, outcome, setup, view } from './rules';
import { thudNotation } from './thud-file';
import type { ThudState, ThudView } from './types';

export const thud: GameModule<ThudState, ThudView> = {
  definition: {
    id: 'thud',
    players: { min: 2, max: 2 },
    version: 1,
    setup,
    activeSeats,
    legalActions,
    apply,
    view,
    outcome,
    describe,
  },
  bots: levels,
  notation: thudNotation,
};

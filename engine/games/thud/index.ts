/** Dwarves & Trolls (Thud): the game module (rules, log lines, the three bot levels and `.thud` files). */
import { RuleError } from '../../core/errors';
import type { GameModule, GameNotation } from '../../core/types';
import { levels } from './bots';
import { describe } from './describe';
import { activeSeats, apply, legalActions, outcome, setup, view } from './rules';
import { exportThudFile, parseThudFile } from './thud-file';
import type { ThudState, ThudView } from './types';

/** a bad line that holds a real move the rules refuse, as opposed to one that is not understood */
const REFUSED_LINES = new Set(['thud:errors.file.illegal', 'thud:errors.file.wrong-side', 'thud:errors.file.answer-expected']);

const notation: GameNotation<ThudState> = {
  fileExtension: 'thud',
  exportGame: exportThudFile,
  importGame(text, seats) {
    const read = parseThudFile(text, { seats });
    if (!read.ok) {
      const { key, params } = read.error;
      throw new RuleError(REFUSED_LINES.has(key) ? 'illegal-action' : 'malformed-action', params, key);
    }
    return { config: read.game.config, log: read.game.log };
  },
};

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
  notation,
};

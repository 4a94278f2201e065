/** Battle Dice setup options (engine: `BattleDiceOptions`, read by `readOptions` in draft.ts). */
import type { GameOptionSpec } from '../types';

export const gameOptions: GameOptionSpec[] = [
  {
    id: 'mode',
    kind: 'choice',
    label: 'battle-dice:options.mode.label',
    hint: 'battle-dice:options.mode.hint',
    choices: [
      { value: 'classic', label: 'battle-dice:options.mode.classic' },
      { value: 'wild', label: 'battle-dice:options.mode.wild' },
    ],
    default: 'classic',
  },
  {
    id: 'suddenDeath',
    kind: 'toggle',
    label: 'battle-dice:options.suddenDeath.label',
    hint: 'battle-dice:options.suddenDeath.hint',
    default: false,
    // bots alone would play a stalemate of two healing teams out for hundreds of turns; sudden
    // death ends their duels within 40 turns whatever the teams (scripts/bench/battle-dice-duels.ts)
    botsDefault: true,
  },
  {
    id: 'duel',
    kind: 'toggle',
    label: 'battle-dice:options.duel.label',
    hint: 'battle-dice:options.duel.hint',
    default: false,
    when: (seatCount) => seatCount === 2,
  },
];

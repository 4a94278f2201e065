/** TRÔL setup options (read by `setup` in engine/games/trol/rules.ts: `options.teams`, `options.cycle`). */
import type { GameOptionSpec } from '../types';

export const gameOptions: GameOptionSpec[] = [
  {
    id: 'cycle',
    kind: 'choice',
    label: 'trol:table.options.cycle.label',
    hint: 'trol:table.options.cycle.hint',
    choices: [
      { value: 'toss', label: 'trol:table.options.cycle.toss' },
      { value: 'day', label: 'trol:table.options.cycle.day' },
    ],
    default: 'toss',
  },
  {
    id: 'teams',
    kind: 'toggle',
    label: 'trol:table.options.teams.label',
    hint: 'trol:table.options.teams.hint',
    default: false,
    when: (seatCount) => seatCount === 4,
  },
];

/** Thud setup options (engine: `ThudOptions`, read by `readOptions` in rules.ts). */
import type { GameOptionSpec } from '../types';

export const gameOptions: GameOptionSpec[] = [
  {
    id: 'noCaptureLimit',
    kind: 'choice',
    label: 'thud:options.noCaptureLimit.label',
    hint: 'thud:options.noCaptureLimit.hint',
    choices: [
      { value: 0, label: 'thud:options.noCaptureLimit.off' },
      { value: 30, label: 'thud:options.noCaptureLimit.moves30' },
      { value: 60, label: 'thud:options.noCaptureLimit.moves60' },
      { value: 100, label: 'thud:options.noCaptureLimit.moves100' },
    ],
    default: 0,
    // between bots the house rule keeps a battle with nothing left to play from dragging on
    botsDefault: 60,
  },
];

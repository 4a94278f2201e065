/** Thud setup options (engine: `readOptions` and `firstDwarfSeat` in rules.ts). */
import type { DwarvesFirst } from '$engine/games/thud/types';
import type { GameOptionSpec } from '../types';

const dwarvesFirst: { value: DwarvesFirst; label: string }[] = [
  { value: 'random', label: 'thud:options.dwarvesFirst.random' },
  { value: 'seat0', label: 'thud:options.dwarvesFirst.seat0' },
  { value: 'seat1', label: 'thud:options.dwarvesFirst.seat1' },
];

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
  {
    id: 'dwarvesFirst',
    kind: 'choice',
    label: 'thud:options.dwarvesFirst.label',
    hint: 'thud:options.dwarvesFirst.hint',
    choices: dwarvesFirst,
    default: 'random',
  },
];

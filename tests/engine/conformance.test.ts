/** Runs the conformance suite for every game in engine/games/index.ts: new games are covered as they are added. */
import { gameModules } from '../../engine/games';
import { maxGreen } from '../../engine/games/troll-dice/rules';
import type { TrollDiceState } from '../../engine/games/troll-dice/types';
import { conformanceSuite, type ConformanceHooks } from './conformance';

/** what each game adds to the generic checks: its own kinds of illegal move, its secrets */
const hooks: Record<string, ConformanceHooks<any>> = {
  'troll-dice': {
    // everything in Troll Dice is public: no secrets hook
    illegalActions(state: TrollDiceState, seat) {
      const eliminated = state.trolls.flatMap((troll, other) => (troll.out ? [other] : []));
      if (state.phase.kind === 'roll') {
        return [
          { type: 'roll', green: maxGreen(state) + 1 },
          { type: 'roll', green: -1 },
          { type: 'roll', green: 0.5 },
          { type: 'roll', green: '0' },
          { type: 'roll' },
          { type: 'give', die: 0, to: (seat + 1) % state.trolls.length },
        ];
      }
      if (state.phase.kind !== 'assign') return [];
      const { dice, unassigned } = state.phase;
      const notToGive = dice.flatMap((_, die) => (unassigned.includes(die) ? [] : [die]));
      const die = unassigned[0];
      const opponent = state.trolls.findIndex((troll, other) => other !== seat && !troll.out);
      return [
        { type: 'give', die, to: seat },
        ...eliminated.map((to) => ({ type: 'give', die, to })),
        ...notToGive.map((other) => ({ type: 'give', die: other, to: opponent })),
        { type: 'give', die: dice.length, to: opponent },
        { type: 'give', die: -1, to: opponent },
        { type: 'give', die, to: state.trolls.length },
        { type: 'give', die: String(die), to: opponent },
        { type: 'roll', green: 0 },
      ];
    },
  },
};

for (const module of Object.values(gameModules)) {
  conformanceSuite(module, hooks[module.definition.id]);
}

/** Battle Dice bots: legal, deterministic, and the planning bots beat random play. */
import { describe, expect, it } from 'vitest';
import { playGame } from '../../../engine/core/simulate';
import { battleDice } from '../../../engine/games/battle-dice';
import { evaluate, greedy, smart } from '../../../engine/games/battle-dice/bots';
import type { Ability, BattleDiceAction, BattleDiceState } from '../../../engine/games/battle-dice/types';
import { QUIET, act, healths, roll, table, type Need } from './scenario';

function winRate(bot: string, against: string, battles: number): number {
  let points = 0;
  for (let battle = 0; battle < battles; battle++) {
    const seat = battle % 2;
    const bots = seat === 0 ? [bot, against] : [against, bot];
    const { outcome } = playGame(battleDice, bots, 9_000 + battle);
    if (outcome.winners.includes(seat)) points += 1 / outcome.winners.length;
  }
  return points / battles;
}

describe('battle-dice bots', () => {
  it('come weakest first: random, greedy, smart, then the expert', () => {
    expect(battleDice.bots.map((bot) => bot.id)).toEqual(['random', 'greedy', 'smart', 'expert']);
  });

  it('greedy and smart beat random play clearly', () => {
    expect(winRate('greedy', 'random', 120)).toBeGreaterThan(0.6);
    expect(winRate('smart', 'random', 120)).toBeGreaterThan(0.6);
  });

  it('weigh health: more of your own is better, more of the opponent’s worse', () => {
    const even = table({ needs: [[], []], health: [6, 6] });
    const ahead = table({ needs: [[], []], health: [8, 6] });
    const behind = table({ needs: [[], []], health: [6, 8] });
    expect(evaluate(ahead, 0)).toBeGreaterThan(evaluate(even, 0));
    expect(evaluate(behind, 0)).toBeLessThan(evaluate(even, 0));
  });

  describe('in Wild, where every damage, heal and effect picks its side', () => {
    /** seat 0 rolls `faces` with Ada, Bert and Cleo at `health`, then `bot` applies them all */
    function botTurn(bot: typeof greedy, needs: Need[], faces: Ability[], health: number[]): BattleDiceState {
      let state = roll(table({ needs: [needs, QUIET, QUIET], options: { mode: 'wild' }, health }), faces);
      while (state.turn?.seat === 0) state = act(state, bot.choose(state, 0, () => 0.5) as BattleDiceAction);
      return state;
    }

    it('keep SHIELD for themselves and send LIGHT’s extra healing at the weaker neighbour', () => {
      for (const bot of [greedy, smart]) {
        const state = botTurn(bot, ['light', 'shield'], ['light', 'shield'], [10, 10, 2]);
        expect(healths(state), bot.id).toEqual([10, 10, 1]);
        expect(state.effects.find((effect) => effect.ability === 'shield'), bot.id).toMatchObject({ owner: 0, target: 0 });
      }
    });

    it('heal themselves with DRAIN and keep the third hero of a SWARM', () => {
      for (const bot of [greedy, smart]) {
        const state = botTurn(bot, ['drain', 'swarm'], ['drain', 'swarm'], [6, 3, 10]);
        expect(healths(state), bot.id).toEqual([7, 1, 10]);
        expect(state.effects.find((effect) => effect.ability === 'swarm'), bot.id).toMatchObject({ owner: 0, target: 0 });
      }
    });
  });
});

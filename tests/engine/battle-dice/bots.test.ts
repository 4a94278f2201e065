/** Battle Dice bots: legal, deterministic, and the planning bots beat random play. */
import { describe, expect, it } from 'vitest';
import { playGame } from '../../../engine/core/simulate';
import { battleDice } from '../../../engine/games/battle-dice';
import { evaluate } from '../../../engine/games/battle-dice/bots';
import { table } from './scenario';

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
  it('come weakest first: random, greedy, smart', () => {
    expect(battleDice.bots.map((bot) => bot.id)).toEqual(['random', 'greedy', 'smart']);
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
});

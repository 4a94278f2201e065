/** The Troll Dice bots: legal play, and the smart bot clearly beating the random one. */
import { describe, expect, it } from 'vitest';
import { playGame } from '../../../engine/core/simulate';
import { trollDice } from '../../../engine/games/troll-dice';
import { smart } from '../../../engine/games/troll-dice/bots';
import { give, play, roll, table } from './scenario';

/** share of `games` seeded games won by one smart bot among random ones, the smart seat going round the table */
function smartWinRate(players: number, games: number): number {
  let wins = 0;
  for (let seed = 0; seed < games; seed++) {
    const smartSeat = seed % players;
    const bots = Array.from({ length: players }, (_, seat) => (seat === smartSeat ? 'smart' : 'random'));
    if (playGame(trollDice, bots, 10_000 + seed).outcome.winners.includes(smartSeat)) wins++;
  }
  return wins / games;
}

describe('smart bot', () => {
  it('swaps no white die at full health, where hearts would be wasted', () => {
    const state = table({ Adam: 6, Billy: 6, Cindy: 6 });
    expect(smart.choose(state, 0, () => 0)).toEqual(roll(0));
  });

  it('swaps for healing when its health is low and the opponents are healthy', () => {
    const state = table({ Adam: 2, Billy: 6, Cindy: 6, Dora: 6 });
    const choice = smart.choose(state, 0, () => 0);
    expect(choice.type).toBe('roll');
    expect(choice.green).toBeGreaterThan(0);
  });

  it('finishes off a troll it can knock out rather than scratching a healthy one', () => {
    const rolled = play(table({ Adam: 6, Billy: 6, Cindy: 1 }), [roll()], ['club', 'blank', 'blank', 'blank', 'blank', 'blank']);
    expect(smart.choose(rolled, 0, () => 0)).toEqual(give(0, 2));
  });

  it('wins a two-player duel against the random bot more often than not', () => {
    const rate = smartWinRate(2, 1_000);
    console.info(`smart vs random, 2 players: ${(rate * 100).toFixed(1)}% won (fair share 50%)`);
    expect(rate).toBeGreaterThan(0.52);
  });

  it('wins four-player games far above its fair share against random bots', () => {
    const rate = smartWinRate(4, 400);
    console.info(`smart vs 3 random, 4 players: ${(rate * 100).toFixed(1)}% won (fair share 25%)`);
    expect(rate).toBeGreaterThan(0.32);
  });
});

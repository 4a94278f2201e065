/** Trolldilemma bots: the smart one plays the dilemma better than chance, and neither peeks at secrets. */
import { describe, expect, it } from 'vitest';
import { randomSource } from '../../../engine/core/rng';
import { playGame } from '../../../engine/core/simulate';
import { trolldilemma } from '../../../engine/games/trolldilemma';
import { random, smart } from '../../../engine/games/trolldilemma/bots';
import { activeSeats, throwOptions } from '../../../engine/games/trolldilemma/rules';
import type { TrolldilemmaState } from '../../../engine/games/trolldilemma/types';
import { act, passRestock, stacked } from './scenario';

describe('Trolldilemma bots', () => {
  it.each([3, 4, 5])('smart wins clearly more than its share against random bots at %i players', (players) => {
    const games = 150;
    let wins = 0;
    for (let game = 0; game < games; game++) {
      const smartSeat = game % players;
      const bots = Array.from({ length: players }, (_, seat) => (seat === smartSeat ? 'smart' : 'random'));
      const { outcome } = playGame(trolldilemma, bots, 20_000 + game);
      if (outcome.winners.includes(smartSeat)) wins += 1 / outcome.winners.length;
    }
    expect(wins / games).toBeGreaterThan(1.5 / players);
  });

  /** round two, every troll holding a card, Ada having thrown already */
  function afterAdaThrew(targets: (number | 'middle')[]): TrolldilemmaState {
    const state = passRestock(stacked(['lost-goat', 'village-fool', 'turnip-farmer', 'goose-girl', 'the-law', 'prince', 'friar', 'miller']));
    return act(state, 0, { type: 'throw', targets });
  }

  it('choose the same whatever another troll secretly threw', () => {
    for (const bot of [smart, random]) {
      for (let seed = 0; seed < 20; seed++) {
        const choices = throwOptions(1, 4).map((targets) => {
          const state = afterAdaThrew(targets);
          return JSON.stringify(bot.choose(state, 1, randomSource(seed)));
        });
        expect(new Set(choices).size, `${bot.id}, seed ${seed}`).toBe(1);
      }
    }
  });

  it('choose the same Troll’ey side whatever the others secretly showed', () => {
    let state = passRestock(stacked(['lost-goat', 'village-fool', 'turnip-farmer', 'goose-girl', 'trolley', 'prince', 'friar', 'miller']));
    for (const seat of activeSeats(state)) state = act(state, seat, { type: 'throw', targets: ['middle'] });
    expect(state.phase.kind).toBe('trolley');
    const left = act(act(state, 0, { type: 'point', side: 'left' }), 2, { type: 'point', side: 'left' });
    const right = act(act(state, 0, { type: 'point', side: 'right' }), 2, { type: 'point', side: 'right' });
    for (let seed = 0; seed < 10; seed++) {
      expect(smart.choose(left, 1, randomSource(seed))).toEqual(smart.choose(right, 1, randomSource(seed)));
    }
  });

  it('throws skulls so that the troll who fights back goes to a rival, not to itself', () => {
    // The Law (50) leads the road and every troll holds one card: smart Bert keeps its skull off itself
    const state = afterAdaThrew(['middle']);
    const action = smart.choose(state, 1, randomSource(1));
    expect(action).toMatchObject({ type: 'throw' });
    expect(action.targets).not.toContain(1);
  });
});

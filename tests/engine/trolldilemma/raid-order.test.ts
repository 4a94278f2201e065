/**
 * Trolldilemma's raid order over every small table, against the rule written as a plain stable
 * sort: the rules and the bots' thousands of imagined raids a move share the faster one.
 */
import { describe, expect, it } from 'vitest';
import { raidOrder } from '../../../engine/games/trolldilemma/rules';

describe('Trolldilemma: the raid order', () => {
  it('orders every table the same way: most skulls first, equals clockwise from the first player', () => {
    for (let players = 3; players <= 5; players++) {
      for (let counts = 0; counts < 4 ** players; counts++) {
        const skullCounts = Array.from({ length: players }, (_, seat) => Math.floor(counts / 4 ** seat) % 4);
        for (let first = 0; first < players; first++) {
          const clockwise = Array.from({ length: players }, (_, offset) => (first + offset) % players);
          const bySkulls = (seat: number) => -skullCounts[seat] * players + clockwise.indexOf(seat);
          expect(raidOrder(skullCounts, first)).toEqual([...clockwise].sort((a, b) => bySkulls(a) - bySkulls(b)));
        }
      }
    }
  });
});

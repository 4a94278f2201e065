/**
 * "Conditions de victoire — le big boss", step by step at 3, 4 and 5 tribes (two players play
 * four), with every tie-break down to the chiefs' red dice.
 */
import { describe, expect, it } from 'vitest';
import { eliminations, type Tally } from '../../../engine/games/trol/victory';

const tally = (food: number, masks: number, trophies = 0, gibiers = 0, mostDangerous = 0): Tally => ({ food, masks, trophies, gibiers, mostDangerous });
const noDice = () => {
  throw new Error('no dice should be needed');
};
/** for tests of the eliminations alone: whatever the final tie-break needs */
const anyDice = () => {
  let face = 0;
  return () => face++ % 6;
};
/** red faces by index: 0,0 miss; 2 → 2; 3,4 → 3; 5 → 4 */
const dice = (...faces: number[]) => () => {
  const face = faces.shift();
  if (face === undefined) throw new Error('more dice rolled than planned');
  return face;
};

describe('the first elimination: food', () => {
  it('eliminates the tribe with the least food', () => {
    const [first] = eliminations([tally(10, 5), tally(4, 9), tally(12, 1)], anyDice());
    expect(first).toEqual({ kind: 'food', eliminated: [1], decidedBy: 'food', tied: [], against: [0] });
  });

  it('breaks a tie by the fewest masks, and eliminates no one when that ties too', () => {
    // the table's finale: two tribes on 42 food, the one with fewer masks goes, and the step says so
    expect(eliminations([tally(42, 5), tally(42, 3), tally(50, 1)], anyDice())[0]).toEqual({ kind: 'food', eliminated: [1], decidedBy: 'masks', tied: [1, 0], against: [] });
    expect(eliminations([tally(4, 3), tally(4, 3), tally(12, 1)], anyDice())[0]).toEqual({ kind: 'food', eliminated: [], decidedBy: null, tied: [0, 1], against: [] });
  });

  it('names only the tribes level on everything when a tie is left, and the masks when three share the least food', () => {
    expect(eliminations([tally(4, 3), tally(4, 3), tally(4, 7), tally(12, 1)], anyDice())[0]).toEqual({ kind: 'food', eliminated: [], decidedBy: null, tied: [0, 1], against: [] });
    expect(eliminations([tally(4, 3), tally(4, 2), tally(4, 7), tally(12, 1)], anyDice())[0]).toEqual({ kind: 'food', eliminated: [1], decidedBy: 'masks', tied: [1, 0, 2], against: [] });
  });

  it('eliminates two tribes at five', () => {
    expect(eliminations([tally(9, 1), tally(2, 1), tally(3, 1), tally(8, 1), tally(7, 1)], anyDice())[0]).toEqual({ kind: 'food', eliminated: [1, 2], decidedBy: 'food', tied: [], against: [4] });
    // the second place ties on food and masks: only the first goes
    expect(eliminations([tally(9, 1), tally(2, 1), tally(3, 4), tally(3, 4), tally(7, 1)], anyDice())[0]).toEqual({ kind: 'food', eliminated: [1], decidedBy: null, tied: [2, 3], against: [] });
    // the second place ties on food only: the masks decide it
    expect(eliminations([tally(9, 1), tally(2, 1), tally(3, 2), tally(3, 4), tally(7, 1)], anyDice())[0]).toEqual({ kind: 'food', eliminated: [1, 2], decidedBy: 'masks', tied: [2, 3], against: [] });
  });
});

describe('the second elimination: masks', () => {
  it('eliminates the fewest masks at four tribes, the fewest trophies breaking a tie', () => {
    const steps = eliminations([tally(1, 9), tally(5, 2, 3), tally(6, 2, 1), tally(7, 8)], noDice);
    expect(steps.slice(0, 2)).toEqual([
      { kind: 'food', eliminated: [0], decidedBy: 'food', tied: [], against: [1] },
      { kind: 'masks', eliminated: [2], decidedBy: 'trophies', tied: [2, 1], against: [] },
    ]);
  });

  it('eliminates no one on a tie of masks and trophies', () => {
    const steps = eliminations([tally(1, 9), tally(5, 2, 3), tally(6, 2, 3), tally(7, 8)], anyDice());
    expect(steps[1]).toEqual({ kind: 'masks', eliminated: [], decidedBy: null, tied: [1, 2], against: [] });
  });

  it('is skipped at three tribes', () => {
    expect(eliminations([tally(1, 1), tally(5, 0, 1), tally(6, 9, 2)], noDice).map((step) => step.kind)).toEqual(['food', 'winner']);
  });
});

describe('the winner', () => {
  it('has the most trophies among those left', () => {
    const steps = eliminations([tally(1, 1), tally(5, 9, 2), tally(6, 9, 4), tally(7, 9, 1)], noDice);
    expect(steps.at(-1)).toEqual({ kind: 'winner', finalists: [1, 2], winner: 2, decidedBy: 'trophies', tied: [], rolls: [] });
  });

  it('then the most Gibier cards, then the most dangerous one', () => {
    const byCards = eliminations([tally(1, 1), tally(5, 9, 4, 2), tally(6, 9, 4, 3)], noDice);
    expect(byCards.at(-1)).toMatchObject({ winner: 2, decidedBy: 'gibiers', tied: [1, 2] });
    const byDanger = eliminations([tally(1, 1), tally(5, 9, 4, 2, 17), tally(6, 9, 4, 2, 12)], noDice);
    expect(byDanger.at(-1)).toMatchObject({ winner: 1, decidedBy: 'danger', tied: [1, 2] });
  });

  it('then three red dice each, rolled again by those still tied until one is ahead', () => {
    // round 1: both roll 2+3+4 = 9; round 2: 3+3+0 = 6 against 4+0+0 = 4
    const steps = eliminations([tally(1, 1), tally(5, 9, 4, 2, 17), tally(6, 9, 4, 2, 17)], dice(2, 3, 5, 2, 3, 5, 3, 4, 0, 5, 0, 1));
    expect(steps.at(-1)).toEqual({
      kind: 'winner',
      finalists: [1, 2],
      winner: 1,
      decidedBy: 'dice',
      tied: [1, 2],
      rolls: [
        [
          { tribe: 1, total: 9 },
          { tribe: 2, total: 9 },
        ],
        [
          { tribe: 1, total: 6 },
          { tribe: 2, total: 4 },
        ],
      ],
    });
  });

  it('is the only tribe left when the eliminations leave one', () => {
    const steps = eliminations([tally(1, 1), tally(5, 1), tally(6, 9), tally(8, 9)], anyDice());
    expect(steps.map((step) => step.kind)).toEqual(['food', 'masks', 'winner']);
    expect(steps.at(-1)).toMatchObject({ finalists: [2, 3] });
  });
});

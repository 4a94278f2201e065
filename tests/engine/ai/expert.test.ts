/** The expert level: the generic tree search decides from its own seat's knowledge, reproducibly, and plays whole games. */
import { describe, expect, it } from 'vitest';
import { expertBot } from '../../../engine/ai/expert';
import { rankRewards, searchAction } from '../../../engine/ai/search/ismcts';
import { randomSource, seedRng } from '../../../engine/core/rng';
import { playGame } from '../../../engine/core/simulate';
import type { BaseState, GameModule } from '../../../engine/core/types';
import { battleDice } from '../../../engine/games/battle-dice';
import { trol } from '../../../engine/games/trol';
import type { TrolState } from '../../../engine/games/trol/types';
import { trollDice } from '../../../engine/games/troll-dice';
import { trolldilemma } from '../../../engine/games/trolldilemma';
import type { TrolldilemmaState } from '../../../engine/games/trolldilemma/types';
import { trolHooks } from '../trol/hooks';
import { table } from '../troll-dice/scenario';
import { act, passRestock, stacked } from '../trolldilemma/scenario';

/** an iteration cap and no clock: the same seed gives the same move, on any machine */
const LIMITS = { iterations: 300, timeMs: Infinity };

describe('rank rewards', () => {
  it('give 1 to the first, 0 to the last, equal steps between, and a shared place its reward', () => {
    expect(rankRewards({ ranks: [2, 1, 4, 3], scores: [], winners: [1] })).toEqual([2 / 3, 1, 0, 1 / 3]);
    expect(rankRewards({ ranks: [1, 1, 3], scores: [], winners: [0, 1] })).toEqual([1, 1, 0]);
  });
});

describe('the expert decides from its own view only', () => {
  /** round two, every troll holding a card, Ada (seat 0) having thrown already: Bert (seat 1) to throw */
  function afterAdaThrew(targets: (number | 'middle')[], road: 'as dealt' | 'reversed'): TrolldilemmaState {
    const state = act(
      passRestock(stacked(['lost-goat', 'village-fool', 'turnip-farmer', 'goose-girl', 'the-law', 'prince', 'friar', 'miller'])),
      0,
      { type: 'throw', targets },
    );
    return road === 'as dealt' ? state : { ...state, deck: [...state.deck].reverse(), rng: seedRng(99) };
  }

  it('in Trolldilemma: the same throw whatever Ada threw in secret and whatever the order of the road', () => {
    for (let seed = 0; seed < 3; seed++) {
      const choices = [
        afterAdaThrew([1], 'as dealt'),
        afterAdaThrew(['middle'], 'as dealt'),
        afterAdaThrew([2], 'reversed'),
      ].map((state) => JSON.stringify(searchAction(trolldilemma.definition, state, 1, randomSource(seed), LIMITS).action));
      expect(new Set(choices).size, `seed ${seed}`).toBe(1);
    }
  });

  it('in Troll Dice: the same roll whatever dice the PRNG holds in store', () => {
    const state = table({ Ada: 3, Bert: 2, Cleo: 5 });
    for (let seed = 0; seed < 3; seed++) {
      const choices = [1, 2, 3].map((rng) =>
        JSON.stringify(searchAction(trollDice.definition, { ...state, rng: seedRng(rng) }, 0, randomSource(seed), LIMITS).action),
      );
      expect(new Set(choices).size, `seed ${seed}`).toBe(1);
    }
  });

  /** a TRÔL game between smart bots, stopped at its first night turn with cards face down in the row */
  function trolAtNight(players: number): TrolState {
    const game = playGame(trol, Array(players).fill('smart'), 7);
    let state = trol.definition.setup(game.config, 7);
    for (const { seat, action } of game.log) {
      const faceDown = state.hunts.some((hunt) => hunt.cards.some((laid) => !laid.faceUp));
      if (faceDown && !state.resolution && state.tribes[state.turn].hand.length > 0) return state;
      state = trol.definition.apply(state, seat, action);
    }
    throw new Error('no night turn with cards face down');
  }

  it('in TRÔL: the same card and hunt whatever the others hold, the piles and the cards laid face down', () => {
    for (const players of [2, 4]) {
      const state = trolAtNight(players);
      const seat = state.tribes[state.turn].owner;
      const unseen = trolHooks.hiddenVariants!(state, randomSource(players)).filter((variant) => variant.owner !== seat);
      expect(unseen.length).toBeGreaterThan(0);
      for (let seed = 0; seed < 2; seed++) {
        const choices = [state, ...unseen.map((variant) => variant.state)].map((variant) =>
          JSON.stringify(searchAction(trol.definition, variant, seat, randomSource(seed), { iterations: 30, timeMs: Infinity }).action),
        );
        expect(new Set(choices).size, `${players} players, seed ${seed}`).toBe(1);
      }
    }
  });

  it('in Battle Dice: the same choice whatever dice the PRNG holds in store', () => {
    const game = playGame(battleDice, ['smart', 'smart', 'smart'], 11);
    let state = battleDice.definition.setup(game.config, 11);
    // a turn's first choice in battle: which heroes to roll
    for (const { seat, action } of game.log) {
      if (state.phase.kind === 'battle' && state.turn?.stage === 'choose' && battleDice.definition.legalActions(state, seat).length > 1) break;
      state = battleDice.definition.apply(state, seat, action);
    }
    const seat = battleDice.definition.activeSeats(state)[0];
    for (let seed = 0; seed < 2; seed++) {
      const choices = [1, 2, 3].map((rng) =>
        JSON.stringify(searchAction(battleDice.definition, { ...state, rng: seedRng(rng) }, seat, randomSource(seed), LIMITS).action),
      );
      expect(new Set(choices).size, `seed ${seed}`).toBe(1);
    }
  });

  it('is reproducible: the same position and random source give the same move', () => {
    const state = afterAdaThrew([1], 'as dealt');
    const first = searchAction(trolldilemma.definition, state, 2, randomSource(5), LIMITS);
    const second = searchAction(trolldilemma.definition, state, 2, randomSource(5), LIMITS);
    expect(second.action).toEqual(first.action);
    expect(first.iterations).toBe(LIMITS.iterations);
  });
});

describe('what a game lends the search', () => {
  it('a shortlist: the search chooses among it alone, and a playout bot plays its share of the playouts', () => {
    const state = table({ Ada: 3, Bert: 2, Cleo: 5 });
    const legal = trollDice.definition.legalActions(state, 0);
    const listed = legal.slice(-2);
    let asked = 0;
    const counting = { id: 'counting', choose: (of: typeof state, seat: number, random: () => number) => (asked++, trollDice.bots[0].choose(of, seat, random)) };
    const { action } = searchAction(trollDice.definition, state, 0, randomSource(3), LIMITS, {
      shortlist: () => listed,
      playout: { bot: counting, share: 0.5 },
    });
    expect(listed).toContainEqual(action);
    expect(asked).toBeGreaterThan(0);
  });
});

describe('the expert plays whole games against the smart level', () => {
  // a small budget: these tests check the search plays by the rules to the end, not how well
  const games: [string, GameModule<any>, number[]][] = [
    ['Troll Dice', trollDice, [2, 4, 6]],
    ['Trolldilemma', trolldilemma, [3, 4, 5]],
  ];
  it.each(games)('%s', (_, module: GameModule<BaseState>, sizes) => {
    const expert = expertBot(module.definition, { iterations: 40, timeMs: Infinity });
    const withExpert = { definition: module.definition, bots: [...module.bots.filter((bot) => bot.id !== 'expert'), expert] };
    for (const players of sizes) {
      const seats = Array.from({ length: players }, (_, seat) => (seat === players - 1 ? 'expert' : 'smart'));
      const game = playGame(withExpert, seats, 1_000 + players);
      expect(game.outcome.ranks).toHaveLength(players);
    }
  });
});

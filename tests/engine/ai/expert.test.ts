/** The expert level: the rollout search finds the better move, decides from its own seat's knowledge, reproducibly, and plays whole games. */
import { describe, expect, it } from 'vitest';
import { expertLevel, expertOf, type ExpertBot } from '../../../engine/ai/expert';
import { rolloutAction, winAndLead, winShare } from '../../../engine/ai/search/rollouts';
import { Rng, randomSource, seedRng, type RngState } from '../../../engine/core/rng';
import { playGame } from '../../../engine/core/simulate';
import type { BaseState, Bot, GameDefinition, GameModule } from '../../../engine/core/types';
import { battleDice } from '../../../engine/games/battle-dice';
import { trol } from '../../../engine/games/trol';
import type { TrolState } from '../../../engine/games/trol/types';
import { trollDice } from '../../../engine/games/troll-dice';
import { trolldilemma } from '../../../engine/games/trolldilemma';
import type { TrolldilemmaState } from '../../../engine/games/trolldilemma/types';
import { trolHooks } from '../trol/hooks';
import { table } from '../troll-dice/scenario';
import { act, passRestock, stacked } from '../trolldilemma/scenario';

/** a round cap and no clock: the same seed gives the same move, on any machine */
const LIMITS = { rounds: 8, timeMs: Infinity };

function expertIn<S extends BaseState>(module: GameModule<S, unknown>): ExpertBot<S> {
  const expert = expertOf(module.bots) ?? expertLevel(module.definition, module.bots);
  return expert.limited(LIMITS);
}

/**
 * A lottery for two: seat 0 picks a ticket, then one die of a hundred faces says whether it won.
 * Ticket `n` wins on a roll of at most 10·n, so the last ticket is the best and every seed shows it.
 */
interface LotteryState extends BaseState {
  seats: string[];
  rng: RngState;
  ticket: number | null;
  won: boolean | null;
}
const TICKETS = 8;
const ticketAction = (ticket: number) => ({ type: 'ticket', ticket });
const lottery = {
  id: 'lottery',
  activeSeats: (state: LotteryState) => (state.won === null ? [0] : []),
  legalActions: (state: LotteryState) => (state.ticket === null ? Array.from({ length: TICKETS }, (_, ticket) => ticketAction(ticket)) : [ticketAction(state.ticket)]),
  apply(state: LotteryState, _seat: number, action: { ticket: number }): LotteryState {
    const rng = new Rng(state.rng);
    const won = rng.int(1, 100) <= 10 * (action.ticket + 1);
    return { ...state, ticket: action.ticket, won, rng: rng.state() };
  },
  outcome: (state: LotteryState) => (state.won === null ? null : { ranks: state.won ? [1, 2] : [2, 1], scores: [], winners: [state.won ? 0 : 1] }),
} as unknown as GameDefinition<LotteryState>;
const lotteryStart = (seed: number): LotteryState => ({ seats: ['Ada', 'Bert'], rng: seedRng(seed), ticket: null, won: null }) as LotteryState;
const anyTicket: Bot<LotteryState> = { id: 'any', choose: (state) => lottery.legalActions(state, 0)[0] };

describe('the rollout search', () => {
  it('values a finished game by its share of the win alone', () => {
    expect(winShare({ ranks: [2, 1, 4, 3], scores: [], winners: [1] }, 1)).toBe(1);
    expect(winShare({ ranks: [2, 1, 4, 3], scores: [], winners: [1] }, 0)).toBe(0);
    expect(winShare({ ranks: [1, 1, 3], scores: [], winners: [0, 1] }, 0)).toBe(0.5);
  });

  it('in a game won on points, values a game by a quarter the win and three quarters the lead over the best rival', () => {
    const reward = winAndLead(5);
    const game = (scores: number[]) => ({ ranks: [], scores, winners: [scores.indexOf(Math.max(...scores))] });
    // level with the winner on points, the win lost on a tie-break: none of the win, half of the lead
    expect(reward({ ranks: [2, 1], scores: [20, 20], winners: [1] }, 0)).toBeCloseTo(0.75 / 2);
    // sharing the win: half of each
    expect(reward({ ranks: [1, 1], scores: [20, 20], winners: [0, 1] }, 0)).toBeCloseTo(0.25 / 2 + 0.75 / 2);
    // the further behind the leader, the less; the further ahead, the more, up to a whole win
    const behind = [2, 6, 12].map((gap) => reward(game([30 - gap, 30, 10]), 0));
    expect(behind[0]).toBeGreaterThan(behind[1]);
    expect(behind[1]).toBeGreaterThan(behind[2]);
    expect(behind[2]).toBeGreaterThan(0);
    expect(reward(game([40, 30, 10]), 0)).toBeGreaterThan(reward(game([31, 30, 10]), 0));
    expect(reward(game([90, 30, 10]), 0)).toBeCloseTo(1);
    // only the leader counts: beating the others to second place is worth nothing
    expect(reward(game([25, 30, 10]), 0)).toBe(reward(game([25, 30, 29]), 0));
  });

  it('picks the move that wins most, whatever the luck drawn, the worse half dropping out on the way', () => {
    for (let seed = 0; seed < 10; seed++) {
      const result = rolloutAction(lottery, lotteryStart(seed), 0, randomSource(seed), { rounds: 64, timeMs: Infinity }, { bot: anyTicket });
      expect(result.action, `seed ${seed}`).toEqual(ticketAction(TICKETS - 1));
      expect(result.rounds).toBe(64);
    }
  });

  it("keeps the playing level's own choice unless another move beats it clearly", () => {
    const sixth: Bot<LotteryState> = { id: 'sixth', choose: () => ticketAction(5) };
    for (let seed = 0; seed < 10; seed++) {
      // one round tells nothing: the level's choice stands
      expect(rolloutAction(lottery, lotteryStart(seed), 0, randomSource(seed), { rounds: 1, timeMs: Infinity }, { bot: sixth }).action).toEqual(ticketAction(5));
      // 20 points more over 64 rounds on the same luck is clear
      expect(rolloutAction(lottery, lotteryStart(seed), 0, randomSource(seed), { rounds: 64, timeMs: Infinity }, { bot: sixth }).action).toEqual(ticketAction(7));
    }
  });

  it('searches only the shortlist, and lets the given level play every rollout', () => {
    let asked = 0;
    const counting: Bot<LotteryState> = { id: 'counting', choose: (state, seat, random) => (asked++, anyTicket.choose(state, seat, random)) };
    const listed = [ticketAction(0), ticketAction(7)];
    const { action } = rolloutAction(lottery, lotteryStart(1), 0, randomSource(1), LIMITS, { bot: counting, shortlist: () => listed });
    expect(action).toEqual(ticketAction(7));
    // the lottery ends with the ticket: nothing is left for the playing level to choose
    expect(asked).toBe(0);

    const state = table({ Ada: 3, Bert: 2, Cleo: 5 });
    const smart = trollDice.bots.find((bot) => bot.id === 'smart')!;
    const countingSmart = { id: 'counting', choose: (of: typeof state, seat: number, random: () => number) => (asked++, smart.choose(of, seat, random)) };
    rolloutAction(trollDice.definition, state, 0, randomSource(3), LIMITS, { bot: countingSmart });
    expect(asked).toBeGreaterThan(0);
  });

  it('stops on the clock before a round that would overrun it', () => {
    const state = table({ Ada: 6, Bert: 6, Cleo: 6, Dag: 6 });
    const smart = trollDice.bots.find((bot) => bot.id === 'smart')!;
    const result = rolloutAction(trollDice.definition, state, 0, randomSource(3), { rounds: 1_000_000, timeMs: 50 }, { bot: smart });
    expect(result.rounds).toBeGreaterThan(0);
    expect(result.rounds).toBeLessThan(1_000_000);
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
    const expert = expertIn(trolldilemma);
    for (let seed = 0; seed < 3; seed++) {
      const choices = [afterAdaThrew([1], 'as dealt'), afterAdaThrew(['middle'], 'as dealt'), afterAdaThrew([2], 'reversed')].map((state) =>
        JSON.stringify(expert.choose(state, 1, randomSource(seed))),
      );
      expect(new Set(choices).size, `seed ${seed}`).toBe(1);
    }
  });

  it('in Troll Dice: the same roll whatever dice the PRNG holds in store', () => {
    const expert = expertIn(trollDice);
    const state = table({ Ada: 3, Bert: 2, Cleo: 5 });
    for (let seed = 0; seed < 3; seed++) {
      const choices = [1, 2, 3].map((rng) => JSON.stringify(expert.choose({ ...state, rng: seedRng(rng) }, 0, randomSource(seed))));
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
    const expert = expertIn(trol).limited({ rounds: 4, timeMs: Infinity });
    for (const players of [2, 4]) {
      const state = trolAtNight(players);
      const seat = state.tribes[state.turn].owner;
      const unseen = trolHooks.hiddenVariants!(state, randomSource(players)).filter((variant) => variant.owner !== seat);
      expect(unseen.length).toBeGreaterThan(0);
      for (let seed = 0; seed < 2; seed++) {
        const choices = [state, ...unseen.map((variant) => variant.state)].map((variant) => JSON.stringify(expert.choose(variant, seat, randomSource(seed))));
        expect(new Set(choices).size, `${players} players, seed ${seed}`).toBe(1);
      }
    }
  });

  it('in Battle Dice: the same choice whatever dice the PRNG holds in store', () => {
    const expert = expertIn(battleDice);
    const game = playGame(battleDice, ['smart', 'smart', 'smart'], 11);
    let state = battleDice.definition.setup(game.config, 11);
    // a turn's first choice in battle: which heroes to roll
    for (const { seat, action } of game.log) {
      if (state.phase.kind === 'battle' && state.turn?.stage === 'choose' && battleDice.definition.legalActions(state, seat).length > 1) break;
      state = battleDice.definition.apply(state, seat, action);
    }
    const seat = battleDice.definition.activeSeats(state)[0];
    for (let seed = 0; seed < 2; seed++) {
      const choices = [1, 2, 3].map((rng) => JSON.stringify(expert.choose({ ...state, rng: seedRng(rng) }, seat, randomSource(seed))));
      expect(new Set(choices).size, `seed ${seed}`).toBe(1);
    }
  });

  it('is reproducible: the same position and random source give the same move', () => {
    const expert = expertIn(trolldilemma);
    const state = afterAdaThrew([1], 'as dealt');
    expect(expert.choose(state, 2, randomSource(5))).toEqual(expert.choose(state, 2, randomSource(5)));
  });
});

describe('the expert plays whole games against the smart level', () => {
  // one round a move: these tests check the search plays by the rules to the end, not how well
  const games: [string, GameModule<any>, number[]][] = [
    ['Troll Dice', trollDice, [2, 4, 6]],
    ['Trolldilemma', trolldilemma, [3, 4, 5]],
    ['Battle Dice', battleDice, [2, 4]],
    ['TRÔL', trol, [2, 5]],
  ];
  it.each(games)('%s', (_, module: GameModule<BaseState>, sizes) => {
    const expert = expertIn(module).limited({ rounds: 1, timeMs: Infinity });
    const withExpert = { definition: module.definition, bots: [...module.bots.filter((bot) => bot.id !== 'expert'), expert] };
    for (const players of sizes) {
      const seats = Array.from({ length: players }, (_, seat) => (seat === players - 1 ? 'expert' : 'smart'));
      const game = playGame(withExpert, seats, 1_000 + players);
      expect(game.outcome.ranks).toHaveLength(players);
    }
  });
});

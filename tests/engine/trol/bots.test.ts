/** TRÔL bots: the smart one plays better than chance and lands hunts in range; neither reads what its seat may not see. */
import { describe, expect, it } from 'vitest';
import { randomSource } from '../../../engine/core/rng';
import { playGame } from '../../../engine/core/simulate';
import { trol } from '../../../engine/games/trol';
import { random, shortlist, smart } from '../../../engine/games/trol/bots';
import { apply, legalActions, setup } from '../../../engine/games/trol/rules';
import type { Prompt, Resolution, TrolState } from '../../../engine/games/trol/types';

const config = (players: number) => ({ seats: ['Ada', 'Bert', 'Cleo', 'Dan', 'Eve'].slice(0, players).map((name) => ({ name })), firstSeat: 0 });

/** a hunt of the snow hare (3–10) being resolved: `cards` taking part, `total` dealt by the first `struck` of them, waiting on `prompt` */
function resolving(cards: string[], struck: number, total: number, prompt: Prompt, extra: Partial<Resolution> = {}): TrolState {
  const state = setup(config(3), 11);
  state.hunts[0] = { gibier: 'snow-hare', cards: [] };
  state.resolution = {
    hunt: 0,
    gibier: 'snow-hare',
    trigger: { card: 'vermillion-traqueur-1', tribe: 0 },
    cards,
    removed: [],
    phase: 'machine',
    betrayals: [],
    betrayed: [],
    strikes: cards.slice(0, struck).map((card, index) => ({ card, dice: [], damage: index === 0 ? total : 0, total })),
    chamansUsed: [],
    total,
    exploder: null,
    stagiaires: [],
    asked: [],
    roll: null,
    prompt,
    endOfGame: false,
    ...extra,
  };
  // the cards in the hunt are out of their tribes' hands
  for (const tribe of state.tribes) tribe.hand = tribe.hand.filter((card) => !cards.includes(card));
  return state;
}

describe('TRÔL bots', () => {
  it.each([2, 3, 4, 5])('smart wins clearly more than its share against random bots at %i players', (players) => {
    const games = 60;
    let wins = 0;
    for (let game = 0; game < games; game++) {
      const smartSeat = game % players;
      const bots = Array.from({ length: players }, (_, seat) => (seat === smartSeat ? 'smart' : 'random'));
      const { outcome } = playGame(trol, bots, 40_000 + game);
      if (outcome.winners.includes(smartSeat)) wins += 1 / outcome.winners.length;
    }
    expect(wins / games).toBeGreaterThan(1.5 / players);
  });

  it('the Chef rolls white dice when red ones would likely explode the Gibier', () => {
    // 5 dealt on a 3–10 Gibier: three red dice (6 on average) would often go over, three white (3.5) land in range
    const state = resolving(['sky-rabatteur-1', 'vermillion-chef-1'], 1, 5, { kind: 'colors', card: 'vermillion-chef-1', count: 3 });
    const action = smart.choose(state, 0, randomSource(1));
    expect(action.type).toBe('dice');
    expect(action.red).toBeLessThanOrEqual(1);
  });

  it('the Chef rolls red dice when the hunt is far from its smallest value', () => {
    const state = resolving(['sky-rabatteur-1', 'vermillion-chef-1'], 1, 0, { kind: 'colors', card: 'vermillion-chef-1', count: 3 });
    state.hunts[0].gibier = state.resolution!.gibier = 'peak-griffin';
    expect(smart.choose(state, 0, randomSource(1))).toEqual({ type: 'dice', red: 3 });
  });

  it('the Stagiaire takes one off a total one above the range, and adds one to a total one below it', () => {
    const above = resolving(['sky-rabatteur-1', 'vermillion-stagiaire-1'], 1, 11, { kind: 'sign', card: 'vermillion-stagiaire-1' }, { exploder: 1 });
    expect(smart.choose(above, 0, randomSource(1))).toEqual({ type: 'sign', sign: -1 });
    const below = resolving(['sky-rabatteur-1', 'vermillion-stagiaire-1'], 1, 2, { kind: 'sign', card: 'vermillion-stagiaire-1' });
    expect(smart.choose(below, 0, randomSource(1))).toEqual({ type: 'sign', sign: 1 });
  });

  it('plays a Stagiaire from the hand when it alone saves a hunt its tribe eats from', () => {
    const state = resolving(['vermillion-traqueur-2', 'sky-rabatteur-1'], 2, 2, { kind: 'stagiaire', tribe: 0, sign: 1 }, { phase: 'stagiaire' });
    state.tribes[0].hand = ['vermillion-stagiaire-1', ...state.tribes[0].hand.filter((card) => card !== 'vermillion-stagiaire-1')].slice(0, 7);
    expect(legalActions(state, 0)).toContainEqual({ type: 'stagiaire', card: 'vermillion-stagiaire-1' });
    expect(smart.choose(state, 0, randomSource(1))).toEqual({ type: 'stagiaire', card: 'vermillion-stagiaire-1' });
  });

  it('shortlist for the expert a turn\'s six best moves, the smart choice first, and every answer to a question', () => {
    for (const players of [2, 4]) {
      const state = setup(config(players), 5);
      const seat = state.tribes[state.turn].owner;
      const listed = shortlist(state, seat);
      expect(listed).toHaveLength(6);
      expect(listed[0]).toEqual(smart.choose(state, seat, randomSource(1)));
      for (const action of listed) expect(legalActions(state, seat)).toContainEqual(action);
    }
    const asked = resolving(['vermillion-chef-1', 'sky-traqueur-1'], 0, 0, { kind: 'colors', card: 'vermillion-chef-1', count: 3 });
    expect(shortlist(asked, 0)).toEqual(legalActions(asked, 0));
  });

  it('choose the same whatever the other hands, the piles and the face-down cards hold', () => {
    for (const players of [2, 3, 4]) {
      for (let seed = 1; seed <= 12; seed++) {
        let state = setup(config(players), seed);
        state.cycle = 'night';
        // a few turns by night, so that the row holds face-down cards
        for (let turn = 0; turn < players + 2; turn++) {
          const seat = state.tribes[state.turn].owner;
          const placing = legalActions(state, seat).find((action) => action.type === 'place')!;
          state = apply(state, seat, placing);
        }
        const seat = state.tribes[state.turn].owner;
        for (const bot of [smart, random]) {
          const seen = JSON.stringify(bot.choose(state, seat, randomSource(seed)));
          const shuffled = structuredClone(state);
          for (const tribe of shuffled.tribes) {
            if (tribe.owner !== seat) [tribe.hand, tribe.pile] = swapSome(tribe.hand, tribe.pile);
            else tribe.pile.reverse();
            tribe.piles?.forEach((pile) => pile.length > 2 && ([pile[0], pile[1]] = [pile[1], pile[0]]));
          }
          // every face-down card, its owner's included, swapped for another card of its tribe still unseen
          for (const hunt of shuffled.hunts) {
            for (const placed of hunt.cards.filter((card) => !card.faceUp)) {
              const tribe = shuffled.tribes.find((candidate) => placed.card.startsWith(`${candidate.color}-`))!;
              const other = tribe.pile.pop();
              if (other) [placed.card, tribe.pile[tribe.pile.length]] = [other, placed.card];
            }
          }
          expect(JSON.stringify(bot.choose(shuffled, seat, randomSource(seed))), `${bot.id}, ${players} players, seed ${seed}`).toBe(seen);
        }
      }
    }
  });
});

/** the same number of cards in hand, some exchanged with the pile */
function swapSome(hand: string[], pile: string[]): [string[], string[]] {
  const count = Math.min(2, hand.length, pile.length);
  return [[...pile.slice(0, count), ...hand.slice(count)], [...hand.slice(0, count), ...pile.slice(count)]];
}

/**
 * Trolldilemma rule scenarios, from the rulebook (shared/seeds/001) and the Troll Night rulings
 * written in the game's rules reference.
 */
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../engine/core/errors';
import { canonicalJson } from '../../../engine/core/json';
import { FIGHTS_BACK_FROM, ITEMS, TRAVELLERS, coinPieces, traveller } from '../../../engine/games/trolldilemma/cards';
import { activeSeats, legalActions, outcome, privateTurn, trolleyPath, view } from '../../../engine/games/trolldilemma/rules';
import type { TrolldilemmaState } from '../../../engine/games/trolldilemma/types';
import { act, coinsOf, edited, passRestock, skulls, skullsOf, stacked, throwAll } from './scenario';

/** a first round nobody has to decide anything in: four cheap travellers, nobody can buy */
const CHEAP = ['lost-goat', 'village-fool', 'turnip-farmer', 'goose-girl'];

describe('Trolldilemma: the cards designed for Troll Night', () => {
  it('has 55 travellers, one for each courage from 1 to 55', () => {
    expect(TRAVELLERS).toHaveLength(55);
    expect(TRAVELLERS.map((card) => card.courage).sort((a, b) => a - b)).toEqual(Array.from({ length: 55 }, (_, i) => i + 1));
    expect(new Set(TRAVELLERS.map((card) => card.id)).size).toBe(55);
  });

  it('keeps what the rulebook says: fighters from 42, The Law at 50, the Trollbird at 17, a guide at 40, one Troll’ey', () => {
    for (const card of TRAVELLERS) {
      expect(card.effect.kind === 'fight', card.id).toBe(card.courage >= FIGHTS_BACK_FROM);
    }
    expect(traveller('the-law').courage).toBe(50);
    expect(traveller('trollbird').courage).toBe(17);
    expect(traveller('old-guide')).toMatchObject({ courage: 40, effect: { kind: 'guide' } });
    expect(TRAVELLERS.filter((card) => card.effect.kind === 'trolley')).toHaveLength(1);
    expect(TRAVELLERS.filter((card) => card.effect.kind === 'guide').length).toBeGreaterThanOrEqual(3);
    expect(TRAVELLERS.filter((card) => card.effect.kind === 'end-of-turn').length).toBeGreaterThanOrEqual(2);
  });

  it('pays more the braver the traveller, among those with a coin symbol', () => {
    const payers = TRAVELLERS.filter((card) => card.effect.kind === 'pay');
    for (let i = 1; i < payers.length; i++) {
      const [before, after] = [payers[i - 1], payers[i]];
      expect((after.effect as { coins: number }).coins, after.id).toBeGreaterThanOrEqual((before.effect as { coins: number }).coins);
    }
  });

  it('has 8 items covering the four trigger times, 5 of them for sale', () => {
    expect(ITEMS).toHaveLength(8);
    expect(new Set(ITEMS.map((card) => card.trigger))).toEqual(new Set(['instant', 'permanent', 'next-turn', 'once']));
    const state = stacked([]);
    expect(state.market).toHaveLength(5);
    expect(new Set(state.market).size).toBe(5);
  });

  it('shows coins as the fewest pieces: gold 10, silver 5, copper 1', () => {
    expect(coinPieces(27)).toEqual([
      { id: 'gold', count: 2 },
      { id: 'silver', count: 1 },
      { id: 'copper', count: 2 },
    ]);
    expect(coinPieces(0).every((piece) => piece.count === 0)).toBe(true);
  });
});

describe('Trolldilemma: reveal and the first round', () => {
  it('reveals one traveller per troll, bravest first, and skips REDIRECT in round one', () => {
    const state = stacked(['bishop', 'lost-goat', 'the-law', 'friar'], { firstSeat: 2 });
    expect(state.round).toBeGreaterThanOrEqual(1);
    expect(state.events.some((event) => event.type === 'redirect-start')).toBe(false);
    const reveal = state.events.find((event) => event.type === 'reveal');
    expect(reveal?.cards).toEqual(['the-law', 'bishop', 'friar', 'lost-goat']);
  });

  it('in round one gives the bravest to the first player, then clockwise', () => {
    const state = stacked(['bishop', 'lost-goat', 'the-law', 'friar'], { firstSeat: 2 });
    const raids = state.events.filter((event) => event.type === 'raid').map((event) => [event.card, event.seat]);
    expect(raids).toEqual([
      ['the-law', 2],
      ['bishop', 3],
      ['friar', 0],
      ['lost-goat', 1],
    ]);
  });

  it('a troll guide brings one more traveller, who goes with it at the guide’s courage', () => {
    // the Old Guide (40) brings the Miller (11); the Jeweller (33) is then ranked after them
    const state = stacked(['old-guide', 'miller', 'jeweller', 'lost-goat', 'village-fool']);
    expect(state.events.find((event) => event.type === 'guide')).toMatchObject({ card: 'old-guide', companion: 'miller', count: 40 });
    expect(state.lots.map((lot) => lot.cards)).toEqual([['old-guide', 'miller'], ['jeweller'], ['village-fool'], ['lost-goat']]);
    // both go to the first player, who pays out both and holds two cards to throw
    expect(state.trolls[0].hand).toEqual(['old-guide', 'miller']);
    expect(state.trolls[0].coins).toBe(3 + 3);
  });

  it('a guide bringing a guide brings one more again', () => {
    const state = stacked(['mossy-guide', 'toothless-guide', 'cobbler', 'lost-goat', 'village-fool', 'goose-girl']);
    const lot = state.lots.find((candidate) => candidate.cards[0] === 'mossy-guide');
    expect(lot).toMatchObject({ cards: ['mossy-guide', 'toothless-guide', 'cobbler'], courage: 8 });
  });
});

/** round two of a four-troll game, every troll holding one card, at the start of REDIRECT */
function roundTwo(next: string[], firstSeat = 0): TrolldilemmaState {
  const state = passRestock(stacked([...CHEAP, ...next], { firstSeat }));
  expect(state.phase.kind).toBe('redirect');
  return state;
}

describe('Trolldilemma: REDIRECT is secret and simultaneous', () => {
  it('asks every troll with cards at once, keeps each throw hidden until all have thrown', () => {
    let state = roundTwo(['bishop', 'friar', 'baker', 'miller']);
    expect(activeSeats(state)).toEqual([0, 1, 2, 3]);
    expect(privateTurn(state, 0)).toBe(true);
    state = act(state, 0, { type: 'throw', targets: [3] });
    // nobody but Ada sees where her card went; everyone sees that she has thrown
    const table = canonicalJson(view(state, 'table'));
    expect(view(state, 'table').phase).toMatchObject({ kind: 'redirect', chosen: [0], waiting: [1, 2, 3] });
    expect(view(state, 0).mine).toEqual({ throws: [3] });
    for (const viewer of [1, 2, 3]) expect(view(state, viewer).mine).toBeUndefined();
    expect(table).not.toContain('"throws"');
    expect(skullsOf(state)).toEqual([0, 0, 0, 0]);
    // the secret event is addressed to Ada alone
    expect(state.events.find((event) => event.type === 'thrown-secretly')).toMatchObject({ visibleTo: [0], targets: [3] });
    state = act(state, 1, { type: 'throw', targets: [3] });
    state = act(state, 2, { type: 'throw', targets: [2] });
    expect(skullsOf(state)).toEqual([0, 0, 0, 0]);
    state = act(state, 3, { type: 'throw', targets: ['middle'] });
    // on the count of three: every card lands together
    expect(skullsOf(state)).toEqual([0, 0, 1, 2]);
    expect(state.middle).toHaveLength(1);
    expect(state.trolls.every((troll) => troll.hand.length <= 1)).toBe(true);
  });

  it('a troll with two cards may split them between targets', () => {
    // round one: the Old Guide brings the Miller to Ada
    let state = passRestock(stacked(['old-guide', 'miller', 'lost-goat', 'village-fool', 'goose-girl', 'bishop', 'friar', 'baker', 'weaver']));
    expect(state.trolls[0].hand).toEqual(['old-guide', 'miller']);
    expect(legalActions(state, 0)).toHaveLength(25);
    state = act(state, 0, { type: 'throw', targets: [1, 'middle'] });
    state = throwAll(state, () => 'middle');
    expect(skullsOf(state)).toEqual([0, 1, 0, 0]);
  });

  it('refuses a throw with the wrong number of targets, at a troll not at the table, or twice', () => {
    const state = roundTwo(['bishop', 'friar', 'baker', 'miller']);
    for (const targets of [[], [0, 1], [4], [-1], ['nowhere'], [0.5]]) {
      expect(() => act(state, 0, { type: 'throw', targets })).toThrow(RuleError);
    }
    const after = act(state, 0, { type: 'throw', targets: [1] });
    expect(() => act(after, 0, { type: 'throw', targets: [2] })).toThrow(expect.objectContaining({ code: 'not-your-turn' }));
  });
});

describe('Trolldilemma: RAID', () => {
  it('follows the rulebook’s example: skulls 3, 5, 2, 2 with the third player first', () => {
    // the token starts with Bert and passes to Cleo, the third player, for round two
    let state = roundTwo(['the-law', 'merchant-king', 'friar', 'trollbird'], 1);
    expect(state.firstPlayer).toBe(2);
    state = edited(state, (draft) => {
      [3, 5, 2, 2].forEach((count, seat) => (draft.trolls[seat].skulls = skulls(count, `s${seat}`)));
    });
    state = throwAll(state, () => 'middle');
    const owners = state.lots.map((lot) => [lot.cards[0], lot.owner]);
    // II (seat 1) gets The Law, I (seat 0) the next, III (first player) the 23, IV the Trollbird (17)
    expect(owners).toEqual([
      ['the-law', 1],
      ['merchant-king', 0],
      ['friar', 2],
      ['trollbird', 3],
    ]);
  });

  it('breaks ties clockwise from the first player, wrapping round the table', () => {
    let state = roundTwo(['prince', 'bishop', 'friar', 'baker'], 0);
    // the first player token has passed to Bert (seat 1) at the end of round one
    expect(state.firstPlayer).toBe(1);
    state = throwAll(state, () => 'middle');
    expect(state.lots.map((lot) => lot.owner)).toEqual([1, 2, 3, 0]);
  });
});

describe('Trolldilemma: ROB', () => {
  it('plays the travellers from the bravest down: coins, then the cards go to hand', () => {
    const state = stacked(['bishop', 'prince', 'lost-goat', 'woodcutter']);
    expect(coinsOf(state)).toEqual([10, 9, 3, 1]);
    expect(state.trolls.map((troll) => troll.hand)).toEqual([['prince'], ['bishop'], ['woodcutter'], ['lost-goat']]);
    const pays = state.events.filter((event) => event.type === 'pay').map((event) => event.card);
    expect(pays).toEqual(['prince', 'bishop', 'woodcutter', 'lost-goat']);
  });

  it('a brave traveller fights back and takes coins, never below zero', () => {
    let state = roundTwo(['knight', 'squire', 'cobbler', 'miller']);
    state = edited(state, (draft) => {
      draft.trolls[1].coins = 3;
      draft.trolls[2].coins = 10;
    });
    // all tie at 0 skulls: Bert (first player) robs the Knight, Cleo the Squire
    state = throwAll(state, () => 'middle');
    expect(state.events.find((event) => event.type === 'fight' && event.card === 'knight')).toMatchObject({ seat: 1, count: 3, wanted: 5 });
    expect(state.events.find((event) => event.type === 'fight' && event.card === 'squire')).toMatchObject({ seat: 2, count: 2, wanted: 2 });
    expect(state.trolls[1].coins).toBe(0);
    expect(state.trolls[2].coins).toBe(8);
  });

  it('The Law takes coins and stays in front of its robber as a skull; so does the Cursed Duke', () => {
    const state = stacked(['the-law', 'cursed-duke', 'lost-goat', 'village-fool']);
    expect(state.trolls[0]).toMatchObject({ hand: [], skulls: ['the-law'], coins: 0 });
    expect(state.trolls[1]).toMatchObject({ hand: [], skulls: ['cursed-duke'], coins: 14 });
  });

  it('the Pickpocket steals from the richest other troll', () => {
    let state = roundTwo(['pickpocket', 'lost-goat', 'village-fool', 'goose-girl']);
    state = edited(state, (draft) => {
      draft.trolls.forEach((troll, seat) => (troll.coins = [5, 0, 9, 9][seat]));
    });
    state = throwAll(state, () => 'middle');
    // Bert (first player) robs the Pickpocket; Cleo and Dag tie for richest: Cleo is nearer clockwise
    expect(state.events.find((event) => event.type === 'pickpocket')).toMatchObject({ seat: 1, to: 2, count: 3 });
  });

  it('the Gossip passes a skull to the troll on the robber’s left, the Hermit washes two off', () => {
    let state = roundTwo(['gossip', 'hermit', 'lost-goat', 'village-fool']);
    state = edited(state, (draft) => {
      draft.trolls[1].skulls = skulls(2, 'b');
      draft.trolls[2].skulls = skulls(3, 'c');
    });
    state = throwAll(state, () => 'middle');
    // Cleo (3 skulls) robs the Gossip, Bert (2) the Hermit
    expect(skullsOf(state)).toEqual([0, 0, 2, 1]);
  });
});

describe('Trolldilemma: the Troll’ey', () => {
  it('walks counterclockwise once per right, then clockwise once per left', () => {
    expect(trolleyPath(1, ['right', 'right', 'left', 'right'], 4)).toEqual([1, 0, 3, 2, 3]);
    expect(trolleyPath(1, ['left', 'left', 'left', 'left'], 4)).toEqual([1, 2, 3, 0, 1]);
    expect(trolleyPath(0, ['right', 'left', 'left'], 3)).toEqual([0, 2, 0, 1]);
  });

  function trolleyRound(): TrolldilemmaState {
    // round two: Bert is first player and has the most skulls, so he robs the Troll'ey
    let state = roundTwo(['trolley', 'lost-goat', 'village-fool', 'goose-girl']);
    state = edited(state, (draft) => {
      draft.trolls.forEach((troll, seat) => {
        troll.coins = [4, 4, 0, 4][seat];
        troll.skulls = skulls([1, 2, 1, 0][seat], `t${seat}`);
      });
    });
    state = throwAll(state, () => 'middle');
    expect(state.phase).toMatchObject({ kind: 'trolley', holder: 1 });
    return state;
  }

  it('asks everyone left or right in secret, and carries a coin and a skull off each troll it leaves', () => {
    let state = trolleyRound();
    expect(activeSeats(state)).toEqual([0, 1, 2, 3]);
    state = act(state, 0, { type: 'point', side: 'right' });
    expect(canonicalJson(view(state, 'table'))).not.toContain('right');
    expect(view(state, 0).mine).toEqual({ side: 'right' });
    state = act(state, 1, { type: 'point', side: 'right' });
    state = act(state, 2, { type: 'point', side: 'left' });
    state = act(state, 3, { type: 'point', side: 'right' });
    // 3 rights: 1 → 0 → 3 → 2, then 1 left: 2 → 3
    expect(state.events.find((event) => event.type === 'trolley-revealed')).toMatchObject({ path: [1, 0, 3, 2, 3], count: 3, lefts: 1 });
    // Bert loses a coin and a skull, Ada too, Dag a coin (no skull to give), Cleo a skull (no coin)
    const takes = state.events.filter((event) => event.type === 'trolley-takes').map(({ seat, coins, skulls }) => [seat, coins, skulls]);
    expect(takes).toEqual([
      [1, 1, 1],
      [0, 1, 1],
      [3, 1, 0],
      [2, 0, 1],
    ]);
    expect(state.events.find((event) => event.type === 'trolley-stops')).toMatchObject({ seat: 3, coins: 3, skulls: 3 });
    expect(skullsOf(state)).toEqual([0, 1, 0, 3]);
    expect(state.trolls[3].hand).toContain('trolley');
    expect(state.trolls[1].hand).not.toContain('trolley');
  });

  it('takes from the troll it started from even when it comes back to them', () => {
    let state = trolleyRound();
    for (const seat of [0, 1, 2, 3]) state = act(state, seat, { type: 'point', side: 'left' });
    // 1 → 2 → 3 → 0 → 1: Bert gets back all it carried, his own coin and skull included
    expect(state.events.find((event) => event.type === 'trolley-stops')).toMatchObject({ seat: 1, coins: 3, skulls: 3 });
    expect(state.trolls[1].hand).toContain('trolley');
  });
});

describe('Trolldilemma: RESTOCK and items', () => {
  it('asks clockwise from the first player, skips those who cannot pay, one item each', () => {
    const state = stacked(['prince', 'bishop', 'miller', 'lost-goat'], { firstSeat: 1, market: ['soap', 'toll-sign', 'troll-horn', 'mirror', 'iron-helmet'] });
    // Bert (first, 10 coins) and Cleo (9) can pay; Dag (3) and Ada (1) cannot
    expect(state.phase).toMatchObject({ kind: 'restock', buyer: 1 });
    const next = act(state, 1, { type: 'buy', item: 'toll-sign' });
    expect(next.phase).toMatchObject({ kind: 'restock', buyer: 2 });
    expect(next.market).not.toContain('toll-sign');
    expect(next.trolls[1]).toMatchObject({ coins: 5, items: ['toll-sign'] });
    expect(() => act(next, 2, { type: 'buy', item: 'toll-sign' })).toThrow(expect.objectContaining({ code: 'illegal-action' }));
    const done = act(next, 2, { type: 'pass' });
    expect(done.phase.kind).toBe('redirect');
    // the Toll Sign paid its first coin at the end of the round, and the market is never restocked
    expect(done.trolls[1].coins).toBe(6);
    expect(done.market).toHaveLength(4);
  });

  it('instant items act at once: Soap, Stink Bomb (at a chosen troll), Troll Horn', () => {
    let state = stacked(['prince', 'bishop', 'merchant-king', 'lost-goat'], { market: ['soap', 'stink-bomb', 'troll-horn', 'mirror', 'toll-sign'] });
    state = edited(state, (draft) => {
      draft.trolls[0].skulls = skulls(3, 'a');
      draft.trolls[1].skulls = skulls(1, 'b');
    });
    // Ada has 11, Bert 10, Cleo 9
    expect(legalActions(state, 0)).toContainEqual({ type: 'buy', item: 'stink-bomb', target: 2 });
    expect(legalActions(state, 0)).not.toContainEqual({ type: 'buy', item: 'stink-bomb', target: 0 });
    state = act(state, 0, { type: 'buy', item: 'stink-bomb', target: 2 });
    expect(skullsOf(state)).toEqual([1, 1, 2, 0]);
    state = act(state, 1, { type: 'buy', item: 'soap' });
    expect(skullsOf(state)).toEqual([1, 0, 2, 0]);
    const coins = coinsOf(state);
    state = act(state, 2, { type: 'buy', item: 'troll-horn' });
    expect(state.events.find((event) => event.type === 'troll-horn')).toMatchObject({ seat: 2, count: 3 });
    expect(state.trolls[2].coins).toBe(coins[2] - 5 + 3);
  });

  it('permanent: the Iron Helmet blocks 2 of every fight; once: the Lucky Charm cancels one fight, then goes', () => {
    let state = roundTwo(['knight', 'dragon-rider', 'lost-goat', 'village-fool']);
    state = edited(state, (draft) => {
      draft.trolls.forEach((troll) => (troll.coins = 20));
      draft.trolls[1].items = ['iron-helmet'];
      draft.trolls[2].items = ['lucky-charm'];
    });
    state = throwAll(state, () => 'middle');
    // Bert (first player) robs the Dragon Rider (7, helmet: 5), Cleo the Knight (5, charm: 0)
    expect(state.trolls[1].coins).toBe(15);
    expect(state.trolls[2].coins).toBe(20);
    expect(state.trolls[1].items).toEqual(['iron-helmet']);
    expect(state.trolls[2].items).toEqual([]);
  });

  it('next turn: the Mirror turns the next REDIRECT’s throws away, the Treasure Map doubles the next round’s pay', () => {
    let state = stacked(['prince', 'bishop', 'lost-goat', 'village-fool', 'jeweller', 'noble-lady', 'baker', 'miller'], {
      market: ['mirror', 'treasure-map', 'soap', 'toll-sign', 'troll-horn'],
    });
    state = act(state, 0, { type: 'buy', item: 'mirror' });
    state = act(state, 1, { type: 'buy', item: 'treasure-map' });
    expect(state.trolls[0].thisTurn).toEqual(['mirror']);
    expect(state.trolls[1].thisTurn).toEqual(['treasure-map']);
    state = throwAll(state, () => 0);
    // every card thrown at Ada lands in the middle
    expect(skullsOf(state)[0]).toBe(0);
    // her own card too (Troll Night ruling)
    expect(state.events.filter((event) => event.type === 'throw-mirrored')).toHaveLength(4);
    // all tie at 0 skulls: Bert (first player) robs the Noble Lady (9), doubled; the others are not
    expect(state.events.find((event) => event.type === 'pay' && event.seat === 1)).toMatchObject({ card: 'noble-lady', count: 18 });
    expect(state.events.find((event) => event.type === 'pay' && event.seat === 2)).toMatchObject({ card: 'jeweller', count: 9 });
    state = passRestock(state);
    expect(state.trolls[0].thisTurn).toEqual([]);
    expect(state.trolls[1].thisTurn).toEqual([]);
  });

  it('the Pedlar lowers its robber’s price this turn only', () => {
    const state = stacked(['pedlar', 'lost-goat', 'village-fool', 'goose-girl']);
    expect(state.phase).toMatchObject({ kind: 'restock', buyer: 0 });
    expect(view(state, 'table').phase).toMatchObject({ kind: 'restock', price: 2 });
    const bought = act(state, 0, { type: 'buy', item: 'soap' });
    expect(bought.trolls[0].coins).toBe(2);
  });
});

describe('Trolldilemma: ROUND END and the end of the game', () => {
  it('passes the first player token clockwise and fires end-of-turn travellers', () => {
    let state = roundTwo(['trollbird', 'minstrel', 'lost-goat', 'village-fool']);
    state = edited(state, (draft) => {
      draft.trolls.forEach((troll, seat) => (troll.coins = [4, 1, 3, 0][seat]));
      draft.trolls[1].skulls = skulls(2, 'b');
      draft.trolls[2].skulls = skulls(1, 'c');
    });
    state = throwAll(state, () => 'middle');
    state = passRestock(state);
    // Bert (2 skulls) robbed the Trollbird, Cleo (1) the Minstrel
    expect(state.firstPlayer).toBe(2);
    expect(state.events.find((event) => event.type === 'trollbird')).toMatchObject({ seat: 1, count: 2 });
    expect(state.events.find((event) => event.type === 'minstrel')).toMatchObject({ seat: 2, count: 1 });
  });

  function nearTheEnd(skullCounts: number[], warned: number[]): TrolldilemmaState {
    const state = roundTwo(['lost-goat', 'village-fool', 'goose-girl', 'chimney-sweep']);
    return edited(state, (draft) => {
      skullCounts.forEach((count, seat) => (draft.trolls[seat].skulls = skulls(count, `e${seat}`)));
      draft.warned = warned;
    });
  }

  it('ends when a troll starts and ends a round with 8 or more skulls', () => {
    let state = nearTheEnd([8, 0, 0, 0], [0]);
    state = passRestock(throwAll(state, () => 'middle'));
    expect(state.phase).toEqual({ kind: 'over', reason: 'skulls' });
    expect(outcome(state)).not.toBeNull();
  });

  it('goes on when a troll starts with 8 but ends with 7', () => {
    let state = nearTheEnd([8, 0, 0, 0], [0]);
    state = edited(state, (draft) => {
      draft.lots[0].cards = ['hermit'];
      draft.lots[0].courage = 12;
    });
    state = passRestock(throwAll(state, () => 'middle'));
    expect(state.trolls[0].skulls).toHaveLength(6);
    expect(state.phase.kind).not.toBe('over');
  });

  it('goes on when a troll reaches 8 only at the end of the round, and warns the table', () => {
    let state = nearTheEnd([7, 0, 0, 0], []);
    state = passRestock(throwAll(state, () => 0));
    expect(state.phase.kind).not.toBe('over');
    expect(state.events.find((event) => event.type === 'warning')).toMatchObject({ seat: 0 });
    expect(state.warned).toEqual([0]);
    expect(view(state, 'table').warned).toEqual([0]);
  });

  it('ends when the road is empty: too few travellers for a full round (Troll Night ruling)', () => {
    let state = roundTwo(['lost-goat', 'village-fool', 'goose-girl', 'chimney-sweep']);
    state = edited(state, (draft) => {
      draft.deck = draft.deck.slice(-3);
    });
    state = passRestock(throwAll(state, () => 'middle'));
    expect(state.phase).toEqual({ kind: 'over', reason: 'road-empty' });
  });

  it('ends too when guides would take the travellers the last trolls need (Troll Night ruling)', () => {
    let state = roundTwo(['lost-goat', 'village-fool', 'goose-girl', 'chimney-sweep']);
    state = edited(state, (draft) => {
      // four left for four trolls, but the first one revealed is a guide who brings the next along
      draft.deck = [...draft.deck.filter((id) => id !== 'mossy-guide').slice(-3), 'mossy-guide'];
    });
    state = passRestock(throwAll(state, () => 'middle'));
    expect(state.phase).toEqual({ kind: 'over', reason: 'road-empty' });
    expect(state.deck).toHaveLength(4);
  });

  it('crowns the richest troll; most skulls breaks a tie; a full tie shares the crown', () => {
    const over = edited(stacked(CHEAP), (draft) => {
      draft.phase = { kind: 'over', reason: 'skulls' };
      draft.trolls.forEach((troll, seat) => {
        troll.coins = [20, 20, 20, 5][seat];
        troll.skulls = skulls([2, 3, 3, 9][seat], `w${seat}`);
      });
    });
    expect(outcome(over)).toEqual({
      ranks: [3, 1, 1, 4],
      scores: [20, 20, 20, 5],
      winners: [1, 2],
      decided: {
        rule: 'most-coins',
        values: { coins: 20, skulls: 3 },
        figures: [20, 20, 20, 5].map((coins, seat) => [
          { key: 'coins', value: coins },
          { key: 'skulls', value: [2, 3, 3, 9][seat] },
        ]),
        // three on 20 coins: the skulls put one behind, and leave two level on everything
        ties: [
          { seats: [1, 2, 0], on: ['coins'], brokenBy: 'skulls' },
          { seats: [1, 2], on: ['coins', 'skulls'], brokenBy: null },
        ],
        notes: [],
      },
    });
    const clear = edited(over, (draft) => (draft.trolls[2].skulls = skulls(1)));
    expect(outcome(clear)?.winners).toEqual([1]);
    expect(outcome(clear)?.decided?.ties).toEqual([{ seats: [1, 0, 2], on: ['coins'], brokenBy: 'skulls' }]);
  });

  it('ranks the game night’s second and third by their skulls when their coins are level, and says so', () => {
    // the game night's end: Bruno and Chloé both on 24 coins, Bruno with more skulls
    const over = edited(stacked(CHEAP), (draft) => {
      draft.phase = { kind: 'over', reason: 'skulls' };
      draft.trolls.forEach((troll, seat) => {
        troll.coins = [31, 24, 24, 12][seat];
        troll.skulls = skulls([8, 6, 4, 2][seat], `w${seat}`);
      });
    });
    const result = outcome(over);
    expect(result?.ranks).toEqual([1, 2, 3, 4]);
    expect(result?.decided?.ties).toEqual([{ seats: [1, 2], on: ['coins'], brokenBy: 'skulls' }]);
    expect(result?.decided?.figures[2]).toEqual([
      { key: 'coins', value: 24 },
      { key: 'skulls', value: 4 },
    ]);
  });

  it('changes nothing on a refused move', () => {
    const state = roundTwo(['bishop', 'friar', 'baker', 'miller']);
    const before = canonicalJson(state);
    expect(() => act(state, 0, { type: 'point', side: 'left' })).toThrow(RuleError);
    expect(() => act(state, 0, { type: 'buy', item: 'soap' })).toThrow(RuleError);
    expect(canonicalJson(state)).toBe(before);
  });
});

/**
 * Trolldilemma's cards, designed for Troll Night (the published card texts are not public). What
 * the rulebook says is kept: 55 travellers, one for each courage 1–55; the braver, the richer;
 * from courage 42 on they fight back and take coins; The Law is courage 50, the Trollbird 17, a
 * troll guide moves at courage 40; troll guides and one Troll'ey; some cards act at the end of
 * the turn. Names and table texts are in locales/<lang>/trolldilemma.json under the same ids.
 * The figures were tuned by simulation (`npm run bench`).
 */
import type { Item, ItemId, Traveller, TravellerEffect, TravellerId } from './types';

const pay = (coins: number): TravellerEffect => ({ kind: 'pay', coins });
const fight = (coins: number, after?: 'skull' | 'wash' | 'hex'): TravellerEffect =>
  after ? { kind: 'fight', coins, after } : { kind: 'fight', coins };

/** [id, courage, effect], lowest courage first */
const TRAVELLER_TABLE: [TravellerId, number, TravellerEffect][] = [
  ['lost-goat', 1, pay(1)],
  ['village-fool', 2, pay(1)],
  ['beggar', 3, { kind: 'end-of-turn', coins: 0, at: 'alms' }],
  ['turnip-farmer', 4, pay(2)],
  ['pilgrim', 5, { kind: 'wash', coins: 1, skulls: 1 }],
  ['goose-girl', 6, pay(2)],
  ['chimney-sweep', 7, pay(2)],
  ['mossy-guide', 8, { kind: 'guide', coins: 1 }],
  ['pickpocket', 9, { kind: 'pickpocket', coins: 3 }],
  ['woodcutter', 10, pay(3)],
  ['miller', 11, pay(3)],
  ['hermit', 12, { kind: 'wash', coins: 0, skulls: 2 }],
  ['tinker', 13, pay(4)],
  ['minstrel', 14, { kind: 'end-of-turn', coins: 1, at: 'minstrel' }],
  ['baker', 15, pay(4)],
  ['shepherd', 16, pay(5)],
  ['trollbird', 17, { kind: 'end-of-turn', coins: 0, at: 'trollbird' }],
  ['fishwife', 18, pay(5)],
  ['toothless-guide', 19, { kind: 'guide', coins: 2 }],
  ['cobbler', 20, pay(6)],
  ['gossip', 21, { kind: 'gossip', coins: 4 }],
  ['weaver', 22, pay(6)],
  ['friar', 23, pay(6)],
  ['blacksmith', 24, pay(7)],
  ['pedlar', 25, { kind: 'pedlar', coins: 4, price: 2 }],
  ['brewer', 26, pay(7)],
  ['gambler', 27, { kind: 'end-of-turn', coins: 2, at: 'gambler' }],
  ['tax-clerk', 28, pay(8)],
  ['trolley', 29, { kind: 'trolley' }],
  ['wool-merchant', 30, pay(8)],
  ['one-eyed-guide', 31, { kind: 'guide', coins: 3 }],
  ['spice-trader', 32, pay(9)],
  ['jeweller', 33, pay(9)],
  ['noble-lady', 34, pay(9)],
  ['bishop', 35, pay(9)],
  ['moneylender', 36, pay(10)],
  ['prince', 37, pay(10)],
  ['cursed-duke', 38, { kind: 'cursed', coins: 14 }],
  ['treasure-hunter', 39, pay(10)],
  ['old-guide', 40, { kind: 'guide', coins: 3 }],
  ['merchant-king', 41, pay(11)],
  ['squire', 42, fight(2)],
  ['mercenary', 43, fight(2)],
  ['witch-hunter', 44, fight(3)],
  ['dwarf-warrior', 45, fight(3)],
  ['bounty-hunter', 46, fight(4)],
  ['troll-slayer', 47, fight(4)],
  ['knight', 48, fight(5)],
  ['witch', 49, fight(2, 'hex')],
  ['the-law', 50, fight(5, 'skull')],
  ['giant-slayer', 51, fight(6)],
  ['paladin', 52, fight(6, 'wash')],
  ['dragon-rider', 53, fight(7)],
  ['royal-guard', 54, fight(7)],
  ['hero-of-the-realm', 55, fight(8)],
];

export const TRAVELLERS: readonly Traveller[] = TRAVELLER_TABLE.map(([id, courage, effect]) => ({ id, courage, effect }));

const byId = new Map(TRAVELLERS.map((traveller) => [traveller.id, traveller]));

export function traveller(id: TravellerId): Traveller {
  const card = byId.get(id);
  if (!card) throw new RangeError(`no traveller "${id}"`);
  return card;
}

/** from this courage on, travellers fight back (the rulebook's threshold) */
export const FIGHTS_BACK_FROM = 42;

export const ITEMS: readonly Item[] = [
  { id: 'toll-sign', trigger: 'permanent' },
  { id: 'iron-helmet', trigger: 'permanent' },
  { id: 'lucky-charm', trigger: 'once' },
  { id: 'mirror', trigger: 'next-turn' },
  { id: 'treasure-map', trigger: 'next-turn' },
  { id: 'soap', trigger: 'instant' },
  { id: 'stink-bomb', trigger: 'instant', targeted: true },
  { id: 'troll-horn', trigger: 'instant' },
];

export function item(id: ItemId): Item {
  const found = ITEMS.find((candidate) => candidate.id === id);
  if (!found) throw new RangeError(`no item "${id}"`);
  return found;
}

/** how many items of the eight are for sale in one game */
export const MARKET_SIZE = 5;
export const ITEM_PRICE = 5;
/** the Iron Helmet's protection, the Toll Sign's income, the Soap's and Stink Bomb's skulls */
export const HELMET_BLOCKS = 2;
export const TOLL_INCOME = 1;
export const ITEM_SKULLS = 2;
/** skulls that put a troll under the game-ending watch */
export const SKULL_LIMIT = 8;
/** end-of-turn travellers */
export const ALMS = 2;
export const MINSTREL_MAX = 6;
export const GAMBLER_STAKE = 4;

/** The coin pieces of the box, largest first: a sum is shown as the fewest pieces that make it. */
export const COIN_PIECES = [
  { id: 'gold', value: 10 },
  { id: 'silver', value: 5 },
  { id: 'copper', value: 1 },
] as const;

export function coinPieces(amount: number): { id: 'gold' | 'silver' | 'copper'; count: number }[] {
  let left = Math.max(0, Math.floor(amount));
  return COIN_PIECES.map(({ id, value }) => {
    const count = Math.floor(left / value);
    left -= count * value;
    return { id, count };
  });
}

/**
 * Trolldilemma: the shapes of its state, views, actions and events. The table (renderer) and the
 * bots read these; only `rules.ts` writes them.
 */
import type { BaseState, Seat } from '../../core/types';

/** a traveller card id (a slug, see `cards.ts`); every courage value 1–55 is one card */
export type TravellerId = string;
export type ItemId =
  | 'toll-sign'
  | 'iron-helmet'
  | 'lucky-charm'
  | 'mirror'
  | 'treasure-map'
  | 'soap'
  | 'stink-bomb'
  | 'troll-horn';

/** when an item acts, as printed on its card */
export type Trigger = 'instant' | 'permanent' | 'next-turn' | 'once';

/** what a traveller does when robbed (the card text, as data) */
export type TravellerEffect =
  /** a coin symbol: the robber takes this many coins */
  | { kind: 'pay'; coins: number }
  /** brave enough to fight back (courage 42+): the robber loses this many coins */
  | { kind: 'fight'; coins: number; after?: 'skull' | 'wash' | 'hex' }
  /** a troll guide: pays, and brought one more traveller along when revealed */
  | { kind: 'guide'; coins: number }
  /** pays, then stays in front of the robber as a skull instead of going to the hand */
  | { kind: 'cursed'; coins: number }
  /** takes coins from the richest other troll */
  | { kind: 'pickpocket'; coins: number }
  /** pays, and washes skulls off the robber (they go to the middle) */
  | { kind: 'wash'; coins: number; skulls: number }
  /** pays, and one of the robber's skulls goes to the troll on their left */
  | { kind: 'gossip'; coins: number }
  /** pays, and the robber's item costs less this turn */
  | { kind: 'pedlar'; coins: number; price: number }
  /** acts at the end of the turn */
  | { kind: 'end-of-turn'; coins: number; at: 'alms' | 'minstrel' | 'trollbird' | 'gambler' }
  /** the Troll'ey: everyone points left or right, and it rolls off with coins and skulls */
  | { kind: 'trolley' };

export interface Traveller {
  id: TravellerId;
  courage: number;
  effect: TravellerEffect;
}

export interface Item {
  id: ItemId;
  trigger: Trigger;
  /** needs a target troll when bought */
  targeted?: boolean;
}

/** a REDIRECT throw: at a seat (themselves allowed), or into the middle (no skull for anyone) */
export type ThrowTarget = Seat | 'middle';
export type Side = 'left' | 'right';

/** revealed travellers that go to one troll: one card, or a troll guide with the traveller it brought */
export interface Lot {
  cards: TravellerId[];
  /** the courage it is ranked by (a guide's companion moves at the guide's courage) */
  courage: number;
  /** who robs it, once the raid has allocated it */
  owner: Seat | null;
}

export interface Troll {
  name: string;
  coins: number;
  /** cards lying face down in front of the troll */
  skulls: TravellerId[];
  /** travellers robbed last round, to throw in the next REDIRECT */
  hand: TravellerId[];
  /** items lying in front of the troll: permanent ones, a lucky charm not yet used */
  items: ItemId[];
  /** next-turn items bought this round: they act in the next round */
  nextTurn: ItemId[];
  /** next-turn items acting in this round */
  thisTurn: ItemId[];
}

export type Phase =
  /** everyone with cards in hand throws them at once; `choices` are secret until all have chosen */
  | { kind: 'redirect'; choices: (ThrowTarget[] | null)[] }
  /** the Troll'ey: everyone points left or right at once; `lot`/`card` say where ROB carries on */
  | { kind: 'trolley'; holder: Seat; lot: number; card: number; choices: (Side | null)[] }
  /** clockwise from the first player, each troll may buy one item; `buyer` is asked now */
  | { kind: 'restock'; buyer: Seat; asked: number }
  | { kind: 'over'; reason: 'skulls' | 'road-empty' };

/** an end-of-turn traveller robbed this round, waiting for ROUND END */
export interface EndOfTurn {
  seat: Seat;
  card: TravellerId;
}

export interface TrolldilemmaState extends BaseState {
  /** kept for the match runner's seat check */
  seats: { name: string }[];
  trolls: Troll[];
  round: number;
  firstPlayer: Seat;
  /** face-down draw pile, top last; never in any view */
  deck: TravellerId[];
  /** cards thrown into the middle or washed off: out of the game */
  middle: TravellerId[];
  /** the five items of this game still for sale */
  market: ItemId[];
  /** the travellers revealed this round, highest courage first */
  lots: Lot[];
  /** seats that had 8+ skulls when this round started (announced at the previous round end) */
  warned: Seat[];
  /** this round's item price for each seat (a Pedlar lowers it) */
  prices: number[];
  endOfTurn: EndOfTurn[];
  /** the throws of the last REDIRECT, once revealed: for the table's animation */
  lastThrows: { from: Seat; card: TravellerId; to: ThrowTarget; landed: ThrowTarget }[];
  phase: Phase;
}

/** what a troll shows to everyone */
export interface TrollView {
  name: string;
  coins: number;
  skulls: number;
  hand: TravellerId[];
  items: ItemId[];
  nextTurn: ItemId[];
  thisTurn: ItemId[];
}

export type PhaseView =
  /** `chosen`: who has thrown already; never what */
  | { kind: 'redirect'; waiting: Seat[]; chosen: Seat[] }
  | { kind: 'trolley'; holder: Seat; card: TravellerId; waiting: Seat[]; chosen: Seat[] }
  | { kind: 'restock'; buyer: Seat; price: number }
  | { kind: 'over'; reason: 'skulls' | 'road-empty' };

export interface TrolldilemmaView {
  trolls: TrollView[];
  round: number;
  firstPlayer: Seat;
  deckSize: number;
  middleSize: number;
  market: ItemId[];
  lots: Lot[];
  warned: Seat[];
  lastThrows: TrolldilemmaState['lastThrows'];
  phase: PhaseView;
  /** the viewer's own pending choice (a seat's view only; the table never has one) */
  mine?: { throws?: ThrowTarget[]; side?: Side };
}

export type TrolldilemmaAction =
  /** REDIRECT: a target for each card in hand, in hand order */
  | { type: 'throw'; targets: ThrowTarget[] }
  /** the Troll'ey */
  | { type: 'point'; side: Side }
  /** RESTOCK: buy an item (a target troll for the stink bomb), or pass */
  | { type: 'buy'; item: ItemId; target?: Seat }
  | { type: 'pass' };

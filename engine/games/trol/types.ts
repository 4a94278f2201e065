/**
 * TRÔL: the shapes of its state, views and actions. Only `rules.ts` writes them.
 */
import type { BaseState, Seat } from '../../core/types';
import type { CardKind, Cycle, TribeColor } from './cards';

/** one tribe card: its colour, its kind and which copy (`green-rabatteur-2`) */
export type CardId = string;

/** a card of the Gibier deck: a Gibier, or one of the alternance cards */
export type GibierDeckCard = { gibier: string } | { alternance: number };

export interface Tribe {
  color: TribeColor;
  /** the player who plays it (at two players, each plays two tribes) */
  owner: Seat;
  /** secret: only its owner sees it */
  hand: CardId[];
  /** the draw pile, top card last: secret from everyone */
  pile: CardId[];
  /**
   * the second tribe of a two-player game: four piles of four, top card last and face up, played
   * from directly (it has no hand)
   */
  piles?: CardId[][];
  food: number;
  /** cards back from successful hunts, face up: they count their masques de bravoure */
  survivors: CardId[];
  /** Gibier cards won, face up */
  trophies: string[];
}

/** a tribe card in a hunt: face down when placed at night, never looked at again until the hunt resolves */
export interface HuntCard {
  card: CardId;
  faceUp: boolean;
}

/** a Gibier of the row and the cards placed under it, the first (nearest the Gibier) first */
export interface Hunt {
  gibier: string;
  cards: HuntCard[];
}

export interface TrolState extends BaseState {
  seats: { name: string }[];
  /** in turn order: at two players, one tribe of each player, then their second ones */
  tribes: Tribe[];
  /** the tribe whose turn it is (index into `tribes`) */
  turn: number;
  /** the Gibier row, in its order on the table */
  hunts: Hunt[];
  /** the Gibier deck, top card last */
  gibierDeck: GibierDeckCard[];
  cycle: Cycle;
  discard: CardId[];
  /** a match of four in teams: seats 0 and 2 against 1 and 3 */
  teams: boolean;
}

/** What a seat (or the table) may see of a card in a hunt: a face-down card shows only its back, in its tribe's colour. */
export type HuntCardView = { card: CardId; faceUp: true } | { color: TribeColor; faceUp: false };

export interface TribeView {
  color: TribeColor;
  owner: Seat;
  /** the hand itself for its owner, else only how many cards it holds */
  hand: CardId[] | null;
  handSize: number;
  pileSize: number;
  /** the face-up tops of a two-player second tribe's piles, and how many cards lie under each */
  piles?: { top: CardId | null; under: number }[];
  food: number;
  survivors: CardId[];
  trophies: string[];
}

export interface TrolView {
  tribes: TribeView[];
  turn: number;
  hunts: { gibier: string; cards: HuntCardView[] }[];
  gibierDeckSize: number;
  cycle: Cycle;
  discardSize: number;
  teams: boolean;
}

export type TrolAction =
  /** a card of the hand (or a pile's top) under a Gibier: face up by day, face down by night */
  | { type: 'place'; card: CardId; hunt: number }
  /** a Trôl of the hand above a Gibier whose hunt holds a card of this tribe: the hunt resolves */
  | { type: 'trigger'; card: CardId; hunt: number };

export type { CardKind };

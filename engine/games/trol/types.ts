/**
 * TRÔL: the shapes of its state, views and actions. Only `rules.ts` writes them.
 */
import type { BaseState, Seat } from '../../core/types';
import type { CardKind, Cycle, DieColor, TribeCardId, TribeColor } from './cards';
import type { EliminationStep, Tally } from './victory';

export type CardId = TribeCardId;

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

/** one die as it landed: its colour and the damage it shows (0 is "raté") */
export interface DieRoll {
  color: DieColor;
  damage: number;
}

/** dice just rolled, waiting for the Chamans of the hunt to let them stand or have them rerolled */
export interface PendingRoll {
  /** the card that rolled */
  by: CardId;
  /** a Fourbe's betrayal (against `target`) or a card's blow in the machine à baffes */
  purpose: 'betrayal' | 'blow';
  target?: CardId;
  dice: DieRoll[];
  /** Chamans who let this result stand */
  declined: CardId[];
  /** the Chaman who had these dice rolled again */
  rerolledBy?: CardId;
}

/** A decision the resolution waits on, asked of the seat that owns the card or tribe it names. */
export type Prompt =
  /** a Fourbe (or a Vaurien copying one): which card of the hunt to betray, if any */
  | { kind: 'betray'; card: CardId }
  /** a Chaman (or a Vaurien copying one) who has not used his power: have `roll` rerolled? */
  | { kind: 'reroll'; card: CardId }
  /** the Chef Trôl (3 dice) or the Chaman (1): how many of the dice are red, the rest white */
  | { kind: 'colors'; card: CardId; count: number }
  /** the Stagiaire: +1 or -1 */
  | { kind: 'sign'; card: CardId }
  /** at the end of a hunt that is not a success: does the tribe play a Stagiaire from its hand to help it succeed? */
  | { kind: 'stagiaire'; tribe: number; sign: 1 | -1 };

/** what a card did in the machine à baffes */
export interface Strike {
  card: CardId;
  dice: DieRoll[];
  damage: number;
  /** the running total after it */
  total: number;
  /** the Chaman who had its dice rerolled */
  rerolledBy?: CardId;
}

export interface Betrayal {
  fourbe: CardId;
  target: CardId;
  die: DieRoll;
  removed: boolean;
  rerolledBy?: CardId;
}

/** A hunt being resolved, step by step; it is public: every card is revealed once the hunt is triggered. */
export interface Resolution {
  /** the hunt's place in the row */
  hunt: number;
  gibier: string;
  /** the Trôl laid above the Gibier, which takes no part; none for the automatic hunts at the end */
  trigger: { card: CardId; tribe: number } | null;
  /** the cards taking part, as they stand now: the first is the nearest the Gibier */
  cards: CardId[];
  /** cards put out of the hunt (Pièges in first or second place, betrayed cards): discarded */
  removed: CardId[];
  phase: 'betrayal' | 'machine' | 'stagiaire';
  betrayals: Betrayal[];
  /** Fourbes that have had their chance */
  betrayed: CardId[];
  strikes: Strike[];
  chamansUsed: CardId[];
  total: number;
  /** the tribe whose card took the total above the Gibier's largest value, while it is above */
  exploder: number | null;
  /** Stagiaires played from the hand at the end of the hunt: discarded, never replaced */
  stagiaires: CardId[];
  /** tribes asked about a Stagiaire from the hand */
  asked: number[];
  roll: PendingRoll | null;
  prompt: Prompt | null;
  /** one of the hunts resolved automatically once every card is played: its Gibier is discarded */
  endOfGame: boolean;
}

export type HuntOutcome = 'ratee' | 'reussie' | 'explosee';

/** How the last hunt ended, for the table to show until the next one. */
export interface HuntReport {
  hunt: number;
  gibier: string;
  trigger: { card: CardId; tribe: number } | null;
  /** the cards that took part at the end (betrayed ones excluded) */
  cards: CardId[];
  result: HuntOutcome;
  total: number;
  /** food won by each tribe (index into `tribes`) */
  food: number[];
  /** the tribe that took the Gibier card, if any */
  gibierTo: number | null;
  /** the Piège that sprang on a failed hunt */
  trap: CardId | null;
  survivors: CardId[];
  discarded: CardId[];
  endOfGame: boolean;
}

/** The end of the game: what each tribe brought home, the eliminations one by one, and the points. */
export interface Finale {
  tallies: Tally[];
  steps: EliminationStep[];
  winner: number;
  /** the rulebook's points per tribe: 1, 2, 3 by order of elimination, 5 to the winner */
  points: number[];
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
  resolution: Resolution | null;
  lastHunt: HuntReport | null;
  finale: Finale | null;
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
  resolution: Resolution | null;
  lastHunt: HuntReport | null;
  finale: Finale | null;
  /** `revealedView` only (a finished game's replay): the cards the viewer's tribes lie face down, and under which Gibier */
  laidFaceDown?: { card: CardId; gibier: string }[];
}

export type TrolAction =
  /** a card of the hand (or a pile's top) under a Gibier: face up by day, face down by night */
  | { type: 'place'; card: CardId; hunt: number }
  /** a Trôl of the hand above a Gibier whose hunt holds a card of this tribe: the hunt resolves */
  | { type: 'trigger'; card: CardId; hunt: number }
  /** a Fourbe's betrayal: the card it tries to put out of the hunt */
  | { type: 'betray'; target: CardId }
  /** a Fourbe lets the hunt be */
  | { type: 'spare' }
  /** a Chaman has the dice just rolled rolled again, or lets them stand */
  | { type: 'reroll' }
  | { type: 'keep' }
  /** the Chef's or the Chaman's dice: how many are red (the rest are white) */
  | { type: 'dice'; red: number }
  /** the Stagiaire's +1 or -1 */
  | { type: 'sign'; sign: 1 | -1 }
  /** a Stagiaire played from the hand (or a pile's top) at the end of a hunt, to help it succeed */
  | { type: 'stagiaire'; card: CardId }
  /** no Stagiaire played */
  | { type: 'pass' };

export type { CardKind };

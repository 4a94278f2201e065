/**
 * TRÔL's content, as data: the sixteen cards of a tribe with the attack values and abilities the
 * rulebook gives, the two dice, and what the rulebook leaves to the publisher's card faces, which
 * Troll Night designed: each card's masques de bravoure, the twenty Gibier cards (names, damage
 * range, three food portions, trophies, danger order) and the alternance and cycle cards.
 * The Gibier ranges were tuned by simulation between smart bots (`npm run bench`): every tribe
 * plays all sixteen cards into about twenty hunts, so a hunt gathers four or five cards whatever
 * its Gibier; the ranges make about half the hunts succeed, a third explode and one in six fail.
 */

/** a tribe card: its colour, its kind and which copy (`green-rabatteur-2`) */
export type TribeCardId = string;

/** the five tribes, in the colours of the table's palette (each with its own symbol) */
export const TRIBE_COLORS = ['vermillion', 'sky', 'green', 'yellow', 'purple'] as const;
export type TribeColor = (typeof TRIBE_COLORS)[number];

export type CardKind =
  | 'chef'
  | 'fille'
  | 'chaman'
  | 'bourrin'
  | 'cuistot'
  | 'traqueur'
  | 'rabatteur'
  | 'fourbe'
  | 'vaurien'
  | 'stagiaire'
  | 'rocky'
  | 'piege';

export type DieColor = 'red' | 'white';

/** How a card hurts the gibier, as printed. */
export type Attack =
  /** these dice, rolled */
  | { kind: 'dice'; red: number; white: number }
  /** the Chef Trôl: three dice, each red or white as he chooses */
  | { kind: 'chosen-dice'; count: number }
  /** the Chaman: one die, red or white as he chooses */
  | { kind: 'one-die-chosen' }
  /** the Bourrin: four red dice, one fewer for each card before him in the hunt, at least one */
  | { kind: 'bourrin'; red: number; fewest: number }
  /** each Rabatteur: one white die for each Rabatteur in the hunt, of every tribe */
  | { kind: 'rabatteur' }
  /** the Fille du chef: as many damage as Trôls in the hunt, herself included */
  | { kind: 'trols-in-hunt' }
  /** the Stagiaire: +1 or -1, chosen when it acts */
  | { kind: 'plus-or-minus-one' }
  /** fixed damage (Rocky) */
  | { kind: 'fixed'; damage: number }
  /** the Vaurien: the attack of the nearest Trôl before it */
  | { kind: 'copy' }
  /** no attack (Cuistot, Piège) */
  | { kind: 'none' };

export interface TribeCard {
  kind: CardKind;
  /** copies of it in each tribe */
  copies: number;
  /** a Trôl may trigger a hunt; Rocky and the Piège are not Trôls */
  trol: boolean;
  attack: Attack;
  /** masques de bravoure: how much the character counts in the tribe (designed for Troll Night) */
  masks: number;
}

/**
 * One tribe, as the rulebook lists it: 16 cards. Abilities (the Chaman's reroll, the Cuistot's
 * doubled food, the Fourbe's betrayal, the Vaurien's copy, the Stagiaire from the hand, Rocky's
 * stolen portion, the Piège) are rules, in the rules module, keyed by `kind`.
 */
export const TRIBE: readonly TribeCard[] = [
  { kind: 'chef', copies: 1, trol: true, attack: { kind: 'chosen-dice', count: 3 }, masks: 6 },
  { kind: 'fille', copies: 1, trol: true, attack: { kind: 'trols-in-hunt' }, masks: 4 },
  { kind: 'chaman', copies: 1, trol: true, attack: { kind: 'one-die-chosen' }, masks: 4 },
  { kind: 'bourrin', copies: 1, trol: true, attack: { kind: 'bourrin', red: 4, fewest: 1 }, masks: 3 },
  { kind: 'cuistot', copies: 1, trol: true, attack: { kind: 'none' }, masks: 3 },
  { kind: 'traqueur', copies: 2, trol: true, attack: { kind: 'dice', red: 2, white: 0 }, masks: 2 },
  { kind: 'rabatteur', copies: 3, trol: true, attack: { kind: 'rabatteur' }, masks: 1 },
  { kind: 'fourbe', copies: 2, trol: true, attack: { kind: 'dice', red: 1, white: 0 }, masks: 1 },
  { kind: 'vaurien', copies: 1, trol: true, attack: { kind: 'copy' }, masks: 1 },
  { kind: 'stagiaire', copies: 1, trol: true, attack: { kind: 'plus-or-minus-one' }, masks: 0 },
  { kind: 'rocky', copies: 1, trol: false, attack: { kind: 'fixed', damage: 2 }, masks: 1 },
  { kind: 'piege', copies: 1, trol: false, attack: { kind: 'none' }, masks: 0 },
];

export const TRIBE_SIZE = 16;
export const HAND_SIZE = 7;

// looked up by kind, id and colour thousands of times a decision by the bots' search
const TRIBE_BY_KIND = new Map(TRIBE.map((card) => [card.kind, card]));

export function tribeCard(kind: CardKind): TribeCard {
  const card = TRIBE_BY_KIND.get(kind);
  if (!card) throw new RangeError(`no tribe card ${kind}`);
  return card;
}

/** The faces of each die, as damage (0 is "raté"). */
export const DIE_FACES: Record<DieColor, readonly number[]> = {
  /** "je tape comme une grosse brute": two misses, 2, 3, 3, 4 */
  red: [0, 0, 2, 3, 3, 4],
  /** "je vise d'abord, je tape ensuite": one miss, three 1s, two 2s */
  white: [0, 1, 1, 1, 2, 2],
};

/** A Gibier card (designed for Troll Night): names in both languages live in the locales, by `id`. */
export interface Gibier {
  id: string;
  /** the least total damage that makes the hunt a success (below it, the hunt fails) */
  min: number;
  /** the most total damage that still makes it a success (above it, the gibier explodes) */
  max: number;
  /** food for the first, second and third Trôl of a successful hunt */
  portions: readonly [number, number, number];
  trophies: number;
  /** 1 is the least dangerous, 20 the most: the last tie-break between trophy hunters */
  danger: number;
}

/**
 * Twenty creatures of the frozen hills, from the snow hare to the marsh dragon. Their ranges sit
 * around what two to six cards deal (a red die averages 2, a white one 7/6); food and trophies
 * grow with the danger.
 */
export const GIBIERS: readonly Gibier[] = [
  { id: 'snow-hare', min: 3, max: 10, portions: [4, 2, 1], trophies: 1, danger: 1 },
  { id: 'grumpy-badger', min: 3, max: 10, portions: [5, 3, 1], trophies: 1, danger: 2 },
  { id: 'lumberjack-beaver', min: 4, max: 11, portions: [6, 4, 2], trophies: 1, danger: 3 },
  { id: 'peak-turkey', min: 4, max: 12, portions: [6, 3, 2], trophies: 1, danger: 4 },
  { id: 'three-horned-goat', min: 5, max: 13, portions: [7, 4, 2], trophies: 2, danger: 5 },
  { id: 'mossy-boar', min: 5, max: 13, portions: [9, 5, 2], trophies: 2, danger: 6 },
  { id: 'grey-wolf', min: 6, max: 14, portions: [8, 5, 3], trophies: 2, danger: 7 },
  { id: 'raging-wolverine', min: 6, max: 14, portions: [9, 6, 3], trophies: 3, danger: 8 },
  { id: 'golden-stag', min: 6, max: 15, portions: [10, 6, 3], trophies: 3, danger: 9 },
  { id: 'mist-elk', min: 7, max: 16, portions: [12, 7, 3], trophies: 3, danger: 10 },
  { id: 'armoured-warthog', min: 7, max: 16, portions: [12, 8, 4], trophies: 3, danger: 11 },
  { id: 'giant-ibex', min: 8, max: 17, portions: [11, 8, 4], trophies: 3, danger: 12 },
  { id: 'cave-bear', min: 8, max: 18, portions: [15, 10, 5], trophies: 4, danger: 13 },
  { id: 'aurochs', min: 8, max: 18, portions: [16, 10, 6], trophies: 4, danger: 14 },
  { id: 'woolly-yak', min: 9, max: 19, portions: [18, 11, 6], trophies: 4, danger: 15 },
  { id: 'sabre-tooth', min: 9, max: 19, portions: [14, 10, 6], trophies: 5, danger: 16 },
  { id: 'woolly-rhino', min: 10, max: 20, portions: [20, 12, 7], trophies: 5, danger: 17 },
  { id: 'mammoth', min: 10, max: 21, portions: [22, 15, 8], trophies: 5, danger: 18 },
  { id: 'peak-griffin', min: 11, max: 22, portions: [18, 12, 8], trophies: 6, danger: 19 },
  { id: 'marsh-dragon', min: 11, max: 22, portions: [24, 16, 8], trophies: 6, danger: 20 },
];

/** shuffled into the Gibier deck: drawing one while restocking flips the cycle card */
export const ALTERNANCE_CARDS = 5;

/** the cycle card's two faces: by day tribe cards are placed face up, by night face down */
export type Cycle = 'day' | 'night';

const GIBIER_BY_ID = new Map(GIBIERS.map((card) => [card.id, card]));

export function gibier(id: string): Gibier {
  const card = GIBIER_BY_ID.get(id);
  if (!card) throw new RangeError(`no gibier ${id}`);
  return card;
}

/** the sixteen cards of a tribe, each copy with its own id */
export function tribeCards(color: TribeColor): TribeCardId[] {
  return TRIBE.flatMap(({ kind, copies }) => Array.from({ length: copies }, (_, copy) => `${color}-${kind}-${copy + 1}`));
}

/** every card of the game read once, rather than its id cut up again at each look */
const PARSED_CARDS = new Map(
  TRIBE_COLORS.flatMap((color) => tribeCards(color).map((card) => [card, { color, kind: kindIn(card) }] as const)),
);

function colorIn(card: TribeCardId): TribeColor {
  return card.slice(0, card.indexOf('-')) as TribeColor;
}

function kindIn(card: TribeCardId): CardKind {
  return card.slice(card.indexOf('-') + 1, card.lastIndexOf('-')) as CardKind;
}

export function cardColor(card: TribeCardId): TribeColor {
  return PARSED_CARDS.get(card)?.color ?? colorIn(card);
}

export function cardKind(card: TribeCardId): CardKind {
  return PARSED_CARDS.get(card)?.kind ?? kindIn(card);
}

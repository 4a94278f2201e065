/**
 * The parts of a hunt's resolution that follow from the cards alone (no roll, no choice): which
 * Trôl a Vaurien copies, the dice each card rolls or the damage it deals without dice, the
 * Pièges discarded at the trigger, the hunt's result from its total, and how a successful hunt's
 * food is shared. The resolution's steps (betrayals, rolls, rerolls, prompts) build on these.
 * Cards are listed as they lie in the hunt: the first is the nearest to the Gibier.
 */
import { tribeCard, type CardKind, type Gibier } from './cards';

/** A card of the hunt as the resolution reads it (face-down cards are revealed by then). */
export interface HuntEntry {
  kind: CardKind;
  /** its tribe's colour */
  color: string;
}

const isTrol = (entry: HuntEntry) => tribeCard(entry.kind).trol;

/**
 * The kind a card acts as: itself, or for a Vaurien, the nearest Trôl before it (a Vaurien
 * before it passes on what it copies). Null for a Vaurien with no Trôl before it: it does nothing.
 */
export function actingKind(cards: readonly HuntEntry[], index: number): CardKind | null {
  if (cards[index].kind !== 'vaurien') return cards[index].kind;
  for (let before = index - 1; before >= 0; before--) {
    if (isTrol(cards[before])) return actingKind(cards, before);
  }
  return null;
}

/** What a card does to the Gibier: dice to roll (the colours chosen where the card lets its player choose), or a fixed amount. */
export type Blow =
  | { kind: 'dice'; red: number; white: number }
  /** the Chef Trôl's three dice or the Chaman's one: red or white as its player chooses */
  | { kind: 'chosen-dice'; count: number }
  | { kind: 'fixed'; damage: number }
  /** the Stagiaire: +1 or -1, as its player chooses */
  | { kind: 'plus-or-minus-one' }
  | { kind: 'nothing' };

/** The blow of the card at `index`, from the cards of the hunt as they are now. */
export function blowOf(cards: readonly HuntEntry[], index: number): Blow {
  const kind = actingKind(cards, index);
  if (kind === null) return { kind: 'nothing' };
  const attack = tribeCard(kind).attack;
  switch (attack.kind) {
    case 'dice':
      return { kind: 'dice', red: attack.red, white: attack.white };
    case 'chosen-dice':
      return { kind: 'chosen-dice', count: attack.count };
    case 'one-die-chosen':
      return { kind: 'chosen-dice', count: 1 };
    case 'bourrin':
      // one red die fewer for each card before him (a Vaurien copying him counts its own)
      return { kind: 'dice', red: Math.max(attack.fewest, attack.red - index), white: 0 };
    case 'rabatteur': {
      // a Vaurien copying a Rabatteur is a Rabatteur in every way, so it counts too
      const beaters = cards.filter((_, other) => actingKind(cards, other) === 'rabatteur').length;
      return { kind: 'dice', red: 0, white: beaters };
    }
    case 'trols-in-hunt':
      return { kind: 'fixed', damage: cards.filter(isTrol).length };
    case 'plus-or-minus-one':
      return { kind: 'plus-or-minus-one' };
    case 'fixed':
      return { kind: 'fixed', damage: attack.damage };
    case 'copy':
    case 'none':
      return { kind: 'nothing' };
  }
}

/**
 * The hunt once triggered: a Piège in first or second place is discarded and the cards behind
 * it move up. A Piège that moves up into those places stays (only the cards placed there count).
 */
export function discardEarlyTraps<T extends HuntEntry>(cards: readonly T[]): { kept: T[]; discarded: T[] } {
  const discarded = cards.slice(0, 2).filter((entry) => entry.kind === 'piege');
  return { kept: cards.filter((entry) => !discarded.includes(entry)), discarded };
}

export type HuntResult = 'ratee' | 'reussie' | 'explosee';

/** Below the Gibier's smallest value the hunt fails; between its two values it succeeds; above the largest the Gibier explodes. */
export function huntResult(total: number, gibier: Pick<Gibier, 'min' | 'max'>): HuntResult {
  if (total < gibier.min) return 'ratee';
  return total > gibier.max ? 'explosee' : 'reussie';
}

/**
 * A successful hunt's food, by position in the hunt: the first Trôl takes the first portion, the
 * second the next, the third the last; later Trôls nothing, and portions left over are lost.
 * Rocky steals the first portion (several Rockys share it equally, rounded down) and the Trôls
 * take the portions after it. The Cuistot's doubling is applied afterwards, by the resolution.
 */
export function shareFood(cards: readonly HuntEntry[], portions: readonly number[]): number[] {
  const food = cards.map(() => 0);
  const rockys = cards.flatMap((entry, index) => (entry.kind === 'rocky' ? [index] : []));
  let next = 0;
  if (rockys.length > 0) {
    for (const index of rockys) food[index] = Math.floor(portions[0] / rockys.length);
    next = 1;
  }
  cards.forEach((entry, index) => {
    if (!isTrol(entry) || next >= portions.length) return;
    food[index] = portions[next++];
  });
  return food;
}

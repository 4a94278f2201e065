/**
 * What the TRÔL table reads from a view beyond its fields: whose tribe a card is (by its colour),
 * who answers a prompt, a tribe's masques de bravoure and trophies, the cards a tribe may play.
 */
import type { SeatSetup } from '$contract/api';
import { sameJson } from '$engine/core/json';
import type { Action } from '$engine/core/types';
import { cardColor, cardKind, gibier, tribeCard } from '$engine/games/trol/cards';
import type { CardId, Prompt, TribeView, TrolView } from '$engine/games/trol/types';

/** the tribe (index into `view.tribes`) a card belongs to */
export function tribeOfCard(view: Pick<TrolView, 'tribes'>, card: CardId): number {
  const color = cardColor(card);
  return view.tribes.findIndex((tribe) => tribe.color === color);
}

/** the tribe that answers a prompt: the owner of the card it names, or the tribe asked about a Stagiaire */
export function promptTribe(view: Pick<TrolView, 'tribes'>, prompt: Prompt): number {
  return prompt.kind === 'stagiaire' ? prompt.tribe : tribeOfCard(view, prompt.card);
}

/** the player of a tribe (at two players, each plays two) */
export function playerOf(view: Pick<TrolView, 'tribes'>, seats: readonly SeatSetup[], tribe: number): SeatSetup {
  return seats[view.tribes[tribe].owner];
}

export function masksOf(cards: readonly CardId[]): number {
  return cards.reduce((sum, card) => sum + tribeCard(cardKind(card)).masks, 0);
}

export function trophiesOf(gibiers: readonly string[]): number {
  return gibiers.reduce((sum, id) => sum + gibier(id).trophies, 0);
}

/** the cards a tribe may play now, as its own view shows them: its hand, or the face-up tops of its piles */
export function playableOf(tribe: TribeView): CardId[] {
  if (tribe.piles) return tribe.piles.flatMap((pile) => (pile.top ? [pile.top] : []));
  return tribe.hand ?? [];
}

/** at four in teams, seats 0 and 2 play against 1 and 3 */
export function teamOf(seat: number): 'a' | 'b' {
  return seat % 2 === 0 ? 'a' : 'b';
}

export function isLegal(legal: readonly Action[], action: Action): boolean {
  return legal.some((candidate) => sameJson(candidate, action));
}

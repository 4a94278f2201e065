/**
 * TRÔL for the bots' search: a full state a seat could be in, from what it knows. Hidden are the
 * other players' hands, every draw pile's order, the cards under a two-player pile's top, the face
 * of every card laid by night (even to the player who laid it) and the order of the Gibier deck.
 * What went to the discard, to the survivors or out of the Gibier deck was shown to the whole table
 * as it happened, so a seat that remembers knows it: only where the unseen cards lie is drawn.
 */
import { canonicalJson } from '../../core/json';
import { drawnRng, Rng } from '../../core/rng';
import type { Seat } from '../../core/types';
import { cardColor, tribeCards } from './cards';
import { copyState } from './draft';
import type { CardId, TrolState } from './types';

/** cards every seat has seen face up, or its own hands: they stay where they are */
function seenBy(state: TrolState, seat: Seat): Set<CardId> {
  const seen = new Set<CardId>(state.discard);
  for (const tribe of state.tribes) {
    for (const card of tribe.survivors) seen.add(card);
    if (tribe.owner === seat && !tribe.piles) for (const card of tribe.hand) seen.add(card);
    for (const pile of tribe.piles ?? []) if (pile.length > 0) seen.add(pile[pile.length - 1]);
  }
  for (const hunt of state.hunts) for (const { card, faceUp } of hunt.cards) if (faceUp) seen.add(card);
  const resolution = state.resolution;
  if (resolution) {
    for (const card of [...resolution.cards, ...resolution.removed, ...resolution.stagiaires]) seen.add(card);
    if (resolution.trigger) seen.add(resolution.trigger.card);
  }
  return seen;
}

export function determinize(state: TrolState, seat: Seat, random: () => number): TrolState {
  const rng = new Rng(drawnRng(random));
  const next = copyState(state);
  const seen = seenBy(state, seat);
  for (const tribe of next.tribes) {
    // sorted first, so that what is drawn does not depend on where the unseen cards truly lie
    const unseen = rng.shuffle(tribeCards(tribe.color).filter((card) => !seen.has(card)).sort());
    const take = (count: number): CardId[] => {
      if (unseen.length < count) throw new Error(`TRÔL: the ${tribe.color} tribe has fewer unseen cards than hidden places`);
      return unseen.splice(0, count);
    };
    for (const hunt of next.hunts) {
      for (const laid of hunt.cards) if (!laid.faceUp && cardColor(laid.card) === tribe.color) laid.card = take(1)[0];
    }
    if (tribe.owner !== seat && !tribe.piles) tribe.hand = take(tribe.hand.length);
    tribe.pile = take(tribe.pile.length);
    if (tribe.piles) tribe.piles = tribe.piles.map((pile) => (pile.length > 0 ? [...take(pile.length - 1), pile[pile.length - 1]] : []));
    if (unseen.length > 0) throw new Error(`TRÔL: ${unseen.length} ${tribe.color} cards are nowhere`);
  }
  next.gibierDeck = rng.shuffle([...state.gibierDeck].sort((a, b) => canonicalJson(a).localeCompare(canonicalJson(b))));
  next.rng = drawnRng(random);
  return next;
}

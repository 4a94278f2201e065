/**
 * TRÔL rules. A turn is one of two things: put a card under a Gibier (face up by day, face down
 * by night), or trigger a hunt where the tribe already has a card, with a Trôl; then draw.
 * Every function is pure; the only randomness is drawn from the PRNG kept in the state.
 *
 * Written so far: the setup, placing cards and drawing, the Gibier row's restocking with the
 * alternance cards, and what each seat may see. Resolving a hunt comes with the rest of issue 10.
 */
import { RuleError } from '../../core/errors';
import { Rng, seedRng } from '../../core/rng';
import type { MatchConfig, Seat, Viewer } from '../../core/types';
import { ALTERNANCE_CARDS, GIBIERS, HAND_SIZE, TRIBE, TRIBE_COLORS, tribeCard, type CardKind, type Cycle, type TribeColor } from './cards';
import type { CardId, GibierDeckCard, Hunt, HuntCardView, TrolAction, TrolState, TrolView, Tribe } from './types';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 5;
/** at two players the row always holds four Gibiers */
const TWO_PLAYER_ROW = 4;
/** a two-player game's second tribes lie in four face-up piles of four */
const SECOND_TRIBE_PILES = 4;

/** the sixteen cards of a tribe, each copy with its own id */
export function tribeCards(color: TribeColor): CardId[] {
  return TRIBE.flatMap(({ kind, copies }) => Array.from({ length: copies }, (_, copy) => `${color}-${kind}-${copy + 1}`));
}

export function cardColor(card: CardId): TribeColor {
  return card.slice(0, card.indexOf('-')) as TribeColor;
}

export function cardKind(card: CardId): CardKind {
  return card.slice(card.indexOf('-') + 1, card.lastIndexOf('-')) as CardKind;
}

export function setup(config: MatchConfig, seed: number): TrolState {
  const players = config.seats.length;
  if (players < MIN_PLAYERS || players > MAX_PLAYERS) throw new RangeError(`TRÔL needs 2 to 5 players, not ${players}`);
  if (!Number.isInteger(config.firstSeat) || config.firstSeat < 0 || config.firstSeat >= players) {
    throw new RangeError(`first seat ${config.firstSeat} is not at this table`);
  }
  const teams = config.options?.teams === true;
  if (teams && players !== 4) throw new RangeError('teams are for four players');
  const rng = new Rng(seedRng(seed));
  const gibierDeck = rng.shuffle<GibierDeckCard>([
    ...GIBIERS.map(({ id }) => ({ gibier: id })),
    ...Array.from({ length: ALTERNANCE_CARDS }, (_, index) => ({ alternance: index + 1 })),
  ]);

  // at two players each player also plays a second tribe, and turns alternate between the players
  const owners = players === 2 ? [0, 1, 0, 1] : Array.from({ length: players }, (_, seat) => seat);
  const tribes: Tribe[] = owners.map((owner, index) => {
    const color = TRIBE_COLORS[index];
    const cards = rng.shuffle(tribeCards(color));
    if (players === 2 && index >= 2) {
      const piles = Array.from({ length: SECOND_TRIBE_PILES }, (_, pile) => cards.slice(pile * 4, pile * 4 + 4));
      return { color, owner, hand: [], pile: [], piles, food: 0, survivors: [], trophies: [] };
    }
    return { color, owner, hand: cards.slice(-HAND_SIZE), pile: cards.slice(0, -HAND_SIZE), food: 0, survivors: [], trophies: [] };
  });

  const hunts: Hunt[] = [];
  const rowSize = players === 2 ? TWO_PLAYER_ROW : players;
  // an alternance card revealed while laying out the row is discarded and replaced
  while (hunts.length < rowSize && gibierDeck.length > 0) {
    const drawn = gibierDeck.pop()!;
    if ('gibier' in drawn) hunts.push({ gibier: drawn.gibier, cards: [] });
  }

  // the cycle card is tossed; a first game may start by day, as the rulebook advises
  const cycle: Cycle = config.options?.cycle === 'day' ? 'day' : rng.int(0, 1) === 0 ? 'day' : 'night';
  return {
    rng: rng.state(),
    events: [{ type: 'setup', cycle }],
    seats: config.seats.map(({ name }) => ({ name })),
    tribes,
    turn: tribes.findIndex((tribe) => tribe.owner === config.firstSeat),
    hunts,
    gibierDeck,
    cycle,
    discard: [],
    teams,
  };
}

/** The cards a tribe may play now: its hand, or the face-up tops of its four piles. */
export function playableCards(tribe: Tribe): CardId[] {
  if (tribe.piles) return tribe.piles.flatMap((pile) => (pile.length ? [pile[pile.length - 1]] : []));
  return tribe.hand;
}

/** Whether `tribe` has a card in `hunt` (a face-down card shows its tribe's colour on its back). */
function hasCardIn(tribe: Tribe, hunt: Hunt): boolean {
  return hunt.cards.some(({ card }) => cardColor(card) === tribe.color);
}

export function placeActions(state: TrolState): TrolAction[] {
  const tribe = state.tribes[state.turn];
  const cards = [...new Set(playableCards(tribe))];
  const places = cards.flatMap((card) => state.hunts.map((_, hunt): TrolAction => ({ type: 'place', card, hunt })));
  const triggers = cards
    .filter((card) => tribeCard(cardKind(card)).trol)
    .flatMap((card) =>
      state.hunts.flatMap((hunt, index): TrolAction[] => (hasCardIn(tribe, hunt) ? [{ type: 'trigger', card, hunt: index }] : [])),
    );
  return [...places, ...triggers];
}

/**
 * Puts `card` under Gibier `hunt` for the tribe whose turn it is (face up by day, face down by
 * night), then the tribe draws, and the next tribe plays.
 */
export function place(state: TrolState, seat: Seat, card: CardId, hunt: number): TrolState {
  const tribe = state.tribes[state.turn];
  if (tribe.owner !== seat) throw new RuleError('not-your-turn');
  if (!playableCards(tribe).includes(card)) throw new RuleError('illegal-action', { type: 'place' });
  if (!Number.isInteger(hunt) || hunt < 0 || hunt >= state.hunts.length) throw new RuleError('illegal-action', { type: 'place' });
  const faceUp = state.cycle === 'day';
  const hunts = state.hunts.map((row, index) => (index === hunt ? { ...row, cards: [...row.cards, { card, faceUp }] } : row));
  const tribes = state.tribes.map((other, index) => (index === state.turn ? afterPlaying(other, card) : other));
  return {
    ...state,
    tribes,
    hunts,
    turn: (state.turn + 1) % state.tribes.length,
    events: [{ type: 'placed', tribe: state.turn, hunt, ...(faceUp ? { card } : {}) }],
  };
}

/** The tribe without `card`, having drawn its next card if it has one (a pile's next card is turned up). */
function afterPlaying(tribe: Tribe, card: CardId): Tribe {
  if (tribe.piles) return { ...tribe, piles: tribe.piles.map((pile) => (pile[pile.length - 1] === card ? pile.slice(0, -1) : pile)) };
  const hand = tribe.hand.filter((held) => held !== card);
  if (tribe.pile.length === 0) return { ...tribe, hand };
  return { ...tribe, hand: [...hand, tribe.pile[tribe.pile.length - 1]], pile: tribe.pile.slice(0, -1) };
}

/**
 * A new Gibier for the row, drawn from the deck. An alternance card flips the cycle (day ↔ night)
 * and another is drawn; a second alternance in a row is ignored. Null when the deck runs out.
 */
export function restock(state: TrolState): { state: TrolState; gibier: string | null } {
  const deck = [...state.gibierDeck];
  let cycle = state.cycle;
  let flipped = false;
  for (let drawn = deck.pop(); drawn; drawn = deck.pop()) {
    if ('gibier' in drawn) return { state: { ...state, gibierDeck: deck, cycle }, gibier: drawn.gibier };
    if (!flipped) {
      cycle = cycle === 'day' ? 'night' : 'day';
      flipped = true;
    }
  }
  return { state: { ...state, gibierDeck: deck, cycle }, gibier: null };
}

/** What `viewer` may see: its own tribes' hands; never a pile, never the face of a card placed face down. */
export function view(state: TrolState, viewer: Viewer): TrolView {
  const huntCard = ({ card, faceUp }: { card: CardId; faceUp: boolean }): HuntCardView =>
    faceUp ? { card, faceUp: true } : { color: cardColor(card), faceUp: false };
  return {
    tribes: state.tribes.map((tribe) => ({
      color: tribe.color,
      owner: tribe.owner,
      hand: viewer === tribe.owner ? [...tribe.hand] : null,
      handSize: tribe.hand.length,
      pileSize: tribe.pile.length,
      ...(tribe.piles ? { piles: tribe.piles.map((pile) => ({ top: pile[pile.length - 1] ?? null, under: Math.max(0, pile.length - 1) })) } : {}),
      food: tribe.food,
      survivors: [...tribe.survivors],
      trophies: [...tribe.trophies],
    })),
    turn: state.turn,
    hunts: state.hunts.map((hunt) => ({ gibier: hunt.gibier, cards: hunt.cards.map(huntCard) })),
    gibierDeckSize: state.gibierDeck.length,
    cycle: state.cycle,
    discardSize: state.discard.length,
    teams: state.teams,
  };
}

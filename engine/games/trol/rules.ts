/**
 * TRÔL rules. A turn is one of two things: put a card under a Gibier (face up by day, face down
 * by night), or trigger a hunt where the tribe already has a card, with a Trôl; then draw.
 * Every function is pure; the only randomness is drawn from the PRNG kept in the state.
 *
 * A hunt's resolution is in `resolution.ts`, the game's end in `finale.ts`.
 */
import { legalMove } from '../../core/match';
import { Rng, seedRng } from '../../core/rng';
import type { Action, GameEvent, MatchConfig, Outcome, Seat, Viewer } from '../../core/types';
import { ALTERNANCE_CARDS, cardColor, cardKind, GIBIERS, HAND_SIZE, TRIBE_COLORS, tribeCard, tribeCards, type Cycle } from './cards';
import { committed, copyHuntReport, copyResolution, draftOf, tribeFields, type Draft } from './draft';
import { outcomeOf } from './finale';
import {
  betray,
  chooseColors,
  chooseSign,
  draw,
  passTurn,
  playableCards,
  playStagiaire,
  promptSeat,
  reroll,
  run,
  startHunt,
  takeCard,
} from './resolution';
import type { CardId, GibierDeckCard, Hunt, HuntCardView, Prompt, TrolAction, TrolState, TrolView, Tribe } from './types';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 5;
/** at two players the row always holds four Gibiers */
const TWO_PLAYER_ROW = 4;
/** a two-player game's second tribes lie in four face-up piles of four */
const SECOND_TRIBE_PILES = 4;

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
    resolution: null,
    lastHunt: null,
    finale: null,
  };
}

/** Whether `tribe` has a card in `hunt` (a face-down card shows its tribe's colour on its back). */
function hasCardIn(tribe: Tribe, hunt: Hunt): boolean {
  return hunt.cards.some(({ card }) => cardColor(card) === tribe.color);
}

/** A turn's choices: any playable card under any Gibier, or a Trôl above a Gibier whose hunt holds a card of the tribe. */
export function placeActions(state: TrolState): TrolAction[] {
  const tribe = state.tribes[state.turn];
  const cards = playableCards(tribe);
  const places = cards.flatMap((card) => state.hunts.map((_, hunt): TrolAction => ({ type: 'place', card, hunt })));
  const triggers = cards
    .filter((card) => tribeCard(cardKind(card)).trol)
    .flatMap((card) =>
      state.hunts.flatMap((hunt, index): TrolAction[] => (hasCardIn(tribe, hunt) ? [{ type: 'trigger', card, hunt: index }] : [])),
    );
  return [...places, ...triggers];
}

function promptActions(state: TrolState, prompt: Prompt): TrolAction[] {
  switch (prompt.kind) {
    case 'betray':
      return [
        ...state.resolution!.cards.filter((card) => card !== prompt.card).map((target): TrolAction => ({ type: 'betray', target })),
        { type: 'spare' },
      ];
    case 'reroll':
      return [{ type: 'reroll' }, { type: 'keep' }];
    case 'colors':
      return Array.from({ length: prompt.count + 1 }, (_, red): TrolAction => ({ type: 'dice', red: prompt.count - red }));
    case 'sign':
      return [
        { type: 'sign', sign: 1 },
        { type: 'sign', sign: -1 },
      ];
    case 'stagiaire':
      return [
        ...playableCards(state.tribes[prompt.tribe])
          .filter((card) => cardKind(card) === 'stagiaire')
          .map((card): TrolAction => ({ type: 'stagiaire', card })),
        { type: 'pass' },
      ];
  }
}

export function activeSeats(state: TrolState): Seat[] {
  if (state.finale) return [];
  const prompt = state.resolution?.prompt;
  return [prompt ? promptSeat(state, prompt) : state.tribes[state.turn].owner];
}

export function legalActions(state: TrolState, seat: Seat): TrolAction[] {
  if (!activeSeats(state).includes(seat)) return [];
  const prompt = state.resolution?.prompt;
  return prompt ? promptActions(state, prompt) : placeActions(state);
}

/**
 * A turn of a tribe with a hand is secret (the hand is shown only to its player), and so is the
 * question of a Stagiaire from the hand. A two-player second tribe plays from face-up piles, and
 * the hunt's other questions are about cards everyone sees.
 */
export function privateTurn(state: TrolState, seat: Seat): boolean {
  if (!activeSeats(state).includes(seat)) return false;
  const prompt = state.resolution?.prompt;
  if (prompt) return prompt.kind === 'stagiaire' && !state.tribes[prompt.tribe].piles;
  return !state.tribes[state.turn].piles;
}

/**
 * A hunt that starts turns over the cards placed face down under its Gibier by night: choices
 * the tribes made in secret, on earlier turns.
 */
export function revealsSecrets(events: readonly GameEvent[]): boolean {
  return events.some((event) => (event.type === 'triggered' || event.type === 'auto-hunt') && Number(event.count) > 0);
}

export function apply(state: TrolState, seat: Seat, action: Action): TrolState {
  const move = legalMove(
    { seatCount: (of: TrolState) => of.seats.length, isOver: (of: TrolState) => of.finale !== null, activeSeats, legalActions },
    state,
    seat,
    action,
  ) as TrolAction;
  const draft = draftOf(state);
  switch (move.type) {
    case 'place':
      place(draft, move.card, move.hunt);
      break;
    case 'trigger':
      takeCard(draft.state.tribes[draft.state.turn], move.card);
      startHunt(draft, move.hunt, { card: move.card, tribe: draft.state.turn }, false);
      break;
    case 'betray':
      betray(draft, move.target);
      break;
    case 'spare':
      betray(draft, null);
      break;
    case 'reroll':
    case 'keep':
      reroll(draft, move.type === 'reroll');
      break;
    case 'dice':
      chooseColors(draft, move.red);
      break;
    case 'sign':
      chooseSign(draft, move.sign);
      break;
    case 'stagiaire':
      playStagiaire(draft, move.card);
      break;
    case 'pass':
      playStagiaire(draft, null);
      break;
  }
  run(draft);
  return committed(draft);
}

/** Puts `card` under Gibier `hunt` (face up by day, face down by night); the tribe draws and the next one plays. */
function place(draft: Draft, card: CardId, hunt: number): void {
  const { state } = draft;
  const tribe = state.tribes[state.turn];
  const faceUp = state.cycle === 'day';
  state.hunts[hunt].cards.push({ card, faceUp });
  takeCard(tribe, card);
  draw(tribe);
  draft.events.push({ type: 'placed', ...tribeFields(state, state.turn), hunt, gibier: state.hunts[hunt].gibier, ...(faceUp ? { card, kind: cardKind(card) } : {}) });
  passTurn(draft, state.turn);
}

export function outcome(state: TrolState): Outcome | null {
  return outcomeOf(state);
}

/** What `viewer` may see: its own tribes' hands; never a pile, never the face of a card placed face down. */
export function view(state: TrolState, viewer: Viewer): TrolView {
  const huntCard = ({ card, faceUp }: { card: CardId; faceUp: boolean }): HuntCardView =>
    faceUp ? { card, faceUp: true } : { color: cardColor(card), faceUp: false };
  return {
    tribes: state.tribes.map((tribe) => ({
      color: tribe.color,
      owner: tribe.owner,
      hand: viewer === tribe.owner && !tribe.piles ? [...tribe.hand] : null,
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
    resolution: state.resolution && copyResolution(state.resolution),
    lastHunt: state.lastHunt && copyHuntReport(state.lastHunt),
    finale: state.finale && structuredClone(state.finale),
  };
}

/** A finished game's replay: a seat's own view, and the cards its tribes lie face down under each Gibier. */
export function revealedView(state: TrolState, seat: Seat): TrolView {
  const owned = new Set(state.tribes.filter((tribe) => tribe.owner === seat).map((tribe) => tribe.color));
  const laidFaceDown = state.hunts.flatMap((hunt) =>
    hunt.cards.filter(({ card, faceUp }) => !faceUp && owned.has(cardColor(card))).map(({ card }) => ({ card, gibier: hunt.gibier })),
  );
  return { ...view(state, seat), laidFaceDown };
}

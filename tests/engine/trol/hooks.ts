/**
 * What TRÔL adds to the conformance suite (tests/engine/conformance.ts): its own kinds of
 * illegal move, the cards a seat alone may see, and the hidden variants of a state — what the
 * owner of a hand alone knows, and what nobody knows (the order of the piles, the face of a card
 * laid face down at night, even to the player who laid it).
 */
import type { Seat } from '../../../engine/core/types';
import { cardColor, cardKind, tribeCard } from '../../../engine/games/trol/cards';
import { playableCards } from '../../../engine/games/trol/resolution';
import type { TrolState } from '../../../engine/games/trol/types';
import type { ConformanceHooks } from '../conformance';

/** the answers to every question a hunt may ask, none of them legal while no question is asked */
const ANSWERS = [
  { type: 'spare' },
  { type: 'reroll' },
  { type: 'keep' },
  { type: 'dice', red: 0 },
  { type: 'sign', sign: 1 },
  { type: 'pass' },
];

function illegalActions(state: TrolState): unknown[] {
  const resolution = state.resolution;
  const prompt = resolution?.prompt;
  if (!resolution || !prompt) return illegalTurns(state);
  const answersBut = (...legal: string[]) => ANSWERS.filter((answer) => !legal.includes(answer.type));
  const notInHunt = [...resolution.removed, ...(resolution.trigger ? [resolution.trigger.card] : [])];
  const aTurn = { type: 'place', card: resolution.cards[0] ?? 'vermillion-chef-1', hunt: 0 };
  switch (prompt.kind) {
    case 'betray':
      return [
        ...answersBut('spare'),
        aTurn,
        { type: 'betray', target: prompt.card },
        ...notInHunt.map((target) => ({ type: 'betray', target })),
        { type: 'betray' },
      ];
    case 'reroll':
      return [...answersBut('reroll', 'keep'), aTurn, { type: 'betray', target: resolution.cards[0] }];
    case 'colors':
      return [
        ...answersBut('dice'),
        aTurn,
        { type: 'dice', red: prompt.count + 1 },
        { type: 'dice', red: -1 },
        { type: 'dice', red: 0.5 },
        { type: 'dice', red: '1' },
      ];
    case 'sign':
      return [...answersBut('sign'), aTurn, { type: 'sign', sign: 0 }, { type: 'sign', sign: 2 }, { type: 'sign', sign: '1' }];
    case 'stagiaire': {
      const tribe = state.tribes[prompt.tribe];
      const another = state.tribes[(prompt.tribe + 1) % state.tribes.length];
      return [
        ...answersBut('pass'),
        aTurn,
        // only a Stagiaire, and only one the tribe can play
        { type: 'stagiaire', card: `${tribe.color}-chef-1` },
        { type: 'stagiaire', card: `${another.color}-stagiaire-1` },
        ...tribe.pile.filter((card) => cardKind(card) === 'stagiaire').map((card) => ({ type: 'stagiaire', card })),
      ];
    }
  }
}

/** a turn's illegal moves: cards the tribe cannot play, places not in the row, triggers the rules forbid, answers to no question */
function illegalTurns(state: TrolState): unknown[] {
  const tribe = state.tribes[state.turn];
  const playable = playableCards(tribe);
  const [card] = playable;
  const another = state.tribes[(state.turn + 1) % state.tribes.length];
  // cards the tribe holds but cannot play now: its draw pile, or what lies under a pile's top
  const hidden = tribe.piles ? tribe.piles.flatMap((pile) => pile.slice(0, -1)) : tribe.pile;
  const withItsCard = state.hunts.findIndex((hunt) => hunt.cards.some((laid) => cardColor(laid.card) === tribe.color));
  const withoutItsCard = state.hunts.findIndex((hunt) => hunt.cards.every((laid) => cardColor(laid.card) !== tribe.color));
  const trols = playable.filter((held) => tribeCard(cardKind(held)).trol);
  const notTrols = playable.filter((held) => !trols.includes(held));
  return [
    ...ANSWERS,
    { type: 'betray', target: card },
    { type: 'stagiaire', card },
    { type: 'place', card: `${another.color}-chef-1`, hunt: 0 },
    { type: 'place', card, hunt: state.hunts.length },
    { type: 'place', card, hunt: -1 },
    { type: 'place', card, hunt: '0' },
    { type: 'place', card },
    ...hidden.slice(0, 2).map((held) => ({ type: 'place', card: held, hunt: 0 })),
    ...(withItsCard >= 0 ? notTrols.map((held) => ({ type: 'trigger', card: held, hunt: withItsCard })) : []),
    ...(withoutItsCard >= 0 ? trols.slice(0, 1).map((held) => ({ type: 'trigger', card: held, hunt: withoutItsCard })) : []),
    ...hidden.slice(0, 1).flatMap((held) => (withItsCard >= 0 ? [{ type: 'trigger', card: held, hunt: withItsCard }] : [])),
  ];
}

const pick = (length: number, random: () => number) => Math.floor(random() * length);

/** `cards` in another order (the same one back only by chance) */
function reshuffled<T>(cards: T[], random: () => number): T[] {
  const out = [...cards];
  for (let i = out.length - 1; i > 0; i--) {
    const j = pick(i + 1, random);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Two kinds of variant of `state`. What nobody knows: every pile in another order, the cards
 * under a two-player pile's top shuffled, each face-down card another of its tribe's unseen
 * cards. And for each seat, what only it knows: its hands dealt again from hand and pile, and
 * each card it laid face down swapped with one of its hand (it may know that card left its hand).
 */
function hiddenVariants(state: TrolState, random: () => number): { owner: Seat | null; state: TrolState }[] {
  const nobody = structuredClone(state);
  for (const tribe of nobody.tribes) {
    tribe.pile = reshuffled(tribe.pile, random);
    if (!tribe.piles) continue;
    const unders = reshuffled(tribe.piles.flatMap((pile) => pile.slice(0, -1)), random);
    tribe.piles = tribe.piles.map((pile) => (pile.length ? [...unders.splice(0, pile.length - 1), pile[pile.length - 1]] : []));
  }
  for (const laid of faceDownCards(nobody)) {
    const tribe = nobody.tribes.find((candidate) => candidate.color === cardColor(laid.card))!;
    const unseen = tribe.piles ? tribe.piles.filter((pile) => pile.length > 1) : tribe.pile.length ? [tribe.pile] : [];
    if (unseen.length === 0) continue;
    const cards = unseen[pick(unseen.length, random)];
    const under = pick(tribe.piles ? cards.length - 1 : cards.length, random);
    [laid.card, cards[under]] = [cards[under], laid.card];
  }

  const variants: { owner: Seat | null; state: TrolState }[] = [{ owner: null, state: nobody }];
  state.seats.forEach((_, seat) => {
    const known = structuredClone(state);
    const tribes = known.tribes.filter((tribe) => tribe.owner === seat && !tribe.piles);
    for (const tribe of tribes) {
      const cards = reshuffled([...tribe.hand, ...tribe.pile], random);
      [tribe.hand, tribe.pile] = [cards.slice(0, tribe.hand.length), cards.slice(tribe.hand.length)];
    }
    for (const laid of faceDownCards(known)) {
      const tribe = tribes.find((candidate) => candidate.color === cardColor(laid.card));
      if (!tribe?.hand.length) continue;
      const inHand = pick(tribe.hand.length, random);
      [laid.card, tribe.hand[inHand]] = [tribe.hand[inHand], laid.card];
    }
    if (tribes.length > 0) variants.push({ owner: seat, state: known });
  });
  return variants;
}

const faceDownCards = (state: TrolState) => state.hunts.flatMap((hunt) => hunt.cards.filter((laid) => !laid.faceUp));

/** the hands of `seat`'s tribes: nobody else may see a card of them */
function secrets(state: TrolState, seat: Seat): string[] {
  return state.tribes.filter((tribe) => tribe.owner === seat).flatMap((tribe) => tribe.hand);
}

export const trolHooks: ConformanceHooks<TrolState> = {
  // a game is long (a hundred moves and more, each hunt a dozen): fewer games than the default
  games: 1000,
  illegalActions,
  hiddenVariants,
  secrets,
};

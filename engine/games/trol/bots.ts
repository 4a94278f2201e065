/**
 * TRÔL bots. They read only what their seat may see (`view(state, seat)` and their own legal
 * actions): never a hand but their own, never a face-down card (not even one of their own: the
 * rulebook forbids looking at it again), never a pile.
 *
 * `smart` weighs every choice by what the hunt is likely to bring each tribe once it resolves. A
 * hunt's damage is treated as a normal law (the sum of independent dice, each card's blow at its
 * place; a face-down card as an average card of its colour), which gives the chances that the
 * hunt fails, succeeds or explodes. Each outcome is worth food, masques de bravoure and trophies
 * to the tribes in it (Rocky's portion, the Cuistot's doubling and the Piège included); the bot
 * keeps the choice that leaves its side (its tribes, its partner's in teams) furthest ahead of the
 * others. So it joins hunts where its cards fall among the first three Trôls and the total stays
 * in range, triggers when a hunt is ripe (and with the Trôl it misses least), lays its Piège where
 * a hunt is likely to fail behind it, picks the Chef's colours and the Stagiaire's sign to land in
 * range, and betrays, rerolls or plays a Stagiaire from its hand when that raises its side's share.
 */
import type { Bot, Seat } from '../../core/types';
import { cardColor, cardKind, DIE_FACES, gibier as gibierCard, TRIBE, tribeCard, type CardKind, type Gibier } from './cards';
import { blowOf, shareFood, type HuntEntry } from './hunt';
import { legalActions, view } from './rules';
import type { CardId, HuntCardView, Prompt, TrolAction, TrolState, TrolView } from './types';

export const random: Bot<TrolState> = {
  id: 'random',
  choose(state, seat, source) {
    const actions = legalActions(state, seat);
    return actions[Math.floor(source() * actions.length)];
  },
};

// ---------------------------------------------------------------------------------------------
// What a hunt is worth

/** how much each thing a tribe brings home counts towards winning: trophies decide, food and masks keep a tribe in the race */
const WORTH = { food: 0.5, mask: 0.15, trophy: 2.2 };
/** what a card kept in hand is worth for later hunts, per point of damage it deals on average */
const KEEP_PER_DAMAGE = 0.35;
/** a hunt placed into now is resolved later: the tribe that triggers it is one of those in it */
const TRIGGER_SHARE_MINE = 0.5;

const moments = (faces: readonly number[]) => {
  const mean = faces.reduce((a, b) => a + b, 0) / faces.length;
  return { mean, variance: faces.reduce((a, b) => a + (b - mean) ** 2, 0) / faces.length };
};
const DIE = { red: moments(DIE_FACES.red), white: moments(DIE_FACES.white) };

/** a card of a hunt as the bot knows it: its kind, or only its colour for a face-down card */
interface Known {
  color: string;
  kind: CardKind | null;
}

interface Damage {
  mean: number;
  variance: number;
}

/** an average card of a tribe, for a face-down card: what it adds to the total */
const UNKNOWN_CARD: Damage = (() => {
  const kinds = TRIBE.flatMap(({ kind, copies }) => Array<CardKind>(copies).fill(kind));
  const sample = kinds.map((kind) => blowDamage([{ kind, color: 'x' }], 0, 3));
  const mean = sample.reduce((a, b) => a + b.mean, 0) / sample.length;
  const variance = sample.reduce((a, b) => a + b.variance + (b.mean - mean) ** 2, 0) / sample.length;
  return { mean, variance };
})();

/** The damage the card at `index` deals on average, the Chef and the Chaman rolling red (`reds` of the Chef's dice). */
function blowDamage(entries: readonly HuntEntry[], index: number, reds: number): Damage {
  const blow = blowOf(entries, index);
  switch (blow.kind) {
    case 'dice':
      return {
        mean: blow.red * DIE.red.mean + blow.white * DIE.white.mean,
        variance: blow.red * DIE.red.variance + blow.white * DIE.white.variance,
      };
    case 'chosen-dice': {
      const red = Math.min(blow.count, reds);
      const white = blow.count - red;
      return { mean: red * DIE.red.mean + white * DIE.white.mean, variance: red * DIE.red.variance + white * DIE.white.variance };
    }
    case 'fixed':
      return { mean: blow.damage, variance: 0 };
    case 'plus-or-minus-one':
    case 'nothing':
      return { mean: 0, variance: 0 };
  }
}

/** The damage each card of the hunt deals; a face-down card counts as an average one. */
function cardDamages(cards: readonly Known[]): Damage[] {
  const entries: HuntEntry[] = cards.map(({ color, kind }) => ({ color, kind: kind ?? 'cuistot' }));
  return cards.map((card, index) => (card.kind === null ? UNKNOWN_CARD : blowDamage(entries, index, 3)));
}

/** The damage still to come from the cards at `from` on. */
function damageAhead(damages: readonly Damage[], from: number): Damage {
  let mean = 0;
  let variance = 0;
  for (let index = from; index < damages.length; index++) {
    mean += damages[index].mean;
    variance += damages[index].variance;
  }
  return { mean, variance };
}

function normalCdf(x: number): number {
  // Abramowitz–Stegun 7.1.26: plenty for weighing choices
  const t = 1 / (1 + 0.3275911 * Math.abs(x / Math.SQRT2));
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** The chances of a failed, successful and exploded hunt, from the total so far and the damage to come. */
function chances(gibier: Gibier, total: number, ahead: Damage): { ratee: number; reussie: number; explosee: number } {
  const mean = total + ahead.mean;
  if (ahead.variance < 1e-9) {
    const ratee = mean < gibier.min ? 1 : 0;
    const explosee = mean > gibier.max ? 1 : 0;
    return { ratee, explosee, reussie: 1 - ratee - explosee };
  }
  const sd = Math.sqrt(ahead.variance);
  const ratee = normalCdf((gibier.min - 0.5 - mean) / sd);
  const explosee = 1 - normalCdf((gibier.max + 0.5 - mean) / sd);
  return { ratee, explosee, reussie: Math.max(0, 1 - ratee - explosee) };
}

/** A hunt as the bot imagines its resolution: the cards in it, the trigger's tribe (or the chance it is one of the bot's), the damage dealt so far. */
interface HuntPicture {
  gibier: Gibier;
  cards: Known[];
  /** the tribe of each card (index into the view's tribes) */
  tribes: number[];
  /** the trigger's tribe and card kind, once known */
  trigger: { tribe: number; kind: CardKind | null } | null;
  /** the cards before `next` have struck already; `total` is what they dealt */
  next: number;
  total: number;
  /** the damage of the card at `next`, if it is being decided now (a roll kept or rerolled, a colour or a sign chosen) */
  current?: Damage;
  /** the tribe that has taken the total over the top, while it is */
  exploder: number | null;
  endOfGame: boolean;
}

/** A card's masques de bravoure; a face-down card counts as an average one. */
const masksOf = (known: Known) => (known.kind === null ? 1.5 : tribeCard(known.kind).masks);

/** What each tribe gains from the hunt, on average over its three outcomes, in WORTH units. */
function huntWorth(picture: HuntPicture, tribeCount: number, sideTribes: readonly number[]): number[] {
  const gains = Array<number>(tribeCount).fill(0);
  const { gibier, cards, tribes } = picture;
  // the smart level weighs every placement this way, and the expert's rollouts play thousands of them: each card's damage is worked out once
  const damages = cardDamages(cards);
  let ahead = damageAhead(damages, picture.current ? picture.next + 1 : picture.next);
  if (picture.current) ahead = { mean: ahead.mean + picture.current.mean, variance: ahead.variance + picture.current.variance };
  const odds = chances(gibier, picture.total, ahead);
  const trophy = picture.endOfGame ? 0 : gibier.trophies * WORTH.trophy;
  const triggerTribe = picture.trigger?.tribe ?? null;
  const triggerMasks = picture.trigger ? (picture.trigger.kind ? tribeCard(picture.trigger.kind).masks : 2) : 0;

  // success: food by place among the Trôls (Rocky first), everyone's cards back as survivors, the Gibier to the trigger
  const entries: HuntEntry[] = cards.map(({ color, kind }) => ({ color, kind: kind ?? 'traqueur' }));
  const food = shareFood(entries, gibier.portions);
  const cooking = Array<boolean>(tribeCount).fill(false);
  for (let index = 0; index < cards.length; index++) if (cards[index].kind === 'cuistot') cooking[tribes[index]] = true;
  for (let index = 0; index < cards.length; index++) {
    const known = cards[index];
    const cook = cooking[tribes[index]] && known.kind !== 'rocky';
    const survivor = (known.kind === 'piege' ? 0 : masksOf(known)) * WORTH.mask;
    gains[tribes[index]] += odds.reussie * (food[index] * (cook ? 1.5 : 1) * WORTH.food + survivor) + odds.explosee * survivor;
  }
  if (triggerTribe !== null) gains[triggerTribe] += (odds.reussie + odds.explosee) * triggerMasks * WORTH.mask + odds.reussie * trophy;
  else for (const tribe of sideTribes) gains[tribe] += (odds.reussie * trophy * TRIGGER_SHARE_MINE) / sideTribes.length;

  // explosion: the Gibier to the card expected to take the running total over the top (the last to deal damage if none is expected to)
  const exploder = expectedExploder(picture, damages);
  if (exploder !== null) gains[exploder] += odds.explosee * trophy;

  // failure: nothing, unless a Piège springs
  const trapAt = cards.findIndex((known) => known.kind === 'piege');
  if (trapAt >= 0) {
    const owner = tribes[trapAt];
    gains[owner] += odds.ratee * 5 * WORTH.food;
    if (triggerTribe === owner) gains[owner] += odds.ratee * (trophy + triggerMasks * WORTH.mask);
    for (let index = trapAt + 1; index < cards.length; index++) gains[tribes[index]] += odds.ratee * masksOf(cards[index]) * WORTH.mask;
  }
  return gains;
}

/**
 * The tribe of the card whose average blow takes the running total above the Gibier's largest
 * value (the one that already has, if the total is above it); if the average stays in range, the
 * last card to deal damage, as an explosion would then come from its dice.
 */
function expectedExploder(picture: HuntPicture, damages: readonly Damage[]): number | null {
  const { cards, tribes, gibier } = picture;
  let running = picture.total;
  let exploder = running > gibier.max ? picture.exploder : null;
  let lastHitter: number | null = null;
  for (let index = picture.next; index < cards.length; index++) {
    const mean = index === picture.next && picture.current ? picture.current.mean : damages[index].mean;
    if (mean === 0) continue;
    if (mean > 0) lastHitter = tribes[index];
    const before = running;
    running = Math.max(0, running + mean);
    if (running <= gibier.max) exploder = null;
    else if (before <= gibier.max) exploder = tribes[index];
  }
  return exploder ?? lastHitter;
}

// ---------------------------------------------------------------------------------------------
// The smart bot

/** the tribes a seat plays for: its own (two at two players), and its partner's in teams */
function sideOf(table: TrolView, seat: Seat): number[] {
  return table.tribes.flatMap((tribe, index) =>
    tribe.owner === seat || (table.teams && tribe.owner === (seat + 2) % table.tribes.length) ? [index] : [],
  );
}

/** gains for the side against the others', per tribe */
function edge(gains: readonly number[], side: readonly number[]): number {
  const others = gains.length - side.length;
  const ours = side.reduce((sum, tribe) => sum + gains[tribe], 0) / side.length;
  const theirs = gains.reduce((sum, gain, tribe) => (side.includes(tribe) ? sum : sum + gain), 0) / Math.max(1, others);
  return ours - theirs;
}

const tribeIndexOf = (table: TrolView, color: string) => table.tribes.findIndex((tribe) => tribe.color === color);
const known = (card: HuntCardView): Known => (card.faceUp ? { color: cardColor(card.card), kind: cardKind(card.card) } : { color: card.color, kind: null });
const knownCard = (card: CardId): Known => ({ color: cardColor(card), kind: cardKind(card) });

function pictureOfRow(table: TrolView, hunt: number, extra: Known[], trigger: HuntPicture['trigger']): HuntPicture {
  const cards = [...table.hunts[hunt].cards.map(known), ...extra];
  // Pièges laid first or second are discarded at the trigger
  const kept = cards.filter((card, index) => !(index < 2 && card.kind === 'piege'));
  return {
    gibier: gibierCard(table.hunts[hunt].gibier),
    cards: kept,
    tribes: kept.map((card) => tribeIndexOf(table, card.color)),
    trigger,
    next: 0,
    total: 0,
    exploder: null,
    endOfGame: false,
  };
}

function pictureOfResolution(table: TrolView, current?: Damage): HuntPicture {
  const resolution = table.resolution!;
  const cards = resolution.cards.map(knownCard);
  const next = resolution.strikes.length;
  return {
    gibier: gibierCard(resolution.gibier),
    cards,
    tribes: cards.map((card) => tribeIndexOf(table, card.color)),
    trigger: resolution.trigger ? { tribe: resolution.trigger.tribe, kind: cardKind(resolution.trigger.card) } : null,
    next,
    total: resolution.total,
    exploder: resolution.exploder,
    ...(current ? { current } : {}),
    endOfGame: resolution.endOfGame,
  };
}

function keepWorth(card: CardId): number {
  return blowDamage([knownCard(card) as HuntEntry], 0, 3).mean * KEEP_PER_DAMAGE;
}

/** A turn's choices, each with how much it improves the side's edge. */
function turnScores(table: TrolView, actions: TrolAction[], side: number[]): { action: TrolAction; score: number }[] {
  const tribe = table.turn;
  const baseline = table.hunts.map((_, hunt) => edge(huntWorth(pictureOfRow(table, hunt, [], null), table.tribes.length, side), side));
  // the hand's cards are all of the tribe's colour, so two cards of a kind score the same under a Gibier
  const scored = { place: table.hunts.map(() => new Map<CardKind, number>()), trigger: table.hunts.map(() => new Map<CardKind, number>()) };
  const scoreOf = (action: TrolAction & { type: 'place' | 'trigger' }): number => {
    const kind = cardKind(action.card);
    const known = scored[action.type][action.hunt];
    let score = known.get(kind);
    if (score === undefined) {
      const picture =
        action.type === 'place'
          ? pictureOfRow(table, action.hunt, [knownCard(action.card)], null)
          : pictureOfRow(table, action.hunt, [], { tribe, kind });
      const kept = action.type === 'place' ? keepWorth(action.card) * 0.5 : keepWorth(action.card);
      score = edge(huntWorth(picture, table.tribes.length, side), side) - baseline[action.hunt] - kept;
      known.set(kind, score);
    }
    return score;
  };
  return actions.map((action) => ({ action, score: action.type === 'place' || action.type === 'trigger' ? scoreOf(action) : -Infinity }));
}

/** A turn: the placement or the trigger that improves the side's edge the most. */
function chooseTurn(table: TrolView, actions: TrolAction[], side: number[]): TrolAction {
  return turnScores(table, actions, side).reduce((a, b) => (b.score > a.score ? b : a)).action;
}

/** how many of a turn's best choices the expert searches: a turn offers up to forty */
const SHORTLIST = 6;

/**
 * For the expert's search: a turn's few best placements and triggers by the smart level's
 * reckoning (from the seat's own view), or every answer to a hunt's question (there are few).
 */
export function shortlist(state: TrolState, seat: Seat): TrolAction[] {
  const actions = legalActions(state, seat);
  const table = view(state, seat);
  if (table.resolution?.prompt || actions.length <= SHORTLIST) return actions;
  return turnScores(table, actions, sideOf(table, seat))
    .sort((a, b) => b.score - a.score)
    .slice(0, SHORTLIST)
    .map(({ action }) => action);
}

function rolledDamage(dice: readonly { damage: number }[]): Damage {
  return { mean: dice.reduce((sum, die) => sum + die.damage, 0), variance: 0 };
}

function choosePrompt(table: TrolView, prompt: Prompt, actions: TrolAction[], side: number[]): TrolAction {
  const worth = (picture: HuntPicture) => edge(huntWorth(picture, table.tribes.length, side), side);
  const resolution = table.resolution!;
  switch (prompt.kind) {
    case 'betray': {
      // a hit (a red die showing damage) takes the target out: weigh it against leaving the hunt as it is
      const hit = DIE_FACES.red.filter((face) => face > 0).length / DIE_FACES.red.length;
      const now = worth(pictureOfResolution(table));
      let best: TrolAction = { type: 'spare' };
      let bestGain = 0;
      for (const action of actions) {
        if (action.type !== 'betray') continue;
        const without = { ...table, resolution: { ...resolution, cards: resolution.cards.filter((card) => card !== action.target) } };
        const gain = hit * (worth(pictureOfResolution(without)) - now);
        if (gain > bestGain) {
          bestGain = gain;
          best = action;
        }
      }
      return best;
    }
    case 'reroll': {
      const pending = resolution.roll!;
      if (pending.purpose === 'betrayal') {
        // a betrayal that hit or missed: reroll when the other result would suit the side better
        const hitNow = pending.dice[0].damage > 0;
        const target = pending.target!;
        const without = { ...table, resolution: { ...resolution, cards: resolution.cards.filter((card) => card !== target) } };
        const removedWorth = worth(pictureOfResolution(without));
        const keptWorth = worth(pictureOfResolution(table));
        const hit = DIE_FACES.red.filter((face) => face > 0).length / 6;
        const current = hitNow ? removedWorth : keptWorth;
        const rerolled = hit * removedWorth + (1 - hit) * keptWorth;
        return { type: rerolled > current + 0.05 ? 'reroll' : 'keep' };
      }
      const kept = worth(pictureOfResolution(table, rolledDamage(pending.dice)));
      const colors = pending.dice.map((die) => die.color);
      const fresh = {
        mean: colors.reduce((sum, color) => sum + DIE[color].mean, 0),
        variance: colors.reduce((sum, color) => sum + DIE[color].variance, 0),
      };
      return { type: worth(pictureOfResolution(table, fresh)) > kept + 0.05 ? 'reroll' : 'keep' };
    }
    case 'colors':
      return best(actions, (action) => {
        if (action.type !== 'dice') return -Infinity;
        const white = prompt.count - action.red;
        return worth(
          pictureOfResolution(table, {
            mean: action.red * DIE.red.mean + white * DIE.white.mean,
            variance: action.red * DIE.red.variance + white * DIE.white.variance,
          }),
        );
      });
    case 'sign':
      return best(actions, (action) => (action.type === 'sign' ? worth(pictureOfResolution(table, { mean: action.sign, variance: 0 })) : -Infinity));
    case 'stagiaire': {
      // played only when it alone makes the hunt succeed and a success is better for the side than what happens now
      const gibier = gibierCard(resolution.gibier);
      const saved = resolution.total + prompt.sign >= gibier.min && resolution.total + prompt.sign <= gibier.max;
      const play = actions.find((action) => action.type === 'stagiaire');
      if (!play || !saved) return { type: 'pass' };
      const picture = pictureOfResolution(table);
      const after = worth({ ...picture, next: picture.cards.length, total: resolution.total + prompt.sign });
      const before = worth({ ...picture, next: picture.cards.length });
      return after > before + 0.1 ? play : { type: 'pass' };
    }
  }
}

function best(actions: TrolAction[], score: (action: TrolAction) => number): TrolAction {
  return actions.reduce((a, b) => (score(b) > score(a) ? b : a));
}

export const smart: Bot<TrolState> = {
  id: 'smart',
  choose(state, seat) {
    const actions = legalActions(state, seat);
    if (actions.length === 1) return actions[0];
    const table = view(state, seat);
    const side = sideOf(table, seat);
    const prompt = table.resolution?.prompt;
    return prompt ? choosePrompt(table, prompt, actions, side) : chooseTurn(table, actions, side);
  },
};

export const bots: Bot<TrolState>[] = [random, smart];

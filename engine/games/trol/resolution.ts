/**
 * TRÔL: a hunt's resolution ("Résolution d'une chasse"), step by step. The trigger is laid above
 * the Gibier and takes no part; the face-down cards are revealed; Pièges in first or second place
 * are discarded. Then la trahison des fourbes, la machine à baffes, a Stagiaire from the hand if
 * it can still save the hunt, and l'heure du partage.
 *
 * The resolution runs by itself until it needs a player: a Fourbe's target, a Chaman's reroll, the
 * Chef's or the Chaman's dice colours, the Stagiaire's sign, a Stagiaire from the hand. It then
 * waits in `state.resolution.prompt` for the seat owning that card or tribe, without a time limit.
 *
 * Works on a draft: `apply` clones the state once, and these functions change it in place.
 *
 * Troll Night rulings, where the rulebook leaves a point open:
 * - a Fourbe may target any card of the hunt but itself (the trigger is not in the hunt);
 * - after any roll (or reroll) each Chaman who has not used his power is asked, nearest the
 *   Gibier first, until one has the dice rerolled; the new result is offered again to the others;
 * - the card whose damage takes the running total above the Gibier's largest value explodes it
 *   (if a Stagiaire's -1 brings the total back down, no one has, until the next card);
 * - the total of damage never goes below 0;
 * - the Cuistot doubles the largest portion won by a Trôl of his tribe in the hunt (himself
 *   included); a second Cuistot (a Vaurien copying one) doubles another portion;
 * - a Piège that springs is discarded with the cards before it;
 * - a Stagiaire from the hand is offered, in turn order from the tribe that triggered, to each
 *   tribe taking part (the trigger's included) that may hold one, and only while enough such
 *   tribes are left to bring the total into range; a two-player second tribe plays it from the
 *   top of a pile, which then shows the card under it.
 */
import type { GameEvent } from '../../core/types';
import type { Rng } from '../../core/rng';
import { tribeFields, type Draft } from './draft';
import { cardColor, cardKind, DIE_FACES, gibier as gibierCard, tribeCard, type DieColor } from './cards';
import { crownWinner } from './finale';
import { actingKind, blowOf, discardEarlyTraps, huntResult, shareFood, type HuntEntry } from './hunt';
import type { CardId, DieRoll, HuntReport, Prompt, Resolution, TrolState, Tribe } from './types';


/** what a Piège that springs on a failed hunt gives its tribe */
const TRAP_FOOD = 5;

export function entriesOf(cards: readonly CardId[]): HuntEntry[] {
  return cards.map((card) => ({ kind: cardKind(card), color: cardColor(card) }));
}

export function tribeOf(state: TrolState, card: CardId): number {
  return state.tribes.findIndex((tribe) => tribe.color === cardColor(card));
}

export function ownerOfCard(state: TrolState, card: CardId): number {
  return state.tribes[tribeOf(state, card)].owner;
}

/** The seat a prompt waits on. */
export function promptSeat(state: TrolState, prompt: Prompt): number {
  return prompt.kind === 'stagiaire' ? state.tribes[prompt.tribe].owner : ownerOfCard(state, prompt.card);
}

/** The cards a tribe may play now: its hand, or the face-up tops of its four piles. */
export function playableCards(tribe: Tribe): CardId[] {
  if (tribe.piles) return tribe.piles.flatMap((pile) => (pile.length ? [pile[pile.length - 1]] : []));
  return tribe.hand;
}

/** Takes `card` from the tribe's hand, or from the top of its pile (which shows the next card). */
export function takeCard(tribe: Tribe, card: CardId): void {
  if (tribe.piles) {
    const pile = tribe.piles.find((cards) => cards[cards.length - 1] === card);
    pile?.pop();
  } else {
    tribe.hand = tribe.hand.filter((held) => held !== card);
  }
}

/** The tribe draws its next card, if it has one (a two-player second tribe has no hand to draw into). */
export function draw(tribe: Tribe): void {
  if (tribe.piles || tribe.pile.length === 0) return;
  tribe.hand.push(tribe.pile.pop()!);
}

function roll(rng: Rng, colors: readonly DieColor[]): DieRoll[] {
  return colors.map((color) => ({ color, damage: DIE_FACES[color][rng.int(0, 5)] }));
}

const sum = (dice: readonly DieRoll[]) => dice.reduce((total, die) => total + die.damage, 0);

function diceColors(red: number, white: number): DieColor[] {
  return [...Array<DieColor>(red).fill('red'), ...Array<DieColor>(white).fill('white')];
}

/** the fields that name another card in a log line (a Fourbe's target, the card a Chaman rerolls) */
function targetFields(state: TrolState, card: CardId): Omit<GameEvent, 'type'> {
  const { name, color } = tribeFields(state, tribeOf(state, card));
  return { target: card, targetName: name, targetColor: color, targetKind: cardKind(card) };
}

function cardEvent(draft: Draft, type: string, card: CardId, extra: Omit<GameEvent, 'type'> = {}): void {
  draft.events.push({ type, ...tribeFields(draft.state, tribeOf(draft.state, card)), card, kind: cardKind(card), ...extra });
}

/**
 * Sets up the resolution of hunt `index`: the trigger laid above the Gibier (none for the
 * automatic hunts at the end), every card revealed, early Pièges discarded. `run` carries it on.
 */
export function startHunt(draft: Draft, index: number, trigger: Resolution['trigger'], endOfGame: boolean): void {
  const { state } = draft;
  const hunt = state.hunts[index];
  const laid = hunt.cards.map(({ card }) => card);
  const { kept, discarded } = discardEarlyTraps(laid.map((card) => ({ card, ...entriesOf([card])[0] })));
  draft.events.push({
    type: trigger ? 'triggered' : 'auto-hunt',
    ...(trigger ? { ...tribeFields(state, trigger.tribe), card: trigger.card, kind: cardKind(trigger.card) } : {}),
    hunt: index,
    gibier: hunt.gibier,
    revealed: hunt.cards.filter(({ faceUp }) => !faceUp).map(({ card }) => card),
    count: hunt.cards.filter(({ faceUp }) => !faceUp).length,
  });
  for (const { card } of discarded) cardEvent(draft, 'trap-early', card);
  state.hunts[index] = { ...hunt, cards: [] };
  state.resolution = {
    hunt: index,
    gibier: hunt.gibier,
    trigger,
    cards: kept.map(({ card }) => card),
    removed: discarded.map(({ card }) => card),
    phase: 'betrayal',
    betrayals: [],
    betrayed: [],
    strikes: [],
    chamansUsed: [],
    total: 0,
    exploder: null,
    stagiaires: [],
    asked: [],
    roll: null,
    prompt: null,
    endOfGame,
  };
}

/** Carries the resolution on until it waits for a player, or the hunt (and any automatic hunts after it) is over. */
export function run(draft: Draft): void {
  for (;;) {
    const resolution = draft.state.resolution;
    if (!resolution || resolution.prompt) return;
    if (resolution.roll) {
      settleRoll(draft, resolution);
    } else if (resolution.phase === 'betrayal') {
      nextBetrayal(resolution);
    } else if (resolution.phase === 'machine') {
      nextStrike(draft, resolution);
    } else if (!askStagiaire(draft, resolution)) {
      share(draft, resolution);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// La trahison des fourbes

/** The next Fourbe (or Vaurien copying one) to betray, nearest the Gibier first, or the machine à baffes. */
function nextBetrayal(resolution: Resolution): void {
  const entries = entriesOf(resolution.cards);
  const fourbe = resolution.cards.find((card, index) => actingKind(entries, index) === 'fourbe' && !resolution.betrayed.includes(card));
  if (fourbe === undefined) {
    resolution.phase = 'machine';
  } else if (resolution.cards.length < 2) {
    resolution.betrayed.push(fourbe);
  } else {
    resolution.prompt = { kind: 'betray', card: fourbe };
  }
}

export function betray(draft: Draft, target: CardId | null): void {
  const resolution = draft.state.resolution!;
  const { card: fourbe } = resolution.prompt as Extract<Prompt, { kind: 'betray' }>;
  resolution.prompt = null;
  resolution.betrayed.push(fourbe);
  if (target === null) {
    cardEvent(draft, 'spares', fourbe);
    return;
  }
  cardEvent(draft, 'betrays', fourbe, targetFields(draft.state, target));
  rollFor(draft, resolution, { by: fourbe, purpose: 'betrayal', target, dice: roll(draft.rng, ['red']), declined: [] });
}

// ---------------------------------------------------------------------------------------------
// Rolls, and the Chamans' rerolls

function rollFor(draft: Draft, resolution: Resolution, pending: NonNullable<Resolution['roll']>): void {
  resolution.roll = pending;
  cardEvent(draft, 'rolled', pending.by, {
    dice: pending.dice.map(({ color, damage }) => ({ color, damage })),
    faces: pending.dice.map(({ damage }) => damage).join(' + '),
    damage: sum(pending.dice),
  });
}

/** The first Chaman who may still have these dice rerolled and has not let them stand. */
function nextChaman(resolution: Resolution): CardId | undefined {
  const entries = entriesOf(resolution.cards);
  return resolution.cards.find(
    (card, index) =>
      actingKind(entries, index) === 'chaman' && !resolution.chamansUsed.includes(card) && !resolution.roll!.declined.includes(card),
  );
}

function settleRoll(draft: Draft, resolution: Resolution): void {
  const pending = resolution.roll!;
  const chaman = nextChaman(resolution);
  if (chaman !== undefined) {
    resolution.prompt = { kind: 'reroll', card: chaman };
    return;
  }
  resolution.roll = null;
  const rerolledBy = pending.rerolledBy;
  if (pending.purpose === 'betrayal') {
    const target = pending.target!;
    const removed = sum(pending.dice) >= 1 && resolution.cards.includes(target);
    if (removed) {
      resolution.cards = resolution.cards.filter((card) => card !== target);
      resolution.removed.push(target);
    }
    resolution.betrayals.push({ fourbe: pending.by, target, die: pending.dice[0], removed, ...(rerolledBy ? { rerolledBy } : {}) });
    cardEvent(draft, removed ? 'betrayed' : 'betrayal-missed', pending.by, targetFields(draft.state, target));
  } else {
    strike(draft, resolution, pending.by, pending.dice, sum(pending.dice), rerolledBy);
  }
}

export function reroll(draft: Draft, accept: boolean): void {
  const resolution = draft.state.resolution!;
  const { card: chaman } = resolution.prompt as Extract<Prompt, { kind: 'reroll' }>;
  const pending = resolution.roll!;
  resolution.prompt = null;
  if (!accept) {
    pending.declined.push(chaman);
    return;
  }
  resolution.chamansUsed.push(chaman);
  cardEvent(draft, 'reroll', chaman, targetFields(draft.state, pending.by));
  rollFor(draft, resolution, {
    ...pending,
    dice: roll(
      draft.rng,
      pending.dice.map(({ color }) => color),
    ),
    declined: [],
    rerolledBy: chaman,
  });
}

// ---------------------------------------------------------------------------------------------
// La machine à baffes

/** The next card from the Gibier deals its blow: dice rolled, a choice asked, or a fixed amount. */
function nextStrike(draft: Draft, resolution: Resolution): void {
  const index = resolution.cards.findIndex((card) => !resolution.strikes.some((done) => done.card === card));
  if (index < 0) {
    resolution.phase = 'stagiaire';
    return;
  }
  const card = resolution.cards[index];
  const blow = blowOf(entriesOf(resolution.cards), index);
  switch (blow.kind) {
    case 'dice':
      rollFor(draft, resolution, { by: card, purpose: 'blow', dice: roll(draft.rng, diceColors(blow.red, blow.white)), declined: [] });
      return;
    case 'chosen-dice':
      resolution.prompt = { kind: 'colors', card, count: blow.count };
      return;
    case 'plus-or-minus-one':
      resolution.prompt = { kind: 'sign', card };
      return;
    case 'fixed':
      strike(draft, resolution, card, [], blow.damage);
      return;
    case 'nothing':
      strike(draft, resolution, card, [], 0);
      return;
  }
}

export function chooseColors(draft: Draft, red: number): void {
  const resolution = draft.state.resolution!;
  const { card, count } = resolution.prompt as Extract<Prompt, { kind: 'colors' }>;
  resolution.prompt = null;
  rollFor(draft, resolution, { by: card, purpose: 'blow', dice: roll(draft.rng, diceColors(red, count - red)), declined: [] });
}

export function chooseSign(draft: Draft, sign: 1 | -1): void {
  const resolution = draft.state.resolution!;
  const { card } = resolution.prompt as Extract<Prompt, { kind: 'sign' }>;
  resolution.prompt = null;
  strike(draft, resolution, card, [], sign);
}

function strike(draft: Draft, resolution: Resolution, card: CardId, dice: DieRoll[], damage: number, rerolledBy?: CardId): void {
  const { max } = gibierCard(resolution.gibier);
  const before = resolution.total;
  resolution.total = Math.max(0, before + damage);
  if (resolution.total <= max) resolution.exploder = null;
  else if (before <= max) resolution.exploder = tribeOf(draft.state, card);
  resolution.strikes.push({ card, dice, damage, total: resolution.total, ...(rerolledBy ? { rerolledBy } : {}) });
  const { min } = gibierCard(resolution.gibier);
  cardEvent(draft, 'strike', card, { damage, total: resolution.total, min, max, acting: actingKindOf(resolution, card) ?? 'none' });
}

function actingKindOf(resolution: Resolution, card: CardId) {
  return actingKind(entriesOf(resolution.cards), resolution.cards.indexOf(card));
}

// ---------------------------------------------------------------------------------------------
// A Stagiaire from the hand

/** The tribes with a card in the hunt, and the trigger's. */
function participants(resolution: Resolution, state: TrolState): number[] {
  const tribes = new Set(resolution.cards.map((card) => tribeOf(state, card)));
  if (resolution.trigger) tribes.add(resolution.trigger.tribe);
  return [...tribes];
}

/**
 * Whether, as far as anyone at the table can tell, the tribe may play its Stagiaire now: a pile
 * tribe shows it on a pile's top; a hand tribe may hold it unless it has been seen elsewhere.
 * Asking only on what everyone can see keeps a prompt from telling the table what a hand holds.
 */
export function mayPlayStagiaire(state: TrolState, tribe: number): boolean {
  const { piles, hand, survivors, color } = state.tribes[tribe];
  if (piles) return playableCards(state.tribes[tribe]).some((card) => cardKind(card) === 'stagiaire');
  if (hand.length === 0) return false;
  const stagiaire = `${color}-stagiaire-1`;
  const resolution = state.resolution;
  const seen = [
    ...survivors,
    ...state.discard,
    ...state.hunts.flatMap((hunt) => hunt.cards.filter(({ faceUp }) => faceUp).map(({ card }) => card)),
    ...(resolution ? [...resolution.cards, ...resolution.removed, ...resolution.stagiaires, ...(resolution.trigger ? [resolution.trigger.card] : [])] : []),
  ];
  return !seen.includes(stagiaire);
}

/** Asks the next tribe that might save the hunt with a Stagiaire from its hand; false when none is left to ask. */
function askStagiaire(draft: Draft, resolution: Resolution): boolean {
  const { state } = draft;
  const gibier = gibierCard(resolution.gibier);
  const result = huntResult(resolution.total, gibier);
  if (result === 'reussie') return false;
  const gap = result === 'ratee' ? gibier.min - resolution.total : resolution.total - gibier.max;
  const taking = participants(resolution, state);
  const first = resolution.trigger?.tribe ?? state.turn;
  const order = state.tribes.map((_, offset) => (first + offset) % state.tribes.length);
  const candidates = order.filter((tribe) => taking.includes(tribe) && !resolution.asked.includes(tribe) && mayPlayStagiaire(state, tribe));
  if (candidates.length === 0 || candidates.length < gap) return false;
  resolution.prompt = { kind: 'stagiaire', tribe: candidates[0], sign: result === 'ratee' ? 1 : -1 };
  return true;
}

export function playStagiaire(draft: Draft, card: CardId | null): void {
  const resolution = draft.state.resolution!;
  const { tribe, sign } = resolution.prompt as Extract<Prompt, { kind: 'stagiaire' }>;
  resolution.prompt = null;
  resolution.asked.push(tribe);
  if (card === null) {
    draft.events.push({ type: 'no-stagiaire', ...tribeFields(draft.state, tribe) });
    return;
  }
  takeCard(draft.state.tribes[tribe], card);
  resolution.stagiaires.push(card);
  resolution.total = Math.max(0, resolution.total + sign);
  if (resolution.total <= gibierCard(resolution.gibier).max) resolution.exploder = null;
  cardEvent(draft, 'stagiaire-played', card, { damage: sign, total: resolution.total });
}

// ---------------------------------------------------------------------------------------------
// L'heure du partage

function share(draft: Draft, resolution: Resolution): void {
  const { state } = draft;
  const gibier = gibierCard(resolution.gibier);
  const result = huntResult(resolution.total, gibier);
  const food = state.tribes.map(() => 0);
  const survivors: CardId[] = [];
  const discarded = [...resolution.removed, ...resolution.stagiaires];
  const trigger = resolution.trigger;
  let gibierTo: number | null = null;
  let trap: CardId | null = null;
  draft.events.push({ type: `hunt-${result}`, gibier: resolution.gibier, total: resolution.total, min: gibier.min, max: gibier.max });

  if (result === 'ratee') {
    const trapAt = resolution.cards.findIndex((card) => cardKind(card) === 'piege');
    if (trapAt < 0) {
      discarded.push(...resolution.cards, ...(trigger ? [trigger.card] : []));
    } else {
      trap = resolution.cards[trapAt];
      const trapTribe = tribeOf(state, trap);
      food[trapTribe] += TRAP_FOOD;
      const triggeredByItsTribe = trigger?.tribe === trapTribe;
      if (triggeredByItsTribe) gibierTo = trapTribe;
      discarded.push(...resolution.cards.slice(0, trapAt + 1));
      survivors.push(...resolution.cards.slice(trapAt + 1));
      if (trigger) (triggeredByItsTribe ? survivors : discarded).push(trigger.card);
      cardEvent(draft, 'trap-sprung', trap, { food: TRAP_FOOD, protected: resolution.cards.length - trapAt - 1 });
    }
  } else {
    const entries = entriesOf(resolution.cards);
    const portions = result === 'reussie' ? shareFood(entries, gibier.portions) : resolution.cards.map(() => 0);
    if (result === 'reussie') doubleCooksPortions(draft, resolution, portions);
    portions.forEach((portion, index) => (food[tribeOf(state, resolution.cards[index])] += portion));
    gibierTo = result === 'reussie' ? (trigger?.tribe ?? null) : resolution.exploder;
    for (const card of resolution.cards) (cardKind(card) === 'piege' ? discarded : survivors).push(card);
    if (trigger) survivors.push(trigger.card);
  }

  if (resolution.endOfGame) gibierTo = null;
  food.forEach((gained, tribe) => {
    if (gained === 0) return;
    state.tribes[tribe].food += gained;
    draft.events.push({ type: 'food', ...tribeFields(state, tribe), food: gained });
  });
  for (const card of survivors) state.tribes[tribeOf(state, card)].survivors.push(card);
  state.discard.push(...discarded);
  if (gibierTo === null) {
    draft.events.push({ type: 'gibier-discarded', gibier: resolution.gibier });
  } else {
    state.tribes[gibierTo].trophies.push(resolution.gibier);
    draft.events.push({ type: 'trophy', ...tribeFields(state, gibierTo), gibier: resolution.gibier });
  }

  const report: HuntReport = {
    hunt: resolution.hunt,
    gibier: resolution.gibier,
    trigger,
    cards: [...resolution.cards],
    result,
    total: resolution.total,
    food,
    gibierTo,
    trap,
    survivors,
    discarded,
    endOfGame: resolution.endOfGame,
  };
  state.lastHunt = report;
  state.resolution = null;
  afterHunt(draft, report);
}

/** Each Cuistot (or Vaurien copying one) doubles the largest portion a Trôl of his tribe won here, a different one each. */
function doubleCooksPortions(draft: Draft, resolution: Resolution, portions: number[]): void {
  const entries = entriesOf(resolution.cards);
  const doubled = new Set<number>();
  resolution.cards.forEach((cook, index) => {
    if (actingKind(entries, index) !== 'cuistot') return;
    let best = -1;
    resolution.cards.forEach((card, other) => {
      const eligible = cardColor(card) === cardColor(cook) && tribeCard(cardKind(card)).trol && portions[other] > 0 && !doubled.has(other);
      if (eligible && (best < 0 || portions[other] > portions[best])) best = other;
    });
    if (best < 0) return;
    doubled.add(best);
    cardEvent(draft, 'doubled', cook, { ...targetFields(draft.state, resolution.cards[best]), food: portions[best] });
    portions[best] *= 2;
  });
}

// ---------------------------------------------------------------------------------------------
// After a hunt: the row restocked, the trigger's tribe draws, the next tribe plays — or the end

/**
 * A new Gibier for the row, drawn from the deck. An alternance card flips the cycle (day ↔ night)
 * and another is drawn; a second alternance in a row is ignored. Null when the deck runs out.
 */
export function restock(draft: Draft): string | null {
  const { state } = draft;
  let flipped = false;
  for (let drawn = state.gibierDeck.pop(); drawn; drawn = state.gibierDeck.pop()) {
    if ('gibier' in drawn) return drawn.gibier;
    if (!flipped) {
      state.cycle = state.cycle === 'day' ? 'night' : 'day';
      flipped = true;
      draft.events.push({ type: 'cycle', cycle: state.cycle });
    } else {
      draft.events.push({ type: 'alternance-ignored' });
    }
  }
  return null;
}

function afterHunt(draft: Draft, report: HuntReport): void {
  const { state } = draft;
  if (report.endOfGame) {
    state.hunts.splice(report.hunt, 1);
    nextAutomaticHunt(draft);
    return;
  }
  const gibier = restock(draft);
  if (gibier === null) state.hunts.splice(report.hunt, 1);
  else {
    state.hunts[report.hunt] = { gibier, cards: [] };
    draft.events.push({ type: 'new-gibier', hunt: report.hunt, gibier });
  }
  const tribe = report.trigger!.tribe;
  draw(state.tribes[tribe]);
  passTurn(draft, tribe);
}

/** The next tribe after `after` that still has cards plays; when none has (or no Gibier is left), the game ends. */
export function passTurn(draft: Draft, after: number): void {
  const { state } = draft;
  const count = state.tribes.length;
  for (let offset = 1; offset <= count && state.hunts.length > 0; offset++) {
    const tribe = (after + offset) % count;
    if (playableCards(state.tribes[tribe]).length > 0) {
      state.turn = tribe;
      return;
    }
  }
  draft.events.push({ type: 'last-hunts' });
  nextAutomaticHunt(draft);
}

/** Once every card is played, the hunts left trigger by themselves, one after the other along the row. */
function nextAutomaticHunt(draft: Draft): void {
  const { state } = draft;
  const index = state.hunts.findIndex((hunt) => hunt.cards.length > 0);
  if (index >= 0) {
    startHunt(draft, index, null, true);
    return;
  }
  for (const hunt of state.hunts) draft.events.push({ type: 'gibier-discarded', gibier: hunt.gibier });
  state.hunts = [];
  crownWinner(draft);
}

/**
 * Rule scenarios for TRÔL: a table laid out card by card as in the rulebook's examples (the
 * Gibier row and the cards under each Gibier, the hands, the piles, the cycle, the Gibier deck),
 * dice loaded to land as the example says, and moves played through the registered definition.
 *
 * Tribes by index, as `setup` deals them: 0 vermillion (Ada), 1 sky (Bert), 2 green (Cleo),
 * 3 yellow (Dan), 4 purple (Eve). Cards are named by id: `green-fourbe-2`.
 */
import { expect } from 'vitest';
import { RuleError } from '../../../engine/core/errors';
import { applyChecked } from '../../../engine/core/match';
import { Rng, seedRng, type RngState } from '../../../engine/core/rng';
import type { Action, GameEvent, Seat } from '../../../engine/core/types';
import { trol } from '../../../engine/games/trol';
import { DIE_FACES, GIBIERS, TRIBE_COLORS, tribeCards, type Cycle, type DieColor, type Gibier } from '../../../engine/games/trol/cards';
import { setup } from '../../../engine/games/trol/rules';
import type { CardId, GibierDeckCard, HuntCard, TrolAction, TrolState } from '../../../engine/games/trol/types';

export const NAMES = ['Ada', 'Bert', 'Cleo', 'Dan', 'Eve'];

/** a card laid under a Gibier: face up by its id, or face down (at night) with `faceDown` */
export type Laid = CardId | HuntCard;
export const faceDown = (card: CardId): HuntCard => ({ card, faceUp: false });

export interface TribeSpec {
  hand?: CardId[];
  /** the draw pile, top card last; once given, the tribe's cards found nowhere else are in the discard */
  pile?: CardId[];
  /** a two-player second tribe's four piles, top card last (as with `pile`, the cards found nowhere else are discarded) */
  piles?: CardId[][];
  food?: number;
  survivors?: CardId[];
  trophies?: string[];
}

export interface Table {
  players?: number;
  teams?: boolean;
  cycle?: Cycle;
  /** the tribe whose turn it is */
  turn?: number;
  /** the Gibier row: each Gibier and the cards under it, the nearest the Gibier first */
  row: [gibier: string, ...cards: Laid[]][];
  /** what each tribe holds, by tribe index: a tribe not named holds its other cards, seven in hand and the rest in its pile */
  tribes?: Record<number, TribeSpec>;
  /** the Gibier deck, the next card to come first ('alternance' for an alternance card); by default every Gibier not in the row */
  deck?: string[];
}

/** A game laid out as `table` says, with nothing else in play. Throws if a card would be in two places. */
export function lay(table: Table): TrolState {
  const players = table.players ?? 3;
  const state = setup(
    { seats: NAMES.slice(0, players).map((name) => ({ name })), firstSeat: 0, options: table.teams ? { teams: true } : {} },
    1,
  );
  const row = table.row.map(([gibier, ...cards]) => ({
    gibier,
    cards: cards.map((laid) => (typeof laid === 'string' ? { card: laid, faceUp: true } : laid)),
  }));
  const placed = new Set<CardId>();
  const claim = (card: CardId) => {
    if (placed.has(card)) throw new Error(`${card} is laid out twice`);
    placed.add(card);
  };
  for (const hunt of row) for (const { card } of hunt.cards) claim(card);
  for (const spec of Object.values(table.tribes ?? {})) {
    for (const card of [...(spec.hand ?? []), ...(spec.pile ?? []), ...(spec.piles ?? []).flat(), ...(spec.survivors ?? [])]) claim(card);
  }

  const discard: CardId[] = [];
  state.tribes.forEach((tribe, index) => {
    const spec = table.tribes?.[index] ?? {};
    const left = tribeCards(TRIBE_COLORS[index]).filter((card) => !placed.has(card));
    tribe.food = spec.food ?? 0;
    tribe.survivors = spec.survivors ?? [];
    tribe.trophies = spec.trophies ?? [];
    if (tribe.piles) {
      tribe.piles = spec.piles ?? [0, 1, 2, 3].map((pile) => left.filter((_, at) => at % 4 === pile));
      if (spec.piles) discard.push(...left);
      return;
    }
    const hand = spec.hand ?? left.slice(0, 7);
    const rest = left.filter((card) => !hand.includes(card));
    tribe.hand = hand;
    tribe.pile = spec.pile ?? rest;
    if (spec.pile) discard.push(...rest);
  });

  const taken = new Set([...row.map((hunt) => hunt.gibier), ...Object.values(table.tribes ?? {}).flatMap((spec) => spec.trophies ?? [])]);
  const deck = table.deck ?? GIBIERS.map(({ id }) => id).filter((id) => !taken.has(id));
  let alternance = 0;
  state.gibierDeck = deck.map((card): GibierDeckCard => (card === 'alternance' ? { alternance: ++alternance } : { gibier: card })).reverse();
  state.hunts = row;
  state.cycle = table.cycle ?? 'day';
  state.turn = table.turn ?? 0;
  state.discard = discard;
  state.events = [];
  return state;
}

/** The first Gibier that `fits`: a scenario picks its Gibier by range, so it holds whatever numbers the Gibiers are tuned to. */
export function preyWhere(fits: (gibier: Gibier) => boolean, what = 'a Gibier'): string {
  const prey = GIBIERS.find(fits);
  if (!prey) throw new Error(`no Gibier fits: ${what}`);
  return prey.id;
}

/** a Gibier that this total of damage hunts successfully */
export const succeedsAt = (total: number) => preyWhere((prey) => prey.min <= total && total <= prey.max, `success at ${total}`);
/** a Gibier this total misses by more than three Stagiaires from the hand could make up */
export const failsAt = (total: number) => preyWhere((prey) => prey.min > total + 3, `more than 3 short of ${total}`);
/** the Gibier that explodes the soonest */
export const tamest = (): Gibier => GIBIERS.reduce((tamest, prey) => (prey.max < tamest.max ? prey : tamest));

/** `count` red dice that deal `damage` together (each shows 0, 2, 3 or 4), the largest faces first, or null if none can */
function redFaces(damage: number, count: number): number[] | null {
  if (count === 0) return damage === 0 ? [] : null;
  for (const face of [4, 3, 2, 0]) {
    const rest = face <= damage ? redFaces(damage - face, count - 1) : null;
    if (rest) return [face, ...rest];
  }
  return null;
}

export const canDeal = (damage: number, count: number) => redFaces(damage, count) !== null;

/**
 * `count` red dice that deal `damage` together, for `loaded`: `redDice(7, 2)` is 'R4 R3'.
 * Lets a scenario aim at a Gibier's range whatever numbers it is tuned to.
 */
export function redDice(damage: number, count: number): string {
  const faces = redFaces(damage, count);
  if (!faces) throw new Error(`${count} red dice cannot deal ${damage}`);
  return faces.map((face) => `R${face}`).join(' ');
}

/**
 * The state with its random source set so that the next dice land as written: `'R3 R0 W2'` is a
 * red die showing 3, a red die missing, then a white die showing 2 (in the order they are rolled).
 * Found by walking one seeded generator until its next draws fit.
 */
export function loaded(state: TrolState, dice: string): TrolState {
  return { ...state, rng: rngLanding(dice) };
}

const found = new Map<string, RngState>();

const DIE_COLORS: Record<string, DieColor> = { R: 'red', W: 'white' };

function rngLanding(dice: string): RngState {
  const known = found.get(dice);
  if (known) return known;
  // for each die, the face indexes (what the engine draws) that show the wanted damage
  const wanted = dice
    .trim()
    .split(/\s+/)
    .map((die) => {
      const color = DIE_COLORS[die[0]];
      const faces = color ? DIE_FACES[color].flatMap((face, index) => (face === Number(die.slice(1)) ? [index] : [])) : [];
      if (faces.length === 0) throw new Error(`no die lands as ${die}`);
      return faces;
    });
  const walker = new Rng(seedRng(1));
  for (;;) {
    const start = walker.state();
    const rng = new Rng(start);
    if (wanted.every((faces) => faces.includes(rng.int(0, 5)))) {
      found.set(dice, start);
      return start;
    }
    walker.int(0, 5);
  }
}

/**
 * A game told move by move, as a rulebook example reads: `story(lay({...})).dice('R3 W1').trigger(card)`.
 * Each move is played by the seat the game waits on (or the one named, to check it is that one's
 * move), through the match runner's checks; the events of every move are kept in order.
 */
export class Story {
  readonly events: GameEvent[] = [];

  constructor(public state: TrolState) {}

  /** the seat the game waits on (there is always one until the end) */
  get seat(): Seat {
    const [seat, ...others] = trol.definition.activeSeats(this.state);
    if (seat === undefined || others.length > 0) throw new Error(`expected one seat to act, not [${trol.definition.activeSeats(this.state)}]`);
    return seat;
  }

  /** the dice rolled from now on land as written (see `loaded`) */
  dice(dice: string): this {
    this.state = loaded(this.state, dice);
    return this;
  }

  play(action: TrolAction | Action, seat: Seat = this.seat): this {
    this.state = applyChecked(trol.definition, this.state, seat, action);
    this.events.push(...this.state.events);
    return this;
  }

  place(card: CardId, hunt = 0): this {
    return this.play({ type: 'place', card, hunt });
  }

  trigger(card: CardId, hunt = 0): this {
    return this.play({ type: 'trigger', card, hunt });
  }

  /** the legal moves of the seat the game waits on */
  get choices(): TrolAction[] {
    return trol.definition.legalActions(this.state, this.seat) as TrolAction[];
  }

  /** every tribe asked about a Stagiaire from its hand plays none */
  noStagiaire(): this {
    while (this.state.resolution?.prompt?.kind === 'stagiaire') this.play({ type: 'pass' });
    return this;
  }

  of(type: string): GameEvent[] {
    return this.events.filter((event) => event.type === type);
  }

  /** what each card did in la machine à baffes, in order: [card, damage] */
  get strikes(): [CardId, number][] {
    return this.of('strike').map((event) => [event.card as CardId, event.damage as number]);
  }

  /** the faces each roll showed, in order: [card that rolled, its dice as 'R3 W0'] */
  get rolls(): [CardId, string][] {
    return this.of('rolled').map((event) => [
      event.card as CardId,
      (event.dice as { color: string; damage: number }[]).map(({ color, damage }) => `${color === 'red' ? 'R' : 'W'}${damage}`).join(' '),
    ]);
  }

  /** the tribes as they are now */
  get tribes() {
    return this.state.tribes;
  }
}

export const story = (state: TrolState) => new Story(state);

/** `run` throws a RuleError with `code` (and so, being pure, changes nothing). */
export function expectRuleError(run: () => unknown, code: string): void {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(RuleError);
    expect((error as RuleError).code).toBe(code);
    return;
  }
  throw new Error(`expected a RuleError ${code}`);
}

/**
 * Trolldilemma rules: a round is REVEAL, REDIRECT (secret and simultaneous), RAID, ROB (with the
 * Troll'ey's secret left-or-right), RESTOCK and ROUND END. Every function is pure; the only
 * randomness is the shuffle at setup, drawn from the PRNG kept in the state. Over 500 lines: the
 * round's stages read best in order, in one file.
 */
import { legalMove, type MoveRules } from '../../core/match';
import { Rng, seedRng, type RngState } from '../../core/rng';
import { rankByFigures } from '../../core/ranking';
import type { Action, GameEvent, MatchConfig, Outcome, Seat, Viewer } from '../../core/types';
import {
  ALMS,
  GAMBLER_STAKE,
  HELMET_BLOCKS,
  ITEMS,
  ITEM_PRICE,
  ITEM_SKULLS,
  MARKET_SIZE,
  MINSTREL_MAX,
  SKULL_LIMIT,
  TOLL_INCOME,
  TRAVELLERS,
  item as itemCard,
  traveller,
} from './cards';
import type {
  ItemId,
  Lot,
  PhaseView,
  Side,
  ThrowTarget,
  TravellerId,
  TrolldilemmaAction,
  TrolldilemmaState,
  TrolldilemmaView,
} from './types';

export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 5;

export function setup(config: MatchConfig, seed: number): TrolldilemmaState {
  const rng = new Rng(seedRng(seed));
  const deck = rng.shuffle(TRAVELLERS.map((card) => card.id));
  const market = rng.shuffle(ITEMS.map((card) => card.id)).slice(0, MARKET_SIZE);
  return deal(config, deck, market, rng.state());
}

/**
 * A game from a known deck (top card last) and market, played up to its first decision: what
 * `setup` does after its shuffle, and how rule scenarios stack the deck.
 */
export function deal(config: MatchConfig, deck: TravellerId[], market: ItemId[], rng: RngState = seedRng(0)): TrolldilemmaState {
  const count = config.seats.length;
  if (count < MIN_PLAYERS || count > MAX_PLAYERS) throw new RangeError(`Trolldilemma needs 3 to 5 players, not ${count}`);
  if (!Number.isInteger(config.firstSeat) || config.firstSeat < 0 || config.firstSeat >= count) {
    throw new RangeError(`first seat ${config.firstSeat} is not at this table`);
  }
  const state: TrolldilemmaState = {
    rng,
    events: [],
    seats: config.seats.map(({ name }) => ({ name })),
    trolls: config.seats.map(({ name }) => ({ name, coins: 0, skulls: [], hand: [], items: [], nextTurn: [], thisTurn: [] })),
    round: 0,
    firstPlayer: config.firstSeat,
    deck: [...deck],
    middle: [],
    market: [...market],
    lots: [],
    warned: [],
    prices: config.seats.map(() => ITEM_PRICE),
    endOfTurn: [],
    lastThrows: [],
    phase: { kind: 'restock', buyer: config.firstSeat, asked: 0 },
  };
  state.events.push({ type: 'market', items: [...market], count: market.length });
  startRound(state);
  return state;
}

// ---------------------------------------------------------------------------------------------
// Who acts, and what they may do

export function activeSeats(state: TrolldilemmaState): Seat[] {
  const phase = state.phase;
  switch (phase.kind) {
    case 'redirect':
      return phase.choices.flatMap((choice, seat) => (choice === null && state.trolls[seat].hand.length > 0 ? [seat] : []));
    case 'trolley':
      return phase.choices.flatMap((choice, seat) => (choice === null ? [seat] : []));
    case 'restock':
      return [phase.buyer];
    case 'over':
      return [];
  }
}

/** a throw or a Troll'ey choice is secret until everyone has chosen */
export function privateTurn(state: TrolldilemmaState, seat: Seat): boolean {
  return (state.phase.kind === 'redirect' || state.phase.kind === 'trolley') && activeSeats(state).includes(seat);
}

/** the throws of a round, or one Troll'ey's pointing: everyone chooses at once, then all are revealed */
export function secretRound(state: TrolldilemmaState): string | null {
  const phase = state.phase;
  if (phase.kind === 'redirect') return `redirect-${state.round}`;
  if (phase.kind === 'trolley') return `trolley-${state.round}-${phase.lot}-${phase.card}`;
  return null;
}

/** every way to throw `cards` cards: a seat or the middle for each */
export function throwOptions(cards: number, seats: number): ThrowTarget[][] {
  const targets: ThrowTarget[] = [...Array.from({ length: seats }, (_, seat) => seat), 'middle'];
  let options: ThrowTarget[][] = [[]];
  for (let card = 0; card < cards; card++) options = options.flatMap((option) => targets.map((target) => [...option, target]));
  return options;
}

export function legalActions(state: TrolldilemmaState, seat: Seat): TrolldilemmaAction[] {
  if (!activeSeats(state).includes(seat)) return [];
  const phase = state.phase;
  if (phase.kind === 'redirect') {
    return throwOptions(state.trolls[seat].hand.length, state.trolls.length).map((targets) => ({ type: 'throw', targets }));
  }
  if (phase.kind === 'trolley') return [{ type: 'point', side: 'left' }, { type: 'point', side: 'right' }];
  if (phase.kind !== 'restock') return [];
  const buys = state.market.flatMap((id): TrolldilemmaAction[] =>
    itemCard(id).targeted
      ? state.trolls.flatMap((_, target) => (target === seat ? [] : [{ type: 'buy' as const, item: id, target }]))
      : [{ type: 'buy', item: id }],
  );
  return [{ type: 'pass' }, ...buys];
}

const moveRules: MoveRules<TrolldilemmaState, TrolldilemmaAction> = {
  seatCount: (state) => state.trolls.length,
  isOver: (state) => state.phase.kind === 'over',
  activeSeats,
  legalActions,
};

export function apply(state: TrolldilemmaState, seat: Seat, action: Action): TrolldilemmaState {
  const move = legalMove(moveRules, state, seat, action);
  const next = copyState(state);
  switch (move.type) {
    case 'throw':
      chooseThrows(next, seat, move.targets);
      break;
    case 'point':
      pointTrolley(next, seat, move.side);
      break;
    case 'buy':
      buy(next, seat, move.item, move.target);
      break;
    case 'pass':
      next.events.push(seatEvent(next, 'pass', seat));
      askNextBuyer(next);
      break;
  }
  return next;
}

/**
 * A copy of `state` the rules may write into, without its events. By hand rather than
 * structuredClone, which cost the bots' search half its time: every array and object is new.
 */
export function copyState(state: TrolldilemmaState): TrolldilemmaState {
  const phase = state.phase;
  return {
    ...state,
    rng: [...state.rng],
    events: [],
    seats: state.seats.map((seat) => ({ ...seat })),
    trolls: state.trolls.map((troll) => ({
      ...troll,
      skulls: [...troll.skulls],
      hand: [...troll.hand],
      items: [...troll.items],
      nextTurn: [...troll.nextTurn],
      thisTurn: [...troll.thisTurn],
    })),
    deck: [...state.deck],
    middle: [...state.middle],
    market: [...state.market],
    lots: state.lots.map((lot) => ({ ...lot, cards: [...lot.cards] })),
    warned: [...state.warned],
    prices: [...state.prices],
    endOfTurn: state.endOfTurn.map((entry) => ({ ...entry })),
    lastThrows: state.lastThrows.map((entry) => ({ ...entry })),
    phase:
      phase.kind === 'redirect'
        ? { ...phase, choices: phase.choices.map((choice) => choice && [...choice]) }
        : phase.kind === 'trolley'
          ? { ...phase, choices: [...phase.choices] }
          : { ...phase },
  };
}

// ---------------------------------------------------------------------------------------------
// Small helpers

function seatEvent(state: TrolldilemmaState, type: string, seat: Seat, extra: Omit<GameEvent, 'type'> = {}): GameEvent {
  return { type, seat, name: state.trolls[seat].name, ...extra };
}

/** seats clockwise starting with `from` */
export function clockwiseFrom(from: Seat, count: number): Seat[] {
  return Array.from({ length: count }, (_, offset) => (from + offset) % count);
}

function gain(state: TrolldilemmaState, seat: Seat, coins: number): void {
  state.trolls[seat].coins += coins;
}

/** Coins never go below zero (Troll Night ruling): a troll pays what it has. Returns what was paid. */
function lose(state: TrolldilemmaState, seat: Seat, coins: number): number {
  const paid = Math.min(coins, state.trolls[seat].coins);
  state.trolls[seat].coins -= paid;
  return paid;
}

/** `from` gives up to `coins` to `to`; returns what changed hands */
function transfer(state: TrolldilemmaState, from: Seat, to: Seat, coins: number): number {
  const paid = lose(state, from, coins);
  gain(state, to, paid);
  return paid;
}

/** the other troll with the most coins, the first clockwise from `seat` on a tie */
export function richestOther(state: Pick<TrolldilemmaState, 'trolls'>, seat: Seat): Seat {
  const others = clockwiseFrom(seat, state.trolls.length).slice(1);
  return others.reduce((best, other) => (state.trolls[other].coins > state.trolls[best].coins ? other : best), others[0]);
}

/** takes up to `count` skulls off `seat` (the latest first), returning them */
function takeSkulls(state: TrolldilemmaState, seat: Seat, count: number): TravellerId[] {
  const skulls = state.trolls[seat].skulls;
  return skulls.splice(Math.max(0, skulls.length - count), count);
}

function washSkulls(state: TrolldilemmaState, seat: Seat, count: number): number {
  const washed = takeSkulls(state, seat, count);
  state.middle.push(...washed);
  return washed.length;
}

// ---------------------------------------------------------------------------------------------
// I. REVEAL

function startRound(state: TrolldilemmaState): void {
  state.round += 1;
  state.warned = state.trolls.flatMap((troll, seat) => (troll.skulls.length >= SKULL_LIMIT ? [seat] : []));
  state.prices = state.trolls.map(() => ITEM_PRICE);
  state.endOfTurn = [];
  state.lots = [];
  for (const troll of state.trolls) {
    troll.thisTurn = troll.nextTurn;
    troll.nextTurn = [];
  }
  const players = state.trolls.length;
  if (!fullRoundLeft(state.deck, players)) {
    // Troll Night ruling: the road is empty when a full round can no longer be revealed
    endGame(state, 'road-empty');
    return;
  }
  state.events.push(seatEvent(state, 'round-start', state.firstPlayer, { round: state.round }));
  const lots: Lot[] = [];
  for (let i = 0; i < players; i++) {
    const first = state.deck.pop() as TravellerId;
    const lot: Lot = { cards: [first], courage: traveller(first).courage, owner: null };
    // a troll guide brings one more traveller, who may be a guide bringing one more
    for (let last = first; traveller(last).effect.kind === 'guide' && state.deck.length > 0; ) {
      const companion = state.deck.pop() as TravellerId;
      lot.cards.push(companion);
      state.events.push({ type: 'guide', card: last, companion, count: lot.courage });
      last = companion;
    }
    lots.push(lot);
  }
  lots.sort((a, b) => b.courage - a.courage);
  state.lots = lots;
  state.events.push({ type: 'reveal', cards: lots.flatMap((lot) => lot.cards), count: lots.length });
  if (state.trolls.some((troll) => troll.hand.length > 0)) {
    state.lastThrows = [];
    state.phase = { kind: 'redirect', choices: state.trolls.map(() => null) };
    state.events.push({ type: 'redirect-start' });
  } else {
    raid(state);
  }
}

/**
 * Whether the deck still gives every troll a traveller, the guides' companions counted as the
 * reveal draws them: guides near the bottom of the road can leave the last troll without one.
 */
function fullRoundLeft(deck: readonly TravellerId[], players: number): boolean {
  let next = deck.length - 1;
  for (let lot = 0; lot < players; lot++) {
    if (next < 0) return false;
    for (let last = deck[next--]; traveller(last).effect.kind === 'guide' && next >= 0; ) last = deck[next--];
  }
  return true;
}

// ---------------------------------------------------------------------------------------------
// II. REDIRECT

function chooseThrows(state: TrolldilemmaState, seat: Seat, targets: ThrowTarget[]): void {
  if (state.phase.kind !== 'redirect') return;
  state.phase.choices[seat] = targets;
  state.events.push(seatEvent(state, 'thrown-secretly', seat, { visibleTo: [seat], targets }));
  state.events.push(seatEvent(state, 'has-thrown', seat));
  if (activeSeats(state).length === 0) revealThrows(state, state.phase.choices);
}

/** "On the count of three": every throw lands at once */
function revealThrows(state: TrolldilemmaState, choices: (ThrowTarget[] | null)[]): void {
  const throws: TrolldilemmaState['lastThrows'] = [];
  for (const from of clockwiseFrom(state.firstPlayer, state.trolls.length)) {
    const targets = choices[from];
    if (!targets) continue;
    state.trolls[from].hand.forEach((card, i) => {
      const to = targets[i];
      const landed: ThrowTarget = to !== 'middle' && state.trolls[to].thisTurn.includes('mirror') ? 'middle' : to;
      throws.push({ from, card, to, landed });
    });
    state.trolls[from].hand = [];
  }
  state.events.push({ type: 'throws-revealed', throws: throws.map((t) => ({ ...t })) });
  for (const { from, card, to, landed } of throws) {
    if (landed === 'middle') state.middle.push(card);
    else state.trolls[landed].skulls.push(card);
    const extra = { card, ...(to === 'middle' ? {} : { to, toName: state.trolls[to].name }) };
    const type = to === 'middle' ? 'throw-middle' : landed === 'middle' ? 'throw-mirrored' : to === from ? 'throw-self' : 'throw';
    state.events.push(seatEvent(state, type, from, extra));
  }
  state.lastThrows = throws;
  raid(state);
}

// ---------------------------------------------------------------------------------------------
// III. RAID

/** who gets the revealed travellers, given each troll's skull count: most skulls first, ties clockwise from the first player */
export function raidOrder(skulls: readonly number[], firstPlayer: Seat): Seat[] {
  // an insertion sort, clockwise from the first player: a troll goes after every troll with as
  // many skulls, so equals keep their clockwise order. The bots reckon thousands of these a move.
  const count = skulls.length;
  const order: Seat[] = new Array(count);
  for (let offset = 0; offset < count; offset++) {
    const seat = (firstPlayer + offset) % count;
    let at = offset;
    for (; at > 0 && skulls[order[at - 1]] < skulls[seat]; at--) order[at] = order[at - 1];
    order[at] = seat;
  }
  return order;
}

function raid(state: TrolldilemmaState): void {
  const order = raidOrder(
    state.trolls.map((troll) => troll.skulls.length),
    state.firstPlayer,
  );
  state.lots.forEach((lot, i) => {
    lot.owner = order[i];
    const group = lot.cards.length > 1 ? { companion: lot.cards[1] } : {};
    state.events.push(seatEvent(state, 'raid', order[i], { cards: [...lot.cards], card: lot.cards[0], count: lot.courage, ...group }));
  });
  rob(state, 0, 0);
}

// ---------------------------------------------------------------------------------------------
// IV. ROB

/** plays out the lots from lot `from`, card `card`, highest courage first; stops for the Troll'ey */
function rob(state: TrolldilemmaState, from: number, card: number): void {
  for (let l = from; l < state.lots.length; l++) {
    const lot = state.lots[l];
    const owner = lot.owner as Seat;
    for (let c = l === from ? card : 0; c < lot.cards.length; c++) {
      const id = lot.cards[c];
      if (traveller(id).effect.kind === 'trolley') {
        state.phase = { kind: 'trolley', holder: owner, lot: l, card: c, choices: state.trolls.map(() => null) };
        state.events.push(seatEvent(state, 'trolley-start', owner, { card: id }));
        return;
      }
      const staysAsSkull = robTraveller(state, owner, id);
      if (staysAsSkull) state.trolls[owner].skulls.push(id);
      else state.trolls[owner].hand.push(id);
    }
  }
  startRestock(state);
}

/** coins a traveller pays its robber (doubled by a Treasure Map acting this turn) */
function payout(state: TrolldilemmaState, seat: Seat, coins: number): number {
  return state.trolls[seat].thisTurn.includes('treasure-map') ? coins * 2 : coins;
}

/** plays out one traveller for `seat`; true when the card stays in front of them as a skull */
function robTraveller(state: TrolldilemmaState, seat: Seat, card: TravellerId): boolean {
  const effect = traveller(card).effect;
  const paid = (coins: number, type = 'pay'): void => {
    const amount = payout(state, seat, coins);
    gain(state, seat, amount);
    if (amount > 0 || type !== 'pay') state.events.push(seatEvent(state, type, seat, { card, count: amount }));
  };
  switch (effect.kind) {
    case 'pay':
    case 'guide':
      paid(effect.coins);
      return false;
    case 'cursed':
      paid(effect.coins, 'pay-cursed');
      return true;
    case 'pedlar':
      paid(effect.coins);
      state.prices[seat] = Math.min(state.prices[seat], effect.price);
      state.events.push(seatEvent(state, 'pedlar', seat, { card, count: effect.price }));
      return false;
    case 'end-of-turn':
      if (effect.coins > 0) paid(effect.coins);
      state.endOfTurn.push({ seat, card });
      state.events.push(seatEvent(state, 'end-of-turn-later', seat, { card }));
      return false;
    case 'pickpocket': {
      const victim = richestOther(state, seat);
      const taken = transfer(state, victim, seat, effect.coins);
      state.events.push(seatEvent(state, 'pickpocket', seat, { card, count: taken, to: victim, toName: state.trolls[victim].name }));
      return false;
    }
    case 'wash': {
      if (effect.coins > 0) paid(effect.coins);
      const washed = washSkulls(state, seat, effect.skulls);
      state.events.push(seatEvent(state, 'wash', seat, { card, count: washed }));
      return false;
    }
    case 'gossip': {
      paid(effect.coins);
      const left = (seat + 1) % state.trolls.length;
      const moved = takeSkulls(state, seat, 1);
      state.trolls[left].skulls.push(...moved);
      state.events.push(seatEvent(state, 'gossip', seat, { card, count: moved.length, to: left, toName: state.trolls[left].name }));
      return false;
    }
    case 'fight':
      fightBack(state, seat, card, effect.coins);
      if (effect.after === 'wash') {
        state.events.push(seatEvent(state, 'wash', seat, { card, count: washSkulls(state, seat, 1) }));
      } else if (effect.after === 'hex') {
        for (const other of clockwiseFrom(seat, state.trolls.length).slice(1)) {
          state.events.push(seatEvent(state, 'hex', other, { card, count: lose(state, other, 1) }));
        }
      } else if (effect.after === 'skull') {
        state.events.push(seatEvent(state, 'stays-as-skull', seat, { card }));
      }
      return effect.after === 'skull';
    case 'trolley':
      return false;
  }
}

/** a brave traveller takes coins back: the Iron Helmet blocks some, a Lucky Charm all, once */
function fightBack(state: TrolldilemmaState, seat: Seat, card: TravellerId, coins: number): void {
  const troll = state.trolls[seat];
  let loss = coins;
  if (troll.items.includes('iron-helmet')) {
    const blocked = Math.min(loss, HELMET_BLOCKS);
    loss -= blocked;
    state.events.push(seatEvent(state, 'helmet', seat, { card, count: blocked }));
  }
  if (loss > 0 && troll.items.includes('lucky-charm')) {
    troll.items.splice(troll.items.indexOf('lucky-charm'), 1);
    state.events.push(seatEvent(state, 'charm', seat, { card, count: loss }));
    loss = 0;
  }
  if (loss > 0) state.events.push(seatEvent(state, 'fight', seat, { card, count: lose(state, seat, loss), wanted: loss }));
}

// The Troll'ey

function pointTrolley(state: TrolldilemmaState, seat: Seat, side: Side): void {
  if (state.phase.kind !== 'trolley') return;
  state.phase.choices[seat] = side;
  state.events.push(seatEvent(state, 'pointed-secretly', seat, { visibleTo: [seat], side }));
  state.events.push(seatEvent(state, 'has-pointed', seat));
  if (activeSeats(state).length === 0) rollTrolley(state);
}

/** where the Troll'ey goes: counterclockwise once per "right", then clockwise once per "left" */
export function trolleyPath(holder: Seat, sides: readonly Side[], count: number): Seat[] {
  const rights = sides.filter((side) => side === 'right').length;
  const lefts = sides.length - rights;
  const path = [holder];
  let at = holder;
  for (let i = 0; i < rights; i++) path.push((at = (at - 1 + count) % count));
  for (let i = 0; i < lefts; i++) path.push((at = (at + 1) % count));
  return path;
}

function rollTrolley(state: TrolldilemmaState): void {
  if (state.phase.kind !== 'trolley') return;
  const { holder, lot, card, choices } = state.phase;
  const sides = choices as Side[];
  const path = trolleyPath(holder, sides, state.trolls.length);
  state.events.push({
    type: 'trolley-revealed',
    sides: [...sides],
    path,
    count: sides.filter((side) => side === 'right').length,
    lefts: sides.filter((side) => side === 'left').length,
  });
  let coins = 0;
  const skulls: TravellerId[] = [];
  // every move away from a troll takes one coin and one skull with it
  for (const from of path.slice(0, -1)) {
    const coin = lose(state, from, 1);
    const skull = takeSkulls(state, from, 1);
    coins += coin;
    skulls.push(...skull);
    state.events.push(seatEvent(state, 'trolley-takes', from, { coins: coin, skulls: skull.length }));
  }
  const last = path[path.length - 1];
  gain(state, last, coins);
  state.trolls[last].skulls.push(...skulls);
  const id = state.lots[lot].cards[card];
  state.trolls[last].hand.push(id);
  state.events.push(seatEvent(state, 'trolley-stops', last, { card: id, coins, skulls: skulls.length }));
  rob(state, lot, card + 1);
}

// ---------------------------------------------------------------------------------------------
// V. RESTOCK

function canBuy(state: TrolldilemmaState, seat: Seat): boolean {
  return state.market.length > 0 && state.trolls[seat].coins >= state.prices[seat];
}

function startRestock(state: TrolldilemmaState): void {
  state.phase = { kind: 'restock', buyer: state.firstPlayer, asked: -1 };
  askNextBuyer(state);
}

/** asks the next troll clockwise who can afford an item; those who cannot are passed over */
function askNextBuyer(state: TrolldilemmaState): void {
  if (state.phase.kind !== 'restock') return;
  const count = state.trolls.length;
  for (let asked = state.phase.asked + 1; asked < count; asked++) {
    const buyer = (state.firstPlayer + asked) % count;
    if (canBuy(state, buyer)) {
      state.phase = { kind: 'restock', buyer, asked };
      return;
    }
  }
  endRound(state);
}

function buy(state: TrolldilemmaState, seat: Seat, id: ItemId, target: Seat | undefined): void {
  const troll = state.trolls[seat];
  const price = state.prices[seat];
  troll.coins -= price;
  state.market.splice(state.market.indexOf(id), 1);
  state.events.push(seatEvent(state, 'buy', seat, { item: id, count: price }));
  const card = itemCard(id);
  if (card.trigger === 'permanent' || card.trigger === 'once') troll.items.push(id);
  else if (card.trigger === 'next-turn') troll.nextTurn.push(id);
  else if (id === 'soap') {
    state.events.push(seatEvent(state, 'soap', seat, { count: washSkulls(state, seat, ITEM_SKULLS) }));
  } else if (id === 'stink-bomb' && target !== undefined) {
    const moved = takeSkulls(state, seat, ITEM_SKULLS);
    state.trolls[target].skulls.push(...moved);
    state.events.push(seatEvent(state, 'stink-bomb', seat, { count: moved.length, to: target, toName: state.trolls[target].name }));
  } else if (id === 'troll-horn') {
    let total = 0;
    for (const other of clockwiseFrom(seat, state.trolls.length).slice(1)) total += transfer(state, other, seat, 1);
    state.events.push(seatEvent(state, 'troll-horn', seat, { count: total }));
  }
  askNextBuyer(state);
}

// ---------------------------------------------------------------------------------------------
// VI. ROUND END

function endRound(state: TrolldilemmaState): void {
  const count = state.trolls.length;
  state.firstPlayer = (state.firstPlayer + 1) % count;
  state.events.push(seatEvent(state, 'first-player', state.firstPlayer));
  for (const { seat, card } of state.endOfTurn) endOfTurnTraveller(state, seat, card);
  for (const seat of clockwiseFrom(state.firstPlayer, count)) {
    if (state.trolls[seat].items.includes('toll-sign')) {
      gain(state, seat, TOLL_INCOME);
      state.events.push(seatEvent(state, 'toll', seat, { count: TOLL_INCOME }));
    }
  }
  for (const troll of state.trolls) troll.thisTurn = [];
  const watched = state.trolls.flatMap((troll, seat) => (troll.skulls.length >= SKULL_LIMIT ? [seat] : []));
  for (const seat of watched) state.events.push(seatEvent(state, 'warning', seat, { count: state.trolls[seat].skulls.length }));
  if (watched.some((seat) => state.warned.includes(seat))) endGame(state, 'skulls');
  else startRound(state);
}

function endOfTurnTraveller(state: TrolldilemmaState, seat: Seat, card: TravellerId): void {
  const effect = traveller(card).effect;
  if (effect.kind !== 'end-of-turn') return;
  const trolls = state.trolls;
  switch (effect.at) {
    case 'alms': {
      const giver = richestOther(state, seat);
      const count = transfer(state, giver, seat, ALMS);
      state.events.push(seatEvent(state, 'alms', seat, { card, count, to: giver, toName: trolls[giver].name }));
      break;
    }
    case 'minstrel': {
      const count = Math.min(trolls[seat].skulls.length, MINSTREL_MAX);
      gain(state, seat, count);
      state.events.push(seatEvent(state, 'minstrel', seat, { card, count }));
      break;
    }
    case 'trollbird': {
      let count = 0;
      for (const other of clockwiseFrom(seat, trolls.length).slice(1)) {
        if (trolls[other].coins > trolls[seat].coins) count += transfer(state, other, seat, 1);
      }
      state.events.push(seatEvent(state, 'trollbird', seat, { card, count }));
      break;
    }
    case 'gambler': {
      const richest = trolls.every((other) => other.coins <= trolls[seat].coins);
      if (richest) state.events.push(seatEvent(state, 'gambler-loses', seat, { card, count: lose(state, seat, GAMBLER_STAKE) }));
      else {
        gain(state, seat, GAMBLER_STAKE);
        state.events.push(seatEvent(state, 'gambler-wins', seat, { card, count: GAMBLER_STAKE }));
      }
      break;
    }
  }
}

function endGame(state: TrolldilemmaState, reason: 'skulls' | 'road-empty'): void {
  state.phase = { kind: 'over', reason };
  state.events.push({ type: reason === 'skulls' ? 'game-end' : 'road-empty' });
  const result = outcome(state) as Outcome;
  for (const seat of result.winners) state.events.push(seatEvent(state, 'winner', seat, { count: state.trolls[seat].coins }));
}

/** Most coins wins; most skulls breaks a tie; still equal, the crown (or the place) is shared. */
export function outcome(state: TrolldilemmaState): Outcome | null {
  if (state.phase.kind !== 'over') return null;
  const figures = state.trolls.map((troll) => [
    { key: 'coins', value: troll.coins },
    { key: 'skulls', value: troll.skulls.length },
  ]);
  const { ranks, ties } = rankByFigures(figures, 2);
  const winners = ranks.flatMap((rank, seat) => (rank === 1 ? [seat] : []));
  const best = state.trolls[winners[0]];
  return {
    ranks,
    scores: state.trolls.map((troll) => troll.coins),
    winners,
    decided: { rule: 'most-coins', values: { coins: best.coins, skulls: best.skulls.length }, figures, ties, notes: [] },
  };
}

// ---------------------------------------------------------------------------------------------
// Views

export function view(state: TrolldilemmaState, viewer: Viewer): TrolldilemmaView {
  const active = activeSeats(state);
  const phase = state.phase;
  let phaseView: PhaseView;
  let mine: TrolldilemmaView['mine'];
  if (phase.kind === 'redirect') {
    phaseView = { kind: 'redirect', waiting: active, chosen: phase.choices.flatMap((choice, seat) => (choice ? [seat] : [])) };
    const own = viewer === 'table' ? null : phase.choices[viewer];
    if (own) mine = { throws: [...own] };
  } else if (phase.kind === 'trolley') {
    const card = state.lots[phase.lot].cards[phase.card];
    phaseView = { kind: 'trolley', holder: phase.holder, card, waiting: active, chosen: phase.choices.flatMap((choice, seat) => (choice ? [seat] : [])) };
    const own = viewer === 'table' ? null : phase.choices[viewer];
    if (own) mine = { side: own };
  } else if (phase.kind === 'restock') {
    phaseView = { kind: 'restock', buyer: phase.buyer, price: state.prices[phase.buyer] };
  } else {
    phaseView = { kind: 'over', reason: phase.reason };
  }
  return {
    trolls: state.trolls.map((troll) => ({
      name: troll.name,
      coins: troll.coins,
      skulls: troll.skulls.length,
      hand: [...troll.hand],
      items: [...troll.items],
      nextTurn: [...troll.nextTurn],
      thisTurn: [...troll.thisTurn],
    })),
    round: state.round,
    firstPlayer: state.firstPlayer,
    deckSize: state.deck.length,
    middleSize: state.middle.length,
    market: [...state.market],
    lots: state.lots.map((lot) => ({ ...lot, cards: [...lot.cards] })),
    warned: [...state.warned],
    lastThrows: state.lastThrows.map((t) => ({ ...t })),
    phase: phaseView,
    ...(mine ? { mine } : {}),
  };
}

/** Rule scenarios for Trolldilemma: games dealt from a stacked deck, and the moves that drive them. */
import { applyChecked } from '../../../engine/core/match';
import type { Action, Seat } from '../../../engine/core/types';
import { TRAVELLERS } from '../../../engine/games/trolldilemma/cards';
import { trolldilemma } from '../../../engine/games/trolldilemma';
import { activeSeats, deal } from '../../../engine/games/trolldilemma/rules';
import type { ItemId, ThrowTarget, TravellerId, TrolldilemmaState } from '../../../engine/games/trolldilemma/types';

export const NAMES = ['Ada', 'Bert', 'Cleo', 'Dag', 'Eve'];

/** the market when a scenario does not care: five items nobody buys by accident */
const DEFAULT_MARKET: ItemId[] = ['toll-sign', 'iron-helmet', 'lucky-charm', 'mirror', 'soap'];

/** a game whose travellers come down the road in `order` (then every other card, least brave first) */
export function stacked(
  order: TravellerId[],
  options: { players?: number; firstSeat?: Seat; market?: ItemId[] } = {},
): TrolldilemmaState {
  const players = options.players ?? 4;
  const rest = TRAVELLERS.map((card) => card.id).filter((id) => !order.includes(id));
  // the deck's top card is its last
  const deck = [...order, ...rest].reverse();
  return deal(
    { seats: NAMES.slice(0, players).map((name) => ({ name })), firstSeat: options.firstSeat ?? 0 },
    deck,
    options.market ?? DEFAULT_MARKET,
  );
}

export function act(state: TrolldilemmaState, seat: Seat, action: Action): TrolldilemmaState {
  return applyChecked(trolldilemma.definition, state, seat, action);
}

/** every troll asked at RESTOCK buys nothing */
export function passRestock(state: TrolldilemmaState): TrolldilemmaState {
  while (state.phase.kind === 'restock') state = act(state, state.phase.buyer, { type: 'pass' });
  return state;
}

/** every troll throws all its cards at the same target (a seat or the middle) */
export function throwAll(state: TrolldilemmaState, at: (seat: Seat) => ThrowTarget): TrolldilemmaState {
  for (const seat of activeSeats(state)) {
    state = act(state, seat, { type: 'throw', targets: state.trolls[seat].hand.map(() => at(seat)) });
  }
  return state;
}

/** a copy of `state` with trolls changed by `edit` (to set skulls, coins, items for a scenario) */
export function edited(state: TrolldilemmaState, edit: (draft: TrolldilemmaState) => void): TrolldilemmaState {
  const draft = structuredClone(state);
  edit(draft);
  return draft;
}

/** `count` face-down skull cards for a scenario (which travellers they were never matters) */
export function skulls(count: number, tag = 'skull'): TravellerId[] {
  return Array.from({ length: count }, (_, i) => `${tag}-${i}`);
}

export const coinsOf = (state: TrolldilemmaState) => state.trolls.map((troll) => troll.coins);
export const skullsOf = (state: TrolldilemmaState) => state.trolls.map((troll) => troll.skulls.length);

/**
 * Trolldilemma snapshots built from the real engine, shaped as the Host builds them for the TV:
 * public events only, legal actions only for human seats whose turn is not private, and the
 * private ones listed in `privateTurns`; a seat's own snapshot as the Host's `seatView` answers.
 * Seats 0 (Grizelda) and 3 (Hagatha) are humans; 1 and 2 are bots.
 */
import type { MatchSnapshot, SeatSetup, SeatSnapshot } from '$contract/api';
import { seatSnapshotOf as seatSnapshotFor, tableSettings, tableSnapshotOf } from '../support/table-snapshot';
import type { GameEvent, Seat } from '$engine/core/types';
import { TRAVELLERS } from '$engine/games/trolldilemma/cards';
import { trolldilemma } from '$engine/games/trolldilemma';
import { deal } from '$engine/games/trolldilemma/rules';
import type { ItemId, TravellerId, TrolldilemmaAction, TrolldilemmaState } from '$engine/games/trolldilemma/types';

const { definition } = trolldilemma;

const people: SeatSetup[] = [
  { name: 'Grizelda', color: 'orange', symbol: 'circle', kind: { type: 'human' } },
  { name: 'Bonecrusher', color: 'sky', symbol: 'square', kind: { type: 'bot', level: 'random' } },
  { name: 'Mossback', color: 'green', symbol: 'triangle', kind: { type: 'bot', level: 'smart' } },
  { name: 'Hagatha', color: 'yellow', symbol: 'diamond', kind: { type: 'human' } },
];

export function seatSetups(count: number): SeatSetup[] {
  return people.slice(0, count);
}

/** a game whose travellers come down the road in `order`, then every other one, least brave first */
export function stacked(order: TravellerId[], count = 4, market: ItemId[] = ['stink-bomb', 'soap', 'mirror', 'toll-sign', 'troll-horn']): TrolldilemmaState {
  const rest = TRAVELLERS.map((card) => card.id).filter((id) => !order.includes(id));
  return deal({ seats: seatSetups(count).map(({ name }) => ({ name })), firstSeat: 0 }, [...order, ...rest].reverse(), market);
}

export function snapshotOf(state: TrolldilemmaState, fresh: GameEvent[] = state.events, actionCount = 0): MatchSnapshot {
  return tableSnapshotOf(definition, state, seatSetups(state.trolls.length), fresh, actionCount);
}

export function seatSnapshotOf(state: TrolldilemmaState, seat: Seat, actionCount = 0): SeatSnapshot {
  return seatSnapshotFor(definition, state, seat, actionCount);
}

export const settings = tableSettings;

/** the quiet move: buy nothing, point left, throw everything into the middle */
function quietMove(state: TrolldilemmaState, seat: Seat): TrolldilemmaAction {
  switch (state.phase.kind) {
    case 'redirect':
      return { type: 'throw', targets: state.trolls[seat].hand.map(() => 'middle' as const) };
    case 'trolley':
      return { type: 'point', side: 'left' };
    default:
      return { type: 'pass' };
  }
}

/** Plays quiet moves, the first active seat first, until `until` holds. */
export function playOn(state: TrolldilemmaState, until: (state: TrolldilemmaState) => boolean): TrolldilemmaState {
  let next = state;
  for (let moves = 0; !until(next); moves++) {
    const seat = definition.activeSeats(next)[0];
    if (seat === undefined || moves > 1000) throw new Error('the game never got there');
    next = definition.apply(next, seat, quietMove(next, seat));
  }
  return next;
}

/** the first REDIRECT (round 2), with nobody's throw chosen yet */
export function firstRedirect(): TrolldilemmaState {
  return playOn(stacked([]), (state) => state.phase.kind === 'redirect');
}

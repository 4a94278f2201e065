/**
 * Turns the events of Trolldilemma moves into the steps the table plays back: the travellers
 * coming down the road, every throw shown at once, the raid with what each robbery did, the
 * Troll'ey's sides and its path one troll at a time, purchases, and the round's end (told with
 * the next reveal, or the game's end). Built from `snapshot.fresh` only (public events), so a
 * bot's move and a human's move are shown alike.
 */
import type { GameEvent, LogLine, Seat } from '$engine/core/types';
import { traveller } from '$engine/games/trolldilemma/cards';
import { describe } from '$engine/games/trolldilemma/describe';
import type { ItemId, Side, TravellerId, TrolldilemmaState } from '$engine/games/trolldilemma/types';

export type Throw = TrolldilemmaState['lastThrows'][number];

/** a lot as the road shows it: its cards, the courage it is ranked by, and its robber once known */
export interface RoadLot {
  cards: TravellerId[];
  courage: number;
  owner: Seat | null;
}

/** a log line, and the troll it is about (marked with its symbol) */
export interface SeatLine {
  seat: Seat | null;
  line: LogLine;
}

/** a robbed lot and what its travellers did */
export interface RobbedLot extends RoadLot {
  owner: Seat;
  lines: SeatLine[];
}

/** where the Troll'ey is on its path (`at` indexes `path`) and what it carries */
export interface TrolleyRide {
  sides: Side[];
  path: Seat[];
  at: number;
  coins: number;
  skulls: number;
}

export type PlaybackStep =
  /** a new round's travellers, with what the round before did at its end (`ended`, `warnings`) */
  | { kind: 'reveal'; round: number; first: Seat; lots: RoadLot[]; ended: SeatLine[]; warnings: Seat[] }
  | { kind: 'throws'; throws: Throw[] }
  | { kind: 'raid'; lots: RobbedLot[] }
  /** robberies after the Troll'ey stopped, when their raid was shown before */
  | { kind: 'rob'; lines: SeatLine[] }
  | { kind: 'trolley-start'; seat: Seat }
  | ({ kind: 'trolley-sides' } & TrolleyRide)
  | ({ kind: 'trolley-move' } & TrolleyRide)
  | ({ kind: 'trolley-stop' } & TrolleyRide)
  | { kind: 'buy'; seat: Seat; item: ItemId; lines: SeatLine[] }
  /** the game's end, with what the last round did at its end */
  | { kind: 'over'; lines: SeatLine[]; warnings: Seat[] };

/**
 * Milliseconds each kind of step stays on screen at normal speed. A round's usual end — the
 * throws, the raid, the next reveal — fits in `roundEndBudget`; a run with more to show (a
 * purchase, the Troll'ey) is shortened to fit it too.
 */
export const normalPace: Record<PlaybackStep['kind'], number> = {
  reveal: 1300,
  throws: 1700,
  raid: 1500,
  rob: 1100,
  'trolley-start': 1300,
  'trolley-sides': 1300,
  'trolley-move': 450,
  'trolley-stop': 1300,
  buy: 1200,
  over: 1500,
};

/**
 * The longest a round's end is played back at normal speed, from the last secret choice on: the
 * room waits 5 s at most, the move's way to the Host and back included.
 */
export const roundEndBudget = 4500;

/** what a robbed traveller does (each event names its `card`) */
const ROBBERY = new Set([
  'pay',
  'pay-cursed',
  'pedlar',
  'end-of-turn-later',
  'pickpocket',
  'wash',
  'gossip',
  'fight',
  'helmet',
  'charm',
  'hex',
  'stays-as-skull',
]);
const ROUND_END = new Set(['alms', 'minstrel', 'trollbird', 'gambler-loses', 'gambler-wins', 'toll', 'warning']);
const ITEM_EFFECT = new Set(['soap', 'stink-bomb', 'troll-horn']);

const num = (event: GameEvent, field: string): number => (typeof event[field] === 'number' ? (event[field] as number) : -1);
const str = (event: GameEvent, field: string): string => (typeof event[field] === 'string' ? (event[field] as string) : '');

/**
 * The lots of a reveal: `cards` in road order; a troll guide's companion (named by a `guide`
 * event) travels in the guide's lot, at the courage of the lot's first card.
 */
export function revealedLots(cards: readonly TravellerId[], guides: ReadonlyMap<TravellerId, TravellerId>): RoadLot[] {
  const lots: RoadLot[] = [];
  cards.forEach((card, i) => {
    const lot = lots.at(-1);
    if (lot && i > 0 && guides.get(cards[i - 1]) === card) lot.cards.push(card);
    else lots.push({ cards: [card], courage: traveller(card).courage, owner: null });
  });
  return lots;
}

export function playbackSteps(events: readonly GameEvent[]): PlaybackStep[] {
  const steps: PlaybackStep[] = [];
  const guides = new Map<TravellerId, TravellerId>();
  let ride: TrolleyRide | null = null;
  /** what the round's end did, told with what follows it: the next reveal or the game's end */
  let ending: { ended: SeatLine[]; warnings: Seat[] } | null = null;
  const last = <K extends PlaybackStep['kind']>(kind: K) => {
    const step = steps.at(-1);
    return step?.kind === kind ? (step as Extract<PlaybackStep, { kind: K }>) : undefined;
  };
  /** the lot of the raid shown in this batch that holds `card` */
  const robbedLot = (card: string): RobbedLot | undefined => {
    for (let i = steps.length - 1; i >= 0; i--) {
      const step = steps[i];
      if (step.kind === 'raid') return step.lots.find((lot) => lot.cards.includes(card));
    }
    return undefined;
  };

  for (const event of events) {
    const seat = num(event, 'seat');
    const line = (): SeatLine => ({ seat: seat >= 0 ? seat : null, line: describe(event) });
    switch (event.type) {
      case 'round-start':
        guides.clear();
        // the round's end is told with the next reveal, whose caption names the new first player
        steps.push({ kind: 'reveal', round: num(event, 'round'), first: seat, lots: [], ...(ending ?? { ended: [], warnings: [] }) });
        ending = null;
        break;
      case 'guide':
        guides.set(str(event, 'card'), str(event, 'companion'));
        break;
      case 'reveal': {
        const reveal = last('reveal');
        if (reveal) reveal.lots = revealedLots(event.cards as TravellerId[], guides);
        break;
      }
      case 'throws-revealed':
        steps.push({ kind: 'throws', throws: (event.throws as Throw[]).map((thrown) => ({ ...thrown })) });
        break;
      case 'raid': {
        const lot: RobbedLot = { cards: [...(event.cards as TravellerId[])], courage: num(event, 'count'), owner: seat, lines: [] };
        const raid = last('raid');
        if (raid) raid.lots.push(lot);
        else steps.push({ kind: 'raid', lots: [lot] });
        break;
      }
      case 'trolley-start':
        steps.push({ kind: 'trolley-start', seat });
        break;
      case 'trolley-revealed':
        ride = { sides: [...(event.sides as Side[])], path: [...(event.path as Seat[])], at: 0, coins: 0, skulls: 0 };
        steps.push({ kind: 'trolley-sides', ...ride });
        break;
      case 'trolley-takes':
        if (ride) {
          const moved: TrolleyRide = { ...ride, at: ride.at + 1, coins: ride.coins + num(event, 'coins'), skulls: ride.skulls + num(event, 'skulls') };
          steps.push({ kind: 'trolley-move', ...moved });
          ride = moved;
        }
        break;
      case 'trolley-stops':
        if (ride) steps.push({ kind: 'trolley-stop', ...ride, at: ride.path.length - 1 });
        ride = null;
        break;
      case 'buy':
        steps.push({ kind: 'buy', seat, item: str(event, 'item') as ItemId, lines: [line()] });
        break;
      case 'first-player':
        ending = { ended: [], warnings: [] };
        break;
      case 'game-end':
      case 'road-empty':
        steps.push({ kind: 'over', lines: [...(ending?.ended ?? []), line()], warnings: ending?.warnings ?? [] });
        ending = null;
        break;
      case 'winner':
        last('over')?.lines.push(line());
        break;
      default:
        if (ROBBERY.has(event.type)) {
          const lot = robbedLot(str(event, 'card'));
          if (lot) lot.lines.push(line());
          else {
            const rob = last('rob');
            if (rob) rob.lines.push(line());
            else steps.push({ kind: 'rob', lines: [line()] });
          }
        } else if (ROUND_END.has(event.type)) {
          ending?.ended.push(line());
          if (event.type === 'warning') ending?.warnings.push(seat);
        } else if (ITEM_EFFECT.has(event.type)) {
          last('buy')?.lines.push(line());
        }
    }
  }
  return steps;
}


/**
 * The hall of fame's records, drawn from what a finished game saved: its outcome, and a few of
 * its events (read by type from the save file, never by replaying the game). Each record is one
 * figure a seat reached in one game; the best of them all holds the record.
 */
import type { GameEvent, Outcome, Seat } from '../core/types';

export type RecordKind =
  /** Trolldilemma: the most coins a troll ended one game with */
  | 'coins'
  /** TRÔL: the most food one tribe brought home from one hunt */
  | 'hunt'
  /** Troll Dice: the longest chain of blood surges (extra attacks in a row) in one turn */
  | 'surge'
  /** Thud: the most dwarves the trolls took in one battle */
  | 'dwarves'
  /** Battle Dice: the most knock-outs one player dealt in one game */
  | 'knockouts';

/** one seat's figure for a record, in one game */
export interface RecordEntry {
  record: RecordKind;
  seat: Seat;
  value: number;
}

/** what a record is drawn from: the game it belongs to, and the event types to read */
export const recordKinds: Record<RecordKind, { game: string; events: readonly string[] }> = {
  coins: { game: 'trolldilemma', events: [] },
  hunt: { game: 'trol', events: ['food'] },
  surge: { game: 'troll-dice', events: ['blood-surge'] },
  dwarves: { game: 'thud', events: [] },
  knockouts: { game: 'battle-dice', events: ['knocked-out'] },
};

/** the event types worth reading for the records of `game` */
export function recordEventTypes(game: string): string[] {
  return Object.values(recordKinds).flatMap((kind) => (kind.game === game ? [...kind.events] : []));
}

/** Thud's dwarves at the start of a battle (the rulebook's 32): those missing at its end were taken. */
export const THUD_DWARVES = 32;

/**
 * Every record figure of one finished game, the best per seat and record. `names` are its seats'
 * names, which some events name their player by; `events` are those of `recordEventTypes`.
 */
export function recordsOf(game: string, names: readonly string[], outcome: Outcome, events: readonly GameEvent[]): RecordEntry[] {
  const seatNamed = (name: unknown): Seat | undefined => {
    const seat = names.indexOf(String(name));
    return seat < 0 ? undefined : seat;
  };
  const best = new Map<string, RecordEntry>();
  const keep = (record: RecordKind, seat: Seat | undefined, value: unknown) => {
    if (seat === undefined || typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return;
    const key = `${record}:${seat}`;
    if ((best.get(key)?.value ?? 0) < value) best.set(key, { record, seat, value });
  };
  switch (game) {
    case 'trolldilemma':
      outcome.scores.forEach((coins, seat) => keep('coins', seat, coins));
      break;
    case 'trol':
      for (const event of events) if (event.type === 'food') keep('hunt', seatNamed(event.name), event.food);
      break;
    case 'troll-dice':
      for (const event of events) if (event.type === 'blood-surge') keep('surge', typeof event.seat === 'number' ? event.seat : undefined, event.count);
      break;
    case 'thud':
      // each seat leads the dwarves in one battle: the dwarves it kept are its `asDwarves` figure,
      // and the others were taken by the other seat's trolls (an outcome saved before figures were kept tells nothing)
      outcome.decided?.figures.forEach((figures, seat) => {
        const kept = figures.find((figure) => figure.key === 'asDwarves')?.value;
        if (kept !== undefined) keep('dwarves', 1 - seat, THUD_DWARVES - kept);
      });
      break;
    case 'battle-dice': {
      const knockouts = names.map(() => 0);
      for (const event of events) {
        if (event.type === 'knocked-out' && typeof event.by === 'number' && event.by !== event.seat && event.by in knockouts) knockouts[event.by]++;
      }
      knockouts.forEach((count, seat) => keep('knockouts', seat, count));
      break;
    }
  }
  return [...best.values()];
}

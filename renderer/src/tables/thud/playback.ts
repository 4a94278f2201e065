/**
 * Turns the events of Thud moves (`snapshot.fresh`) into what the table plays back: each piece
 * move sliding to its square with its captures fading, and the announcements between battles.
 */
import type { GameEvent } from '$engine/core/types';
import type { MoveKind, Side, Square } from '$engine/games/thud/types';

export type Announcement =
  | {
      type: 'battle-end';
      battle: number;
      reason: string;
      dwarfName: string;
      trollName: string;
      dwarfScore: number;
      trollScore: number;
    }
  | { type: 'battle-start'; battle: number; dwarfName: string; trollName: string };

export type PlaybackStep =
  | { kind: 'move'; side: Side; moveKind: MoveKind; from: Square; to: Square; captures: Square[] }
  | { kind: 'announcement'; announcement: Announcement };

/** Milliseconds each kind of step lasts at normal speed. */
export const normalPace: Record<PlaybackStep['kind'], number> = { move: 650, announcement: 2600 };

const text = (event: GameEvent, field: string): string => String(event[field] ?? '');
const num = (event: GameEvent, field: string): number => Number(event[field] ?? 0);

export function playbackSteps(events: readonly GameEvent[]): PlaybackStep[] {
  // once the first battle is over the board is set up again: its last move cannot be slid
  const newBattle = events.some((event) => event.type === 'battle-start');
  const steps: PlaybackStep[] = [];
  for (const event of events) {
    if (event.type === 'move' && !newBattle) {
      steps.push({
        kind: 'move',
        side: event.side as Side,
        moveKind: event.kind as MoveKind,
        from: text(event, 'from'),
        to: text(event, 'to'),
        captures: Array.isArray(event.captures) ? event.captures.map(String) : [],
      });
    } else if (event.type === 'battle-end') {
      steps.push({
        kind: 'announcement',
        announcement: {
          type: 'battle-end',
          battle: num(event, 'battle'),
          reason: text(event, 'reason'),
          dwarfName: text(event, 'dwarfName'),
          trollName: text(event, 'trollName'),
          dwarfScore: num(event, 'dwarfScore'),
          trollScore: num(event, 'trollScore'),
        },
      });
    } else if (event.type === 'battle-start') {
      steps.push({
        kind: 'announcement',
        announcement: {
          type: 'battle-start',
          battle: num(event, 'battle'),
          dwarfName: text(event, 'dwarfName'),
          trollName: text(event, 'trollName'),
        },
      });
    }
  }
  return steps;
}

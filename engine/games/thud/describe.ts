/** Log lines for Thud events: keys in the 'thud' namespace, never built sentences. */
import type { GameEvent, LogLine } from '../../core/types';

/** the event fields a log line may show */
const PARAMS = ['name', 'from', 'to', 'notation', 'count', 'battle', 'dwarfName', 'trollName', 'dwarfScore', 'trollScore', 'dwarvesLeft', 'trollsLeft', 'score', 'otherScore'] as const;

function keyOf(event: GameEvent): string {
  switch (event.type) {
    case 'move':
      // a step that takes nobody reads like a plain move
      return event.kind === 'step' && event.count === 0 ? 'events.move.step-quiet' : `events.move.${event.kind}`;
    case 'battle-end':
      return `events.battle-end.${event.reason}`;
    case 'game-end':
      return event.winner === null ? 'events.game-end.draw' : 'events.game-end.win';
    default:
      return `events.${event.type}`;
  }
}

export function describe(event: GameEvent): LogLine {
  const params: Record<string, string | number> = {};
  for (const field of PARAMS) {
    const value = event[field];
    if (typeof value === 'string' || typeof value === 'number') params[field] = value;
  }
  if (Array.isArray(event.captures)) params.captured = event.captures.join(', ');
  return { key: keyOf(event), params };
}

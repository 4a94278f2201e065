/** Log lines for Troll Dice events: keys in the 'troll-dice' namespace, never built sentences. */
import { logLine } from '../../core/log';
import type { GameEvent, LogLine } from '../../core/types';

/** the event fields a log line may show */
const PARAMS = ['name', 'toName', 'byName', 'otherName', 'names', 'count', 'health'] as const;

/** where the key depends on more than the event type: a face, a colour, or a heal that had no room */
function keyOf(event: GameEvent): string {
  switch (event.type) {
    case 'defence-roll':
    case 'counter-roll':
      return `events.duel-roll.${event.face}`;
    case 'give':
      return `events.give.${event.color}`;
    case 'heal':
    case 'rejuvenation':
      return event.count === 0 ? `events.${event.type}-capped` : `events.${event.type}`;
    default:
      return `events.${event.type}`;
  }
}

export function describe(event: GameEvent): LogLine {
  return logLine(event, keyOf(event), PARAMS);
}

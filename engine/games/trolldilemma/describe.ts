/** Log lines for Trolldilemma events: keys in the 'trolldilemma' namespace, never built sentences. */
import { logLine } from '../../core/log';
import type { GameEvent, LogLine } from '../../core/types';

/** the event fields a log line may show; `card`, `companion`, `item` and `side` are ids the templates translate */
const PARAMS = ['name', 'toName', 'card', 'companion', 'item', 'side', 'count', 'wanted', 'coins', 'skulls', 'lefts', 'round'] as const;

/** where the key depends on more than the event type */
function keyOf(event: GameEvent): string {
  switch (event.type) {
    case 'raid':
      return event.companion === undefined ? 'events.raid' : 'events.raid-group';
    case 'gossip':
    case 'wash':
    case 'soap':
    case 'stink-bomb':
    case 'pickpocket':
    case 'alms':
    case 'trollbird':
      return event.count === 0 ? `events.${event.type}-none` : `events.${event.type}`;
    case 'fight':
      return event.count === event.wanted ? 'events.fight' : 'events.fight-short';
    case 'trolley-takes': {
      const took = `${event.coins ? 'coin' : ''}${event.skulls ? 'skull' : ''}` || 'nothing';
      return `events.trolley-takes-${took}`;
    }
    default:
      return `events.${event.type}`;
  }
}

export function describe(event: GameEvent): LogLine {
  return logLine(event, keyOf(event), PARAMS);
}

/** Log lines for Battle Dice events: keys in the 'battle-dice' namespace, never built sentences. */
import { logLine } from '../../core/log';
import type { GameEvent, LogLine } from '../../core/types';

/** the event fields a log line may show; `hero` and `ability` are ids the templates translate */
const PARAMS = ['name', 'toName', 'byName', 'fromName', 'otherName', 'count', 'health', 'blocked', 'total', 'needed', 'hero', 'ability', 'face', 'again'] as const;

/** the fields holding a player's name */
const NAME_FIELDS = ['name', 'toName', 'byName', 'fromName', 'otherName'] as const;

/**
 * Whether a name is said starting with a vowel: "Éloïse", "Hugo" (a first name's h is silent),
 * "Yves", but not "Yann". A language that elides before a vowel (French "d’Éloïse") reads it
 * from the line's `<field>Sound` parameter; the others ignore it.
 */
export function nameSound(name: string): 'vowel' | 'consonant' {
  const plain = name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return /^([aeiouhæœ]|y[^aeiouy])/.test(plain) ? 'vowel' : 'consonant';
}

/** where the key depends on more than the event type */
function keyOf(event: GameEvent): string {
  switch (event.type) {
    case 'damage':
    case 'overflow':
      return (event.blocked as number) > 0 ? `events.${event.type}-blocked` : `events.${event.type}`;
    case 'heal':
      return event.count === 0 ? 'events.heal-none' : event.to === event.seat ? 'events.heal' : 'events.heal-other';
    case 'poison-damage':
      return event.to === event.seat ? 'events.poison-damage' : 'events.poison-damage-other';
    case 'poisoned':
      return event.to === event.seat ? 'events.poisoned-self' : 'events.poisoned';
    case 'shield':
    case 'extra-die':
      // given to a neighbour (Wild), the event says to whom
      return event.to === undefined ? `events.${event.type}` : `events.${event.type}-other`;
    case 'knocked-out':
    case 'eliminated':
      return event.by === null ? `events.${event.type}-self` : `events.${event.type}`;
    case 'sudden-death-accept':
      return event.count === 0 ? 'events.sudden-death-accept-last' : 'events.sudden-death-accept';
    case 'curse-self':
    case 'curse-heal':
      return event.count === 0 ? `events.${event.type}-none` : `events.${event.type}`;
    default:
      return `events.${event.type}`;
  }
}

export function describe(event: GameEvent): LogLine {
  const line = logLine(event, keyOf(event), PARAMS);
  for (const field of NAME_FIELDS) {
    const name = line.params[field];
    if (typeof name === 'string') line.params[`${field}Sound`] = nameSound(name);
  }
  return line;
}

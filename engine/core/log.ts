/** Helpers for a game's `describe`: log lines carry only the event fields their text may show. */
import type { GameEvent, LogLine } from './types';

/** `key` with the string and number fields of `event` named in `fields` as its parameters. */
export function logLine(event: GameEvent, key: string, fields: readonly string[]): LogLine {
  const params: Record<string, string | number> = {};
  for (const field of fields) {
    const value = event[field];
    if (typeof value === 'string' || typeof value === 'number') params[field] = value;
  }
  return { key, params };
}

/** A line of a match's log as the screen says it, in the current language. */
import type { LogEntry } from '$contract/api';
import { localName, t } from './i18n.svelte';

export function logLineText(entry: LogEntry): string {
  // a seat's default name in a line ("Player 3") reads in the language shown
  const params = Object.fromEntries(Object.entries(entry.params).map(([key, value]) => [key, typeof value === 'string' ? localName(value) : value]));
  return t(`${entry.ns}:${entry.key}`, params);
}

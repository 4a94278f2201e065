/** Log lines for TRÔL events: keys in the 'trol' namespace, never built sentences. */
import { logLine } from '../../core/log';
import type { GameEvent, LogLine } from '../../core/types';

/** the event fields a log line may show; `kind`, `acting`, `targetKind`, `color`, `gibier` and `cycle` are ids the templates translate */
const PARAMS = [
  'name',
  'color',
  'kind',
  'acting',
  'targetName',
  'targetColor',
  'targetKind',
  'gibier',
  'cycle',
  'count',
  'faces',
  'damage',
  'total',
  'min',
  'max',
  'food',
  'protected',
] as const;

function keyOf(event: GameEvent): string {
  switch (event.type) {
    case 'placed':
      return event.kind === undefined ? 'events.placed-face-down' : 'events.placed';
    case 'strike':
      if (event.acting === 'none') return 'events.strike-nothing';
      return event.kind === 'vaurien' ? 'events.strike-copy' : 'events.strike';
    case 'stagiaire-played':
      return (event.damage as number) > 0 ? 'events.stagiaire-plus' : 'events.stagiaire-minus';
    default:
      return `events.${event.type}`;
  }
}

export function describe(event: GameEvent): LogLine {
  return logLine(event, keyOf(event), PARAMS);
}

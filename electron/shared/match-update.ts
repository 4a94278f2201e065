/**
 * Match updates, both ends: the Host describes how the table's view changed (`viewChange`), a
 * page folds updates into the snapshot it shows (`applyMatchUpdate`). Pure functions, no I/O.
 */
import type { LogEntry, MatchSnapshot, MatchUpdate, ViewChange } from './api';

type Fields = Record<string, unknown>;

function isPlainObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What turns `before` into `after`, field by field; list fields that only grew send their new items. */
export function viewChange(before: unknown, after: unknown): ViewChange {
  if (!isPlainObject(before) || !isPlainObject(after)) return { whole: after };
  const change = { set: {} as Fields, append: {} as Record<string, unknown[]>, remove: [] as string[] };
  for (const [field, value] of Object.entries(after)) {
    const old = before[field];
    if (!Object.hasOwn(before, field)) {
      change.set[field] = value;
      continue;
    }
    if (Array.isArray(old) && Array.isArray(value) && value.length >= old.length) {
      if (JSON.stringify(value.slice(0, old.length)) === JSON.stringify(old)) {
        if (value.length > old.length) change.append[field] = value.slice(old.length);
        continue;
      }
    } else if (JSON.stringify(old) === JSON.stringify(value)) {
      continue;
    }
    change.set[field] = value;
  }
  for (const field of Object.keys(before)) if (!Object.hasOwn(after, field)) change.remove.push(field);
  return change;
}

function applyViewChange(view: unknown, change: ViewChange): unknown {
  if ('whole' in change) return change.whole;
  const next: Fields = { ...(view as Fields), ...change.set };
  for (const [field, items] of Object.entries(change.append)) next[field] = [...(next[field] as unknown[]), ...items];
  for (const field of change.remove) delete next[field];
  return next;
}

/**
 * The snapshot after `update`: `current` itself when the update is one it already has (or an
 * older one), or `null` when updates were missed and the whole match must be asked for again.
 * Log lines the update leaves alone keep their objects, so only new lines are drawn again.
 */
export function applyMatchUpdate(current: MatchSnapshot | null, update: MatchUpdate): MatchSnapshot | null {
  if (update.kind === 'whole') {
    const { kind: _kind, ...snapshot } = update;
    return snapshot;
  }
  if (!current || current.summary.id !== update.summary.id) return null;
  if (update.revision <= current.revision) return current;
  if (update.base !== current.revision) return null;
  const { kind: _kind, base: _base, view, logFrom, log, ...table } = update;
  const kept = current.log.slice(0, firstLineFrom(current.log, logFrom));
  return { ...table, view: applyViewChange(current.view, view), log: [...kept, ...log] };
}

/** Where the lines of action `action` and later begin: a log is in action order, so they are its tail. */
export function firstLineFrom(log: readonly LogEntry[], action: number): number {
  let start = log.length;
  while (start > 0 && log[start - 1].at >= action) start--;
  return start;
}

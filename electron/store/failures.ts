/**
 * The save store's failures: what SQLite or the file system says when a read or a write fails,
 * sorted by what the user can do about it and turned into a StoreError they can read.
 */
import type { StoreProblem } from '../shared/api';
import { StoreError } from './errors';

/** What a failure while opening says about the file, when it is one the user can act on. */
export function openProblem(error: unknown): StoreProblem | undefined {
  const kind = failureKind(error);
  if (kind === 'damaged') return 'corrupt';
  return kind === 'read-only' || kind === 'disk-full' ? kind : undefined;
}

export type FailureKind = 'read-only' | 'disk-full' | 'damaged' | 'disk-error';

/** Sorts a SQLite or file-system error by what the user can do about it; undefined for a bug. */
export function failureKind(error: unknown): FailureKind | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return undefined;
  if (code === 'SQLITE_FULL' || code === 'ENOSPC' || code === 'EDQUOT') return 'disk-full';
  if (/^SQLITE_(READONLY|CANTOPEN|PERM|AUTH)/.test(code) || ['EACCES', 'EPERM', 'EROFS'].includes(code)) return 'read-only';
  if (/^SQLITE_(CORRUPT|NOTADB)/.test(code)) return 'damaged';
  if (code.startsWith('SQLITE_IOERR') || code === 'EIO') return 'disk-error';
  return undefined;
}

/**
 * Runs `work`, turning what SQLite or the disk says into a StoreError the user can read. With
 * `matchId`, damage found is that match's; otherwise the whole file's.
 */
export type Guard = <T>(work: () => T, matchId?: string) => T;

/** The guard of the store at `path` (named in a read-only error). */
export function guardOf(path: string): Guard {
  return (work, matchId) => {
    try {
      return work();
    } catch (error) {
      throw storeError(error, path, matchId);
    }
  };
}

/** The StoreError for `error` met in the store at `path`; `error` itself when it is a bug. */
export function storeError(error: unknown, path: string, matchId?: string): unknown {
  if (error instanceof StoreError) return error;
  switch (failureKind(error)) {
    case 'disk-full':
      return new StoreError('disk-full');
    case 'read-only':
      return new StoreError('read-only', { path });
    case 'damaged':
      return new StoreError(matchId === undefined ? 'store-damaged' : 'match-damaged');
    case 'disk-error':
      return new StoreError('disk-error', { detail: (error as Error).message });
    default:
      return error;
  }
}

/** Failures the Host answers with, as `AppError`s whose keys exist in locales/*\/common.json. */
import { RuleError } from '../../engine/core/errors';
import { StoreError } from '../store/errors';
import type { AppError, MatchUpdate, Result } from '../shared/api';

export type HostErrorCode =
  | 'bad-request'
  | 'unknown-game'
  | 'unknown-match'
  | 'bad-seats'
  /** a bot's seat: its private view is never handed out */
  | 'bot-seat'
  | 'store-unavailable'
  | 'replay-diverged'
  /** a move or undo sent from a view of the match that another table (or a bot) has moved past */
  | 'stale-move'
  /** a WebSocket frame larger than any request of the API */
  | 'request-too-large'
  /** a seat link asked for while players cannot join from their phones */
  | 'phones-off'
  /** a phone's link was replaced, taken back to the TV, or its match ended */
  | 'link-revoked'
  /** a seat link for a match that is over */
  | 'match-over'
  /** a phone sent more requests than any player could */
  | 'rate-limited'
  /** a seat whose phone holds its link open: its private view is that phone's alone */
  | 'seat-on-phone'
  /** a rescue asked for a saved game that opens: a healthy match is never exported whole */
  | 'not-damaged'
  | 'unknown-campaign'
  /** every fixture of the campaign has been played */
  | 'campaign-over'
  /** a campaign whose players, bots or options its games cannot take (`detail`) */
  | 'bad-campaign'
  | 'internal'
  /** a replay step before the start or past the moves that replay */
  | 'replay-no-such-step'
  /** a replay asked for the secrets of a game not over */
  | 'replay-secrets-kept'
  /** a damaged saved game whose start cannot be read: not one move replays */
  | 'replay-unreadable';

/** Thrown inside the Host, turned into `{ok: false, error}` at its edge. */
export class HostError extends Error {
  constructor(
    readonly code: HostErrorCode,
    readonly params: Record<string, string | number> = {},
    /** the message's i18n key, when it is not in common.json */
    readonly key = `common:errors.${code}`,
  ) {
    super(`${code} ${JSON.stringify(params)}`);
    this.name = 'HostError';
  }
}

/** A move or undo sent from a view of the match that is no longer current: answered with the match as it is. */
export class StaleMoveError extends HostError {
  constructor(readonly latest: MatchUpdate) {
    super('stale-move');
  }
}

/** A refusal with its own translated message, as opposed to a bug worth logging. */
export function isExpectedRefusal(error: unknown): error is HostError | RuleError | StoreError {
  return error instanceof HostError || error instanceof RuleError || error instanceof StoreError;
}

export function toAppError(error: unknown): AppError {
  if (error instanceof RuleError || error instanceof StoreError) return { code: error.code, key: error.key, params: error.params };
  if (error instanceof HostError) return { code: error.code, key: error.key, params: error.params };
  // a bug's message may name files, SQL or paths of this machine: it goes to the log (see
  // Host.request), the client gets only the code and its translated message
  return { code: 'internal', key: 'common:errors.internal', params: {} };
}

export function failure<T>(error: unknown): Result<T> {
  return { ok: false, error: toAppError(error) };
}

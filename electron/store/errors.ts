/**
 * Errors the store raises on a request it must refuse. They carry the same `{code, key, params}`
 * as an `AppError` (electron/shared/api.ts), so the Host can hand them to the renderer as they are.
 */
export type StoreErrorCode =
  /** no match with this id */
  | 'unknown-match'
  /** an append, truncate or snapshot that does not fit the saved log (stale or duplicate) */
  | 'log-conflict'
  /** a setting name or value the app does not know */
  | 'bad-setting';

const keys: Record<StoreErrorCode, string> = {
  'unknown-match': 'common:errors.unknown-match',
  'log-conflict': 'store:errors.log-conflict',
  'bad-setting': 'store:errors.bad-setting',
};

export class StoreError extends Error {
  readonly code: StoreErrorCode;
  readonly key: string;
  readonly params: Record<string, string | number>;

  constructor(code: StoreErrorCode, params: Record<string, string | number> = {}) {
    super(`${code} ${JSON.stringify(params)}`);
    this.name = 'StoreError';
    this.code = code;
    this.key = keys[code];
    this.params = params;
  }
}

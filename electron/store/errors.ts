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
  | 'bad-setting'
  /** nothing was written: the disk holding the save file is full */
  | 'disk-full'
  /** nothing was written: the save file or its folder cannot be written (`path`) */
  | 'read-only'
  /** the disk reported an error while reading or writing the save file (`detail`) */
  | 'disk-error'
  /** this saved game cannot be read whole; the others are not affected */
  | 'match-damaged'
  /** this campaign's row cannot be read; its matches and the other campaigns are not affected */
  | 'campaign-damaged'
  /** a part of the save file shared by every saved game is damaged */
  | 'store-damaged'
  /** no remembered player with this id (merged into another, say) */
  | 'unknown-profile'
  /** a rename to a name another profile goes by (`name`): merge them instead */
  | 'profile-name-taken'
  /** a profile merged into itself */
  | 'same-profile';

const keys: Record<StoreErrorCode, string> = {
  'unknown-match': 'common:errors.unknown-match',
  'log-conflict': 'store:errors.log-conflict',
  'bad-setting': 'store:errors.bad-setting',
  'disk-full': 'store:errors.disk-full',
  'read-only': 'store:errors.read-only',
  'disk-error': 'store:errors.disk-error',
  'match-damaged': 'store:errors.match-damaged',
  'store-damaged': 'store:errors.store-damaged',
  'campaign-damaged': 'store:errors.campaign-damaged',
  'unknown-profile': 'fame:errors.unknown-profile',
  'profile-name-taken': 'fame:errors.profile-name-taken',
  'same-profile': 'fame:errors.same-profile',
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

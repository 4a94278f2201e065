/**
 * Errors a player can cause (`secrets-revealed`: an undo would go back past a move that turned
 * over others' secret choices). `code` is stable (tests and logs), `key` is an i18n key in the
 * `errors` part of the `common` namespace, `params` fill it.
 */
export type RuleErrorCode =
  | 'not-your-turn'
  | 'game-over'
  | 'malformed-action'
  | 'illegal-action'
  | 'unknown-seat'
  | 'nothing-to-undo'
  | 'secrets-revealed';

export class RuleError extends Error {
  readonly code: RuleErrorCode;
  readonly key: string;
  readonly params: Record<string, string | number>;

  constructor(code: RuleErrorCode, params: Record<string, string | number> = {}, key = `common:errors.${code}`) {
    super(`${code}${Object.keys(params).length ? ' ' + JSON.stringify(params) : ''}`);
    this.name = 'RuleError';
    this.code = code;
    this.key = key;
    this.params = params;
  }
}

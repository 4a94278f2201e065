/** A token bucket, shared by the phone server (requests per connection) and the watchers' reactions. */

export interface RateLimit {
  /** a sustained rate per second */
  perSecond: number;
  /** how many may come at once after a quiet spell */
  burst: number;
}

/** Spends one from an allowance that refills at `perSecond`; false when none is left. `now` in milliseconds. */
export function rateLimiter({ perSecond, burst }: RateLimit, now: () => number = () => performance.now()): () => boolean {
  let allowance = burst;
  let last = now();
  return () => {
    const time = now();
    allowance = Math.min(burst, allowance + ((time - last) / 1000) * perSecond);
    last = time;
    if (allowance < 1) return false;
    allowance -= 1;
    return true;
  };
}

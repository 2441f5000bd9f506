import { HttpError } from '../../lib/errors.js';

/**
 * Counts failures per key in a sliding window and blocks a key for a while once it has too
 * many. The block grows with every further failure (`baseBlockMs` doubling, at most
 * `maxBlockMs`) so a guessing attack slows to a crawl while the real owner, after a few typos,
 * waits a minute, not a day. A success clears the key.
 *
 * Where the counts live is a `ThrottleStore`: the process's memory (one server) or Redis (many
 * servers behind a load balancer, `REDIS_URL`). Each store applies a failure atomically.
 */
export type ThrottleRule = {
  limit: number;
  windowMs: number;
  baseBlockMs: number;
  maxBlockMs: number;
};

export interface ThrottleStore {
  /** When the key's block ends (milliseconds since the epoch); 0 when it never was blocked. */
  blockedUntil(key: string): Promise<number>;
  /**
   * Counts a failure at `now`, forgets failures older than the window and, once the window
   * holds `limit` failures, blocks the key for `blockMs(rule, blocks so far)`.
   */
  recordFailure(key: string, now: number, rule: ThrottleRule): Promise<void>;
  clear(key: string): Promise<void>;
}

/** Gives each named throttle a store of its own. */
export type ThrottleStores = (throttleName: string) => ThrottleStore;

/** How long the key is blocked after `blocks` earlier blocks. */
export const blockMs = (rule: ThrottleRule, blocks: number) =>
  Math.min(rule.maxBlockMs, rule.baseBlockMs * 2 ** blocks);

export class FailureThrottle {
  constructor(
    private readonly rule: ThrottleRule,
    private readonly store: ThrottleStore,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds the key must still wait, 0 when it may try. */
  async retryAfterMs(key: string): Promise<number> {
    const blockedUntil = await unavailableOnFailure(this.store.blockedUntil(key));
    return Math.max(0, blockedUntil - this.now());
  }

  recordFailure(key: string): Promise<void> {
    return unavailableOnFailure(this.store.recordFailure(key, this.now(), this.rule));
  }

  clear(key: string): Promise<void> {
    return unavailableOnFailure(this.store.clear(key));
  }
}

/** A store that cannot answer (Redis down) makes sign-in briefly unavailable: a 503, not a 500. */
async function unavailableOnFailure<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (cause) {
    const error = new HttpError(
      503,
      'SIGN_IN_UNAVAILABLE',
      'Signing in is briefly unavailable. Please try again in a minute.',
    );
    error.retryAfterSeconds = 60;
    throw Object.assign(error, { cause });
  }
}

const MINUTE = 60_000;

/** Login throttling: per email and address together, per address, and per email overall. */
export function createLoginThrottles(stores: ThrottleStores, now?: () => number) {
  const throttle = (name: string, rule: ThrottleRule) =>
    new FailureThrottle(rule, stores(name), now);
  return {
    emailAndAddress: throttle('email+address', {
      limit: 5,
      windowMs: 15 * MINUTE,
      baseBlockMs: MINUTE,
      maxBlockMs: 15 * MINUTE,
    }),
    address: throttle('address', {
      limit: 50,
      windowMs: 15 * MINUTE,
      baseBlockMs: 5 * MINUTE,
      maxBlockMs: 60 * MINUTE,
    }),
    email: throttle('email', {
      limit: 100,
      windowMs: 15 * MINUTE,
      baseBlockMs: 5 * MINUTE,
      maxBlockMs: 15 * MINUTE,
    }),
  };
}
export type LoginThrottles = ReturnType<typeof createLoginThrottles>;

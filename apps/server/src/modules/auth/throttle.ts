import { randomUUID } from 'node:crypto';
import { HttpError } from '../../lib/errors.js';

/**
 * Counts attempts per key in a sliding window and blocks a key for a while once it has too
 * many. The block grows with every further attempt (`baseBlockMs` doubling, at most
 * `maxBlockMs`) so a guessing attack slows to a crawl while the real owner, after a few typos,
 * waits a minute, not a day.
 *
 * An attempt is counted BEFORE the password is verified, in the same atomic step as the
 * check: of 120 parallel guesses, exactly `limit` get through to verification. An attempt that
 * then succeeds is forgiven (or the key cleared), so only failures keep counting.
 *
 * Where the counts live is a `ThrottleStore`: the process's memory (one server) or Redis (many
 * servers behind a load balancer, `REDIS_URL`). Each store applies an attempt atomically.
 */
export type ThrottleRule = {
  limit: number;
  windowMs: number;
  baseBlockMs: number;
  maxBlockMs: number;
};

export interface ThrottleStore {
  /**
   * One attempt, atomically. A blocked key counts nothing and answers when its block ends
   * (milliseconds since the epoch). Otherwise the attempt `id` is counted at `now`, older ones
   * leave the window, the key is blocked for `blockMs(rule, blocks so far)` once the window
   * holds `limit` attempts, and the answer is 0: go ahead.
   */
  attempt(key: string, id: string, now: number, rule: ThrottleRule): Promise<number>;
  /** Takes back attempt `id` (it succeeded), and the block it started, if any. */
  forgive(key: string, id: string): Promise<void>;
  clear(key: string): Promise<void>;
}

/** Gives each named throttle a store of its own. */
export type ThrottleStores = (throttleName: string) => ThrottleStore;

/** How long the key is blocked after `blocks` earlier blocks. */
export const blockMs = (rule: ThrottleRule, blocks: number) =>
  Math.min(rule.maxBlockMs, rule.baseBlockMs * 2 ** blocks);

/** A counted attempt: forgive it when it succeeds. */
export type Ticket = { key: string; id: string };
export type Admission =
  { ticket: Ticket; retryAfterMs: 0 } | { ticket: null; retryAfterMs: number };

export class AttemptThrottle {
  constructor(
    private readonly rule: ThrottleRule,
    private readonly store: ThrottleStore,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts an attempt on `key` unless it is blocked; then says how long to wait. */
  async attempt(key: string): Promise<Admission> {
    const now = this.now();
    const id = `${now}:${randomUUID()}`;
    const blockedUntil = await unavailableOnFailure(this.store.attempt(key, id, now, this.rule));
    if (blockedUntil > now) return { ticket: null, retryAfterMs: blockedUntil - now };
    return { ticket: { key, id }, retryAfterMs: 0 };
  }

  forgive(ticket: Ticket): Promise<void> {
    return unavailableOnFailure(this.store.forgive(ticket.key, ticket.id));
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

/** Password checks: per email and address together, per address, and per email overall. */
export function createLoginThrottles(stores: ThrottleStores, now?: () => number) {
  const throttle = (name: string, rule: ThrottleRule) =>
    new AttemptThrottle(rule, stores(name), now);
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

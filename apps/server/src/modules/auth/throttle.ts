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

/**
 * The account-wide rule: failed attempts on one account from anywhere, in a sliding window.
 * Past `free` of them, an address that already tried this account must wait after its own
 * last attempt: `baseDelayMs`, doubling with every further failure, at most `maxDelayMs`.
 * An address new to the account is never held back by the failures of others.
 */
export type DelayRule = {
  windowMs: number;
  free: number;
  baseDelayMs: number;
  maxDelayMs: number;
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
  /**
   * One attempt on account `key` from `address`, atomically (`DelayRule`). Refused when the
   * account's failures in the window ask for a delay and this address's own last attempt on
   * it is more recent than that: answers when the address may try again. Otherwise counts
   * attempt `id` at `now`, notes `now` as the address's last attempt, and answers 0 with the
   * address's previous last attempt (0 when none) to restore if the attempt is taken back.
   */
  attemptFrom(
    key: string,
    address: string,
    id: string,
    now: number,
    rule: DelayRule,
  ): Promise<{ waitUntil: number; previous: number }>;
  /**
   * Takes back attempt `id` made at `at` from `address`: it leaves the account's failures,
   * and the address's last attempt is `previous` again (none when 0) unless a later one came.
   */
  forgiveFrom(
    key: string,
    address: string,
    id: string,
    at: number,
    previous: number,
  ): Promise<void>;
}

/** Gives each named throttle a store of its own. */
export type ThrottleStores = (throttleName: string) => ThrottleStore;

/** How long the key is blocked after `blocks` earlier blocks. */
export const blockMs = (rule: ThrottleRule, blocks: number) =>
  Math.min(rule.maxBlockMs, rule.baseBlockMs * 2 ** blocks);

/** How long an address that already tried waits after `failures` failures on the account. */
export const delayMs = (rule: DelayRule, failures: number) =>
  failures < rule.free
    ? 0
    : Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** (failures - rule.free));

/** How many failures a store keeps per account: more could not make the delay longer. */
export const failuresKept = (rule: DelayRule) =>
  rule.free + Math.ceil(Math.log2(rule.maxDelayMs / rule.baseDelayMs)) + 1;

/** A counted attempt: forgive it when it succeeds. */
export type Ticket = { key: string; id: string };
/** Counted (forgive the ticket if it succeeds), or refused for `retryAfterMs`. */
export type Admission<T = Ticket> =
  { ticket: T; retryAfterMs: 0 } | { ticket: null; retryAfterMs: number };

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

/** An attempt counted on an account: forgive it when it succeeds. */
export type AccountTicket = Ticket & { address: string; at: number; previous: number };

/**
 * Slows down guessing at one account without locking its owner out (`DelayRule`): strangers
 * on many addresses make every one of their addresses wait longer and longer between tries,
 * while the owner, from an address with no recent attempt on the account, gets in at once.
 */
export class AccountDelay {
  constructor(
    private readonly rule: DelayRule,
    private readonly store: ThrottleStore,
    private readonly now: () => number = Date.now,
  ) {}

  async attempt(account: string, address: string): Promise<Admission<AccountTicket>> {
    const now = this.now();
    const id = `${now}:${randomUUID()}`;
    const { waitUntil, previous } = await unavailableOnFailure(
      this.store.attemptFrom(account, address, id, now, this.rule),
    );
    if (waitUntil > now) return { ticket: null, retryAfterMs: waitUntil - now };
    return { ticket: { key: account, id, address, at: now, previous }, retryAfterMs: 0 };
  }

  forgive(t: AccountTicket): Promise<void> {
    return unavailableOnFailure(this.store.forgiveFrom(t.key, t.address, t.id, t.at, t.previous));
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

/**
 * Password checks (decision 0006): strictly per account and address together (5 failures
 * block that pair), per address over all accounts (50), and per account from anywhere with
 * growing delays that never hold back an address new to the account (not a lock: strangers
 * cannot lock the owner out).
 */
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
    account: new AccountDelay(
      { windowMs: 15 * MINUTE, free: 10, baseDelayMs: 1_000, maxDelayMs: 5 * MINUTE },
      stores('account'),
      now,
    ),
  };
}
export type LoginThrottles = ReturnType<typeof createLoginThrottles>;

import {
  blockMs,
  delayMs,
  failuresKept,
  type DelayRule,
  type ThrottleRule,
  type ThrottleStore,
  type ThrottleStores,
} from './throttle.js';

type Attempt = { at: number; id: string };
type Entry = {
  attempts: Attempt[];
  blockedUntil: number;
  blocks: number;
  /** The attempt that started the current block, and the block before it (for `forgive`). */
  blockedBy?: string;
  previousBlockedUntil?: number;
};

/** An account's failures, and each address's last attempt on it (`DelayRule`). */
type AccountEntry = { failures: Attempt[]; lastFrom: Map<string, number> };

/**
 * Counts in this process's memory: right for one server process (`REDIS_URL` unset). Each
 * method runs without awaiting anything, so an attempt's check and count are one step.
 */
export function memoryThrottleStore(): ThrottleStore {
  const entries = new Map<string, Entry>();
  const accounts = new Map<string, AccountEntry>();

  /** Forget what can no longer delay anyone, so memory stays bounded. */
  function sweepAccounts(now: number, rule: DelayRule) {
    if (accounts.size < 10_000) return;
    for (const [key, account] of accounts) {
      const last = account.failures[account.failures.length - 1]?.at ?? 0;
      if (now - last > rule.windowMs) accounts.delete(key);
    }
  }

  /** Forget entries that can no longer block anything, so memory stays bounded. */
  function sweep(now: number, rule: ThrottleRule) {
    if (entries.size < 10_000) return;
    for (const [key, entry] of entries) {
      const last = entry.attempts[entry.attempts.length - 1]?.at ?? 0;
      if (entry.blockedUntil < now && now - last > rule.windowMs) entries.delete(key);
    }
  }

  return {
    async attempt(key, id, now, rule) {
      const entry = entries.get(key) ?? { attempts: [], blockedUntil: 0, blocks: 0 };
      if (entry.blockedUntil > now) return entry.blockedUntil;
      entry.attempts = entry.attempts.filter((a) => now - a.at < rule.windowMs);
      entry.attempts.push({ at: now, id });
      // Only the newest `limit` attempts are kept: more could never change the outcome.
      entry.attempts = entry.attempts.slice(-rule.limit);
      if (entry.attempts.length >= rule.limit) {
        entry.previousBlockedUntil = entry.blockedUntil;
        entry.blockedBy = id;
        entry.blockedUntil = now + blockMs(rule, entry.blocks);
        entry.blocks += 1;
      }
      entries.set(key, entry);
      sweep(now, rule);
      return 0;
    },

    async forgive(key, id) {
      const entry = entries.get(key);
      if (!entry) return;
      entry.attempts = entry.attempts.filter((a) => a.id !== id);
      if (entry.blockedBy === id) {
        entry.blockedUntil = entry.previousBlockedUntil ?? 0;
        entry.blocks = Math.max(0, entry.blocks - 1);
        entry.blockedBy = undefined;
      }
    },

    async clear(key) {
      entries.delete(key);
    },

    async attemptFrom(key, address, id, now, rule) {
      const account = accounts.get(key) ?? { failures: [], lastFrom: new Map() };
      account.failures = account.failures.filter((a) => now - a.at < rule.windowMs);
      const last = account.lastFrom.get(address);
      const waitUntil = last === undefined ? 0 : last + delayMs(rule, account.failures.length);
      if (waitUntil > now) return { waitUntil, previous: 0 };
      account.failures = [...account.failures, { at: now, id }].slice(-failuresKept(rule));
      account.lastFrom.set(address, now);
      // An address's last attempt matters for maxDelayMs at most.
      if (account.lastFrom.size > 1_000) {
        for (const [a, at] of account.lastFrom)
          if (now - at >= rule.maxDelayMs) account.lastFrom.delete(a);
      }
      accounts.set(key, account);
      sweepAccounts(now, rule);
      return { waitUntil: 0, previous: last ?? 0 };
    },

    async forgiveFrom(key, address, id, at, previous) {
      const account = accounts.get(key);
      if (!account) return;
      account.failures = account.failures.filter((a) => a.id !== id);
      if (account.lastFrom.get(address) !== at) return;
      if (previous) account.lastFrom.set(address, previous);
      else account.lastFrom.delete(address);
    },
  };
}

/** A memory store per throttle. */
export const memoryThrottleStores: ThrottleStores = () => memoryThrottleStore();

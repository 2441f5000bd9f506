import { blockMs, type ThrottleRule, type ThrottleStore, type ThrottleStores } from './throttle.js';

type Attempt = { at: number; id: string };
type Entry = {
  attempts: Attempt[];
  blockedUntil: number;
  blocks: number;
  /** The attempt that started the current block, and the block before it (for `forgive`). */
  blockedBy?: string;
  previousBlockedUntil?: number;
};

/**
 * Counts in this process's memory: right for one server process (`REDIS_URL` unset). Each
 * method runs without awaiting anything, so an attempt's check and count are one step.
 */
export function memoryThrottleStore(): ThrottleStore {
  const entries = new Map<string, Entry>();

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
  };
}

/** A memory store per throttle. */
export const memoryThrottleStores: ThrottleStores = () => memoryThrottleStore();

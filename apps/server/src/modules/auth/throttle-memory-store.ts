import { blockMs, type ThrottleRule, type ThrottleStore, type ThrottleStores } from './throttle.js';

type Entry = { failures: number[]; blockedUntil: number; blocks: number };

/** Counts in this process's memory: right for one server process (`REDIS_URL` unset). */
export function memoryThrottleStore(): ThrottleStore {
  const entries = new Map<string, Entry>();

  /** Forget entries that can no longer block anything, so memory stays bounded. */
  function sweep(now: number, rule: ThrottleRule) {
    if (entries.size < 10_000) return;
    for (const [key, entry] of entries) {
      const last = entry.failures[entry.failures.length - 1] ?? 0;
      if (entry.blockedUntil < now && now - last > rule.windowMs) entries.delete(key);
    }
  }

  return {
    async blockedUntil(key) {
      return entries.get(key)?.blockedUntil ?? 0;
    },

    async recordFailure(key, now, rule) {
      const entry = entries.get(key) ?? { failures: [], blockedUntil: 0, blocks: 0 };
      entry.failures = entry.failures.filter((t) => now - t < rule.windowMs);
      entry.failures.push(now);
      if (entry.failures.length >= rule.limit) {
        entry.blockedUntil = now + blockMs(rule, entry.blocks);
        entry.blocks += 1;
      }
      entries.set(key, entry);
      sweep(now, rule);
    },

    async clear(key) {
      entries.delete(key);
    },
  };
}

/** A memory store per throttle. */
export const memoryThrottleStores: ThrottleStores = () => memoryThrottleStore();

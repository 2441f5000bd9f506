import { fitsAt, type BudgetStore } from './budget.js';

type Spending = { at: number; id: string; cost: number };

/**
 * Counts AI spending in this process's memory: right for one server process (`REDIS_URL`
 * unset). Each method runs without awaiting anything, so a check and its spending are one step.
 */
export function memoryBudgetStore(): BudgetStore {
  const spending = new Map<string, Spending[]>();

  /** Forget keys whose spending has all aged out, so memory stays bounded. */
  function sweep(now: number, windowMs: number) {
    if (spending.size < 10_000) return;
    for (const [key, entries] of spending) {
      if (entries.every((e) => now - e.at >= windowMs)) spending.delete(key);
    }
  }

  return {
    async take(key, id, cost, now, rule) {
      const entries = (spending.get(key) ?? []).filter((e) => now - e.at < rule.windowMs);
      const waitUntil = fitsAt(entries, cost, now, rule);
      if (waitUntil === 0) entries.push({ at: now, id, cost });
      spending.set(key, entries);
      sweep(now, rule.windowMs);
      return waitUntil;
    },

    async refund(key, id) {
      const entries = spending.get(key);
      if (entries)
        spending.set(
          key,
          entries.filter((e) => e.id !== id),
        );
    },
  };
}

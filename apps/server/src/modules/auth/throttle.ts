/**
 * Counts failures per key in a sliding window and blocks a key for a while once it has too
 * many. The block grows with every further failure (`baseBlockMs` doubling, at most
 * `maxBlockMs`) so a guessing attack slows to a crawl while the real owner, after a few typos,
 * waits a minute, not a day. A success clears the key.
 */
export type ThrottleRule = {
  limit: number;
  windowMs: number;
  baseBlockMs: number;
  maxBlockMs: number;
};

type Entry = { failures: number[]; blockedUntil: number; blocks: number };

export class FailureThrottle {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly rule: ThrottleRule,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds the key must still wait, 0 when it may try. */
  retryAfterMs(key: string): number {
    const entry = this.entries.get(key);
    if (!entry) return 0;
    return Math.max(0, entry.blockedUntil - this.now());
  }

  recordFailure(key: string) {
    const now = this.now();
    const entry = this.entries.get(key) ?? { failures: [], blockedUntil: 0, blocks: 0 };
    entry.failures = entry.failures.filter((t) => now - t < this.rule.windowMs);
    entry.failures.push(now);
    if (entry.failures.length >= this.rule.limit) {
      const block = Math.min(this.rule.maxBlockMs, this.rule.baseBlockMs * 2 ** entry.blocks);
      entry.blockedUntil = now + block;
      entry.blocks += 1;
    }
    this.entries.set(key, entry);
    this.sweep(now);
  }

  clear(key: string) {
    this.entries.delete(key);
  }

  /** Forget entries that can no longer block anything, so memory stays bounded. */
  private sweep(now: number) {
    if (this.entries.size < 10_000) return;
    for (const [key, entry] of this.entries) {
      const last = entry.failures[entry.failures.length - 1] ?? 0;
      if (entry.blockedUntil < now && now - last > this.rule.windowMs) this.entries.delete(key);
    }
  }
}

const MINUTE = 60_000;

/** Login throttling: per email and address together, per address, and per email overall. */
export function createLoginThrottles(now?: () => number) {
  return {
    emailAndAddress: new FailureThrottle(
      { limit: 5, windowMs: 15 * MINUTE, baseBlockMs: MINUTE, maxBlockMs: 15 * MINUTE },
      now,
    ),
    address: new FailureThrottle(
      { limit: 50, windowMs: 15 * MINUTE, baseBlockMs: 5 * MINUTE, maxBlockMs: 60 * MINUTE },
      now,
    ),
    email: new FailureThrottle(
      { limit: 100, windowMs: 15 * MINUTE, baseBlockMs: 5 * MINUTE, maxBlockMs: 15 * MINUTE },
      now,
    ),
  };
}
export type LoginThrottles = ReturnType<typeof createLoginThrottles>;

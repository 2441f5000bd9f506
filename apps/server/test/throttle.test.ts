import { describe, expect, it } from 'vitest';
import {
  createLoginThrottles,
  FailureThrottle,
  type ThrottleRule,
  type ThrottleStores,
} from '../src/modules/auth/throttle.js';
import { memoryThrottleStores } from '../src/modules/auth/throttle-memory-store.js';
import { redisThrottleStores } from '../src/modules/auth/throttle-redis-store.js';
import { redisSuffix, testRedisUrl, useTestRedis } from './helpers/test-redis.js';

const rule: ThrottleRule = { limit: 3, windowMs: 1_000, baseBlockMs: 100, maxBlockMs: 400 };

/** A clock the test moves by hand; it starts at a realistic time so Redis scores look real. */
function manualClock() {
  let t = 1_800_000_000_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

/** The same behaviour, whichever store keeps the counts. */
function throttleBehaviour(stores: () => ThrottleStores) {
  let run = 0;
  const setup = () => {
    const clock = manualClock();
    run += 1;
    const throttle = new FailureThrottle(rule, stores()(`test${run}`), clock.now);
    return { clock, throttle };
  };

  it('lets a key fail up to the limit, then blocks it for the base time', async () => {
    const { clock, throttle } = setup();
    await throttle.recordFailure('k');
    await throttle.recordFailure('k');
    expect(await throttle.retryAfterMs('k')).toBe(0);
    await throttle.recordFailure('k');
    expect(await throttle.retryAfterMs('k')).toBe(100);
    clock.advance(60);
    expect(await throttle.retryAfterMs('k')).toBe(40);
    clock.advance(40);
    expect(await throttle.retryAfterMs('k')).toBe(0);
  });

  it('doubles the block with every further failure, up to the maximum', async () => {
    const { clock, throttle } = setup();
    const seen: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      await throttle.recordFailure('k');
      seen.push(await throttle.retryAfterMs('k'));
      clock.advance(1);
    }
    expect(seen).toEqual([0, 0, 100, 200, 400, 400]);
  });

  it('counts only the failures inside the sliding window', async () => {
    const { clock, throttle } = setup();
    await throttle.recordFailure('k'); // t = 0
    clock.advance(600);
    await throttle.recordFailure('k'); // t = 600
    clock.advance(400);
    await throttle.recordFailure('k'); // t = 1000: the first has left the window
    expect(await throttle.retryAfterMs('k')).toBe(0);
    clock.advance(100);
    await throttle.recordFailure('k'); // t = 1100: three inside (600, 1000, 1100)
    expect(await throttle.retryAfterMs('k')).toBe(100);
  });

  it('a success clears the key, and only that key', async () => {
    const { throttle } = setup();
    for (let i = 0; i < 3; i += 1) {
      await throttle.recordFailure('owner');
      await throttle.recordFailure('other');
    }
    await throttle.clear('owner');
    expect(await throttle.retryAfterMs('owner')).toBe(0);
    expect(await throttle.retryAfterMs('other')).toBe(100);
    await throttle.recordFailure('owner');
    await throttle.recordFailure('owner');
    expect(await throttle.retryAfterMs('owner')).toBe(0);
    await throttle.recordFailure('owner');
    expect(await throttle.retryAfterMs('owner')).toBe(100);
  });

  it('keeps the login throttles apart: five failures block email+address, not the address', async () => {
    const clock = manualClock();
    const login = createLoginThrottles(stores(), clock.now);
    for (let i = 0; i < 5; i += 1) {
      await login.emailAndAddress.recordFailure(`a@example.com|10.0.0.${run}`);
      await login.address.recordFailure(`10.0.0.${run}`);
    }
    expect(await login.emailAndAddress.retryAfterMs(`a@example.com|10.0.0.${run}`)).toBe(60_000);
    expect(await login.address.retryAfterMs(`10.0.0.${run}`)).toBe(0);
  });
}

describe('the failure throttle in memory', () => {
  throttleBehaviour(() => memoryThrottleStores);
});

describe.skipIf(!testRedisUrl)(`the failure throttle on Redis${redisSuffix}`, () => {
  const ctx = useTestRedis();
  throttleBehaviour(() => redisThrottleStores(ctx.redis, ctx.prefix));

  it('keeps its keys under <prefix>throttle:, each with an expiry', async () => {
    const throttle = new FailureThrottle(rule, redisThrottleStores(ctx.redis, ctx.prefix)('ttl'));
    for (let i = 0; i < 5; i += 1) await throttle.recordFailure('k');
    const keys = (await ctx.keys()).filter((k) => k.includes('{ttl:k}'));
    expect(keys.sort()).toEqual([
      `${ctx.prefix}throttle:{ttl:k}:block`,
      `${ctx.prefix}throttle:{ttl:k}:failures`,
    ]);
    for (const key of keys) {
      const ttl = await ctx.redis.pttl(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(rule.windowMs);
    }
    // Only the newest `limit` failures are kept: more could not change the outcome.
    expect(await ctx.redis.zcard(`${ctx.prefix}throttle:{ttl:k}:failures`)).toBe(rule.limit);
  });
});

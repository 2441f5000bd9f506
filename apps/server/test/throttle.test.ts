import { describe, expect, it } from 'vitest';
import {
  AttemptThrottle,
  createLoginThrottles,
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
    const throttle = new AttemptThrottle(rule, stores()(`test${run}`), clock.now);
    const waits = async (key: string, n: number) => {
      const seen: number[] = [];
      for (let i = 0; i < n; i += 1) seen.push((await throttle.attempt(key)).retryAfterMs);
      return seen;
    };
    return { clock, throttle, waits };
  };

  it('lets a key try up to the limit, then refuses it for the base time', async () => {
    const { clock, waits } = setup();
    expect(await waits('k', 4)).toEqual([0, 0, 0, 100]);
    clock.advance(60);
    expect(await waits('k', 1)).toEqual([40]);
    clock.advance(40);
    expect(await waits('k', 1)).toEqual([0]);
  });

  it('counts an attempt and checks the limit in one step: of 40 at once, exactly 3 pass', async () => {
    const { throttle } = setup();
    const answers = await Promise.all(Array.from({ length: 40 }, () => throttle.attempt('k')));
    expect(answers.filter((a) => a.ticket !== null)).toHaveLength(3);
    expect(answers.filter((a) => a.retryAfterMs === 100)).toHaveLength(37);
  });

  it('doubles the block with every attempt after one, up to the maximum', async () => {
    const { clock, throttle } = setup();
    const blocks: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      expect((await throttle.attempt('k')).ticket).not.toBeNull();
      const refused = await throttle.attempt('k');
      blocks.push(refused.retryAfterMs);
      clock.advance(refused.retryAfterMs);
    }
    // The third attempt starts a block; each one let through after a block doubles it.
    expect(blocks).toEqual([0, 100, 200, 400, 400, 400]);
  });

  it('counts only the attempts inside the sliding window', async () => {
    const { clock, waits } = setup();
    await waits('k', 1); // t = 0
    clock.advance(600);
    await waits('k', 1); // t = 600
    clock.advance(400);
    await waits('k', 1); // t = 1000: the first has left the window
    expect(await waits('k', 1)).toEqual([0]); // t = 1000: three inside, this one blocks
    expect(await waits('k', 1)).toEqual([100]);
  });

  it('forgives a successful attempt, with the block it started', async () => {
    const { throttle, waits } = setup();
    await waits('k', 2);
    const third = await throttle.attempt('k');
    expect(await waits('k', 1)).toEqual([100]);
    await throttle.forgive(third.ticket!);
    expect(await waits('k', 2)).toEqual([0, 100]);
  });

  it('clearing one key leaves the others', async () => {
    const { throttle, waits } = setup();
    await waits('owner', 3);
    await waits('other', 3);
    await throttle.clear('owner');
    expect(await waits('owner', 1)).toEqual([0]);
    expect(await waits('other', 1)).toEqual([100]);
  });

  it('keeps the login throttles apart: five attempts block email+address, not the address', async () => {
    const clock = manualClock();
    const login = createLoginThrottles(stores(), clock.now);
    const key = `a@example.com|10.0.0.${run}`;
    for (let i = 0; i < 5; i += 1) {
      await login.emailAndAddress.attempt(key);
      await login.address.attempt(`10.0.0.${run}`);
    }
    expect((await login.emailAndAddress.attempt(key)).retryAfterMs).toBe(60_000);
    expect((await login.address.attempt(`10.0.0.${run}`)).retryAfterMs).toBe(0);
  });
}

describe('the attempt throttle in memory', () => {
  throttleBehaviour(() => memoryThrottleStores);
});

describe.skipIf(!testRedisUrl)(`the attempt throttle on Redis${redisSuffix}`, () => {
  const ctx = useTestRedis();
  throttleBehaviour(() => redisThrottleStores(ctx.redis, ctx.prefix));

  it('keeps its keys under <prefix>throttle:, each with an expiry', async () => {
    const throttle = new AttemptThrottle(rule, redisThrottleStores(ctx.redis, ctx.prefix)('ttl'));
    for (let i = 0; i < 5; i += 1) await throttle.attempt('k');
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
    // Only the newest `limit` attempts are kept: more could not change the outcome.
    expect(await ctx.redis.zcard(`${ctx.prefix}throttle:{ttl:k}:failures`)).toBe(rule.limit);
  });
});

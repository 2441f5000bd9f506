import { describe, expect, it } from 'vitest';
import {
  AccountDelay,
  AttemptThrottle,
  createLoginThrottles,
  failuresKept,
  type DelayRule,
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

const delayRule: DelayRule = { windowMs: 10_000, free: 3, baseDelayMs: 100, maxDelayMs: 800 };

/** The account-wide delay, whichever store keeps the counts. */
function accountDelayBehaviour(stores: () => ThrottleStores) {
  let run = 0;
  const setup = () => {
    const clock = manualClock();
    run += 1;
    const delay = new AccountDelay(delayRule, stores()(`account${run}`), clock.now);
    const from = async (address: string) =>
      (await delay.attempt('owner@example.com', address)).retryAfterMs;
    return { clock, delay, from };
  };

  it('never holds back an address new to the account, however many failed elsewhere', async () => {
    const { from } = setup();
    const waits: number[] = [];
    for (let i = 0; i < 40; i += 1) waits.push(await from(`10.0.${i}.1`));
    expect(waits).toEqual(Array(40).fill(0));
    expect(await from('192.0.2.7')).toBe(0);
  });

  it('lets an address retry freely below `free` failures, then makes it wait, doubling up to the maximum', async () => {
    const { clock, from } = setup();
    // Three failures from one address: the third is still free.
    expect([await from('a'), await from('a'), await from('a')]).toEqual([0, 0, 0]);
    // Three failures on the account: 'a' waits 100 ms after its last attempt.
    expect(await from('a')).toBe(100);
    const waits: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const wait = await from('a');
      waits.push(wait);
      clock.advance(wait);
      expect(await from('a')).toBe(0);
    }
    // 3, 4, 5, ... failures: 100, 200, 400, then the maximum.
    expect(waits).toEqual([100, 200, 400, 800, 800, 800]);
  });

  it("waits from the address's own last attempt, and forgets failures that left the window", async () => {
    const { clock, from } = setup();
    for (const address of ['a', 'b', 'c', 'd']) expect(await from(address)).toBe(0);
    // Four failures: 'a', who tried first, waits 200 ms from its own attempt (long ago enough).
    clock.advance(150);
    expect(await from('a')).toBe(50);
    clock.advance(50);
    expect(await from('a')).toBe(0);
    clock.advance(10_000);
    expect([await from('a'), await from('a')]).toEqual([0, 0]);
  });

  it('counts and checks in one step: of 40 parallel attempts from a known address, one passes', async () => {
    const { clock, delay } = setup();
    for (const address of ['a', 'b', 'c', 'd']) await delay.attempt('owner@example.com', address);
    clock.advance(1_000);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => delay.attempt('owner@example.com', 'a')),
    );
    expect(answers.filter((a) => a.ticket !== null)).toHaveLength(1);
  });

  it('takes a forgiven attempt back: out of the failures, and the address as it was', async () => {
    const { clock, delay, from } = setup();
    for (const address of ['a', 'b', 'c']) await from(address);
    const fourth = await delay.attempt('owner@example.com', 'owner');
    // Four failures: 'a' waits 200 ms.
    expect(await from('a')).toBe(200);
    await delay.forgive(fourth.ticket!);
    // Three again: 100 ms; and the owner's address is new again.
    expect(await from('a')).toBe(100);
    expect(await from('owner')).toBe(0);
    clock.advance(200);
    const again = await delay.attempt('owner@example.com', 'a');
    expect(again.ticket).not.toBeNull();
    await delay.forgive(again.ticket!);
    // 'a' is back to its attempt at 0: with six failures (800 ms) it waits until 800.
    await from('x');
    await from('y');
    expect(await from('a')).toBe(600);
  });
}

describe('the attempt throttle in memory', () => {
  throttleBehaviour(() => memoryThrottleStores);
});

describe('the account delay in memory', () => {
  accountDelayBehaviour(() => memoryThrottleStores);
});

describe.skipIf(!testRedisUrl)(`the account delay on Redis${redisSuffix}`, () => {
  const ctx = useTestRedis();
  accountDelayBehaviour(() => redisThrottleStores(ctx.redis, ctx.prefix));

  it('keeps two keys per account under <prefix>throttle:, each with an expiry, and a bounded count', async () => {
    const delay = new AccountDelay(delayRule, redisThrottleStores(ctx.redis, ctx.prefix)('acct'));
    for (let i = 0; i < 50; i += 1) await delay.attempt('k', `10.0.0.${i}`);
    const keys = (await ctx.keys()).filter((k) => k.includes('{acct:k}'));
    expect(keys.sort()).toEqual([
      `${ctx.prefix}throttle:{acct:k}:addresses`,
      `${ctx.prefix}throttle:{acct:k}:failures`,
    ]);
    for (const key of keys) {
      const ttl = await ctx.redis.pttl(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(delayRule.windowMs);
    }
    expect(await ctx.redis.zcard(`${ctx.prefix}throttle:{acct:k}:failures`)).toBe(
      failuresKept(delayRule),
    );
  });
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

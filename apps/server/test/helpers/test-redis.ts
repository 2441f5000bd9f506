import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';

/** The Redis server the Redis tests run on; they are skipped without it (CI sets it). */
export const testRedisUrl = process.env.TEST_REDIS_URL || undefined;

/** Appended to a Redis suite's name, so a run without Redis says why it skipped it. */
export const redisSuffix = testRedisUrl ? '' : ' (skipped: set TEST_REDIS_URL to run)';

/**
 * A key prefix of this test file's own on TEST_REDIS_URL, so runs never collide, and a client
 * to look at the keys. Every key under the prefix is deleted after the file. Call it inside a
 * `describe.skipIf(!testRedisUrl)`.
 */
export function useTestRedis() {
  const ctx = {
    url: testRedisUrl as string,
    prefix: `shortlist-test:${process.pid}-${randomBytes(4).toString('hex')}:`,
  } as { url: string; prefix: string; redis: Redis; keys: () => Promise<string[]> };
  ctx.keys = () => ctx.redis.keys(`${ctx.prefix}*`);
  beforeAll(async () => {
    ctx.redis = new Redis(ctx.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await ctx.redis.connect();
  });
  afterAll(async () => {
    const keys = await ctx.keys();
    if (keys.length > 0) await ctx.redis.del(...keys);
    await ctx.redis.quit();
  });
  return ctx;
}

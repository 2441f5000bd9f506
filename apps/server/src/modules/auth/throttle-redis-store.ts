import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { ThrottleStore, ThrottleStores } from './throttle.js';

/**
 * One failure, applied atomically: the same rule as the memory store (`blockMs` in
 * throttle.ts), in Lua so that concurrent server processes cannot interleave.
 * KEYS[1] sorted set of failure times, KEYS[2] hash { blockedUntil, blocks }.
 * ARGV: now, a unique member, limit, windowMs, baseBlockMs, maxBlockMs.
 * Only the newest `limit` failures are kept: more could never change the outcome.
 * Both keys expire once they can no longer block anything.
 */
const RECORD_FAILURE = `
local now = tonumber(ARGV[1])
local limit = tonumber(ARGV[3])
local window = tonumber(ARGV[4])
local base = tonumber(ARGV[5])
local maxBlock = tonumber(ARGV[6])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
redis.call('ZADD', KEYS[1], now, ARGV[2])
redis.call('ZREMRANGEBYRANK', KEYS[1], 0, -limit - 1)
redis.call('PEXPIRE', KEYS[1], window)
local blockedUntil = tonumber(redis.call('HGET', KEYS[2], 'blockedUntil') or '0')
if redis.call('ZCARD', KEYS[1]) >= limit then
  local blocks = tonumber(redis.call('HGET', KEYS[2], 'blocks') or '0')
  blockedUntil = now + math.min(maxBlock, base * 2 ^ blocks)
  redis.call('HSET', KEYS[2], 'blockedUntil', string.format('%d', blockedUntil), 'blocks', blocks + 1)
end
if blockedUntil > 0 then
  redis.call('PEXPIRE', KEYS[2], math.max(window, blockedUntil - now))
end
return 0
`;

type WithThrottleCommand = Redis & {
  shortlistThrottleFailure(
    failuresKey: string,
    blockKey: string,
    ...args: (string | number)[]
  ): Promise<unknown>;
};

/**
 * Counts in Redis, shared by every server process on it (`REDIS_URL`). Keys:
 * `<prefix>throttle:{<throttle>:<key>}:failures` and `...:block`; the braces keep a key's two
 * entries on one Redis Cluster slot.
 */
export function redisThrottleStores(redis: Redis, keyPrefix: string): ThrottleStores {
  const client = redis as WithThrottleCommand;
  if (typeof client.shortlistThrottleFailure !== 'function') {
    redis.defineCommand('shortlistThrottleFailure', { numberOfKeys: 2, lua: RECORD_FAILURE });
  }

  return (throttleName): ThrottleStore => {
    const keysOf = (key: string) => {
      const base = `${keyPrefix}throttle:{${throttleName}:${key}}`;
      return { failures: `${base}:failures`, block: `${base}:block` };
    };
    return {
      async blockedUntil(key) {
        return Number((await redis.hget(keysOf(key).block, 'blockedUntil')) ?? 0);
      },

      async recordFailure(key, now, rule) {
        const keys = keysOf(key);
        await client.shortlistThrottleFailure(
          keys.failures,
          keys.block,
          now,
          `${now}:${randomUUID()}`,
          rule.limit,
          rule.windowMs,
          rule.baseBlockMs,
          rule.maxBlockMs,
        );
      },

      async clear(key) {
        const keys = keysOf(key);
        await redis.del(keys.failures, keys.block);
      },
    };
  };
}

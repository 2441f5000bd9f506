import type { Redis } from 'ioredis';
import type { ThrottleStore, ThrottleStores } from './throttle.js';

/**
 * One attempt, applied atomically: the same rule as the memory store (`blockMs` in
 * throttle.ts), in Lua so that concurrent requests and server processes cannot interleave
 * the check and the count.
 * KEYS[1] sorted set of attempt times, KEYS[2] hash { blockedUntil, blocks, by, previous }.
 * ARGV: now, the attempt's id, limit, windowMs, baseBlockMs, maxBlockMs.
 * Answers the end of a block that refuses the attempt, or 0 when it was counted.
 * Only the newest `limit` attempts are kept: more could never change the outcome.
 * Both keys expire once they can no longer block anything.
 */
const ATTEMPT = `
local now = tonumber(ARGV[1])
local limit = tonumber(ARGV[3])
local window = tonumber(ARGV[4])
local base = tonumber(ARGV[5])
local maxBlock = tonumber(ARGV[6])
local blockedUntil = tonumber(redis.call('HGET', KEYS[2], 'blockedUntil') or '0')
if blockedUntil > now then
  return blockedUntil
end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
redis.call('ZADD', KEYS[1], now, ARGV[2])
redis.call('ZREMRANGEBYRANK', KEYS[1], 0, -limit - 1)
redis.call('PEXPIRE', KEYS[1], window)
if redis.call('ZCARD', KEYS[1]) >= limit then
  local blocks = tonumber(redis.call('HGET', KEYS[2], 'blocks') or '0')
  local untilMs = now + math.min(maxBlock, base * 2 ^ blocks)
  redis.call('HSET', KEYS[2], 'blockedUntil', string.format('%d', untilMs), 'blocks', blocks + 1,
    'by', ARGV[2], 'previous', string.format('%d', blockedUntil))
  redis.call('PEXPIRE', KEYS[2], math.max(window, untilMs - now))
end
return 0
`;

/** Takes back attempt ARGV[1], and the block it started. KEYS as above. */
const FORGIVE = `
redis.call('ZREM', KEYS[1], ARGV[1])
if redis.call('HGET', KEYS[2], 'by') == ARGV[1] then
  local blocks = tonumber(redis.call('HGET', KEYS[2], 'blocks') or '1')
  redis.call('HSET', KEYS[2], 'blockedUntil', redis.call('HGET', KEYS[2], 'previous') or '0',
    'blocks', math.max(0, blocks - 1), 'by', '')
end
return 0
`;

type WithThrottleCommands = Redis & {
  shortlistThrottleAttempt(
    attemptsKey: string,
    blockKey: string,
    ...args: (string | number)[]
  ): Promise<number>;
  shortlistThrottleForgive(attemptsKey: string, blockKey: string, id: string): Promise<unknown>;
};

/**
 * Counts in Redis, shared by every server process on it (`REDIS_URL`). Keys:
 * `<prefix>throttle:{<throttle>:<key>}:failures` and `...:block`; the braces keep a key's two
 * entries on one Redis Cluster slot.
 */
export function redisThrottleStores(redis: Redis, keyPrefix: string): ThrottleStores {
  const client = redis as WithThrottleCommands;
  if (typeof client.shortlistThrottleAttempt !== 'function') {
    redis.defineCommand('shortlistThrottleAttempt', { numberOfKeys: 2, lua: ATTEMPT });
    redis.defineCommand('shortlistThrottleForgive', { numberOfKeys: 2, lua: FORGIVE });
  }

  return (throttleName): ThrottleStore => {
    const keysOf = (key: string) => {
      const base = `${keyPrefix}throttle:{${throttleName}:${key}}`;
      return { attempts: `${base}:failures`, block: `${base}:block` };
    };
    return {
      async attempt(key, id, now, rule) {
        const keys = keysOf(key);
        const answer = await client.shortlistThrottleAttempt(
          keys.attempts,
          keys.block,
          now,
          id,
          rule.limit,
          rule.windowMs,
          rule.baseBlockMs,
          rule.maxBlockMs,
        );
        return Number(answer);
      },

      async forgive(key, id) {
        const keys = keysOf(key);
        await client.shortlistThrottleForgive(keys.attempts, keys.block, id);
      },

      async clear(key) {
        const keys = keysOf(key);
        await redis.del(keys.attempts, keys.block);
      },
    };
  };
}

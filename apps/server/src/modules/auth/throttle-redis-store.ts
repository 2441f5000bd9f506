import type { Redis } from 'ioredis';
import { failuresKept, type ThrottleStore, type ThrottleStores } from './throttle.js';

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

/**
 * One attempt on an account from an address (`DelayRule`, the same rule as `delayMs`).
 * KEYS[1] sorted set of the account's attempt times, KEYS[2] sorted set of each address's
 * last attempt. ARGV: now, the attempt's id, the address, windowMs, free, baseDelayMs,
 * maxDelayMs, how many attempts to keep. Answers {wait until, 0} when the address must wait,
 * else {0, the address's previous last attempt or 0}. Both keys expire once they cannot
 * delay anyone.
 */
const ATTEMPT_FROM = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[4])
local free = tonumber(ARGV[5])
local base = tonumber(ARGV[6])
local maxDelay = tonumber(ARGV[7])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now - maxDelay)
local failures = redis.call('ZCARD', KEYS[1])
local last = tonumber(redis.call('ZSCORE', KEYS[2], ARGV[3]) or '0')
if last > 0 and failures >= free then
  local waitUntil = last + math.min(maxDelay, base * 2 ^ (failures - free))
  if waitUntil > now then
    return {waitUntil, 0}
  end
end
redis.call('ZADD', KEYS[1], now, ARGV[2])
redis.call('ZREMRANGEBYRANK', KEYS[1], 0, -tonumber(ARGV[8]) - 1)
redis.call('ZADD', KEYS[2], now, ARGV[3])
redis.call('PEXPIRE', KEYS[1], window)
redis.call('PEXPIRE', KEYS[2], maxDelay)
return {0, last}
`;

/** Takes back attempt ARGV[1] from address ARGV[2] made at ARGV[3]; restores ARGV[4]. */
const FORGIVE_FROM = `
redis.call('ZREM', KEYS[1], ARGV[1])
local last = redis.call('ZSCORE', KEYS[2], ARGV[2])
if last and tonumber(last) == tonumber(ARGV[3]) then
  if tonumber(ARGV[4]) > 0 then
    redis.call('ZADD', KEYS[2], ARGV[4], ARGV[2])
  else
    redis.call('ZREM', KEYS[2], ARGV[2])
  end
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
  shortlistThrottleAttemptFrom(
    attemptsKey: string,
    addressesKey: string,
    ...args: (string | number)[]
  ): Promise<[number, number]>;
  shortlistThrottleForgiveFrom(
    attemptsKey: string,
    addressesKey: string,
    ...args: (string | number)[]
  ): Promise<unknown>;
};

/**
 * Counts in Redis, shared by every server process on it (`REDIS_URL`). Keys:
 * `<prefix>throttle:{<throttle>:<key>}:failures` and `...:block` (attempt throttles), or
 * `...:failures` and `...:addresses` (the account delay); the braces keep a key's two entries
 * on one Redis Cluster slot.
 */
export function redisThrottleStores(redis: Redis, keyPrefix: string): ThrottleStores {
  const client = redis as WithThrottleCommands;
  if (typeof client.shortlistThrottleAttempt !== 'function') {
    redis.defineCommand('shortlistThrottleAttempt', { numberOfKeys: 2, lua: ATTEMPT });
    redis.defineCommand('shortlistThrottleForgive', { numberOfKeys: 2, lua: FORGIVE });
    redis.defineCommand('shortlistThrottleAttemptFrom', { numberOfKeys: 2, lua: ATTEMPT_FROM });
    redis.defineCommand('shortlistThrottleForgiveFrom', { numberOfKeys: 2, lua: FORGIVE_FROM });
  }

  return (throttleName): ThrottleStore => {
    const keysOf = (key: string) => {
      const base = `${keyPrefix}throttle:{${throttleName}:${key}}`;
      return {
        attempts: `${base}:failures`,
        block: `${base}:block`,
        addresses: `${base}:addresses`,
      };
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

      async attemptFrom(key, address, id, now, rule) {
        const keys = keysOf(key);
        const [waitUntil, previous] = await client.shortlistThrottleAttemptFrom(
          keys.attempts,
          keys.addresses,
          now,
          id,
          address,
          rule.windowMs,
          rule.free,
          rule.baseDelayMs,
          rule.maxDelayMs,
          failuresKept(rule),
        );
        return { waitUntil: Number(waitUntil), previous: Number(previous) };
      },

      async forgiveFrom(key, address, id, at, previous) {
        const keys = keysOf(key);
        await client.shortlistThrottleForgiveFrom(
          keys.attempts,
          keys.addresses,
          id,
          address,
          at,
          previous,
        );
      },
    };
  };
}

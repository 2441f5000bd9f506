import type { Redis } from 'ioredis';
import type { BudgetStore } from './budget.js';

/**
 * Spending `cost` atomically, by the same rule as `fitsAt` (budget.ts), in Lua so concurrent
 * requests and server processes cannot interleave the check and the spending.
 * KEYS[1] sorted set of the window's spending: member `<id>|<cost>`, score its time.
 * ARGV: now, id, cost, limit, windowMs. Answers 0 when spent, else when it will fit.
 * The key expires once all of its spending has aged out.
 */
const TAKE = `
local now = tonumber(ARGV[1])
local cost = tonumber(ARGV[3])
local limit = tonumber(ARGV[4])
local window = tonumber(ARGV[5])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local entries = redis.call('ZRANGE', KEYS[1], 0, -1, 'WITHSCORES')
local spent = 0
for i = 1, #entries, 2 do
  spent = spent + tonumber(string.match(entries[i], '|(%d+)$'))
end
if spent + cost <= limit then
  redis.call('ZADD', KEYS[1], now, ARGV[2] .. '|' .. ARGV[3])
  redis.call('PEXPIRE', KEYS[1], window)
  return 0
end
local freed = 0
for i = 1, #entries, 2 do
  freed = freed + tonumber(string.match(entries[i], '|(%d+)$'))
  if spent - freed + cost <= limit then
    return tonumber(entries[i + 1]) + window
  end
end
return now + window
`;

type WithBudgetCommands = Redis & {
  shortlistBudgetTake(key: string, ...args: (string | number)[]): Promise<number>;
};

/** Counts AI spending in Redis (`REDIS_URL`): `<prefix>budget:<key>`, one sorted set each. */
export function redisBudgetStore(redis: Redis, keyPrefix: string): BudgetStore {
  const client = redis as WithBudgetCommands;
  if (typeof client.shortlistBudgetTake !== 'function')
    redis.defineCommand('shortlistBudgetTake', { numberOfKeys: 1, lua: TAKE });
  const keyOf = (key: string) => `${keyPrefix}budget:${key}`;

  return {
    async take(key, id, cost, now, rule) {
      return Number(
        await client.shortlistBudgetTake(keyOf(key), now, id, cost, rule.limit, rule.windowMs),
      );
    },
    async refund(key, id, cost) {
      await redis.zrem(keyOf(key), `${id}|${cost}`);
    },
  };
}

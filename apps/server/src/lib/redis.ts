import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** Redis did not answer at start; the server stops rather than count in memory unnoticed. */
export class RedisUnreachableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RedisUnreachableError';
  }
}

/** The URL without its password, fit for a log line or an error message. */
function withoutPassword(url: string) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** A Redis command that has no answer by then fails (the request answers 503), never hangs. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * Connects to `REDIS_URL` and checks it answers. Commands give up quickly when Redis goes
 * away or stops answering later (one retry, 500 ms each), so a request fails instead of hanging.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectionName: 'shortlist',
  });
  let lastError: Error | undefined;
  redis.on('error', (err: Error) => {
    lastError = err;
    log.warn({ err }, 'Redis connection error');
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    // "Connection is closed" says less than the socket error that closed it.
    const reason = (lastError ?? (error as Error)).message;
    throw new RedisUnreachableError(
      `Cannot reach Redis at REDIS_URL (${withoutPassword(url)}): ${reason}`,
    );
  }
  return redis;
}

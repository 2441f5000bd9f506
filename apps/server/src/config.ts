import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// apps/server, whether this runs from source (src/config.ts) or from the bundle (dist/bin/main.js).
const here = path.dirname(fileURLToPath(import.meta.url));
const serverRoot =
  path.basename(here) === 'src' ? path.resolve(here, '..') : path.resolve(here, '../..');

/** Empty strings count as unset, so `DATABASE_URL= npm start` means "no database URL". */
const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess((v) => (v === undefined || v === '' ? fallback : v), schema);

const envSchema = z.object({
  NODE_ENV: withDefault(z.enum(['development', 'production', 'test']), 'production'),
  PORT: withDefault(
    z.coerce
      .number({ message: 'must be a whole number from 0 to 65535' })
      .int('must be a whole number from 0 to 65535')
      .min(0, 'must be a whole number from 0 to 65535')
      .max(65535, 'must be a whole number from 0 to 65535'),
    '3000',
  ),
  HOST: withDefault(z.string(), '127.0.0.1'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .refine(
        (v) => /^rediss?:\/\//.test(v) && URL.canParse(v) && new URL(v).hostname !== '',
        'must be a redis:// or rediss:// URL with a host',
      )
      .optional(),
  ),
  DATA_DIR: withDefault(z.string(), './data'),
  WEB_DIST: withDefault(z.string(), path.resolve(serverRoot, '../web/dist')),
  LOG_LEVEL: withDefault(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    'info',
  ),
  TRUST_PROXY: withDefault(
    z.enum(['true', 'false'], { message: 'must be true or false' }).transform((v) => v === 'true'),
    'false',
  ),
  SHUTDOWN_TIMEOUT_MS: withDefault(z.coerce.number().int().min(100).max(600_000), '10000'),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  dataDir: string;
  webDist: string;
  logLevel: string;
  trustProxy: boolean;
  shutdownTimeoutMs: number;
  migrationsDir: string;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment once, validates it, and returns the typed configuration. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    dataDir: path.resolve(e.DATA_DIR),
    webDist: path.resolve(e.WEB_DIST),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    migrationsDir: path.resolve(serverRoot, 'drizzle'),
  };
}

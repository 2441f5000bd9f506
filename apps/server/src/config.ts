import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  readVariables,
  renderVariablesTable,
  variable,
  wholeNumber,
  type ValuesOf,
} from './lib/env-variables.js';
import { trustProxySetting } from './lib/trust-proxy.js';

// apps/server (where drizzle/ and assets/ are), whether this runs from source (src/config.ts) or from the bundle (dist/bin/main.js).
const here = path.dirname(fileURLToPath(import.meta.url));
export const serverRoot =
  path.basename(here) === 'src' ? path.resolve(here, '..') : path.resolve(here, '../..');

/**
 * Every environment variable Shortlist reads: the one place to add one. The table in
 * docs/configuration.md is generated from this (`npm run docs:config`; a test checks it).
 */
export const variables = {
  PORT: variable({
    group: 'Server',
    schema: wholeNumber(0, 65535),
    default: '3000',
    description: 'TCP port of the app and its API (0 picks a free one).',
  }),
  HOST: variable({
    group: 'Server',
    schema: z.string(),
    default: '127.0.0.1',
    description: 'Address to listen on. Use `0.0.0.0` in a container or behind a load balancer.',
  }),
  NODE_ENV: variable({
    group: 'Server',
    schema: z.enum(['development', 'production', 'test']),
    default: 'production',
    description: '`development`, `production` or `test`.',
  }),
  LOG_LEVEL: variable({
    group: 'Server',
    schema: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    default: 'info',
    description:
      '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`. Logs are JSON (pino); cookies, authorization headers, passwords and tokens are redacted.',
  }),
  TRUST_PROXY: variable({
    group: 'Server',
    schema: trustProxySetting(),
    default: 'false',
    description:
      'Which proxies to believe about the client. `false`: the connecting address is the client. A number N: N proxies stand in front (a load balancer and nothing else: `1`), and the client is the Nth address from the right of `X-Forwarded-For`. A comma-separated list of proxy addresses or CIDR ranges (`10.0.0.0/8,192.168.1.7`): addresses from the right that are in it are skipped. `X-Forwarded-Proto` and `X-Forwarded-Host` count only from a trusted proxy. `true` is refused: any client could then choose its address.',
  }),
  SHUTDOWN_TIMEOUT_MS: variable({
    group: 'Server',
    schema: wholeNumber(100, 600_000),
    default: '10000',
    description: 'How long SIGINT/SIGTERM waits for requests in flight before exiting with 1.',
  }),
  WEB_DIST: variable({
    group: 'Server',
    schema: z.string().transform((p) => path.resolve(p)),
    default: path.resolve(serverRoot, '../web/dist'),
    shownDefault: 'apps/web/dist',
    description: 'Folder of the built web app served on the same port.',
  }),
  DATABASE_URL: variable({
    group: 'Storage',
    schema: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    description: '`postgres://` URL of a PostgreSQL server. Unset: embedded PGlite in `DATA_DIR`.',
  }),
  DATA_DIR: variable({
    group: 'Storage',
    schema: z.string().transform((p) => path.resolve(p)),
    default: './data',
    description: 'Folder of the embedded PGlite database (created when missing).',
  }),
  REDIS_URL: variable({
    group: 'Storage',
    schema: z
      .string()
      .refine(
        (v) => /^rediss?:\/\//.test(v) && URL.canParse(v) && new URL(v).hostname !== '',
        'must be a redis:// or rediss:// URL with a host',
      )
      .optional(),
    description:
      "`redis://` or `rediss://` (TLS) URL of a Redis server, e.g. `redis://:password@cache:6379/0`. Set: the login throttles and the rate limits keep their counters there (keys starting `shortlist:`), shared by every server process on it; the server checks Redis answers at start and otherwise stops with exit code 1, naming `REDIS_URL`. Unset: the counters live in each process's memory.",
  }),
  MAX_RESUMES_PER_USER: variable({
    group: 'Limits',
    schema: wholeNumber(1, 100_000),
    default: '100',
    description:
      "How many resumes one account may hold. Creating one more (a draft, a final save without a draft, a duplicate, a browser draft handed over at login) answers 409 'You have reached the limit of N resumes. Delete one to create another.'",
  }),
} as const;

export type Config = ValuesOf<typeof variables> & {
  /** The committed Drizzle migrations. */
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
  const { values, problems } = readVariables(variables, env);
  if (problems.length > 0) throw new ConfigError(problems);
  return { ...values, migrationsDir: path.resolve(serverRoot, 'drizzle') };
}

/** The variables table of docs/configuration.md. */
export const configurationTable = () => renderVariablesTable(variables);

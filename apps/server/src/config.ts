import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  booleanFlag,
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
  FREE_DOWNLOADS: variable({
    group: 'Payments',
    schema: wholeNumber(0, 1000),
    default: '2',
    description:
      'Downloads every account gets without a plan. Each download grant (one resume, every format, 24 hours) uses one.',
  }),
  PLAN_UNLIMITED_CENTS: variable({
    group: 'Payments',
    schema: wholeNumber(1, 100_000_000),
    default: '14900',
    description:
      'Price of the Unlimited plan in the smallest unit of `PLAN_CURRENCY`. A paid checkout of another amount grants nothing.',
  }),
  PLAN_ONE_TIME_CENTS: variable({
    group: 'Payments',
    schema: wholeNumber(1, 100_000_000),
    default: '2900',
    description:
      'Price of the Single plan (`one-time`) in the smallest unit of `PLAN_CURRENCY`. A paid checkout of another amount grants nothing.',
  }),
  PLAN_CURRENCY: variable({
    group: 'Payments',
    schema: z
      .string()
      .regex(/^[a-z]{3}$/, 'must be a three-letter ISO currency code in lower case, e.g. usd'),
    default: 'usd',
    description: 'Currency of both plans (ISO code in lower case, as Stripe writes it).',
  }),
  STRIPE_SECRET_KEY: variable({
    group: 'Payments',
    schema: z
      .string()
      .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_… or rk_…)')
      .optional(),
    description:
      'Stripe secret key. Set: checkouts go to Stripe Checkout and are fulfilled by its signed webhook (then `STRIPE_WEBHOOK_SECRET`, both `STRIPE_PRICE_…` and `PUBLIC_URL` are required). Unset: the built-in test checkout (`/checkout/test/…`, no real payment).',
  }),
  STRIPE_WEBHOOK_SECRET: variable({
    group: 'Payments',
    schema: z
      .string()
      .regex(/^whsec_/, 'must be a webhook signing secret (whsec_…)')
      .optional(),
    description:
      'Signing secret of the webhook endpoint `PUBLIC_URL/resume/stripe/webhook` (events `checkout.session.completed` and `checkout.session.async_payment_succeeded`).',
  }),
  STRIPE_PRICE_UNLIMITED: variable({
    group: 'Payments',
    schema: z
      .string()
      .regex(/^price_/, 'must be a Stripe price id (price_…)')
      .optional(),
    description:
      'Stripe price of the Unlimited plan; its amount must equal `PLAN_UNLIMITED_CENTS` in `PLAN_CURRENCY`.',
  }),
  STRIPE_PRICE_ONE_TIME: variable({
    group: 'Payments',
    schema: z
      .string()
      .regex(/^price_/, 'must be a Stripe price id (price_…)')
      .optional(),
    description:
      'Stripe price of the Single plan; its amount must equal `PLAN_ONE_TIME_CENTS` in `PLAN_CURRENCY`.',
  }),
  STRIPE_API_URL: variable({
    group: 'Payments',
    schema: z
      .string()
      .refine(
        (v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol),
        'must be an http:// or https:// URL',
      )
      .optional(),
    description:
      "Another address for the Stripe API (host, port and protocol), e.g. `http://127.0.0.1:12111` for stripe-mock or a test server. Unset: Stripe's own.",
  }),
  PUBLIC_URL: variable({
    group: 'Payments',
    schema: z
      .string()
      .refine(
        (v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol),
        'must be an http:// or https:// URL',
      )
      .transform((v) => v.replace(/\/+$/, ''))
      .optional(),
    description:
      "The site's public address, e.g. `https://cv.example.com`: Stripe's success and cancel pages are under it. Never taken from a request's Host header.",
  }),
  CHAT_RATE_LIMIT_PER_HOUR: variable({
    group: 'Support chat and traffic analytics',
    schema: wholeNumber(1, 1_000_000),
    default: '10',
    description:
      'How many support messages (`POST /resume/chat/start`) one client address may send per hour; more are answered 429.',
  }),
  TRAFFIC_RATE_LIMIT_PER_MINUTE: variable({
    group: 'Support chat and traffic analytics',
    schema: wholeNumber(1, 10_000_000),
    default: '120',
    description:
      'How many page visits (`POST /resume/traffic/start`) one client address may record per minute; more are answered 429.',
  }),
  ANALYTICS_STORE_IP: variable({
    group: 'Support chat and traffic analytics',
    schema: booleanFlag(),
    default: 'false',
    description:
      '`false`: no client address is stored; a visitor is an HMAC-SHA256 of address and user agent under a salt that changes every UTC day and is deleted after two days, so visits group within a day and no one can recover the address. `true`: the address itself is stored as the visitor, for operators who must keep it.',
  }),
  ANALYTICS_RETENTION_DAYS: variable({
    group: 'Support chat and traffic analytics',
    schema: wholeNumber(1, 36_500),
    default: '395',
    description:
      'Page visits (and visitors not seen since) older than this many days are deleted, at start and then every hour.',
  }),
  ADMIN_USERNAME: variable({
    group: 'Admin',
    schema: z.string().trim().min(1).max(100, 'must be at most 100 characters').optional(),
    description:
      'With `ADMIN_PASSWORD`: at every start this admin account is created, or its password reset (its sessions end). Neither set and no admin yet: an account `admin` is created with a random 20-character password, printed once in the log. Accounts can also be managed with `npm run admin -- create <name>` and `npm run admin -- reset-password <name>`.',
  }),
  ADMIN_PASSWORD: variable({
    group: 'Admin',
    schema: z
      .string()
      .min(12, 'must be at least 12 characters')
      .max(256, 'must be at most 256 characters')
      .optional(),
    description: 'The password of `ADMIN_USERNAME`, at least 12 characters. Never logged.',
  }),
  OPENAI_API_KEY: variable({
    group: 'AI writing help',
    schema: z.string().optional(),
    description:
      'Key of an OpenAI-compatible chat-completions API. Read by the server only; it never reaches the browser. Unset: the offline engine (a curated dataset shipped with Shortlist) answers every AI request.',
  }),
  OPENAI_BASE_URL: variable({
    group: 'AI writing help',
    schema: z
      .string()
      .refine(
        (v) => /^https?:\/\//.test(v) && URL.canParse(v),
        'must be an http:// or https:// URL',
      )
      .optional(),
    description:
      'Base URL of the OpenAI-compatible API, e.g. `https://openrouter.ai/api/v1` or `http://localhost:11434/v1` (Ollama). Unset: OpenAI.',
  }),
  AI_PROVIDER: variable({
    group: 'AI writing help',
    schema: z.enum(['auto', 'offline'], { message: 'must be auto or offline' }),
    default: 'auto',
    description:
      '`auto`: the OpenAI-compatible API when `OPENAI_API_KEY` is set, else the offline engine. `offline`: always the offline engine, even with a key.',
  }),
  AI_MODEL: variable({
    group: 'AI writing help',
    schema: z.string().trim().min(1).max(200),
    default: 'gpt-4o-mini',
    description:
      'Model of the suggestion buttons (achievement, description, education, skills, interests, certifications).',
  }),
  AI_MODEL_ENHANCE: variable({
    group: 'AI writing help',
    schema: z.string().trim().min(1).max(200).optional(),
    shownDefault: 'AI_MODEL',
    description: 'Model of the enhancement on final save. Unset: `AI_MODEL`.',
  }),
  AI_TIMEOUT_MS: variable({
    group: 'AI writing help',
    schema: wholeNumber(100, 600_000),
    default: '20000',
    description:
      'How long one call to the AI API may take; after it (or on an error) that request is answered by the offline engine and a warning is logged.',
  }),
  AI_RATE_LIMIT_PER_MINUTE: variable({
    group: 'AI writing help',
    schema: wholeNumber(1, 100_000),
    default: '20',
    description:
      'AI requests per minute for one user (or one client address for visitors); more are refused with 429 and `Retry-After`. Counted in Redis with `REDIS_URL`, else in memory.',
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
  if ((values.adminUsername === undefined) !== (values.adminPassword === undefined))
    problems.push('ADMIN_USERNAME and ADMIN_PASSWORD: set both or neither');
  if (values.stripeSecretKey) {
    for (const [name, value] of [
      ['STRIPE_WEBHOOK_SECRET', values.stripeWebhookSecret],
      ['STRIPE_PRICE_UNLIMITED', values.stripePriceUnlimited],
      ['STRIPE_PRICE_ONE_TIME', values.stripePriceOneTime],
      ['PUBLIC_URL', values.publicUrl],
    ] as const) {
      if (!value) problems.push(`${name}: is required when STRIPE_SECRET_KEY is set`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return { ...values, migrationsDir: path.resolve(serverRoot, 'drizzle') };
}

/** The variables table of docs/configuration.md. */
export const configurationTable = () => renderVariablesTable(variables);

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PLAN_PRICES } from '@shortlist/contract';
import { z } from 'zod';
import { variable, wholeNumber } from './lib/env-variables.js';
import { trustProxySetting } from './lib/trust-proxy.js';

// apps/server (where drizzle/ and assets/ are), whether this runs from source (src/config.ts) or from the bundle (dist/bin/main.js).
const here = path.dirname(fileURLToPath(import.meta.url));
/** A Stripe price id (`price_…`), when Stripe sells that plan. */
const stripePriceId = z
  .string()
  .regex(/^price_/, 'must be a Stripe price id (price_…)')
  .optional();

export const serverRoot =
  path.basename(here) === 'src' ? path.resolve(here, '..') : path.resolve(here, '../..');

/** The server's own settings: network, database, sessions, security, logging, Redis. */
export const coreVariables = {
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
  LOG_BUFFER_BYTES: variable({
    group: 'Server',
    schema: wholeNumber(0, 65536),
    default: '4096',
    description:
      'Log lines written to standard output are gathered up to this many bytes (and at least every second) and written with one system call, in the background (decision 0900). They are written out when the process exits, also on a crash; only a process killed outright (`kill -9`, out of memory) loses the lines not yet written. `0`: write every line at once, synchronously.',
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
  SESSION_CACHE_SECONDS: variable({
    group: 'Server',
    schema: wholeNumber(0, 60),
    default: '5',
    description:
      'How long a server process may answer a signed-in request from its own memory of the session instead of asking the database (decision 0900). A session that ends (logout, account deletion, expiry) is dropped from every process at once through PostgreSQL notifications; this bounds how long a process could still accept it if it missed one. `0`: ask the database on every request.',
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
    default: String(DEFAULT_PLAN_PRICES.freeDownloads),
    description:
      'Downloads every account gets without a plan. Each download grant (one resume, every format, 24 hours) uses one.',
  }),
  PLAN_UNLIMITED_CENTS: variable({
    group: 'Payments',
    schema: wholeNumber(1, 100_000_000),
    default: String(DEFAULT_PLAN_PRICES.prices.unlimited),
    description:
      'Price of the Unlimited plan in the smallest unit of `PLAN_CURRENCY`. A paid checkout of another amount grants nothing.',
  }),
  PLAN_ONE_TIME_CENTS: variable({
    group: 'Payments',
    schema: wholeNumber(1, 100_000_000),
    default: String(DEFAULT_PLAN_PRICES.prices['one-time']),
    description:
      'Price of the Single plan (`one-time`) in the smallest unit of `PLAN_CURRENCY`. A paid checkout of another amount grants nothing.',
  }),
  PLAN_CURRENCY: variable({
    group: 'Payments',
    schema: z
      .string()
      .regex(/^[a-z]{3}$/, 'must be a three-letter ISO currency code in lower case, e.g. usd'),
    default: DEFAULT_PLAN_PRICES.currency,
    description: 'Currency of both plans (ISO code in lower case, as Stripe writes it).',
  }),
  STRIPE_SECRET_KEY: variable({
    group: 'Payments',
    schema: z
      .string()
      .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_… or rk_…)')
      .optional(),
    description:
      "Stripe secret key. Set: checkouts go to Stripe Checkout and are fulfilled by its signed webhook (then `STRIPE_WEBHOOK_SECRET`, both `STRIPE_PRICE_…` and `PUBLIC_URL` are required). Unset: the built-in test checkout (`/checkout/test/…`, no real payment) where `TEST_CHECKOUT` allows it, else buying answers 503 'Payments are not configured'.",
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
    schema: stripePriceId,
    description:
      'Stripe price of the Unlimited plan; its amount must equal `PLAN_UNLIMITED_CENTS` in `PLAN_CURRENCY`.',
  }),
  STRIPE_PRICE_ONE_TIME: variable({
    group: 'Payments',
    schema: stripePriceId,
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
      "The site's public address, e.g. `https://cv.example.com`: Stripe's success and cancel pages, the links in emails (password reset) and share links are under it. Never taken from a request's Host header. Unset: `http://localhost:PORT` (or `http://HOST:PORT` when `HOST` names one address), right for the embedded default only.",
  }),
} as const;

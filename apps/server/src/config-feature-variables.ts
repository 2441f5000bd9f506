import { z } from 'zod';
import { LIMITS } from '@shortlist/resume/schema/limits';
import { booleanFlag, variable, wholeNumber } from './lib/env-variables.js';

/**
 * The most model calls one AI request can need: an enhancement of a resume with the most
 * positions and education entries (one call per description), its skills, interests and
 * certifications (one call per list) and the summary. An AI budget must cover it.
 */
export const MAX_AI_CALLS_PER_REQUEST = 2 * LIMITS.listItems + 4;

/** The settings of the product's features: chat and traffic, admin, AI, payments, limits. */
export const featureVariables = {
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
  TEST_CHECKOUT: variable({
    group: 'Payments',
    schema: booleanFlag().optional(),
    shownDefault: '1 unless NODE_ENV=production',
    description:
      "The built-in test checkout (`/checkout/test/…`, 'Test mode — no real payment'): Pay grants the plan without any payment. Used only while `STRIPE_SECRET_KEY` is unset. On by default outside production (`npm start`, `npm run dev`, the tests); off by default with `NODE_ENV=production` (also `NODE_ENV`'s default), where a deployment without Stripe answers a purchase with 503 'Payments are not configured' and says so in the start log (warn). `1` turns it on even in production, with a warning in the start log: anyone signed in can then take any plan for free.",
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
  AI_CALLS_PER_USER_PER_MINUTE: variable({
    group: 'AI writing help',
    schema: wholeNumber(MAX_AI_CALLS_PER_REQUEST, 1_000_000),
    default: '120',
    description: `The AI budget of one signed-in user: model calls per minute (sliding window), whichever engine answers. A suggestion button costs 1; the enhancement on final save costs one call per non-empty position and education description, one per non-empty skills, interests and certifications list, and one for the summary (at most ${MAX_AI_CALLS_PER_REQUEST}, the least this may be). A request the budget cannot cover whole is refused whole, before any call: 429 with \`Retry-After\` (when enough of the last minute's calls have aged out). Counted in Redis with \`REDIS_URL\`, else in memory. Replaces \`AI_RATE_LIMIT_PER_MINUTE\`, which counted requests.`,
  }),
  AI_CALLS_PER_ADDRESS_PER_MINUTE: variable({
    group: 'AI writing help',
    schema: wholeNumber(MAX_AI_CALLS_PER_REQUEST, 10_000_000),
    default: '240',
    description: `The AI budget of one client address (\`TRUST_PROXY\` decides it; IPv6 by /64 network), for visitors and signed-in users together: model calls per minute, counted as for \`AI_CALLS_PER_USER_PER_MINUTE\`. A signed-in user's request must fit both budgets, so several accounts on one address share this one. At least ${MAX_AI_CALLS_PER_REQUEST}.`,
  }),
  SMTP_URL: variable({
    group: 'Email',
    schema: z
      .string()
      .refine(
        (v) => /^smtps?:\/\//.test(v) && URL.canParse(v) && new URL(v).hostname !== '',
        'must be an smtp:// or smtps:// URL with a host',
      )
      .optional(),
    description:
      'Where emails (password-reset links) are sent: `smtp://user:password@mail.example.com:587` (STARTTLS when the server offers it) or `smtps://…:465` (TLS). Set: `PUBLIC_URL` is required, since the links in emails point to it. Unset: each email is written to `DATA_DIR/outbox/` as an `.eml` file and the log names the file; nothing is sent.',
  }),
  MAIL_FROM: variable({
    group: 'Email',
    schema: z.string().trim().min(3).max(200, 'must be at most 200 characters'),
    default: 'Shortlist <no-reply@localhost>',
    description:
      'The sender of every email, e.g. `Shortlist <no-reply@cv.example.com>`: an address your SMTP server may send from.',
  }),
  MAX_RESUMES_PER_USER: variable({
    group: 'Limits',
    schema: wholeNumber(1, 100_000),
    default: '100',
    description:
      "How many resumes one account may hold. Creating one more (a draft, a final save without a draft, a duplicate, a browser draft handed over at login) answers 409 'You have reached the limit of N resumes. Delete one to create another.'",
  }),
  REGISTRATIONS_PER_HOUR: variable({
    group: 'Limits',
    schema: wholeNumber(1, 1_000_000),
    default: '20',
    description:
      'How many accounts (`POST /resume/users/register`) one client address may create per hour; more are answered 429.',
  }),
} as const;

import path from 'node:path';
import { readVariables, renderVariablesTable, type ValuesOf } from './lib/env-variables.js';
import { coreVariables, serverRoot } from './config-core-variables.js';
import { featureVariables } from './config-feature-variables.js';

export { serverRoot };

/**
 * Every environment variable Shortlist reads, in two files by responsibility: the one place to
 * add one. docs/configuration.md is generated from it (`npm run docs:config`; a test checks it).
 */
export const variables = { ...coreVariables, ...featureVariables } as const;

export type Config = Omit<ValuesOf<typeof variables>, 'testCheckout'> & {
  /** The committed Drizzle migrations. */
  migrationsDir: string;
  /** TEST_CHECKOUT, or its default: on unless NODE_ENV=production. */
  testCheckout: boolean;
  /** Said at start as warnings: variables set that Shortlist no longer reads. */
  notices: string[];
};

/** Variables Shortlist read once, and what replaced them. */
const RETIRED: Record<string, string> = {
  AI_RATE_LIMIT_PER_MINUTE:
    'AI_RATE_LIMIT_PER_MINUTE is no longer read: it counted requests, and one enhancement can make 104 model calls. Set AI_CALLS_PER_USER_PER_MINUTE and AI_CALLS_PER_ADDRESS_PER_MINUTE (model calls per minute; see docs/configuration.md).',
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
  if (values.smtpUrl && !values.publicUrl)
    problems.push('PUBLIC_URL: is required when SMTP_URL is set (the links in emails point to it)');
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    ...values,
    migrationsDir: path.resolve(serverRoot, 'drizzle'),
    testCheckout: values.testCheckout ?? values.nodeEnv !== 'production',
    notices: Object.entries(RETIRED)
      .filter(([name]) => env[name] !== undefined && env[name] !== '')
      .map(([, notice]) => notice),
  };
}

/** The variables table of docs/configuration.md. */
export const configurationTable = () => renderVariablesTable(variables);

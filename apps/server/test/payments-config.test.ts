import { describe, expect, it } from 'vitest';
import { type ConfigError, loadConfig } from '../src/config.js';
import { stripeApiOptions } from '../src/modules/payments/stripe-gateway.js';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
};

describe('payment settings', () => {
  it('defaults to two free downloads, $149 and $29 in usd, and the test checkout', () => {
    const config = loadConfig({});
    expect(config.freeDownloads).toBe(2);
    expect(config.planUnlimitedCents).toBe(14900);
    expect(config.planOneTimeCents).toBe(2900);
    expect(config.planCurrency).toBe('usd');
    expect(config.stripeSecretKey).toBeUndefined();
  });

  it('needs the webhook secret, both prices and PUBLIC_URL once STRIPE_SECRET_KEY is set', () => {
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_1' })).toEqual([
      'STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set',
      'STRIPE_PRICE_UNLIMITED: is required when STRIPE_SECRET_KEY is set',
      'STRIPE_PRICE_ONE_TIME: is required when STRIPE_SECRET_KEY is set',
      'PUBLIC_URL: is required when STRIPE_SECRET_KEY is set',
    ]);
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PRICE_UNLIMITED: 'price_a',
      STRIPE_PRICE_ONE_TIME: 'price_b',
      PUBLIC_URL: 'https://cv.example.com//',
    });
    expect(config.publicUrl).toBe('https://cv.example.com');
  });

  it('names each malformed value', () => {
    const problems = problemsOf({
      FREE_DOWNLOADS: '-1',
      PLAN_CURRENCY: 'USD',
      STRIPE_SECRET_KEY: 'pk_live_1',
      STRIPE_WEBHOOK_SECRET: 'secret',
      STRIPE_PRICE_UNLIMITED: 'prod_1',
      STRIPE_API_URL: 'ftp://x',
      PUBLIC_URL: 'cv.example.com',
    }).join('\n');
    for (const name of [
      'FREE_DOWNLOADS',
      'PLAN_CURRENCY',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_PRICE_UNLIMITED',
      'STRIPE_API_URL',
      'PUBLIC_URL',
    ]) {
      expect(problems).toContain(`${name}:`);
    }
  });

  it('takes the SDK host, port and protocol from STRIPE_API_URL', () => {
    expect(stripeApiOptions(undefined)).toEqual({});
    expect(stripeApiOptions('http://127.0.0.1:12111')).toEqual({
      host: '127.0.0.1',
      port: '12111',
      protocol: 'http',
    });
    expect(stripeApiOptions('https://stripe.internal')).toEqual({
      host: 'stripe.internal',
      port: 443,
      protocol: 'https',
    });
  });
});

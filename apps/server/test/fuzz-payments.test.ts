import { contract } from '@shortlist/contract';
import { describe, it } from 'vitest';
import {
  FUZZ_RUNS,
  fuzzRoute,
  fuzzTarget as target,
  requestsFor,
  useFuzzContext,
} from './helpers/fuzz.js';

/** The payments routes a user calls (the webhook has its own tests: it takes signed bytes). */
const userRoutes = {
  createCheckoutSession: { planName: 'one-time' },
  checkoutSession: undefined,
  payTestCheckout: undefined,
  purchases: undefined,
} as const;

describe(`the payments endpoints, fuzzed ${FUZZ_RUNS} times, on ${target.label}`, () => {
  const ctx = useFuzzContext();

  it.each(Object.entries(userRoutes))(
    '%s never answers 5xx and a rejected request changes nothing',
    async (name, validBody) => {
      const route = contract.payments[name as keyof typeof userRoutes];
      await fuzzRoute(ctx.app, ctx.database, route, requestsFor(route, ctx, { validBody }));
    },
  );
});

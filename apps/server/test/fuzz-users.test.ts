import { contract, type RouteDef } from '@shortlist/contract';
import { describe, it } from 'vitest';
import {
  FUZZ_RUNS,
  fuzzRoute,
  fuzzTarget as target,
  requestsFor,
  useFuzzContext,
} from './helpers/fuzz.js';

describe(`every account and health endpoint, fuzzed ${FUZZ_RUNS} times, on ${target.label}`, () => {
  const ctx = useFuzzContext();

  /** Bodies each route accepts; the password checks get a wrong one, from one address. */
  const options = (name: string): Parameters<typeof requestsFor>[2] => {
    switch (name) {
      case 'register':
        return {
          validBody: { email: 'fuzz@example.com', password: 'fuzzing is fun 42', name: 'F' },
        };
      case 'login':
        return {
          validBody: { email: ctx.user.email, password: 'not the password', remember: true },
          fixedAddress: '10.60.0.1',
        };
      case 'forgotPassword':
        return { validBody: { email: ctx.user.email } };
      case 'resetPassword':
        return { validBody: { token: 'A'.repeat(43), password: 'fuzzing is fun 42' } };
      case 'changePassword':
        return {
          validBody: { currentPassword: 'not the password', newPassword: 'fuzzing is fun 42' },
          fixedAddress: '10.60.0.3',
        };
      case 'deleteAccount':
        return { validBody: { password: 'not the password' }, fixedAddress: '10.60.0.2' };
      case 'logout':
        // The fuzzing user's own session must survive: log out only made-up ones.
        return { cookies: ['shortlist_session=made-up'] };
      default:
        return {};
    }
  };

  const routes: [string, RouteDef][] = [
    ...Object.entries(contract.users),
    ...Object.entries(contract.health),
  ];
  it.each(routes)(
    '%s never answers 5xx and a rejected request changes nothing',
    async (name, route) => {
      await fuzzRoute(ctx.app, ctx.database, route, requestsFor(route, ctx, options(name)));
    },
  );
});

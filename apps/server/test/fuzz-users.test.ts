import { contract, type RouteDef } from '@shortlist/contract';
import { beforeAll, describe, it } from 'vitest';
import { FUZZ_RUNS, fuzzRoute, requestsFor, type FuzzContext } from './helpers/fuzz.js';
import { sampleResume } from './helpers/resume-fixture.js';
import { useTestApp } from './helpers/test-app.js';
import { databaseTargets } from './helpers/test-database.js';
import { signUpAndLogIn } from './helpers/users.js';

// PostgreSQL when TEST_DATABASE_URL is set (CI), PGlite otherwise: one app for the whole file.
const target = databaseTargets[databaseTargets.length - 1]!;

describe(`every account and health endpoint, fuzzed ${FUZZ_RUNS} times, on ${target.label}`, () => {
  const app = useTestApp(target.open);
  const ctx = {} as FuzzContext;
  beforeAll(async () => {
    const user = await signUpAndLogIn(app.app);
    const draft = await app.app.inject({
      method: 'POST',
      url: '/resume/addresume/draft',
      headers: { cookie: user.cookie },
      payload: sampleResume(),
    });
    Object.assign(ctx, { app: app.app, database: app.database, user, resumeId: draft.json().id });
  });

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

import { contract } from '@shortlist/contract';
import { beforeAll, describe, it } from 'vitest';
import { FUZZ_RUNS, fuzzRoute, requestsFor, type FuzzContext } from './helpers/fuzz.js';
import { sampleResume } from './helpers/resume-fixture.js';
import { useTestApp } from './helpers/test-app.js';
import { databaseTargets } from './helpers/test-database.js';
import { signUpAndLogIn } from './helpers/users.js';

// PostgreSQL when TEST_DATABASE_URL is set (CI), PGlite otherwise: one app for the whole file.
const target = databaseTargets[databaseTargets.length - 1]!;

describe(`every resumes endpoint, fuzzed ${FUZZ_RUNS} times, on ${target.label}`, () => {
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

  const validBodies: Partial<Record<keyof typeof contract.resumes, unknown>> = {
    createDraft: sampleResume(),
    save: sampleResume(),
    update: { ...sampleResume(), version: 1 },
    recordDownload: { format: 'pdf' },
  };

  it.each(Object.entries(contract.resumes))(
    '%s never answers 5xx and a rejected request changes nothing',
    async (name, route) => {
      const validBody = validBodies[name as keyof typeof contract.resumes];
      await fuzzRoute(ctx.app, ctx.database, route, requestsFor(route, ctx, { validBody }));
    },
  );
});

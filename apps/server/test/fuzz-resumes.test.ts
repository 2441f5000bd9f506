import { contract } from '@shortlist/contract';
import { describe, it } from 'vitest';
import {
  FUZZ_RUNS,
  fuzzRoute,
  fuzzTarget as target,
  requestsFor,
  useFuzzContext,
} from './helpers/fuzz.js';
import { sampleResume } from './helpers/resume-fixture.js';

describe(`every resumes endpoint, fuzzed ${FUZZ_RUNS} times, on ${target.label}`, () => {
  const ctx = useFuzzContext();

  const validBodies: Partial<Record<keyof typeof contract.resumes, unknown>> = {
    createDraft: sampleResume(),
    handOver: sampleResume('Handed Over'),
    rename: { title: 'For Acme' },
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

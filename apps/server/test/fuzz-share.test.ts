import { contract, type RouteDef } from '@shortlist/contract';
import { beforeAll, describe, it } from 'vitest';
import {
  FUZZ_RUNS,
  fuzzRoute,
  fuzzTarget as target,
  requestsFor,
  useFuzzContext,
} from './helpers/fuzz.js';

describe(`every share-link endpoint, fuzzed ${FUZZ_RUNS} times, on ${target.label}`, () => {
  const ctx = useFuzzContext();
  let slug = '';
  beforeAll(async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/resume/share',
      headers: { cookie: ctx.user.cookie },
      payload: { resumeId: ctx.resumeId },
    });
    slug = created.json().slug;
  });

  /** Bodies each route accepts, and the user's real link among the slugs tried. */
  const requests = (name: string, route: RouteDef) => {
    const validBody =
      name === 'create'
        ? { resumeId: ctx.resumeId }
        : name === 'update'
          ? { allowDownload: true }
          : name === 'publicDownload'
            ? { format: 'pdf' }
            : undefined;
    return requestsFor(route, { ...ctx, resumeId: slug }, { validBody });
  };

  it.each(Object.entries(contract.share) as [string, RouteDef][])(
    '%s never answers 5xx and a rejected request changes nothing',
    async (name, route) => {
      await fuzzRoute(ctx.app, ctx.database, route, requests(name, route));
    },
  );
});

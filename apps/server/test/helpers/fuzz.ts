import type { RouteDef } from '@shortlist/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect } from 'vitest';
import { sampleResume } from './resume-fixture.js';
import { useTestApp } from './test-app.js';
import { databaseTargets, type TestDatabase } from './test-database.js';
import { signUpAndLogIn } from './users.js';

/** Runs per endpoint: the 1,000 unless FUZZ_RUNS says otherwise (for a quick local run). */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

/** Strings people never type and parsers trip on: NUL, lone surrogates, controls, huge ones. */
const hostileChar = fc.oneof(
  fc.constantFrom('\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\u202E', '\uFEFF', '\u0085'),
  fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
  fc.constantFrom('a', 'é', '😀', '"', '\\', '<', '%', '/', '.', ' '),
);
export const hostileString = fc.oneof(
  fc.string({ unit: hostileChar, maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '__proto__',
    'constructor',
    "' or 1=1 --",
    '../../etc/passwd',
    'javascript:alert(1)',
  ),
  fc.nat({ max: 300_000 }).map((n) => 'x'.repeat(n)),
);
export const hostileNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(2 ** 31, 2 ** 31 - 1, 2 ** 53 + 2, -1, 0, -0, 1e308, -1e308, 0.5, 1e-320),
);
const hostileLeaf = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileLeaf },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(hostileLeaf, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileLeaf, { maxKeys: 4 }) },
);

const wellFormed = (text: string) => {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
};

/** A path segment as sent on the wire (already percent-encoded): a good value or a hostile one. */
export const hostileSegment = (good: string[]) =>
  fc.oneof(
    fc.constantFrom(...good),
    hostileString.filter(wellFormed).map(encodeURIComponent),
    fc.constantFrom('%00', '%ED%A0%80', '%C0%AF', '%FF', '..%2F..%2Fetc', '%', 'a%2Fb', '-1'),
  );

/** Every path to a leaf of a JSON value. */
function leafPaths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leafPaths(v, [...at, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leafPaths(v, [...at, k]));
  return [at];
}

function setAt(value: unknown, path: (string | number)[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  // Object.assign, not spread or slice: an earlier change may have given this array a hostile
  // own key ('constructor' as a string breaks slice's species lookup; no iterator breaks spread).
  const copy = (
    Array.isArray(value) ? Object.assign([], value) : { ...(value as object) }
  ) as Record<string | number, unknown>;
  copy[head] = setAt(copy[head], rest, leaf);
  return copy;
}

/** A valid body with one to three leaves (or keys) replaced by hostile values. */
export function mutated(valid: unknown): fc.Arbitrary<unknown> {
  const paths = leafPaths(valid);
  const one = fc.tuple(fc.constantFrom(...paths), hostileValue, fc.boolean(), hostileString);
  return fc.array(one, { minLength: 1, maxLength: 3 }).map((changes) =>
    changes.reduce<unknown>((body, [path, leaf, asKey, key]) => {
      const changed = setAt(body, path, leaf);
      return asKey ? setAt(changed, [...path.slice(0, -1), key], leaf) : changed;
    }, valid),
  );
}

/** A body: a mutated valid one, any JSON, or text that is not quite JSON. */
export function hostileBody(valid: unknown) {
  return fc.oneof(
    { weight: 5, arbitrary: mutated(valid).map((b) => ({ json: b })) },
    { weight: 2, arbitrary: hostileValue.map((b) => ({ json: b })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '{"version": 1e400}',
          '{"version": 123456789012345678901234567890}',
          '{"a":',
          '[',
          '"\\ud800"',
          '{"email":"\\u0000"}',
          '{"__proto__":{"role":"admin"}}',
          'null',
        )
        .map((raw) => ({ raw })),
    },
  );
}

/** What the database holds, in a form that changes with any insert, update or delete. */
export async function databaseState(database: TestDatabase) {
  const result = await database.db.execute(sql`
    select (select count(*) from users)::text || ':' || coalesce((select max(xmin::text::bigint) from users), 0)
      || '|' || (select count(*) from sessions)::text || ':' || coalesce((select max(xmin::text::bigint) from sessions), 0)
      || '|' || (select count(*) from resumes)::text || ':' || coalesce((select max(xmin::text::bigint) from resumes), 0)
      || '|' || (select count(*) from downloads)::text || ':' || coalesce((select max(xmin::text::bigint) from downloads), 0)
      || '|' || (select count(*) from share_links)::text || ':' || coalesce((select max(xmin::text::bigint) from share_links), 0)
      || '|' || (select count(*) from password_resets)::text || ':' || coalesce((select max(xmin::text::bigint) from password_resets), 0)
      as state`);
  return (result as unknown as { rows: { state: string }[] }).rows[0]!.state;
}

export type FuzzRequest = {
  /** Percent-encoded already (see hostileSegment). */
  params: Record<string, string>;
  query?: Record<string, unknown>;
  body?: { json: unknown } | { raw: string };
  cookie?: string;
  remoteAddress: string;
};

/**
 * Fires `requests` at `route`: never a 5xx, a 4xx always in the error shape, and a rejected
 * request never changes what is stored.
 */
export async function fuzzRoute(
  app: FastifyInstance,
  database: TestDatabase,
  route: RouteDef,
  requests: fc.Arbitrary<FuzzRequest>,
) {
  let state = await databaseState(database);
  await fc.assert(
    fc.asyncProperty(requests, async (request) => {
      const query = request.query
        ? `?${new URLSearchParams(Object.entries(request.query).map(([k, v]): [string, string] => [k, String(v)]))}`
        : '';
      const body = request.body;
      const res = await app.inject({
        method: route.method,
        url: `/resume${route.path.replace(/:(\w+)/g, (_, name: string) => request.params[name] ?? 'x')}${query}`,
        remoteAddress: request.remoteAddress,
        headers: {
          ...(request.cookie && { cookie: request.cookie }),
          ...(body && { 'content-type': 'application/json' }),
        },
        ...(body && { payload: 'raw' in body ? body.raw : JSON.stringify(body.json) }),
      });
      expect(res.statusCode, res.body).toBeLessThan(500);
      const now = await databaseState(database);
      if (res.statusCode >= 400) {
        expect(res.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
        expect(now, `${res.statusCode} ${res.body} changed the database`).toBe(state);
      }
      state = now;
    }),
    { numRuns: FUZZ_RUNS },
  );
}

export type FuzzContext = {
  app: FastifyInstance;
  database: TestDatabase;
  /** A logged-in user and one of their resumes (and its version at the start). */
  user: { id: string; email: string; cookie: string };
  resumeId: string;
};

/**
 * Requests for `route`: path params, query, body, cookie and client address, each good or
 * hostile. `validBody` is a body the route accepts; `cookies` the sessions it may carry.
 */
export function requestsFor(
  route: RouteDef,
  ctx: FuzzContext,
  options: { validBody?: unknown; cookies?: string[]; fixedAddress?: string } = {},
): fc.Arbitrary<FuzzRequest> {
  const names = Object.keys(route.params?.shape ?? {});
  const goodIds = [ctx.user.id, ctx.resumeId, '00000000-0000-4000-8000-000000000000'];
  const params = fc.record(
    Object.fromEntries(names.map((name) => [name, hostileSegment(goodIds)])),
  ) as fc.Arbitrary<Record<string, string>>;
  const queryKeys = [...Object.keys(route.query?.shape ?? {}), 'extra'];
  const query = fc.option(
    fc.dictionary(
      fc.constantFrom(...queryKeys),
      fc.oneof(fc.constantFrom(...goodIds), hostileString),
      {
        maxKeys: 2,
      },
    ),
    { nil: undefined },
  );
  const body = route.body ? hostileBody(options.validBody ?? {}) : fc.constant(undefined);
  const cookieText = fc
    .string({ unit: 'binary-ascii', maxLength: 60 })
    .filter((c) => /^[\x20-\x7e]*$/.test(c));
  const cookie = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...(options.cookies ?? [ctx.user.cookie])) },
    { weight: 1, arbitrary: cookieText.map((c) => `shortlist_session=${c}`) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
  const remoteAddress = options.fixedAddress ? fc.constant(options.fixedAddress) : fc.ipV4();
  return fc.record({ params, query, body, cookie, remoteAddress }) as fc.Arbitrary<FuzzRequest>;
}

/** PostgreSQL when TEST_DATABASE_URL is set (CI), PGlite otherwise. */
export const fuzzTarget = databaseTargets[databaseTargets.length - 1]!;

/** One app for a whole fuzzing file, with a logged-in user who has one draft. */
export function useFuzzContext(): FuzzContext {
  const app = useTestApp(fuzzTarget.open);
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
  return ctx;
}

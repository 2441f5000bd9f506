import { allRoutes, buildPath, documentedErrors, type RouteDef } from '@shortlist/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { useTestApp } from './helpers/test-app.js';
import { databaseTargets } from './helpers/test-database.js';
import { signUpAndLogIn } from './helpers/users.js';

type OpenApi = { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };

const openApiPath = (route: RouteDef) => `/resume${route.path.replace(/:(\w+)/g, '{$1}')}`;
const label = (route: RouteDef) => `${route.method} ${route.path}`;
/** A value for each path param that passes validation. */
const sampleParams = (route: RouteDef) =>
  Object.fromEntries(Object.keys(route.params?.shape ?? {}).map((k) => [k, 'x']));

describe('the server follows the contract', () => {
  const ctx = useTestApp(databaseTargets[0]!.open);
  let doc: OpenApi;
  // The same app with a test-only route guarded by role, and a stand-in admin session.
  let guarded: FastifyInstance;
  beforeAll(async () => {
    doc = (await ctx.app.inject({ method: 'GET', url: '/resume/docs/json' })).json() as OpenApi;
    guarded = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      database: ctx.database,
    });
    guarded.addSessionResolver({
      roles: ['admin'],
      resolve: async (request) =>
        request.headers['x-test-admin'] === 'yes' ? ('admin' as const) : undefined,
    });
    guarded.get('/resume/test-admin-only', { onRequest: guarded.requireRole('admin') }, () => ({
      ok: true,
    }));
    await guarded.ready();
  });
  afterAll(() => guarded.close());

  it.each(allRoutes().map((r) => [label(r), r] as const))(
    '%s is served, and documented with every answer it declares',
    (_, route) => {
      expect(ctx.app.hasRoute({ method: route.method, url: `/resume${route.path}` })).toBe(true);
      const entry = doc.paths[openApiPath(route)]?.[route.method.toLowerCase()];
      expect(entry, `${openApiPath(route)} in the OpenAPI document`).toBeDefined();
      const statuses = [
        ...Object.keys(route.responses),
        ...documentedErrors(route).map(String),
      ].sort();
      expect(Object.keys(entry!.responses).sort()).toEqual(statuses);
    },
  );

  it('serves nothing under /resume that the contract does not declare', () => {
    const declared = new Set(allRoutes().map((r) => `${r.method} ${openApiPath(r)}`));
    const served = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(served.filter((s) => !declared.has(s))).toEqual([]);
  });

  it.each(
    allRoutes()
      .filter((r) => r.access === 'user')
      .map((r) => [label(r), r] as const),
  )('%s answers 401 with the error shape without a session', async (_, route) => {
    const response = await ctx.app.inject({
      method: route.method,
      url: `/resume${buildPath(route, sampleParams(route))}`,
      ...(route.body && { payload: {} }),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String), code: 'SESSION_EXPIRED' });
  });

  it("answers 404 when a path names another user's id", async () => {
    const ada = await signUpAndLogIn(ctx.app);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/resume/addresume/getallresumes/someone-else',
      headers: { cookie: ada.cookie },
    });
    expect(response.statusCode).toBe(404);
  });

  it('guards by role: no session 401, another role 403, the role itself passes', async () => {
    const ada = await signUpAndLogIn(guarded);
    const none = await guarded.inject({ method: 'GET', url: '/resume/test-admin-only' });
    expect(none.statusCode).toBe(401);
    const user = await guarded.inject({
      method: 'GET',
      url: '/resume/test-admin-only',
      headers: { cookie: ada.cookie },
    });
    expect(user.statusCode).toBe(403);
    expect(user.json()).toEqual({ message: expect.any(String), code: 'FORBIDDEN' });
    const admin = await guarded.inject({
      method: 'GET',
      url: '/resume/test-admin-only',
      headers: { 'x-test-admin': 'yes' },
    });
    expect(admin.statusCode).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import {
  allRoutes,
  buildPath,
  buildQuery,
  contract,
  defaultStatus,
  errorSchema,
  pathParamNames,
} from '../src/index';

describe('the contract', () => {
  const routes = allRoutes();

  it('names each route once (method and path)', () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s: its params schema names exactly the params of its path',
    (_, route) => {
      const declared = Object.keys(route.params?.shape ?? {}).sort();
      expect(declared).toEqual(pathParamNames(route.path).sort());
    },
  );

  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s: declares a success answer and never sends a body with GET',
    (_, route) => {
      expect(Object.keys(route.responses).length).toBeGreaterThan(0);
      if (route.method === 'GET') expect(route.body).toBeUndefined();
      // Every route that needs a session can answer 401.
      if (route.access !== 'public') expect(route.errors).toContain(401);
      // Every route that takes input can refuse it.
      if (route.body || route.params || route.query) expect(route.errors).toContain(400);
    },
  );

  it('fills path params URL-encoded and refuses a missing one', () => {
    expect(buildPath(contract.resumes.get, { id: 'a b/c' })).toBe('/addresume/resume/a%20b%2Fc');
    expect(() => buildPath(contract.resumes.get, {})).toThrow(/missing path parameter id/);
  });

  it('builds a query string of the defined values only', () => {
    expect(buildQuery({ userId: 'u 1', cursor: undefined, limit: 5 })).toBe('?userId=u+1&limit=5');
    expect(buildQuery({})).toBe('');
    expect(buildQuery(undefined)).toBe('');
  });

  it('answers with the first success status unless told otherwise', () => {
    expect(defaultStatus(contract.resumes.createDraft)).toBe(201);
    expect(defaultStatus(contract.resumes.save)).toBe(200);
  });

  it('has one error shape: a message and a code', () => {
    expect(errorSchema.safeParse({ message: 'No', code: 'NO' }).success).toBe(true);
    expect(errorSchema.safeParse({ message: 'No' }).success).toBe(false);
  });
});

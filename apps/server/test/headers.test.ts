import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from './helpers/test-app.js';
import { databaseTargets } from './helpers/test-database.js';
import { signUpAndLogIn } from './helpers/users.js';

describe('response headers and the same-origin check', () => {
  const ctx = useTestApp(databaseTargets[0]!.open, { TRUST_PROXY: '1' });

  it('marks every API answer no-store, personal data above all', async () => {
    const user = await signUpAndLogIn(ctx.app);
    for (const url of [
      '/resume/users/me',
      '/resume/users/me/export',
      `/resume/addresume/getallresumes/${user.id}`,
      '/resume/addresume/getdraft',
      '/resume/health',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/resume/users/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('sends HSTS over HTTPS only', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/resume/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await ctx.app.inject({
      method: 'GET',
      url: '/resume/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it.each([
    ['another scheme', 'https://localhost'],
    ['another port', 'http://localhost:8080'],
    ['another host', 'http://localhost.evil.example'],
  ])('refuses a state-changing call from %s', async (_, origin) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/resume/users/logout',
      headers: { origin, host: 'localhost' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CROSS_SITE_REQUEST');
  });

  it('allows the same scheme, host and port, default ports included', async () => {
    for (const [origin, host, proto] of [
      ['http://localhost', 'localhost:80', 'http'],
      ['https://shortlist.example', 'shortlist.example', 'https'],
      ['https://shortlist.example:8443', 'shortlist.example:8443', 'https'],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/resume/users/logout',
        headers: { origin, host, 'x-forwarded-proto': proto },
      });
      expect(res.statusCode, origin).toBe(200);
    }
  });

  it('sends no HSTS without a trusted proxy, whatever X-Forwarded-Proto says', async () => {
    const { app } = await buildTestApp(ctx.database);
    const res = await app.inject({
      method: 'GET',
      url: '/resume/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    await app.close();
  });
});

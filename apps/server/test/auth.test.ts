import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from './helpers/test-app.js';
import { databaseTargets } from './helpers/test-database.js';
import { signUpAndLogIn } from './helpers/users.js';

describe.each(databaseTargets)('accounts and sessions on $label', ({ open }) => {
  const ctx = useTestApp(open);
  const countUsers = async () => {
    const r = await ctx.database.db.execute(sql`select count(*)::int as n from users`);
    return (r as unknown as { rows: { n: number }[] }).rows[0]!.n;
  };

  describe('register', () => {
    it('creates a person whatever role the client sends, with a normalised email', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/resume/users/register',
        payload: {
          email: '  Grace@Example.COM ',
          password: 'long enough pw',
          name: ' Grace Hopper ',
          role: 'admin',
          phno: '0000000000',
        },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        status: 'Success',
        email: 'grace@example.com',
        name: 'Grace Hopper',
        role: 'person',
      });
      expect(res.json().userID).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.json()).not.toHaveProperty('passwordHash');
    });

    it('refuses a second account for the same email, in any case, with 409', async () => {
      const before = await countUsers();
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/resume/users/register',
        payload: { email: 'GRACE@example.com', password: 'another password', name: 'Impostor' },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: 'An account with this email already exists. Try logging in.',
        code: 'EMAIL_TAKEN',
      });
      expect(await countUsers()).toBe(before);
    });

    it.each([
      [
        { email: 'not-an-email', password: 'long enough pw', name: 'X' },
        'Enter a valid email address.',
      ],
      [
        { email: 'a@b.co', password: 'short', name: 'X' },
        'Use at least 8 characters for your password.',
      ],
      [
        { email: 'a@b.co', password: 'p'.repeat(257), name: 'X' },
        'Use at most 256 characters for your password.',
      ],
      [{ email: 'a@b.co', password: 'long enough pw', name: '   ' }, 'Enter your full name.'],
      [{ email: 'a@b.co', password: 'long enough pw' }, 'Enter your full name.'],
      [{ email: 'a@b.co', password: 12345678, name: 'X' }, 'password'],
    ])('rejects %j with a 400 and stores nothing', async (payload, message) => {
      const before = await countUsers();
      const res = await ctx.app.inject({ method: 'POST', url: '/resume/users/register', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().message).toContain(message);
      expect(await countUsers()).toBe(before);
    });

    it('accepts a 256-character password in full (no truncation)', async () => {
      const password = 'x'.repeat(255) + 'y';
      await ctx.app.inject({
        method: 'POST',
        url: '/resume/users/register',
        payload: { email: 'long@example.com', password, name: 'Long' },
      });
      const wrongLast = await ctx.app.inject({
        method: 'POST',
        url: '/resume/users/login',
        payload: { email: 'long@example.com', password: 'x'.repeat(256) },
      });
      expect(wrongLast.statusCode).toBe(401);
      const right = await ctx.app.inject({
        method: 'POST',
        url: '/resume/users/login',
        payload: { email: 'long@example.com', password },
      });
      expect(right.statusCode).toBe(200);
    });
  });

  describe('login and the session', () => {
    it('sets an httpOnly, SameSite=Lax cookie for 24 hours and answers the documented fields', async () => {
      await ctx.app.inject({
        method: 'POST',
        url: '/resume/users/register',
        payload: { email: 'cookie@example.com', password: 'cookie password', name: 'Cookie' },
      });
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/resume/users/login',
        payload: { email: 'Cookie@Example.com', password: 'cookie password' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'Success',
        email: 'cookie@example.com',
        name: 'Cookie',
        role: 'person',
        message: 'Login successful',
      });
      const cookie = res.cookies.find((c) => c.name === 'shortlist_session')!;
      expect(cookie.httpOnly).toBe(true);
      expect(cookie.sameSite).toBe('Lax');
      expect(cookie.secure).toBeFalsy();
      const hours = (new Date(cookie.expires!).getTime() - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(23.9);
      expect(hours).toBeLessThanOrEqual(24);
    });

    it("marks the cookie Secure when served over HTTPS (behind a proxy) and 'Remember me' lasts 30 days", async () => {
      const { app: proxied } = await buildTestApp(ctx.database, { TRUST_PROXY: '1' });
      const res = await proxied.inject({
        method: 'POST',
        url: '/resume/users/login',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { email: 'cookie@example.com', password: 'cookie password', remember: true },
      });
      const cookie = res.cookies.find((c) => c.name === 'shortlist_session')!;
      expect(cookie.secure).toBe(true);
      const days = (new Date(cookie.expires!).getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      await proxied.close();
    });

    it('stores only a hash of the token and gives a new token at every login', async () => {
      const a = await signUpAndLogIn(ctx.app);
      const again = await ctx.app.inject({
        method: 'POST',
        url: '/resume/users/login',
        payload: { email: a.email, password: a.password },
      });
      const second = again.cookies.find((c) => c.name === 'shortlist_session')!.value;
      expect(`shortlist_session=${second}`).not.toBe(a.cookie);
      const token = a.cookie.split('=')[1]!;
      const r = await ctx.database.db.execute(
        sql`select count(*)::int as n from sessions where token_hash = ${token}`,
      );
      expect((r as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    });

    it('GET /users/me answers the session user, and 401 without one', async () => {
      const a = await signUpAndLogIn(ctx.app, 'Me Myself');
      const me = await ctx.app.inject({
        method: 'GET',
        url: '/resume/users/me',
        headers: { cookie: a.cookie },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ userID: a.id, email: a.email, name: 'Me Myself' });
      const anonymous = await ctx.app.inject({ method: 'GET', url: '/resume/users/me' });
      expect(anonymous.statusCode).toBe(401);
      const forged = await ctx.app.inject({
        method: 'GET',
        url: '/resume/users/me',
        headers: { cookie: 'shortlist_session=forged' },
      });
      expect(forged.statusCode).toBe(401);
    });

    it('logout deletes the session on the server: the old cookie no longer works', async () => {
      const a = await signUpAndLogIn(ctx.app);
      const out = await ctx.app.inject({
        method: 'POST',
        url: '/resume/users/logout',
        headers: { cookie: a.cookie },
      });
      expect(out.statusCode).toBe(200);
      expect(out.cookies.find((c) => c.name === 'shortlist_session')?.value).toBe('');
      const me = await ctx.app.inject({
        method: 'GET',
        url: '/resume/users/me',
        headers: { cookie: a.cookie },
      });
      expect(me.statusCode).toBe(401);
    });

    it('an expired session is refused', async () => {
      const a = await signUpAndLogIn(ctx.app);
      await ctx.database.db.execute(
        sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${a.id}`,
      );
      const me = await ctx.app.inject({
        method: 'GET',
        url: '/resume/users/me',
        headers: { cookie: a.cookie },
      });
      expect(me.statusCode).toBe(401);
      expect(me.json().code).toBe('SESSION_EXPIRED');
    });

    it('the same answer for a wrong password and an unknown email', async () => {
      const a = await signUpAndLogIn(ctx.app);
      const wrong = await ctx.app.inject({
        method: 'POST',
        url: '/resume/users/login',
        payload: { email: a.email, password: 'wrong password' },
        remoteAddress: '10.9.9.1',
      });
      const unknown = await ctx.app.inject({
        method: 'POST',
        url: '/resume/users/login',
        payload: { email: 'nobody@example.com', password: 'wrong password' },
        remoteAddress: '10.9.9.1',
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
    });

    it('rejects a malformed login body with 400', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/resume/users/login',
        payload: { email: '', password: '' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Enter your email address.');
    });
  });

  describe('throttling', () => {
    it('answers 429 after repeated failures from one address, yet the owner logs in from elsewhere', async () => {
      const a = await signUpAndLogIn(ctx.app);
      const attempt = (password: string, remoteAddress: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/resume/users/login',
          payload: { email: a.email, password },
          remoteAddress,
        });
      for (let i = 0; i < 5; i += 1)
        expect((await attempt('guess ' + i, '10.0.0.66')).statusCode).toBe(401);
      const blocked = await attempt(a.password, '10.0.0.66');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe('TOO_MANY_ATTEMPTS');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
      const owner = await attempt(a.password, '10.0.0.7');
      expect(owner.statusCode).toBe(200);
    });
  });

  describe('cross-site requests', () => {
    it('refuses a state-changing call from another origin', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/resume/users/login',
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        payload: { email: 'cookie@example.com', password: 'cookie password' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message: 'Cross-site requests are not allowed.',
        code: 'CROSS_SITE_REQUEST',
      });
      const originOnly = await ctx.app.inject({
        method: 'POST',
        url: '/resume/users/logout',
        headers: { origin: 'https://evil.example' },
      });
      expect(originOnly.statusCode).toBe(403);
    });

    it('allows the same origin', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/resume/users/login',
        headers: {
          origin: 'http://localhost:80',
          host: 'localhost:80',
          'sec-fetch-site': 'same-origin',
        },
        payload: { email: 'cookie@example.com', password: 'cookie password' },
      });
      expect(res.statusCode).toBe(200);
    });
  });
});

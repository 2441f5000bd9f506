import { createHash } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { contract, type RouteDef } from '@shortlist/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { sampleResume } from './helpers/resume-fixture.js';
import { useTestApp } from './helpers/test-app.js';
import { databaseTargets } from './helpers/test-database.js';
import { signUpAndLogIn, type TestUser } from './helpers/users.js';

const ADMIN = { userName: 'boss', pass: 'a long admin password' };
const ADMIN_ENV = { ADMIN_USERNAME: ADMIN.userName, ADMIN_PASSWORD: ADMIN.pass };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function adminLogin(app: FastifyInstance, who: { userName: string; pass: string } = ADMIN) {
  const res = await app.inject({ method: 'POST', url: '/resume/admin/login', payload: who });
  const cookie = res.cookies.find((c) => c.name === 'AdminToken');
  return { res, cookie, header: cookie ? `AdminToken=${cookie.value}` : '' };
}

/** Every admin data route with a body it accepts. */
const dataRoutes: [RouteDef, unknown][] = [
  [contract.admin.me, undefined],
  [contract.admin.dashboard, {}],
  [contract.admin.users, {}],
  [contract.admin.resumes, {}],
  [contract.admin.resume, undefined],
  [contract.adminTraffic.visitors, {}],
  [contract.adminTraffic.analysis, { ip: 'someone' }],
  [contract.adminSupport.messages, {}],
  [contract.adminSupport.mark, { _id: '00000000-0000-4000-8000-000000000000' }],
];
/** Each list with the rest of a body it accepts. */
const listRoutes: [RouteDef, object][] = [
  [contract.admin.users, {}],
  [contract.admin.resumes, {}],
  [contract.adminTraffic.visitors, {}],
  [contract.adminTraffic.analysis, { ip: 'someone' }],
  [contract.adminSupport.messages, {}],
];
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36';
const HOSTILE = '<img src=x onerror=alert(1)><script>alert(2)</script>';

const urlOf = (route: RouteDef) =>
  `/resume${route.path.replace(':id', '00000000-0000-4000-8000-000000000000')}`;

describe.each(databaseTargets)('the admin back office on $label', ({ open }) => {
  const ctx = useTestApp(open, ADMIN_ENV);
  let admin: string;
  let ada: TestUser;
  let resumeId: string;

  beforeAll(async () => {
    admin = (await adminLogin(ctx.app)).header;
    ada = await signUpAndLogIn(ctx.app, 'Ada <script>alert(1)</script> Lovelace');
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/resume/addresume/save',
      headers: { cookie: ada.cookie },
      payload: sampleResume('Ada Lovelace'),
    });
    resumeId = saved.json()._id;
  });

  const call = (route: RouteDef, payload: unknown, cookie?: string) =>
    ctx.app.inject({
      method: route.method,
      url: urlOf(route),
      ...(cookie && { headers: { cookie } }),
      ...(payload !== undefined && { payload: payload as object }),
    });

  describe('login', () => {
    it('sets an httpOnly, SameSite=Strict AdminToken cookie for 8 hours; the token is not in the body', async () => {
      const { res, cookie } = await adminLogin(ctx.app);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ Status: true, Message: expect.any(String) });
      expect(res.body).not.toContain(cookie!.value);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
      expect(cookie!.secure).toBeFalsy();
      const hours = ((cookie!.expires as Date).getTime() - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(7.9);
      expect(hours).toBeLessThanOrEqual(8);
      const me = await call(contract.admin.me, undefined, `AdminToken=${cookie!.value}`);
      expect(me.json()).toEqual({ userName: 'boss' });
    });

    it('refuses a wrong password or an unknown name with 401 and the same words', async () => {
      for (const who of [
        { userName: 'boss', pass: 'not the password' },
        { userName: 'nobody', pass: ADMIN.pass },
      ]) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/resume/admin/login',
          payload: who,
          remoteAddress: '10.9.0.1',
        });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ Status: false, Message: 'Invalid username or password' });
        expect(res.cookies).toEqual([]);
      }
    });

    it('refuses a user account: admins are apart from users', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/resume/admin/login',
        payload: { userName: ada.email, pass: ada.password },
        remoteAddress: '10.9.0.2',
      });
      expect(res.statusCode).toBe(401);
    });

    it('answers 400 for empty or missing fields', async () => {
      for (const payload of [
        {},
        { userName: '', pass: 'x' },
        { userName: 'boss', pass: '' },
        { userName: 1, pass: [] },
      ]) {
        const res = await ctx.app.inject({ method: 'POST', url: '/resume/admin/login', payload });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json()).toEqual({ message: expect.any(String), code: 'VALIDATION_FAILED' });
      }
    });

    it('is throttled like user login: the 6th wrong guess from one address waits', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/resume/admin/login',
          payload: { userName: 'boss', pass: `guess number ${i}` },
          remoteAddress: '10.9.9.9',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.slice(5)).toEqual([429, 429]);
      // Even the right password waits now, from that address.
      const right = await ctx.app.inject({
        method: 'POST',
        url: '/resume/admin/login',
        payload: ADMIN,
        remoteAddress: '10.9.9.9',
      });
      expect(right.statusCode).toBe(429);
    });

    it('logout ends the session on the server', async () => {
      const { header, cookie } = await adminLogin(ctx.app);
      const out = await ctx.app.inject({
        method: 'POST',
        url: '/resume/admin/logout',
        headers: { cookie: header },
      });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ Status: true, Message: 'Logged out' });
      expect(out.cookies.find((c) => c.name === 'AdminToken')?.value).toBe('');
      // The old token no longer works, even if a client kept it.
      expect(
        (await call(contract.admin.me, undefined, `AdminToken=${cookie!.value}`)).statusCode,
      ).toBe(401);
    });
  });

  describe.each(dataRoutes.map(([r, b]) => [`${r.method} ${r.path}`, r, b] as const))(
    '%s',
    (_, route, body) => {
      it('answers 401 without a session', async () => {
        const res = await call(route, body);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: expect.any(String), code: 'SESSION_EXPIRED' });
      });

      it("answers 403 to a user's session, never data", async () => {
        const res = await call(route, body, ada.cookie);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: expect.any(String), code: 'FORBIDDEN' });
      });

      it('answers 401 to a forged token, and to a user token in the AdminToken cookie', async () => {
        for (const cookie of [
          'AdminToken=forged-token-value',
          `AdminToken=${'x'.repeat(500)}`,
          `AdminToken=${ada.cookie.split('=')[1]}`,
        ]) {
          expect((await call(route, body, cookie)).statusCode).toBe(401);
        }
      });

      it('answers 401 to an expired token', async () => {
        const { header, cookie } = await adminLogin(ctx.app);
        const hash = createHash('sha256').update(cookie!.value).digest('hex');
        await ctx.database.db.execute(
          sql`update admin_sessions set expires_at = now() - interval '1 second' where token_hash = ${hash}`,
        );
        expect((await call(route, body, header)).statusCode).toBe(401);
      });

      it('ignores a token in the body', async () => {
        const token = admin.split('=')[1];
        const res = await call(
          route,
          route.method === 'GET' ? undefined : { ...(body as object), token },
        );
        expect(res.statusCode).toBe(401);
      });

      it("answers the admin's session", async () => {
        const res = await call(route, body, admin);
        const missing = [contract.admin.resume, contract.adminSupport.mark] as RouteDef[];
        expect(res.statusCode).toBe(missing.includes(route) ? 404 : 200);
      });
    },
  );

  describe.each(listRoutes.map(([r, rest]) => [r.path, r, rest] as const))(
    '%s pages',
    (_, route, rest) => {
      it.each([
        { page: 0 },
        { page: -1 },
        { page: '1' },
        { page: 1.5 },
        { limit: 0 },
        { limit: 101 },
        { limit: -5 },
        { limit: '20' },
        { page: 501, limit: 20 },
        { q: 5 },
        { q: 'x'.repeat(101) },
        { sort: 'password' },
      ])('refuses %j with 400', async (payload) => {
        const res = await call(route, { ...rest, ...payload }, admin);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: expect.any(String), code: 'VALIDATION_FAILED' });
      });

      it('answers {items, total, page, limit}, 20 by default, at most 100', async () => {
        const res = await call(route, rest, admin);
        expect(res.json()).toMatchObject({ page: 1, limit: 20, total: expect.any(Number) });
        const max = await call(route, { ...rest, limit: 100, page: 2 }, admin);
        expect(max.json()).toMatchObject({ page: 2, limit: 100, items: [] });
      });
    },
  );

  it('lists support messages pending first, marks one complete, counts the pending', async () => {
    const send = (email: string, message: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/resume/chat/start',
        payload: { email, message },
        remoteAddress: `203.0.113.${Math.floor(Math.random() * 200)}`,
      });
    const first = (await send('first@example.com', HOSTILE)).json()._id as string;
    const second = (await send('second@example.com', 'Where is my PDF?')).json()._id as string;
    const before = (await call(contract.admin.dashboard, {}, admin)).json().support as number;
    const marked = await call(contract.adminSupport.mark, { _id: first }, admin);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ _id: first, status: true });
    // Marking again changes nothing and still answers complete.
    expect((await call(contract.adminSupport.mark, { _id: first }, admin)).statusCode).toBe(200);
    expect((await call(contract.admin.dashboard, {}, admin)).json().support).toBe(before - 1);
    const list = (await call(contract.adminSupport.messages, { limit: 100 }, admin)).json();
    const statuses = list.items.map((m: { status: boolean }) => m.status);
    expect(statuses).toEqual([...statuses].sort((a: boolean, b: boolean) => Number(a) - Number(b)));
    expect(list.items.find((m: { _id: string }) => m._id === first)).toEqual({
      _id: first,
      email: 'first@example.com',
      message: HOSTILE,
      status: true,
      createdAt: expect.any(String),
    });
    expect(list.items.find((m: { _id: string }) => m._id === second).status).toBe(false);
    const found = (await call(contract.adminSupport.messages, { q: 'SECOND@' }, admin)).json();
    expect(found.items.map((m: { _id: string }) => m._id)).toEqual([second]);
    for (const _id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000'])
      expect((await call(contract.adminSupport.mark, { _id }, admin)).statusCode).toBe(404);
    expect((await call(contract.adminSupport.mark, {}, admin)).statusCode).toBe(400);
  });

  it("lists visitors by last visit and one visitor's visits with their stay", async () => {
    const start = (url: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/resume/traffic/start',
        payload: { url },
        headers: { 'user-agent': BROWSER },
        remoteAddress: '198.51.100.77',
      });
    const id = (await start(`/login/${encodeURIComponent(HOSTILE)}`)).json().pageTrafficID;
    await start('/signup');
    await ctx.app.inject({
      method: 'POST',
      url: '/resume/traffic/end',
      payload: { pageTrafficID: id, count: 42 },
    });
    const visitors = (await call(contract.adminTraffic.visitors, {}, admin)).json();
    expect(visitors.total).toBeGreaterThanOrEqual(1);
    const ip = visitors.items[0].ip as string;
    expect(visitors.items[0]).toEqual({ ip, active: expect.any(String) });
    expect(ip).not.toContain('198.51.100.77');
    const byKey = (await call(contract.adminTraffic.visitors, { q: ip.slice(0, 8) }, admin)).json();
    expect(byKey.items.map((v: { ip: string }) => v.ip)).toContain(ip);
    const visits = (await call(contract.adminTraffic.analysis, { ip }, admin)).json();
    expect(visits.total).toBe(2);
    const urls = visits.items.map((v: { url: string }) => v.url);
    expect([...urls].sort()).toEqual([`/login/${encodeURIComponent(HOSTILE)}`, '/signup']);
    const times = visits.items.map((v: { time: string }) => v.time);
    expect(times).toEqual([...times].sort().reverse());
    expect(visits.items.find((v: { count: number }) => v.count === 42)).toMatchObject({
      url: `/login/${encodeURIComponent(HOSTILE)}`,
    });
    const longest = (
      await call(contract.adminTraffic.analysis, { ip, sort: '-count' }, admin)
    ).json();
    expect(longest.items[0].count).toBe(42);
    const onlyLogin = (
      await call(contract.adminTraffic.analysis, { ip, q: '/LOGIN' }, admin)
    ).json();
    expect(onlyLogin.total).toBe(1);
    expect((await call(contract.adminTraffic.analysis, { ip: 'nobody' }, admin)).json().total).toBe(
      0,
    );
    expect((await call(contract.adminTraffic.analysis, {}, admin)).statusCode).toBe(400);
    const dashboard = (await call(contract.admin.dashboard, {}, admin)).json();
    expect(dashboard.series.visits.at(-1).count).toBeGreaterThanOrEqual(2);
  });

  it('lists users, newest first, searching the start of the email or the name', async () => {
    const grace = await signUpAndLogIn(ctx.app, 'Grace Hopper');
    const all = await call(contract.admin.users, {}, admin);
    expect(all.json().items[0]).toEqual({
      _id: grace.id,
      email: grace.email,
      name: 'Grace Hopper',
      role: 'person',
      createdAt: expect.any(String),
    });
    expect(all.json().items[0]).not.toHaveProperty('passwordHash');
    const byName = await call(contract.admin.users, { q: 'grace' }, admin);
    expect(byName.json().items.map((u: { _id: string }) => u._id)).toEqual([grace.id]);
    expect(byName.json().total).toBe(1);
    const byEmail = await call(contract.admin.users, { q: ada.email.toUpperCase() }, admin);
    expect(byEmail.json().items.map((u: { _id: string }) => u._id)).toEqual([ada.id]);
    // LIKE wildcards are taken literally.
    expect((await call(contract.admin.users, { q: '%' }, admin)).json().total).toBe(0);
    expect((await call(contract.admin.users, { q: '_' }, admin)).json().total).toBe(0);
    const byEmailAsc = await call(contract.admin.users, { sort: 'email', limit: 100 }, admin);
    const emails = byEmailAsc.json().items.map((u: { email: string }) => u.email);
    expect(emails).toEqual([...emails].sort());
    const paged = await call(contract.admin.users, { limit: 1, page: 2 }, admin);
    expect(paged.json().items).toHaveLength(1);
    expect(paged.json().total).toBeGreaterThanOrEqual(2);
  });

  it('lists resumes with the owner email, steps and progress; searches owner and name', async () => {
    const res = await call(contract.admin.resumes, { q: ada.email }, admin);
    expect(res.json().items).toEqual([
      {
        _id: resumeId,
        userEmail: ada.email,
        title: 'Ada Lovelace',
        completeStep: 7,
        progressPercentage: 100,
        updatedAt: expect.any(String),
      },
    ]);
    const byName = await call(contract.admin.resumes, { q: 'ada love' }, admin);
    expect(byName.json().items.map((r: { _id: string }) => r._id)).toContain(resumeId);
    const none = await call(contract.admin.resumes, { q: 'zzz-nobody' }, admin);
    expect(none.json()).toEqual({ items: [], total: 0, page: 1, limit: 20 });
  });

  it('answers a whole resume for the preview, 404 for an unknown or malformed id', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/resume/admin/resumes/${resumeId}`,
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: resumeId, personalInfo: { fullName: 'Ada Lovelace' } });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "'%20or%201=1"]) {
      const missing = await ctx.app.inject({
        method: 'GET',
        url: `/resume/admin/resumes/${id}`,
        headers: { cookie: admin },
      });
      expect(missing.statusCode).toBe(404);
    }
  });

  it('counts users and resumes and gives 30 days of each series', async () => {
    const users = rowsOf<{ n: number }>(
      await ctx.database.db.execute(sql`select count(*)::int as n from users`),
    )[0]!.n;
    const res = await call(contract.admin.dashboard, {}, admin);
    const body = res.json();
    expect(body).toMatchObject({ users, resumes: expect.any(Number), support: expect.any(Number) });
    for (const series of Object.values(body.series) as { day: string; count: number }[][]) {
      expect(series).toHaveLength(30);
      expect(series.at(-1)!.day).toBe(new Date().toISOString().slice(0, 10));
    }
    const signupsToday = body.series.signups.at(-1).count;
    expect(signupsToday).toBe(users);
    expect(body.series.resumes.at(-1).count).toBe(body.resumes);
  });
});

describe('admin accounts at start', () => {
  const target = databaseTargets[0]!;
  let database: Awaited<ReturnType<typeof target.open>>;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database.drop());

  const start = async (env: Record<string, string> = {}) => {
    const stream = new PassThrough();
    const lines: string[] = [];
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n')));
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'info', NODE_ENV: 'test', ...env }),
      database,
      logStream: stream,
    });
    await app.ready();
    return { app, log: () => lines.join('\n') };
  };

  it('with none configured and none existing, creates admin with a random password printed once', async () => {
    const first = await start();
    const match =
      /Admin account created: admin \/ ([A-Za-z0-9]{20}) — change it with npm run admin -- reset-password admin/.exec(
        first.log(),
      );
    expect(match).not.toBeNull();
    const password = match![1]!;
    expect(
      (await adminLogin(first.app, { userName: 'admin', pass: password })).res.statusCode,
    ).toBe(200);
    await first.app.close();
    // A restart creates nothing and prints no password.
    const second = await start();
    expect(second.log()).not.toContain('Admin account created');
    expect(second.log()).not.toContain(password);
    await second.app.close();
  });

  it('ADMIN_USERNAME and ADMIN_PASSWORD create that admin, and reset its password when changed', async () => {
    const first = await start({ ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: 'first password 123' });
    const old = await adminLogin(first.app, { userName: 'ops', pass: 'first password 123' });
    expect(old.res.statusCode).toBe(200);
    await first.app.close();
    const second = await start({ ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: 'second password 456' });
    expect(second.log()).not.toContain('second password 456');
    expect(
      (await adminLogin(second.app, { userName: 'ops', pass: 'first password 123' })).res
        .statusCode,
    ).toBe(401);
    expect(
      (await adminLogin(second.app, { userName: 'ops', pass: 'second password 456' })).res
        .statusCode,
    ).toBe(200);
    // The sessions of the old password ended.
    const me = await second.app.inject({
      method: 'GET',
      url: '/resume/admin/me',
      headers: { cookie: old.header },
    });
    expect(me.statusCode).toBe(401);
    await second.app.close();
  });

  it('refuses a short ADMIN_PASSWORD, or one of the two without the other', () => {
    expect(() => loadConfig({ ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: 'short' })).toThrow(
      /ADMIN_PASSWORD: must be at least 12 characters/,
    );
    expect(() => loadConfig({ ADMIN_USERNAME: 'ops' })).toThrow(/set both or neither/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'long enough password' })).toThrow(
      /set both or neither/,
    );
  });
});

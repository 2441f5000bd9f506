import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EXPORTS_PER_HOUR } from '../src/modules/account/routes.js';
import { sampleResume } from './helpers/resume-fixture.js';
import { useTestApp } from './helpers/test-app.js';
import { databaseTargets } from './helpers/test-database.js';
import { signUpAndLogIn } from './helpers/users.js';

describe.each(databaseTargets)('the account on $label', ({ open }) => {
  const ctx = useTestApp(open);
  const count = async (table: 'users' | 'sessions' | 'resumes', userId: string) => {
    const r = await ctx.database.db.execute(
      table === 'users'
        ? sql`select count(*)::int as n from users where id = ${userId}`
        : sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${userId}`,
    );
    return (r as unknown as { rows: { n: number }[] }).rows[0]!.n;
  };

  it('exports everything held about the user as a JSON download', async () => {
    const a = await signUpAndLogIn(ctx.app, 'Export Me');
    await ctx.app.inject({
      method: 'POST',
      url: '/resume/addresume/save',
      headers: { cookie: a.cookie },
      payload: sampleResume('Export Me'),
    });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/resume/users/me/export',
      headers: { cookie: a.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const data = res.json();
    expect(data.account).toMatchObject({
      id: a.id,
      email: a.email,
      name: 'Export Me',
      role: 'person',
    });
    expect(data.account).not.toHaveProperty('passwordHash');
    expect(data.resumes).toHaveLength(1);
    expect(data.resumes[0].personalInfo.fullName).toBe('Export Me');
  });

  it('limits data exports per client address (429 with a message after 10 an hour)', async () => {
    const a = await signUpAndLogIn(ctx.app, 'Exports Often');
    const exportOnce = () =>
      ctx.app.inject({
        method: 'GET',
        url: '/resume/users/me/export',
        headers: { cookie: a.cookie },
        remoteAddress: '203.0.113.77',
      });
    const statuses: number[] = [];
    for (let i = 0; i <= EXPORTS_PER_HOUR; i += 1) statuses.push((await exportOnce()).statusCode);
    expect(statuses.slice(0, EXPORTS_PER_HOUR).every((s) => s === 200)).toBe(true);
    const refused = await exportOnce();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/\S/);
    // Another address is not held back by this one.
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/resume/users/me/export',
      headers: { cookie: a.cookie },
      remoteAddress: '203.0.113.78',
    });
    expect(other.statusCode).toBe(200);
  });

  it('deletes the account with its resumes and sessions once the password confirms it', async () => {
    const a = await signUpAndLogIn(ctx.app);
    await ctx.app.inject({
      method: 'POST',
      url: '/resume/addresume/draft',
      headers: { cookie: a.cookie },
      payload: sampleResume(),
    });

    const wrong = await ctx.app.inject({
      method: 'DELETE',
      url: '/resume/users/me',
      headers: { cookie: a.cookie },
      payload: { password: 'not it' },
    });
    expect(wrong.statusCode).toBe(403);
    const missing = await ctx.app.inject({
      method: 'DELETE',
      url: '/resume/users/me',
      headers: { cookie: a.cookie },
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(await count('users', a.id)).toBe(1);
    expect(await count('resumes', a.id)).toBe(1);

    const ok = await ctx.app.inject({
      method: 'DELETE',
      url: '/resume/users/me',
      headers: { cookie: a.cookie },
      payload: { password: a.password },
    });
    expect(ok.statusCode).toBe(200);
    expect(await count('users', a.id)).toBe(0);
    expect(await count('resumes', a.id)).toBe(0);
    expect(await count('sessions', a.id)).toBe(0);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/resume/users/me',
          headers: { cookie: a.cookie },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('needs a session', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/resume/users/me/export' })).statusCode,
    ).toBe(401);
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: '/resume/users/me',
          payload: { password: 'x' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

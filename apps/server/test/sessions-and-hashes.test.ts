import argon2 from 'argon2';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from './helpers/test-app.js';
import { databaseTargets } from './helpers/test-database.js';
import { signUpAndLogIn } from './helpers/users.js';

describe.each(databaseTargets)('password hashes and sessions on $label', ({ open }) => {
  const ctx = useTestApp(open);
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const hashOf = async (email: string) =>
    (
      await rows<{ h: string }>(sql`select password_hash as h from users where email = ${email}`)
    )[0]!.h;
  const login = (email: string, password: string, cookie?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/resume/users/login',
      payload: { email, password },
      ...(cookie && { headers: { cookie } }),
    });
  const me = (cookie: string) =>
    ctx.app.inject({ method: 'GET', url: '/resume/users/me', headers: { cookie } });

  it("hashes new passwords with argon2id at OWASP's setting: 19 MiB, 2 passes, 1 lane", async () => {
    const user = await signUpAndLogIn(ctx.app);
    expect(await hashOf(user.email)).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });

  it('still accepts a hash made with the old setting, and replaces it at login', async () => {
    const email = `old-hash-${Date.now()}@example.com`;
    const password = 'an old but fine password';
    const old = await argon2.hash(password, {
      type: argon2.argon2id,
      memoryCost: 65536,
      timeCost: 3,
      parallelism: 4,
    });
    await ctx.database.db.execute(
      sql`insert into users (email, name, password_hash) values (${email}, 'Old', ${old})`,
    );
    expect((await login(email, 'not the password')).statusCode).toBe(401);
    expect(await hashOf(email)).toBe(old);
    expect((await login(email, password)).statusCode).toBe(200);
    const renewed = await hashOf(email);
    expect(renewed).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect((await login(email, password)).statusCode).toBe(200);
    expect(await hashOf(email)).toBe(renewed);
  });

  it('ends the session whose cookie came with a login, and starts a new one', async () => {
    const user = await signUpAndLogIn(ctx.app);
    const other = await signUpAndLogIn(ctx.app);
    const res = await login(user.email, user.password, other.cookie);
    expect(res.statusCode).toBe(200);
    const fresh = res.cookies.find((c) => c.name === 'shortlist_session')!.value;
    expect(`shortlist_session=${fresh}`).not.toBe(other.cookie);
    expect((await me(other.cookie)).statusCode).toBe(401);
    expect((await me(`shortlist_session=${fresh}`)).json().userID).toBe(user.id);
    // A session the login did not see is left alone.
    expect((await me(user.cookie)).statusCode).toBe(200);
  });

  it('deletes ended sessions when the app starts (and hourly), keeping live ones', async () => {
    const user = await signUpAndLogIn(ctx.app);
    await ctx.database.db.execute(
      sql`insert into sessions (token_hash, user_id, expires_at) values
        ('ended-1', ${user.id}, now() - interval '1 hour'),
        ('ended-2', ${user.id}, now() - interval '1 second')`,
    );
    const count = async () =>
      (
        await rows<{ n: number }>(
          sql`select count(*)::int as n from sessions where user_id = ${user.id}`,
        )
      )[0]!.n;
    expect(await count()).toBe(3);
    const { app } = await buildTestApp(ctx.database);
    await app.close();
    expect(await count()).toBe(1);
    expect((await me(user.cookie)).statusCode).toBe(200);
  });
});

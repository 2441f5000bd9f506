import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serverRoot } from '../src/config.js';
import { useTestApp } from './helpers/test-app.js';
import { databaseTargets } from './helpers/test-database.js';

describe('the list of common passwords shipped with the server', () => {
  it('holds the 10,000 most common passwords, once each', () => {
    const list = readFileSync(path.join(serverRoot, 'assets', 'common-passwords.txt'), 'utf8')
      .split('\n')
      .filter(Boolean);
    expect(list).toHaveLength(10_000);
    expect(new Set(list).size).toBe(10_000);
    expect(list.slice(0, 3)).toEqual(['123456', 'password', '12345678']);
  });
});

describe.each(databaseTargets)('new passwords on $label', ({ open }) => {
  const ctx = useTestApp(open);
  const users = async () =>
    (
      (await ctx.database.db.execute(sql`select count(*)::int as n from users`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n;
  let n = 0;
  const register = (password: string, name = 'Grace Hopper', email?: string) => {
    n += 1;
    return ctx.app.inject({
      method: 'POST',
      url: '/resume/users/register',
      payload: { email: email ?? `rules${n}@example.com`, password, name },
      remoteAddress: `10.50.0.${n}`,
    });
  };

  it.each([
    ['a common password', 'password'],
    ['a common password', '12345678'],
    ['a common password in capitals', 'PASSWORD'],
    ['a common password', 'iloveyou'],
  ])('refuses %s (%s) with 400 and stores nothing', async (_, password) => {
    const before = await users();
    const res = await register(password);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message:
        'Choose a less common password: this one is among the most used, or is your email or name.',
      code: 'WEAK_PASSWORD',
    });
    expect(await users()).toBe(before);
  });

  it('refuses the email, its name part, or the full name as the password', async () => {
    const email = 'ada.lovelace@example.com';
    for (const password of [email, 'ADA.LOVELACE', 'Grace Hopper'])
      expect((await register(password, 'Grace Hopper', email)).statusCode).toBe(400);
    expect((await register('engines & poetry', 'Grace Hopper', email)).statusCode).toBe(201);
  });
});

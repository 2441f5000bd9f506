import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sampleResume } from './helpers/resume-fixture.js';
import { useTestApp } from './helpers/test-app.js';
import { databaseTargets } from './helpers/test-database.js';
import { signUpAndLogIn } from './helpers/users.js';

const UNSTORABLE = ['a\u0000b', '\uD800', 'x\uDFFFy', '\uDBFF\uDBFF'];

describe.each(databaseTargets)('text that cannot be stored, on $label', ({ open }) => {
  const ctx = useTestApp(open);
  const count = async (table: 'users' | 'resumes') =>
    (
      (await ctx.database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n;

  it.each(UNSTORABLE.map((text) => [JSON.stringify(text), text]))(
    'registration with %s in the name answers 400 and stores nothing',
    async (_, text) => {
      const before = await count('users');
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/resume/users/register',
        payload: { email: 'nul@example.com', password: 'a fine password', name: text },
        remoteAddress: '10.40.0.1',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Text cannot contain NUL characters or unpaired surrogates (body: name).',
        code: 'INVALID_TEXT',
      });
      expect(await count('users')).toBe(before);
    },
  );

  it.each(UNSTORABLE.map((text) => [JSON.stringify(text), text]))(
    'a resume with %s deep inside (or in a key) answers 400 and stores nothing',
    async (_, text) => {
      const user = await signUpAndLogIn(ctx.app);
      const before = await count('resumes');
      const resume = sampleResume();
      resume.experience[0]!.achievements.push(`Shipped ${text}`);
      for (const payload of [resume, { ...sampleResume(), [text]: 'key' }]) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/resume/addresume/draft',
          headers: { cookie: user.cookie },
          payload,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('INVALID_TEXT');
      }
      expect(await count('resumes')).toBe(before);
    },
  );

  it('keeps text with real pairs, emoji and every script', async () => {
    const user = await signUpAndLogIn(ctx.app);
    const name = 'Zoë 李雷 😀 𝒜da عائشة';
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/resume/addresume/draft',
      headers: { cookie: user.cookie },
      payload: sampleResume(name),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().personalInfo.fullName).toBe(name);
  });

  it('refuses a version beyond what the database holds with 400, not 500', async () => {
    const user = await signUpAndLogIn(ctx.app);
    const draft = await ctx.app.inject({
      method: 'POST',
      url: '/resume/addresume/draft',
      headers: { cookie: user.cookie },
      payload: sampleResume(),
    });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/resume/addresume/${draft.json().id}`,
      headers: { cookie: user.cookie },
      payload: { ...sampleResume(), version: 2 ** 40 },
    });
    expect(res.statusCode).toBe(400);
  });
});

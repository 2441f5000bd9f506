import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleResume } from './helpers/resume-fixture.js';
import { useTestApp } from './helpers/test-app.js';
import { databaseTargets } from './helpers/test-database.js';
import { signUpAndLogIn, type TestUser } from './helpers/users.js';

type Summary = { _id: string; title: string; updatedAt: string };

describe.each(databaseTargets)('resume library on $label', ({ open }) => {
  const ctx = useTestApp(open, { MAX_RESUMES_PER_USER: '8' });

  const call = (
    user: TestUser | null,
    method: string,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    ctx.app.inject({
      method: method as 'GET',
      url: `/resume${url}`,
      headers: { ...(user ? { cookie: user.cookie } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const rows = async (table: 'resumes' | 'resume_versions' | 'resume_idempotency_keys') => {
    const r = await ctx.database.db.execute(sql.raw(`select * from ${table} order by 1, 2`));
    return JSON.stringify((r as unknown as { rows: unknown[] }).rows);
  };
  const countOf = async (user: TestUser) => {
    const r = await ctx.database.db.execute(
      sql`select count(*)::int as n from resumes where user_id = ${user.id}`,
    );
    return (r as unknown as { rows: { n: number }[] }).rows[0]!.n;
  };
  const list = async (user: TestUser, query = '') =>
    call(user, 'GET', `/addresume/getallresumes/${user.id}${query}`);

  describe('login hand-over', () => {
    let u: TestUser;
    beforeAll(async () => {
      u = await signUpAndLogIn(ctx.app, 'Hand Over');
    });

    it("adds a browser draft as a new resume and changes none of the account's", async () => {
      const real = (await call(u, 'POST', '/addresume/save', sampleResume('Real Resume'))).json();
      const before = await rows('resumes');
      const handed = await call(u, 'POST', '/addresume/handover', sampleResume('Visitor Try'));
      expect(handed.statusCode).toBe(201);
      expect(handed.json()).toMatchObject({
        created: true,
        resume: { status: 'draft', version: 1, personalInfo: { fullName: 'Visitor Try' } },
      });
      expect(handed.json().resume._id).not.toBe(real._id);
      // The account's resume is exactly as it was.
      const again = (await call(u, 'GET', `/addresume/resume/${real._id}`)).json();
      expect(again).toEqual(real);
      expect(before).toContain(real._id);
      expect(await countOf(u)).toBe(2);
    });

    it('answers the identical resume (200) instead of adding a copy', async () => {
      const existing = (
        await call(u, 'POST', '/addresume/draft', sampleResume('Same Text'))
      ).json();
      const count = await countOf(u);
      const handed = await call(u, 'POST', '/addresume/handover', sampleResume('Same Text'));
      expect(handed.statusCode).toBe(200);
      expect(handed.json().created).toBe(false);
      expect(handed.json().resume._id).toBe(existing._id);
      expect(handed.json().resume.version).toBe(existing.version);
      expect(await countOf(u)).toBe(count);
    });

    it('refuses an empty draft (400) and stores nothing', async () => {
      const before = await rows('resumes');
      const empty = { templateId: 'template-2', personalInfo: { fullName: '  ' } };
      const res = await call(u, 'POST', '/addresume/handover', empty);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'This draft is empty: there is nothing to add.',
        code: 'EMPTY_DRAFT',
      });
      const bad = await call(u, 'POST', '/addresume/handover', { skills: 'not a list' });
      expect(bad.statusCode).toBe(400);
      expect(await rows('resumes')).toBe(before);
    });

    it('needs a session', async () => {
      expect((await call(null, 'POST', '/addresume/handover', sampleResume())).statusCode).toBe(
        401,
      );
    });
  });

  describe('the list', () => {
    // A complete resume: every step filled, dates in range.
    const complete = (name: string) => sampleResume(name);
    let u: TestUser;
    let other: TestUser;
    const ids: string[] = [];
    beforeAll(async () => {
      u = await signUpAndLogIn(ctx.app, 'Lister');
      other = await signUpAndLogIn(ctx.app, 'Other');
      for (const name of ['One', 'Two', 'Three', 'Four', 'Five']) {
        ids.push((await call(u, 'POST', '/addresume/draft', complete(name))).json()._id);
      }
    });

    it('answers summaries, newest edit first, with a default title', async () => {
      // Editing the first one makes it the newest.
      const first = (await call(u, 'GET', `/addresume/resume/${ids[0]}`)).json();
      await call(u, 'PUT', `/addresume/${ids[0]}`, {
        ...complete('One'),
        version: first.version,
      });
      const res = await list(u);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.nextCursor).toBeNull();
      expect(body.items.map((s: Summary) => s._id)).toEqual([ids[0], ...ids.slice(1).reverse()]);
      expect(body.items[0]).toEqual({
        _id: ids[0],
        title: 'One – Lead Programmer',
        templateId: 'template-1',
        status: 'draft',
        completeStep: 7,
        progressPercentage: 100,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(Object.keys(body.items[1]).sort()).toEqual(Object.keys(body.items[0]).sort());
    });

    it('pages with limit and cursor, each resume once', async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
        const res = await list(u, query);
        expect(res.statusCode, res.body).toBe(200);
        const page = res.json();
        expect(page.items.length).toBeLessThanOrEqual(2);
        seen.push(...page.items.map((s: Summary) => s._id));
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor && pages < 10);
      expect(pages).toBe(3);
      expect(seen).toEqual((await list(u)).json().items.map((s: Summary) => s._id));
    });

    it.each([
      ['?limit=0', 'limit must be a whole number from 1 to 100'],
      ['?limit=101', 'limit must be a whole number from 1 to 100'],
      ['?limit=abc', 'limit must be a whole number from 1 to 100'],
      ['?limit=2.5', 'limit must be a whole number from 1 to 100'],
      ['?cursor=nonsense', 'cursor is not valid: send the nextCursor of the previous page'],
      ['?cursor=123.not-a-uuid', 'cursor is not valid: send the nextCursor of the previous page'],
    ])('answers %s with 400', async (query, message) => {
      const res = await list(u, query);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    });

    it("answers another user's list with 404", async () => {
      expect((await call(other, 'GET', `/addresume/getallresumes/${u.id}`)).statusCode).toBe(404);
    });

    it('renames a resume; bad titles are 400 and change nothing', async () => {
      const res = await call(u, 'PATCH', `/addresume/${ids[1]}/title`, { title: '  For Acme  ' });
      expect(res.statusCode).toBe(200);
      expect(res.json().title).toBe('For Acme');
      expect((await list(u)).json().items[0]).toMatchObject({ _id: ids[1], title: 'For Acme' });
      const before = await rows('resumes');
      for (const body of [{ title: '' }, { title: 'x'.repeat(121) }, { title: 5 }, {}]) {
        const bad = await call(u, 'PATCH', `/addresume/${ids[1]}/title`, body);
        expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      }
      expect(
        (await call(other, 'PATCH', `/addresume/${ids[1]}/title`, { title: 'Mine' })).statusCode,
      ).toBe(404);
      expect((await call(u, 'PATCH', '/addresume/nope/title', { title: 'Mine' })).statusCode).toBe(
        404,
      );
      expect(await rows('resumes')).toBe(before);
    });

    it("duplicates as '<title> (copy)'", async () => {
      const res = await call(u, 'POST', `/addresume/${ids[1]}/duplicate`);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ title: 'For Acme (copy)', version: 1 });
      expect(res.json()._id).not.toBe(ids[1]);
    });
  });

  describe('limits and idempotency', () => {
    let u: TestUser;
    let other: TestUser;
    beforeAll(async () => {
      u = await signUpAndLogIn(ctx.app, 'Capped');
      other = await signUpAndLogIn(ctx.app, 'Neighbour');
    });

    it('gives the first answer to a repeated Idempotency-Key and creates nothing', async () => {
      const key = { 'idempotency-key': 'create-1' };
      const first = await call(u, 'POST', '/addresume/draft', sampleResume('Once'), key);
      expect(first.statusCode).toBe(201);
      const count = await countOf(u);
      const again = await call(u, 'POST', '/addresume/draft', sampleResume('Twice'), key);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      expect(await countOf(u)).toBe(count);
      // Parallel double click: one resume.
      const both = await Promise.all([
        call(u, 'POST', '/addresume/draft', sampleResume('Double'), { 'idempotency-key': 'dbl' }),
        call(u, 'POST', '/addresume/draft', sampleResume('Double'), { 'idempotency-key': 'dbl' }),
      ]);
      expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
      expect(both[0].json()._id).toBe(both[1].json()._id);
      expect(await countOf(u)).toBe(count + 1);
      // Another user with the same key gets their own resume.
      const theirs = await call(other, 'POST', '/addresume/draft', sampleResume('Theirs'), key);
      expect(theirs.statusCode).toBe(201);
      expect(theirs.json()._id).not.toBe(first.json()._id);
      // Duplicate honours it too.
      const dk = { 'idempotency-key': 'dup-1' };
      const d1 = await call(u, 'POST', `/addresume/${first.json()._id}/duplicate`, undefined, dk);
      const d2 = await call(u, 'POST', `/addresume/${first.json()._id}/duplicate`, undefined, dk);
      expect(d2.json()._id).toBe(d1.json()._id);
      expect(await countOf(u)).toBe(count + 2);
    });

    it('forgets a key after 24 hours', async () => {
      const key = { 'idempotency-key': 'old-key' };
      const first = await call(u, 'POST', '/addresume/draft', sampleResume('Old'), key);
      await ctx.database.db.execute(
        sql`update resume_idempotency_keys set created_at = now() - interval '25 hours' where key = 'old-key'`,
      );
      const later = await call(u, 'POST', '/addresume/draft', sampleResume('Old'), key);
      expect(later.statusCode).toBe(201);
      expect(later.json()._id).not.toBe(first.json()._id);
    });

    it('refuses a malformed Idempotency-Key with 400', async () => {
      const before = await rows('resumes');
      for (const value of ['', 'x'.repeat(201), 'has space']) {
        const res = await call(u, 'POST', '/addresume/draft', sampleResume(), {
          'idempotency-key': value,
        });
        expect(res.statusCode, value).toBe(400);
      }
      expect(await rows('resumes')).toBe(before);
    });

    it('answers 409 with the message at MAX_RESUMES_PER_USER, and creates nothing', async () => {
      while ((await countOf(u)) < 8) await call(u, 'POST', '/addresume/draft', sampleResume());
      const message = 'You have reached the limit of 8 resumes. Delete one to create another.';
      const some = (await list(u)).json().items[0]._id as string;
      for (const res of [
        await call(u, 'POST', '/addresume/draft', sampleResume()),
        await call(u, 'POST', '/addresume/save', sampleResume()),
        await call(u, 'POST', `/addresume/${some}/duplicate`),
        await call(u, 'POST', '/addresume/handover', sampleResume('Brand new text')),
      ]) {
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ message, code: 'RESUME_LIMIT' });
      }
      expect(await countOf(u)).toBe(8);
      // Parallel creations cannot pass the cap together.
      await call(u, 'DELETE', `/addresume/${some}`);
      const racing = await Promise.all(
        [1, 2, 3].map(() => call(u, 'POST', '/addresume/draft', sampleResume())),
      );
      expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
      expect(await countOf(u)).toBe(8);
    });
  });

  describe('versions', () => {
    let u: TestUser;
    let other: TestUser;
    let id: string;
    beforeAll(async () => {
      u = await signUpAndLogIn(ctx.app, 'Versioned');
      other = await signUpAndLogIn(ctx.app, 'Snoop');
      id = (await call(u, 'POST', '/addresume/draft', sampleResume('V1'))).json()._id;
      await call(u, 'PUT', `/addresume/${id}`, { ...sampleResume('V2'), version: 1 });
      await call(u, 'PUT', `/addresume/${id}`, { ...sampleResume('V3'), version: 2 });
    });

    it('keeps the previous content of every accepted save, newest first', async () => {
      const res = await call(u, 'GET', `/addresume/${id}/versions`);
      expect(res.statusCode).toBe(200);
      expect(res.json().items).toEqual([
        { version: 2, updatedAt: expect.any(String), title: 'V2 – Lead Programmer' },
        { version: 1, updatedAt: expect.any(String), title: 'V1 – Lead Programmer' },
      ]);
      const v1 = await call(u, 'GET', `/addresume/${id}/versions/1`);
      expect(v1.statusCode).toBe(200);
      expect(v1.json()).toMatchObject({ _id: id, version: 1, personalInfo: { fullName: 'V1' } });
      // A refused (stale) save keeps nothing.
      expect(
        (await call(u, 'PUT', `/addresume/${id}`, { ...sampleResume('X'), version: 1 })).statusCode,
      ).toBe(409);
      expect((await call(u, 'GET', `/addresume/${id}/versions`)).json().items).toHaveLength(2);
    });

    it('restores a version as a new version, which can itself be undone', async () => {
      const restored = await call(u, 'POST', `/addresume/${id}/versions/1/restore`);
      expect(restored.statusCode).toBe(200);
      expect(restored.json()).toMatchObject({ version: 4, personalInfo: { fullName: 'V1' } });
      const items = (await call(u, 'GET', `/addresume/${id}/versions`)).json().items;
      expect(items[0]).toMatchObject({ version: 3, title: 'V3 – Lead Programmer' });
      const undo = await call(u, 'POST', `/addresume/${id}/versions/3/restore`);
      expect(undo.json()).toMatchObject({ version: 5, personalInfo: { fullName: 'V3' } });
    });

    it("answers 404 for another user's resume and a missing version, 400 for a bad one", async () => {
      const before = await rows('resume_versions');
      for (const [method, url] of [
        ['GET', `/addresume/${id}/versions`],
        ['GET', `/addresume/${id}/versions/1`],
        ['POST', `/addresume/${id}/versions/1/restore`],
      ] as const) {
        expect((await call(other, method, url)).statusCode, url).toBe(404);
      }
      const missing = await call(u, 'POST', `/addresume/${id}/versions/999/restore`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Version not found', code: 'VERSION_NOT_FOUND' });
      expect((await call(u, 'GET', `/addresume/${id}/versions/999`)).statusCode).toBe(404);
      for (const bad of ['0', '-1', 'abc', '1.5', '99999999999']) {
        expect((await call(u, 'GET', `/addresume/${id}/versions/${bad}`)).statusCode, bad).toBe(
          400,
        );
      }
      expect((await call(u, 'GET', '/addresume/not-an-id/versions')).statusCode).toBe(404);
      expect(await rows('resume_versions')).toBe(before);
    });

    it('keeps the last 50, plus the last of each earlier day for 30 days', async () => {
      const rid = (await call(u, 'POST', '/addresume/draft', sampleResume('P0'))).json()._id;
      // Two versions on one earlier (UTC) day, and one older than 30 days.
      const day5 = sql`(date_trunc('day', now() at time zone 'UTC') - interval '5 days') at time zone 'UTC'`;
      await ctx.database.db.execute(sql`
        insert into resume_versions (resume_id, version, user_id, data, title, updated_at) values
          (${rid}, 1001, ${u.id}, '{}', 'day-5 morning', ${day5} + interval '1 hour'),
          (${rid}, 1002, ${u.id}, '{}', 'day-5 evening', ${day5} + interval '20 hours'),
          (${rid}, 1003, ${u.id}, '{}', 'day-40', now() - interval '40 days')`);
      await ctx.database.db.execute(
        sql`update resume_versions set version = version - 2000 where resume_id = ${rid}`,
      );
      let version = 1;
      for (let i = 1; i <= 52; i += 1) {
        version = (
          await call(u, 'PUT', `/addresume/${rid}`, { ...sampleResume(`P${i}`), version })
        ).json().version;
      }
      const items = (await call(u, 'GET', `/addresume/${rid}/versions`)).json().items as {
        version: number;
        title: string;
      }[];
      const recent = items.filter((v) => v.version > 0);
      expect(recent).toHaveLength(50);
      expect(items.filter((v) => v.version < 0).map((v) => v.title)).toEqual(['day-5 evening']);
    });
  });
});

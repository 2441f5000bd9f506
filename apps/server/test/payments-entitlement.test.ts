import { LOCKED_RESUME_MESSAGE } from '@shortlist/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { NO_FREE_DOWNLOADS, SINGLE_PLAN_USED } from '../src/modules/payments/entitlement.js';
import { resumeCalls } from './helpers/resume-calls.js';
import { sampleResume } from './helpers/resume-fixture.js';
import { useTestApp } from './helpers/test-app.js';
import { databaseTargets } from './helpers/test-database.js';
import { signUpAndLogIn, type TestUser } from './helpers/users.js';

describe.each(databaseTargets)('download entitlement on $label', ({ open }) => {
  const ctx = useTestApp(open);

  const { call } = resumeCalls(ctx);
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const saveResume = async (user: TestUser, name = 'Ada Lovelace') => {
    const res = await call(user, 'POST', '/addresume/save', sampleResume(name));
    expect(res.statusCode).toBe(201);
    return res.json() as { _id: string; version: number };
  };
  const download = (user: TestUser, id: string, format = 'pdf') =>
    call(user, 'POST', `/addresume/${id}/downloads`, { format });
  const limit = async (user: TestUser) =>
    (await call(user, 'GET', `/addresume/check-resume-limit/${user.id}`)).json();
  /** Buys a plan through the built-in test checkout (the same fulfilment as the webhook). */
  const buy = async (user: TestUser, planName: 'unlimited' | 'one-time') => {
    const started = await call(user, 'POST', '/stripe/create-checkout-session', { planName });
    expect(started.statusCode).toBe(200);
    const sessionId = (started.json().url as string).split('/').pop() as string;
    const paid = await call(user, 'POST', `/stripe/test-checkout/${sessionId}/pay`);
    expect(paid.json()).toEqual({ status: 'paid', plan: planName });
  };
  const grantCount = async (userId: string) =>
    Number(
      (
        await rows<{ n: string }>(
          sql`select count(*) as n from download_grants where user_id = ${userId}`,
        )
      )[0]!.n,
    );

  let other: TestUser;
  beforeAll(async () => {
    other = await signUpAndLogIn(ctx.app, 'Other');
  });

  it('starts every account with two free downloads', async () => {
    const user = await signUpAndLogIn(ctx.app);
    expect(await limit(user)).toEqual({ canGenerate: true, freeDownloadsLeft: 2, plan: 'free' });
    expect((await call(other, 'GET', `/addresume/check-resume-limit/${user.id}`)).statusCode).toBe(
      404,
    );
    expect((await call(null, 'GET', `/addresume/check-resume-limit/${user.id}`)).statusCode).toBe(
      401,
    );
  });

  it('grants a resume for 24 hours in every format, then refuses a third resume with 402', async () => {
    const user = await signUpAndLogIn(ctx.app);
    const [a, b, c] = [await saveResume(user), await saveResume(user), await saveResume(user)];

    const first = await download(user, a._id, 'pdf');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      grantId: expect.any(String),
      freeDownloadsLeft: 1,
      plan: 'free',
    });
    for (const format of ['docx', 'txt', 'print', 'pdf']) {
      const again = await download(user, a._id, format);
      expect(again.statusCode, format).toBe(201);
      expect(again.json()).toEqual({ ...first.json() });
    }
    expect((await download(user, b._id, 'docx')).json()).toMatchObject({ freeDownloadsLeft: 0 });
    expect(await limit(user)).toEqual({ canGenerate: false, freeDownloadsLeft: 0, plan: 'free' });

    const refused = await download(user, c._id);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ message: NO_FREE_DOWNLOADS, code: 'PLAN_REQUIRED' });
    expect(await grantCount(user.id)).toBe(2);

    // A day later the grant of A has run out: downloading A again needs a plan too.
    await ctx.database.db.execute(
      sql`update download_grants set expires_at = now() - interval '1 second' where user_id = ${user.id}`,
    );
    expect((await download(user, a._id)).statusCode).toBe(402);
  });

  it('gives the last free download to exactly one of ten parallel requests', async () => {
    const user = await signUpAndLogIn(ctx.app);
    await download(user, (await saveResume(user))._id);
    const resumes = [];
    for (let i = 0; i < 10; i++) resumes.push(await saveResume(user, `Parallel ${i}`));
    const answers = await Promise.all(resumes.map((r) => download(user, r._id)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(402)]);
    expect(await grantCount(user.id)).toBe(2);
    expect(await limit(user)).toMatchObject({ freeDownloadsLeft: 0, canGenerate: false });
  });

  it('binds the single plan to the first resume downloaded; that resume is then locked', async () => {
    const user = await signUpAndLogIn(ctx.app);
    const [a, b] = [await saveResume(user, 'Locked One'), await saveResume(user, 'Other One')];
    const spare = [await saveResume(user), await saveResume(user)];
    for (const r of spare) expect((await download(user, r._id)).statusCode).toBe(201);
    expect((await download(user, a._id)).statusCode).toBe(402);

    await buy(user, 'one-time');
    expect(await limit(user)).toEqual({
      canGenerate: true,
      freeDownloadsLeft: 0,
      plan: 'one-time',
    });
    const granted = await download(user, a._id, 'docx');
    expect(granted.statusCode).toBe(201);
    expect(granted.json()).toMatchObject({ plan: 'one-time', freeDownloadsLeft: 0 });

    const edit = { ...sampleResume('Changed'), version: a.version };
    const put = await call(user, 'PUT', `/addresume/${a._id}`, edit);
    expect(put.statusCode).toBe(423);
    expect(put.json()).toEqual({ message: LOCKED_RESUME_MESSAGE, code: 'RESUME_LOCKED' });
    const save = await call(user, 'POST', '/addresume/save', { ...edit, _id: a._id });
    expect(save.statusCode).toBe(423);
    // The lock is told before a stale version, and nothing was kept as a version.
    const stale = await call(user, 'PUT', `/addresume/${a._id}`, { ...edit, version: 99 });
    expect(stale.statusCode).toBe(423);
    expect(stale.json()).toEqual({ message: LOCKED_RESUME_MESSAGE, code: 'RESUME_LOCKED' });
    expect(await rows(sql`select version from resume_versions where resume_id = ${a._id}`)).toEqual(
      [],
    );
    expect(
      (await call(user, 'GET', `/addresume/resume/${a._id}`)).json().personalInfo.fullName,
    ).toBe('Locked One');
    // Other resumes stay editable, but need another purchase to download.
    const putB = await call(user, 'PUT', `/addresume/${b._id}`, {
      ...sampleResume('B'),
      version: b.version,
    });
    expect(putB.statusCode).toBe(200);
    const refused = await download(user, b._id);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe(SINGLE_PLAN_USED);

    // The bound resume can be downloaded again after its grant ran out.
    await ctx.database.db.execute(
      sql`update download_grants set expires_at = now() - interval '1 second' where user_id = ${user.id}`,
    );
    expect((await download(user, a._id, 'pdf')).statusCode).toBe(201);

    // Unlimited lifts the lock and covers every resume.
    await buy(user, 'unlimited');
    expect(await limit(user)).toMatchObject({ plan: 'unlimited', canGenerate: true });
    expect((await call(user, 'PUT', `/addresume/${a._id}`, edit)).statusCode).toBe(200);
    expect((await download(user, b._id)).json()).toMatchObject({ plan: 'unlimited' });
  });

  it('binds one single plan to only one of two resumes downloaded in parallel', async () => {
    const user = await signUpAndLogIn(ctx.app);
    for (let i = 0; i < 2; i++) await download(user, (await saveResume(user))._id);
    await buy(user, 'one-time');
    const [a, b] = [await saveResume(user), await saveResume(user)];
    const answers = await Promise.all([download(user, a._id), download(user, b._id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 402]);
    const bound = await rows<{ bound_resume_id: string }>(
      sql`select bound_resume_id from purchases where user_id = ${user.id}`,
    );
    expect(bound).toHaveLength(1);
    expect([a._id, b._id]).toContain(bound[0]!.bound_resume_id);
  });

  describe('bad input: 4xx, nothing consumed', () => {
    it.each([
      ['an unknown format', { format: 'exe' }],
      ['no format', {}],
      ['a format that is not text', { format: 7 }],
    ])('%s → 400', async (_label, body) => {
      const user = await signUpAndLogIn(ctx.app);
      const r = await saveResume(user);
      const res = await call(user, 'POST', `/addresume/${r._id}/downloads`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
      expect(await grantCount(user.id)).toBe(0);
    });

    it("another user's resume, an unknown or malformed id → 404; no session → 401", async () => {
      const user = await signUpAndLogIn(ctx.app);
      const theirs = await saveResume(other);
      for (const id of [theirs._id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
        const res = await download(user, id);
        expect(res.statusCode, id).toBe(404);
        expect(res.json().code).toBe('RESUME_NOT_FOUND');
      }
      expect(
        (await call(null, 'POST', `/addresume/${theirs._id}/downloads`, { format: 'pdf' }))
          .statusCode,
      ).toBe(401);
      expect(await grantCount(user.id)).toBe(0);
      expect(await limit(user)).toMatchObject({ freeDownloadsLeft: 2 });
    });

    it('a deleted resume keeps its free download used', async () => {
      const user = await signUpAndLogIn(ctx.app);
      const r = await saveResume(user);
      await download(user, r._id);
      await call(user, 'DELETE', `/addresume/${r._id}`);
      expect(await limit(user)).toMatchObject({ freeDownloadsLeft: 1 });
    });
  });
});

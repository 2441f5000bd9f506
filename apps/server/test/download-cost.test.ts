import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resumeCalls } from './helpers/resume-calls.js';
import { sampleResume } from './helpers/resume-fixture.js';
import { useTestApp } from './helpers/test-app.js';
import { databaseTargets } from './helpers/test-database.js';
import { signUpAndLogIn, type TestUser } from './helpers/users.js';

describe.each(databaseTargets)('prices and the cost of a download on $label', ({ open }) => {
  const ctx = useTestApp(open, {
    FREE_DOWNLOADS: '1',
    PLAN_UNLIMITED_CENTS: '9900',
    PLAN_ONE_TIME_CENTS: '1900',
    PLAN_CURRENCY: 'eur',
  });
  const { call } = resumeCalls(ctx);
  const saveResume = async (user: TestUser) =>
    ((await call(user, 'POST', '/addresume/save', sampleResume())).json() as { _id: string })._id;
  const cost = async (user: TestUser, id: string) =>
    (await call(user, 'GET', `/addresume/${id}/download-cost`)).json();
  const grants = async () =>
    (
      (await ctx.database.db.execute(
        sql`select count(*)::int as n from download_grants`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n;

  it('tells anyone the free quota and both prices from the configuration', async () => {
    const res = await call(null, 'GET', '/plans');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      freeDownloads: 1,
      currency: 'eur',
      prices: { unlimited: 9900, 'one-time': 1900 },
    });
  });

  it('says what each download would use, without using anything', async () => {
    const user = await signUpAndLogIn(ctx.app);
    const [a, b, c] = [await saveResume(user), await saveResume(user), await saveResume(user)];
    const before = await grants();
    expect(await cost(user, a)).toEqual({ uses: 'free', freeDownloadsLeft: 1 });
    expect(await cost(user, a)).toEqual({ uses: 'free', freeDownloadsLeft: 1 });
    expect(await grants()).toBe(before);

    await call(user, 'POST', `/addresume/${a}/downloads`, { format: 'print' });
    expect(await cost(user, a)).toEqual({ uses: 'covered', freeDownloadsLeft: 0 });
    expect(await cost(user, b)).toEqual({ uses: 'none', freeDownloadsLeft: 0 });

    const started = await call(user, 'POST', '/stripe/create-checkout-session', {
      planName: 'one-time',
    });
    const sessionId = (started.json().url as string).split('/').pop() as string;
    await call(user, 'POST', `/stripe/test-checkout/${sessionId}/pay`);
    expect(await cost(user, b)).toEqual({ uses: 'single-plan', freeDownloadsLeft: 0 });
    await call(user, 'POST', `/addresume/${b}/downloads`, { format: 'pdf' });
    expect(await cost(user, b)).toEqual({ uses: 'covered', freeDownloadsLeft: 0 });
    expect(await cost(user, c)).toEqual({ uses: 'none', freeDownloadsLeft: 0 });
  });

  it("answers 404 for another user's resume and 400 for a bad id", async () => {
    const ada = await signUpAndLogIn(ctx.app);
    const eve = await signUpAndLogIn(ctx.app);
    const id = await saveResume(ada);
    expect((await call(eve, 'GET', `/addresume/${id}/download-cost`)).statusCode).toBe(404);
    expect((await call(eve, 'GET', `/addresume/not-a-uuid/download-cost`)).statusCode).toBe(404);
    expect((await call(eve, 'GET', `/addresume/${'x'.repeat(101)}/download-cost`)).statusCode).toBe(
      400,
    );
  });
});

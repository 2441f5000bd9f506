import { contract } from '@shortlist/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sampleResume } from './helpers/resume-fixture.js';
import { useTestApp } from './helpers/test-app.js';
import { databaseTargets } from './helpers/test-database.js';
import { signUpAndLogIn, type TestUser } from './helpers/users.js';

const { resumes: routes } = contract;

// getdraft and the draft update answer JSON text built without the response schema (decision
// 0900): the answers must still be what the contract says, and the same as the checked ones.
describe.each(databaseTargets)('the JSON-text answers on $label', ({ open }) => {
  const ctx = useTestApp(open);
  const call = (user: TestUser, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/resume${url}`, headers: { cookie: user.cookie }, payload });
  const newDraft = async (user: TestUser, name = 'Ada Lovelace') =>
    (await call(user, 'POST', '/addresume/draft', sampleResume(name))).json();

  it('getdraft answers the record GET /resume/:id answers, valid under the contract', async () => {
    const user = await signUpAndLogIn(ctx.app);
    expect((await call(user, 'GET', '/addresume/getdraft')).json()).toEqual({
      success: true,
      data: null,
    });
    const draft = await newDraft(user, 'Zoë "Quote" Ünïcode \u{1F600}');
    const res = await call(user, 'GET', '/addresume/getdraft');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(routes.latestDraft.responses[200].parse(body)).toEqual(body);
    const checked = (await call(user, 'GET', `/addresume/resume/${draft.id}`)).json();
    expect(body.data).toEqual(checked);
  });

  it('getdraft computes the title of a row written before the summary columns', async () => {
    const user = await signUpAndLogIn(ctx.app);
    const draft = await newDraft(user, 'Grace Hopper');
    await ctx.database.db.execute(
      sql`update resumes set title = null, auto_title = null, progress = null where id = ${draft.id}`,
    );
    const body = (await call(user, 'GET', '/addresume/getdraft')).json();
    expect(body.data.title).toBe(draft.title);
    expect(body.data.id).toBe(draft.id);
  });

  it('an update answers the record read back afterwards, valid under the contract', async () => {
    const user = await signUpAndLogIn(ctx.app);
    const draft = await newDraft(user);
    const res = await call(user, 'PUT', `/addresume/${draft.id}`, {
      ...sampleResume('Ada King'),
      version: draft.version,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(routes.update.responses[200].parse(body)).toEqual(body);
    // Compact JSON, the document's fields first, then the record's own, in this order.
    expect(res.body).toBe(JSON.stringify(body));
    const own = ['id', 'userId', 'status', 'version', '_id', 'title', 'createdAt', 'updatedAt'];
    expect(Object.keys(body).slice(-own.length)).toEqual(own);
    expect(body.version).toBe(draft.version + 1);
    expect(body.personalInfo.fullName).toBe('Ada King');
    expect(body).toEqual((await call(user, 'GET', `/addresume/resume/${draft.id}`)).json());
    expect((await call(user, 'GET', '/addresume/getdraft')).json().data).toEqual(body);
  });

  it('parallel updates from one version: one is written and kept once, the others 409', async () => {
    const user = await signUpAndLogIn(ctx.app);
    const draft = await newDraft(user);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(user, 'PUT', `/addresume/${draft.id}`, {
          ...sampleResume(`Writer ${i}`),
          version: draft.version,
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const versions = (await call(user, 'GET', `/addresume/${draft.id}/versions`)).json();
    expect(versions.items.map((v: { version: number }) => v.version)).toEqual([draft.version]);
  });
});

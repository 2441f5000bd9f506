import { contract, type ResumeRecord } from '@shortlist/contract';
import { completedSteps, progressPercentage } from '@shortlist/resume/rules/steps';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleResume } from './helpers/resume-fixture.js';
import { query } from './helpers/tables.js';
import { useTestApp } from './helpers/test-app.js';
import { databaseTargets } from './helpers/test-database.js';
import { signUpAndLogIn, type TestUser } from './helpers/users.js';

const listAnswer = contract.resumes.list.responses[200];

// The summaries list answers JSON text the database builds (decision 0900): its bytes must be
// exactly what the contract's response schema would serialise (its keys, in its order, nothing
// else), and each item what the resume's own record says, in the list's order, paged by cursor.
describe.each(databaseTargets)('the summaries list as JSON text on $label', ({ open }) => {
  const ctx = useTestApp(open);
  const call = (user: TestUser, method: 'GET' | 'POST' | 'PATCH', url: string, body?: object) =>
    ctx.app.inject({
      method,
      url: `/resume${url}`,
      headers: { cookie: user.cookie },
      payload: body,
    });
  const list = (user: TestUser, search = '') =>
    call(user, 'GET', `/addresume/getallresumes/${user.id}${search}`);

  /** The answer, checked to be the contract's serialisation byte for byte. */
  async function page(user: TestUser, search = '') {
    const res = await list(user, search);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe(JSON.stringify(listAnswer.parse(JSON.parse(res.body))));
    return JSON.parse(res.body) as { items: { _id: string }[]; nextCursor: string | null };
  }

  /** A resume's summary as the list showed it before the list was JSON text. */
  async function summaryOf(user: TestUser, id: string) {
    const record = (await call(user, 'GET', `/addresume/resume/${id}`)).json() as ResumeRecord;
    return {
      _id: record._id,
      title: record.title,
      templateId: record.templateId,
      status: record.status,
      completeStep: completedSteps(record),
      progressPercentage: progressPercentage(record),
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
    };
  }

  /** `<updatedAt in microseconds>.<id>`, from the database. */
  async function cursorOf(id: string) {
    const rows = await query<{ micros: string }>(
      ctx.database,
      sql`select (extract(epoch from updated_at) * 1000000)::bigint::text as micros from resumes where id = ${id}`,
    );
    return `${rows[0]!.micros}.${id}`;
  }

  it('answers an empty list', async () => {
    const user = await signUpAndLogIn(ctx.app);
    expect((await list(user)).body).toBe('{"items":[],"nextCursor":null}');
  });

  describe('with resumes', () => {
    let user: TestUser;
    const ids: string[] = [];
    beforeAll(async () => {
      user = await signUpAndLogIn(ctx.app);
      const names = ['Zoë "Quote" Ünïcode \u{1F600}', 'Back\\slash <b>&amp;</b>', 'Plain', 'Four'];
      for (const name of names)
        ids.push((await call(user, 'POST', '/addresume/draft', sampleResume(name))).json()._id);
      const saved = await call(user, 'POST', '/addresume/save', sampleResume('Saved'));
      ids.push(saved.json()._id);
      // A title of the user's own, with quotes, a tab, a line break and a control character.
      const title = 'Mine: "x" \t y\nz \u0001 – ✓';
      expect((await call(user, 'PATCH', `/addresume/${ids[2]}/title`, { title })).statusCode).toBe(
        200,
      );
      // Microseconds the answer cuts to milliseconds, as a JavaScript Date does.
      await ctx.database.db.execute(
        sql`update resumes set created_at = '2026-01-02 03:04:05.678999+00',
              updated_at = '2026-01-02 03:04:06.999999+00' where id = ${ids[3]}`,
      );
    });

    it('answers each summary as its record says, newest edit first', async () => {
      const body = await page(user);
      expect(body.nextCursor).toBeNull();
      const order = [ids[2], ids[4], ids[1], ids[0], ids[3]] as string[];
      expect(body.items).toEqual(await Promise.all(order.map((id) => summaryOf(user, id))));
      expect(body.items[0]).toMatchObject({ title: 'Mine: "x" \t y\nz \u0001 – ✓' });
      expect(body.items[4]).toMatchObject({
        createdAt: '2026-01-02T03:04:05.678Z',
        updatedAt: '2026-01-02T03:04:06.999Z',
      });
    });

    it('pages by cursor: the last item shown, then null on the last page', async () => {
      const all = (await page(user)).items.map((item) => item._id);
      const first = await page(user, '?limit=2');
      expect(first.items.map((item) => item._id)).toEqual(all.slice(0, 2));
      expect(first.nextCursor).toBe(await cursorOf(all[1]!));
      const second = await page(user, `?limit=2&cursor=${first.nextCursor}`);
      expect(second.items.map((item) => item._id)).toEqual(all.slice(2, 4));
      const third = await page(user, `?limit=2&cursor=${second.nextCursor}`);
      expect(third).toEqual({ items: [await summaryOf(user, all[4]!)], nextCursor: null });
      // A page exactly as long as what is left has no next page.
      expect((await page(user, '?limit=5')).nextCursor).toBeNull();
      expect((await page(user, `?limit=3&cursor=${first.nextCursor}`)).nextCursor).toBeNull();
    });

    it('computes the columns of a row written before the summary columns', async () => {
      await ctx.database.db.execute(
        sql`update resumes set title = null, auto_title = null, template_id = null,
              complete_step = null, progress = null where id = ${ids[1]}`,
      );
      const body = await page(user);
      const item = body.items.find((one) => one._id === ids[1]);
      expect(item).toEqual(await summaryOf(user, ids[1]!));
      expect(item).toMatchObject({ title: 'Back\\slash <b>&amp;</b> – Lead Programmer' });
      const afterIt = await page(user, `?limit=1&cursor=${await cursorOf(ids[4]!)}`);
      expect(afterIt.items).toEqual([item]);
    });
  });
});

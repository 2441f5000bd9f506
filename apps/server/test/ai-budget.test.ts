import { resumeSchema } from '@shortlist/resume/schema/resume';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_AI_CALLS_PER_REQUEST } from '../src/config-feature-variables.js';
import { enhancementCalls } from '../src/modules/ai/budget.js';
import { completion, sendJson, startFakeOpenAi, type FakeOpenAi } from './helpers/fake-openai.js';
import { buildTestApp } from './helpers/test-app.js';
import { databaseTargets, type TestDatabase } from './helpers/test-database.js';
import { redisSuffix, testRedisUrl, useTestRedis } from './helpers/test-redis.js';
import { signUpAndLogIn, type TestUser } from './helpers/users.js';

const PER_USER = MAX_AI_CALLS_PER_REQUEST; // 104, the least allowed
const PER_ADDRESS = 150;

const job = (i: number, description = `Ran shift ${i} of the night desk`) => ({
  position: `Editor ${i}`,
  company: 'The Daily',
  startDate: '2020-01',
  endDate: '2021-01',
  description,
});
const school = (i: number, description = `Studied module ${i} in depth`) => ({
  degree: 'BA',
  fieldOfStudy: `Journalism ${i}`,
  description,
});
/** A resume with `jobs` positions and `schools` education entries, each described. */
const described = (jobs: number, schools: number, more: object = {}) => ({
  personalInfo: { fullName: 'Mia Chen' },
  experience: Array.from({ length: jobs }, (_, i) => job(i)),
  education: Array.from({ length: schools }, (_, i) => school(i)),
  ...more,
});

function budgetBehaviour(setup: () => { app: FastifyInstance; fake: FakeOpenAi }) {
  let addresses = 0;
  /** An address of its own for each test, so budgets of one test never meet another's. */
  const freshAddress = () => {
    addresses += 1;
    return `10.60.${addresses}.1`;
  };
  const post = (path: string, payload: object, remoteAddress: string, user?: TestUser) =>
    setup().app.inject({
      method: 'POST',
      url: `/resume/ai/${path}`,
      payload,
      remoteAddress,
      headers: user ? { cookie: user.cookie } : {},
    });
  const describeJob = (remoteAddress: string, user?: TestUser) =>
    post('description', job(1), remoteAddress, user);
  const calls = () => setup().fake.seen.length;

  it('counts an enhancement of 100 descriptions as the 101 calls it makes, and refuses the next', async () => {
    const address = freshAddress();
    const user = await signUpAndLogIn(setup().app, 'Mia', address);
    const resume = described(50, 50);
    const before = calls();
    const res = await post('enhance', { resume }, address, user);
    expect(res.statusCode, res.body).toBe(200);
    // 100 descriptions and the summary: what the provider saw is what was counted.
    expect(calls() - before).toBe(101);

    // The same request again: 429 with Retry-After, before any call.
    const again = await post('enhance', { resume }, address, user);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({
      message: expect.stringMatching(/^Too many AI requests\. Please wait \d+ seconds/),
      code: 'AI_RATE_LIMITED',
    });
    const retryAfter = Number(again.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(calls() - before).toBe(101);

    // Exactly 101 were counted: 3 one-call requests fit the 104, a fourth does not.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await describeJob(address, user)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(calls() - before).toBe(104);
  });

  it('refuses a request the budget cannot cover whole, spending nothing of it', async () => {
    const address = freshAddress();
    const user = await signUpAndLogIn(setup().app, 'Mia', address);
    const before = calls();
    for (let i = 0; i < PER_USER - 10; i += 1)
      expect((await describeJob(address, user)).statusCode).toBe(200);
    // 10 left; this one needs 21 (20 descriptions and the summary).
    const partial = await post('enhance', { resume: described(10, 10) }, address, user);
    expect(partial.statusCode).toBe(429);
    expect(calls() - before).toBe(PER_USER - 10);
    // The 10 are still there: an enhancement of 9 calls fits.
    expect((await post('enhance', { resume: described(4, 4) }, address, user)).statusCode).toBe(
      200,
    );
    expect(calls() - before).toBe(PER_USER - 1);
  });

  it('lets one address with 3 accounts and a visitor spend no more than the address budget', async () => {
    const address = freshAddress();
    const accounts = [
      await signUpAndLogIn(setup().app, 'One', address),
      await signUpAndLogIn(setup().app, 'Two', address),
      await signUpAndLogIn(setup().app, 'Three', address),
    ];
    const before = calls();
    let accepted = 0;
    let refusals = 0;
    // Round after round, each account and the visitor ask once, until all four are refused.
    while (refusals < 4) {
      refusals = 0;
      for (const who of [...accounts, undefined]) {
        const res = await describeJob(address, who);
        if (res.statusCode === 200) accepted += 1;
        else {
          expect(res.statusCode).toBe(429);
          refusals += 1;
        }
      }
    }
    expect(accepted).toBe(PER_ADDRESS);
    expect(calls() - before).toBe(PER_ADDRESS);
    // An enhancement from that address, by any of them, is refused before any call too.
    expect(
      (await post('enhance', { resume: described(2, 0) }, address, accounts[0])).statusCode,
    ).toBe(429);
    expect(calls() - before).toBe(PER_ADDRESS);
    // Each account has spent less than its own budget: elsewhere it is served, and what the
    // refusals at the full address briefly took from it was given back.
    expect((await describeJob(freshAddress(), accounts[0])).statusCode).toBe(200);
  });

  it("holds a user to the user budget across addresses, and gives back the user's share of a refusal", async () => {
    const user = await signUpAndLogIn(setup().app, 'Mia', freshAddress());
    const full = freshAddress();
    for (let i = 0; i < PER_ADDRESS; i += 1) expect((await describeJob(full)).statusCode).toBe(200);
    // The address is spent: the user's request there is refused, and costs the user nothing.
    for (let i = 0; i < 5; i += 1) expect((await describeJob(full, user)).statusCode).toBe(429);
    const statuses: number[] = [];
    for (let i = 0; i <= PER_USER; i += 1)
      statuses.push((await describeJob(freshAddress(), user)).statusCode);
    expect(statuses).toEqual([...Array(PER_USER).fill(200), 429]);
  });

  it.each([
    ['empty descriptions and no lists', described(0, 0, { experience: [job(1, ''), job(2, ' ')] })],
    [
      'descriptions and every list',
      described(3, 2, { skills: ['SQL'], interests: ['Chess'], certifications: ['PMP'] }),
    ],
    [
      'a list and mixed descriptions',
      described(2, 0, { experience: [job(1), job(2, '')], skills: ['Go'] }),
    ],
  ])('charges an enhancement with %s exactly the calls it makes', async (_label, body) => {
    const address = freshAddress();
    const before = calls();
    expect((await post('enhance', { resume: body }, address)).statusCode).toBe(200);
    const made = calls() - before;
    expect(made).toBe(enhancementCalls(resumeSchema.parse(body)));
    // And that is what the address was charged.
    let served = 0;
    while ((await describeJob(address)).statusCode === 200) served += 1;
    expect(served).toBe(PER_ADDRESS - made);
  });
}

function withFakeProvider(env: () => Record<string, string>, prefix?: () => string) {
  const ctx = {} as { app: FastifyInstance; fake: FakeOpenAi; database: TestDatabase };
  beforeAll(async () => {
    ctx.fake = await startFakeOpenAi();
    ctx.fake.reply((_, res) => sendJson(res, 200, completion('["Improved text"]')));
    ctx.database = await databaseTargets[0]!.open();
    ({ app: ctx.app } = await buildTestApp(
      ctx.database,
      {
        OPENAI_API_KEY: 'fake-openai-key-for-tests-only',
        OPENAI_BASE_URL: ctx.fake.baseUrl,
        AI_CALLS_PER_USER_PER_MINUTE: String(PER_USER),
        AI_CALLS_PER_ADDRESS_PER_MINUTE: String(PER_ADDRESS),
        ...env(),
      },
      prefix?.(),
    ));
  });
  afterAll(async () => {
    await ctx.app.close();
    await ctx.database.drop();
    await ctx.fake.close();
  });
  return () => ctx;
}

describe('AI budgets in model calls, counted in memory', () => {
  budgetBehaviour(withFakeProvider(() => ({})));
});

describe.skipIf(!testRedisUrl)(`AI budgets in model calls, counted in Redis${redisSuffix}`, () => {
  const redis = useTestRedis();
  const setup = withFakeProvider(
    () => ({ REDIS_URL: redis.url }),
    () => redis.prefix,
  );
  budgetBehaviour(setup);

  it('keeps one sorted set per budget under <prefix>budget:, expiring within the minute', async () => {
    await setup().app.inject({
      method: 'POST',
      url: '/resume/ai/description',
      payload: job(1),
      remoteAddress: '10.61.0.1',
    });
    const key = `${redis.prefix}budget:address:10.61.0.1`;
    expect(await redis.keys()).toContain(key);
    expect(await redis.redis.zcard(key)).toBe(1);
    const ttl = await redis.redis.pttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });
});

describe('the AI budget variables', () => {
  it('must cover the largest request, and AI_RATE_LIMIT_PER_MINUTE is named as replaced', async () => {
    const { loadConfig } = await import('../src/config.js');
    expect(() => loadConfig({ AI_CALLS_PER_USER_PER_MINUTE: '103' })).toThrow(
      'AI_CALLS_PER_USER_PER_MINUTE: must be a whole number from 104 to 1000000',
    );
    expect(() => loadConfig({ AI_CALLS_PER_ADDRESS_PER_MINUTE: '20' })).toThrow(
      'AI_CALLS_PER_ADDRESS_PER_MINUTE: must be a whole number from 104 to 10000000',
    );
    const config = loadConfig({});
    expect([config.aiCallsPerUserPerMinute, config.aiCallsPerAddressPerMinute]).toEqual([120, 240]);
    expect(config.notices).toEqual([]);
    expect(loadConfig({ AI_RATE_LIMIT_PER_MINUTE: '20' }).notices).toEqual([
      expect.stringContaining(
        'AI_RATE_LIMIT_PER_MINUTE is no longer read: it counted requests, and one enhancement can make 104 model calls. Set AI_CALLS_PER_USER_PER_MINUTE and AI_CALLS_PER_ADDRESS_PER_MINUTE',
      ),
    ]);
  });
});

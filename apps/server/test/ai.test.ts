import { contract } from '@shortlist/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_AI_CALLS_PER_REQUEST } from '../src/config-feature-variables.js';
import { buildTestApp } from './helpers/test-app.js';
import { databaseTargets, type TestDatabase } from './helpers/test-database.js';
import { signUpAndLogIn } from './helpers/users.js';

const nurse = {
  personalInfo: { fullName: 'Mia' },
  experience: [{ position: 'RN', company: 'City Hospital', startDate: '2021-01', description: '' }],
  skills: ['Patient Care'],
  interests: ['Yoga'],
  certifications: ['Basic Life Support (BLS)'],
};

describe('AI writing help on the offline engine', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await databaseTargets[0]!.open();
    // A key is set, but AI_PROVIDER=offline wins: nothing may call out.
    ({ app } = await buildTestApp(database, {
      OPENAI_API_KEY: 'sk-never-used',
      OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
      AI_PROVIDER: 'offline',
      AI_CALLS_PER_USER_PER_MINUTE: '100000',
      AI_CALLS_PER_ADDRESS_PER_MINUTE: '100000',
    }));
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });
  const post = (path: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `/resume/ai/${path}`, payload: payload as object, headers });

  it('says which engine answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/resume/ai/status' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ engine: 'offline', model: null });
    expect(res.body).not.toContain('sk-never-used');
  });

  it('answers every suggestion endpoint for a visitor', async () => {
    const skills = await post('skills', { resume: nurse });
    expect(skills.statusCode).toBe(200);
    expect(skills.json().engine).toBe('offline');
    expect(skills.json().suggestions).toContain('Medication Administration');
    expect(skills.json().suggestions).not.toContain('Patient Care');

    const interests = (await post('interests', { resume: nurse })).json();
    expect(interests.suggestions.length).toBeLessThanOrEqual(15);
    expect(interests.suggestions).not.toContain('Yoga');

    const certs = (await post('certifications', { resume: nurse })).json();
    expect(certs.suggestions.length).toBeGreaterThanOrEqual(5);
    expect(certs.suggestions).not.toContain('Basic Life Support (BLS)');

    const achievement = (
      await post('achievement', { text: 'Worked on 2 audits', position: 'Accountant' })
    ).json();
    expect(achievement.suggestions).toEqual(['Developed 2 audits.', 'Delivered 2 audits.']);

    const description = (
      await post('description', {
        position: 'RN',
        company: 'City Hospital',
        startDate: '2019-01',
        endDate: '2020-01',
        description: 'Responsible for caring for 8 patients per shift.',
      })
    ).json();
    expect(description.suggestions[0]).toBe('Cared for 8 patients per shift.');

    const education = (await post('education', { degree: 'BSN', fieldOfStudy: 'Nursing' })).json();
    expect(education.suggestions).toHaveLength(3);
    for (const s of education.suggestions) expect(s).toMatch(/^I learned/);
  });

  it('enhances a resume and lists each change', async () => {
    const res = await post('enhance', {
      resume: {
        ...nurse,
        experience: [
          { ...nurse.experience[0], description: 'Responsible for triaging 30 patients a day.' },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.resume.experience[0].description).toBe('Triage 30 patients a day.');
    expect(body.resume.personalInfo.aboutMe).toMatch(/^I am /);
    expect(body.changes).toEqual([
      {
        field: 'experience.0.description',
        before: 'Responsible for triaging 30 patients a day.',
        after: 'Triage 30 patients a day.',
      },
      { field: 'personalInfo.aboutMe', before: '', after: body.resume.personalInfo.aboutMe },
    ]);
  });

  it.each([
    ['achievement', {}],
    ['achievement', { text: '   ' }],
    ['achievement', { text: 42 }],
    ['achievement', { text: 'x'.repeat(5001) }],
    ['achievement', { text: 'Led audits', existing: 'Cut costs' }],
    ['achievement', { text: 'Led audits', existing: Array(51).fill('Cut costs') }],
    ['description', { position: 'RN', company: 'X', startDate: '2020-01', description: '' }],
    [
      'description',
      { position: 'RN', company: 'X', startDate: 'yesterday', description: 'Did it' },
    ],
    ['description', { position: 'RN', company: 'X', description: 'Did it' }],
    ['education', { degree: '', fieldOfStudy: '' }],
    ['education', { degree: 'BSc' }],
    ['skills', {}],
    ['skills', { resume: 'a resume' }],
    ['interests', { resume: { skills: 'Excel' } }],
    ['certifications', { resume: { certifications: Array(51).fill('x') } }],
    ['enhance', { resume: null }],
    ['enhance', []],
  ])('%s refuses the body %j with 400 and a message', async (path, body) => {
    const res = await post(path, body);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
    expect(res.json().message.length).toBeGreaterThan(0);
  });

  it('ignores a model or max_tokens sent by the client', async () => {
    const res = await post('skills', { resume: nurse, model: 'gpt-4', max_tokens: 4000 });
    expect(res.statusCode).toBe(200);
  });

  it('is declared public in the contract', () => {
    for (const route of Object.values(contract.ai)) expect(route.access).toBe('public');
  });
});

describe('the AI rate limit', () => {
  const n = MAX_AI_CALLS_PER_REQUEST;
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await databaseTargets[0]!.open();
    // The least budgets allowed; visitors' and users' requests of one call each.
    ({ app } = await buildTestApp(database, {
      AI_CALLS_PER_USER_PER_MINUTE: String(n),
      AI_CALLS_PER_ADDRESS_PER_MINUTE: String(n),
    }));
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });
  const ask = (headers: Record<string, string> = {}, remoteAddress = '10.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/resume/ai/skills',
      payload: { resume: nurse },
      headers,
      remoteAddress,
    });

  it('refuses a visitor past the limit with 429, a message and Retry-After', async () => {
    for (let i = 0; i < n; i += 1) expect((await ask()).statusCode).toBe(200);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many AI requests/);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another address is counted on its own.
    expect((await ask({}, '10.0.0.2')).statusCode).toBe(200);
  });

  it('counts a logged-in user by account, whatever the address', async () => {
    const user = await signUpAndLogIn(app, 'Rita', '10.1.1.1');
    for (let i = 0; i < n; i += 1)
      expect((await ask({ cookie: user.cookie }, `10.1.0.${i}`)).statusCode).toBe(200);
    expect((await ask({ cookie: user.cookie }, '10.1.2.9')).statusCode).toBe(429);
    // The status endpoint is free.
    expect((await app.inject({ method: 'GET', url: '/resume/ai/status' })).statusCode).toBe(200);
  });
});

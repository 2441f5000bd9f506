import { APPLICATION_LIMITS } from '@shortlist/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sampleResume } from './helpers/resume-fixture.js';
import { databaseTargets } from './helpers/test-database.js';
import { useTestApp } from './helpers/test-app.js';
import { callsAs, signUpAndLogIn, type TestUser } from './helpers/users.js';

const POSTING = `Senior Frontend Engineer – Acme Health (Remote)

Requirements:
- 5+ years building web apps with JavaScript and TypeScript
- Deep experience with React and CSS
- Bachelor's degree in Computer Science or equivalent

Nice to have:
- GraphQL and Docker`;

const resumeBody = (skills: string[]) => ({
  ...sampleResume('Ada Park'),
  personalInfo: { ...sampleResume('Ada Park').personalInfo, jobTitle: 'Frontend Engineer' },
  skills,
});

describe.each(databaseTargets)('applications and the job match on $label', ({ open }) => {
  // 2 resumes per user: the cap on tailored copies is reachable. The AI budget at its least.
  const ctx = useTestApp(open, {
    MAX_RESUMES_PER_USER: '2',
    AI_CALLS_PER_ADDRESS_PER_MINUTE: '104',
    REGISTRATIONS_PER_HOUR: '1000',
  });
  const call = callsAs(() => ctx.app, 30);
  const count = async (table: string, userId: string) => {
    const result = (await ctx.database.db.execute(
      sql.raw(`select count(*)::int as n from ${table} where user_id = '${userId}'`),
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]!.n;
  };
  const saveResume = async (user: TestUser, skills = ['React']) => {
    const res = await call(user, 'POST', '/addresume/save', resumeBody(skills));
    expect(res.statusCode).toBe(201);
    return res.json()._id as string;
  };
  const createApplication = async (user: TestUser, body: Record<string, unknown>) => {
    const res = await call(user, 'POST', '/applications', body);
    expect(res.statusCode).toBe(201);
    return res.json();
  };

  describe('POST /match', () => {
    it('scores a sent resume for a visitor: terms, found, missing most important first', async () => {
      const res = await call(null, 'POST', '/match', {
        resume: resumeBody(['JS', 'React']),
        jobDescription: POSTING,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.terms).toEqual([
        { term: 'Frontend Engineer', kind: 'title', required: true, found: true },
        { term: "Bachelor's Degree", kind: 'education', required: true, found: false },
        { term: 'Computer Science', kind: 'education', required: true, found: false },
        { term: 'JavaScript', kind: 'skill', required: true, found: true },
        { term: 'TypeScript', kind: 'skill', required: true, found: false },
        { term: 'React', kind: 'skill', required: true, found: true },
        { term: 'CSS', kind: 'skill', required: true, found: false },
        { term: 'GraphQL', kind: 'skill', required: false, found: false },
        { term: 'Docker', kind: 'skill', required: false, found: false },
      ]);
      expect(body.missing).toEqual([
        "Bachelor's Degree",
        'Computer Science',
        'TypeScript',
        'CSS',
        'GraphQL',
        'Docker',
      ]);
      expect(body.score).toBe(34); // 3 of 7 required: 80 × 3/7 = 34.3
    });

    it("scores one of the user's stored resumes by id; the score rises with a skill", async () => {
      const ada = await signUpAndLogIn(ctx.app, 'Ada');
      const before = await saveResume(ada, ['React']);
      const after = await saveResume(ada, ['React', 'TypeScript']);
      const score = async (resumeId: string) =>
        (await call(ada, 'POST', '/match', { resumeId, jobDescription: POSTING })).json().score;
      expect(await score(after)).toBeGreaterThan(await score(before));
    });

    it("answers 404 for another user's resume id, or an id without a session", async () => {
      const ada = await signUpAndLogIn(ctx.app, 'Ada');
      const eve = await signUpAndLogIn(ctx.app, 'Eve');
      const resumeId = await saveResume(ada);
      for (const [user, id] of [
        [eve, resumeId],
        [null, resumeId],
        [ada, '00000000-0000-4000-8000-000000000000'],
        [ada, 'not-an-id'],
      ] as const) {
        const res = await call(user, 'POST', '/match', { resumeId: id, jobDescription: POSTING });
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('Resume not found');
      }
    });

    it('answers 400 with a message for bad input', async () => {
      const resume = resumeBody([]);
      const cases: [unknown, RegExp][] = [
        [{ resume }, /jobDescription/],
        [{ resume, jobDescription: 'too short' }, /at least 50 characters/],
        [{ resume, jobDescription: 'x'.repeat(20_001) }, /at most 20,000 characters/],
        [{ jobDescription: POSTING }, /exactly one of resumeId or resume/],
        [{ resume, resumeId: 'x', jobDescription: POSTING }, /exactly one of resumeId or resume/],
        [{ resume: { skills: 'React' }, jobDescription: POSTING }, /skills/],
        [{ resume, jobDescription: 42 }, /jobDescription must be text/],
      ];
      for (const [payload, message] of cases) {
        const res = await call(null, 'POST', '/match', payload);
        expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
        expect(res.json().message).toMatch(message);
      }
    });

    it('is paid from the AI budget of the address: 429 with Retry-After past it', async () => {
      const body = { resume: resumeBody([]), jobDescription: POSTING };
      const ip = '198.51.100.77';
      for (let i = 0; i < 104; i += 1)
        expect((await call(null, 'POST', '/match', body, ip)).statusCode).toBe(200);
      const refused = await call(null, 'POST', '/match', body, ip);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await call(null, 'POST', '/match', body, '198.51.100.78')).statusCode).toBe(200);
    });
  });

  describe('/applications', () => {
    it('creates (201), lists own newest first, changes (200) and deletes (204)', async () => {
      const ada = await signUpAndLogIn(ctx.app, 'Ada');
      const resumeId = await saveResume(ada);
      const first = await createApplication(ada, { company: 'Acme', role: 'Engineer' });
      expect(first).toEqual({
        id: expect.any(String),
        company: 'Acme',
        role: 'Engineer',
        jobUrl: '',
        jobDescription: '',
        status: 'saved',
        resumeId: null,
        coverLetter: '',
        notes: '',
        appliedAt: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const second = await createApplication(ada, {
        company: '  Globex ',
        role: 'Frontend Engineer',
        jobUrl: 'https://jobs.example.com/1',
        jobDescription: POSTING,
        status: 'applied',
        resumeId,
        notes: 'Referred by Sam',
      });
      expect(second).toMatchObject({ company: 'Globex', status: 'applied', resumeId });
      expect(second.appliedAt).not.toBeNull();

      const list = (await call(ada, 'GET', '/applications')).json().items;
      expect(list.map((a: { id: string }) => a.id)).toEqual([second.id, first.id]);

      const moved = await call(ada, 'PATCH', `/applications/${first.id}`, {
        status: 'interview',
        notes: 'Call on Monday',
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toMatchObject({ status: 'interview', notes: 'Call on Monday' });
      expect(moved.json().appliedAt).not.toBeNull();
      const back = await call(ada, 'PATCH', `/applications/${first.id}`, { status: 'saved' });
      expect(back.json().appliedAt).toBe(moved.json().appliedAt); // set once

      expect((await call(ada, 'DELETE', `/applications/${first.id}`)).statusCode).toBe(204);
      expect((await call(ada, 'GET', '/applications')).json().items).toHaveLength(1);
      expect((await call(ada, 'DELETE', `/applications/${first.id}`)).statusCode).toBe(404);
    });

    it('needs a login on every route', async () => {
      const id = '00000000-0000-4000-8000-000000000000';
      for (const [method, url] of [
        ['GET', '/applications'],
        ['POST', '/applications'],
        ['PATCH', `/applications/${id}`],
        ['DELETE', `/applications/${id}`],
        ['POST', `/applications/${id}/tailor`],
        ['POST', `/applications/${id}/cover-letter`],
      ] as const)
        expect(
          (await call(null, method, url, method === 'GET' || method === 'DELETE' ? undefined : {}))
            .statusCode,
        ).toBe(401);
    });

    it("answers 404 for another user's application or resume, and changes nothing", async () => {
      const ada = await signUpAndLogIn(ctx.app, 'Ada');
      const eve = await signUpAndLogIn(ctx.app, 'Eve');
      const adaResume = await saveResume(ada);
      const mine = await createApplication(ada, {
        company: 'Acme',
        role: 'Engineer',
        resumeId: adaResume,
      });
      for (const [method, url, body] of [
        ['PATCH', `/applications/${mine.id}`, { notes: 'hijacked' }],
        ['DELETE', `/applications/${mine.id}`, undefined],
        ['POST', `/applications/${mine.id}/tailor`, undefined],
        ['POST', `/applications/${mine.id}/cover-letter`, undefined],
        ['PATCH', '/applications/not-a-uuid', { notes: 'x' }],
      ] as const) {
        const res = await call(eve, method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
      expect((await call(eve, 'GET', '/applications')).json().items).toEqual([]);
      // Eve may not point her application at Ada's resume, nor Ada hers at a resume of no one.
      const eveResumes = await count('resumes', eve.id);
      expect(
        (await call(eve, 'POST', '/applications', { company: 'X', role: 'Y', resumeId: adaResume }))
          .statusCode,
      ).toBe(404);
      const evesOwn = await createApplication(eve, { company: 'X', role: 'Y' });
      expect(
        (await call(eve, 'PATCH', `/applications/${evesOwn.id}`, { resumeId: adaResume }))
          .statusCode,
      ).toBe(404);
      expect(await count('resumes', eve.id)).toBe(eveResumes);
      const unchanged = (await call(ada, 'GET', '/applications')).json().items[0];
      expect(unchanged).toEqual(mine);
    });

    it("is in the account's export, and goes with the account", async () => {
      const ada = await signUpAndLogIn(ctx.app, 'Ada');
      const app = await createApplication(ada, { company: 'Acme', role: 'Engineer', notes: 'n' });
      const exported = (await call(ada, 'GET', '/users/me/export')).json();
      expect(exported.applications).toEqual([app]);
      const gone = await call(ada, 'DELETE', '/users/me', { password: ada.password });
      expect(gone.statusCode).toBe(200);
      expect(await count('applications', ada.id)).toBe(0);
    });

    it('answers 400 with a message beyond the limits, and stores nothing', async () => {
      const ada = await signUpAndLogIn(ctx.app, 'Ada');
      const app = await createApplication(ada, { company: 'Acme', role: 'Engineer' });
      const L = APPLICATION_LIMITS;
      const creates: [unknown, RegExp][] = [
        [{ role: 'Engineer' }, /company/i],
        [{ company: '   ', role: 'Engineer' }, /Enter the company/],
        [{ company: 'c'.repeat(L.company + 1), role: 'Engineer' }, /at most 120/],
        [{ company: 'Acme', role: 'r'.repeat(L.role + 1) }, /at most 120/],
        [{ company: 'Acme', role: 'E', jobUrl: 'javascript:alert(1)' }, /http\(s\) address/],
        [
          { company: 'Acme', role: 'E', jobDescription: 'x'.repeat(L.jobDescription + 1) },
          /at most 20,000/,
        ],
        [{ company: 'Acme', role: 'E', status: 'hired' }, /status must be one of/],
        [{ company: 'Acme', role: 'E', notes: 'n'.repeat(L.notes + 1) }, /at most 10,000/],
      ];
      for (const [payload, message] of creates) {
        const res = await call(ada, 'POST', '/applications', payload);
        expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
        expect(res.json().message).toMatch(message);
      }
      const patches: [unknown, RegExp][] = [
        [{}, /at least one field/],
        [{ coverLetter: 'c'.repeat(L.coverLetter + 1) }, /at most 10,000/],
        [{ status: 'hired' }, /status must be one of/],
        [{ role: '' }, /Enter the role/],
      ];
      for (const [payload, message] of patches) {
        const res = await call(ada, 'PATCH', `/applications/${app.id}`, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(message);
      }
      expect((await call(ada, 'GET', '/applications')).json().items).toEqual([app]);
    });
  });

  describe('tailor and cover letter', () => {
    it("tailors a NEW resume '<role> – <company>'; the original is unchanged; the cap answers 409", async () => {
      const ada = await signUpAndLogIn(ctx.app, 'Ada');
      const resumeId = await saveResume(ada, ['React']);
      const original = (await call(ada, 'GET', `/addresume/resume/${resumeId}`)).json();
      const app = await createApplication(ada, {
        company: 'Acme Health',
        role: 'Frontend Engineer',
        jobDescription: POSTING,
        resumeId,
      });
      const res = await call(ada, 'POST', `/applications/${app.id}/tailor`);
      expect(res.statusCode).toBe(201);
      const { resumeId: copyId } = res.json();
      expect(copyId).not.toBe(resumeId);
      const copy = (await call(ada, 'GET', `/addresume/resume/${copyId}`)).json();
      expect(copy.title).toBe('Frontend Engineer – Acme Health');
      expect(copy.skills).toEqual(['React']);
      expect((await call(ada, 'GET', `/addresume/resume/${resumeId}`)).json()).toEqual(original);
      const used = (await call(ada, 'GET', '/applications')).json().items[0];
      expect(used.resumeId).toBe(copyId);

      // MAX_RESUMES_PER_USER is 2: a third resume is refused, nothing changes.
      const capped = await call(ada, 'POST', `/applications/${app.id}/tailor`);
      expect(capped.statusCode).toBe(409);
      expect(capped.json().code).toBe('RESUME_LIMIT');
      expect(await count('resumes', ada.id)).toBe(2);
    });

    it('drafts a cover letter from the resume and the posting, and stores it', async () => {
      const ada = await signUpAndLogIn(ctx.app, 'Ada');
      const resumeId = await saveResume(ada, ['React', 'JavaScript']);
      const app = await createApplication(ada, {
        company: 'Acme Health',
        role: 'Frontend Engineer',
        jobDescription: POSTING,
        resumeId,
      });
      const res = await call(ada, 'POST', `/applications/${app.id}/cover-letter`);
      expect(res.statusCode).toBe(200);
      const { text } = res.json();
      expect(text).toMatch(/^Dear Hiring Manager,/);
      expect(text).toContain('the Frontend Engineer position at Acme Health');
      expect(text).toContain('I currently work as Lead Programmer at Analytical Engines Ltd.');
      expect(text).toContain(
        'The role asks for JavaScript and React, all of which my resume shows.',
      );
      expect(text).not.toMatch(/TypeScript|CSS|GraphQL/);
      expect(text).toMatch(/Sincerely,\nAda Park$/);
      const stored = (await call(ada, 'GET', '/applications')).json().items[0];
      expect(stored.coverLetter).toBe(text);
    });

    it('answers 409 when the application has no resume', async () => {
      const ada = await signUpAndLogIn(ctx.app, 'Ada');
      const app = await createApplication(ada, { company: 'Acme', role: 'Engineer' });
      for (const path of ['tailor', 'cover-letter']) {
        const res = await call(ada, 'POST', `/applications/${app.id}/${path}`);
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe('Choose the resume this application uses first.');
      }
    });
  });
});

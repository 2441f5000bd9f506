import { beforeAll, describe, expect, it } from 'vitest';
import { resumeCalls } from './helpers/resume-calls.js';
import { sampleResume } from './helpers/resume-fixture.js';
import { useTestApp } from './helpers/test-app.js';
import { databaseTargets } from './helpers/test-database.js';
import { signUpAndLogIn, type TestUser } from './helpers/users.js';

describe.each(databaseTargets)('resumes API on $label', ({ open }) => {
  const ctx = useTestApp(open);
  let a: TestUser;
  let b: TestUser;

  const { call, snapshot } = resumeCalls(ctx);

  beforeAll(async () => {
    a = await signUpAndLogIn(ctx.app, 'Ada');
    b = await signUpAndLogIn(ctx.app, 'Bob');
  });

  it('walks a draft from creation to the final save', async () => {
    expect((await call(a, 'GET', `/addresume/getdraft?userId=${a.id}`)).json()).toEqual({
      success: true,
      data: null,
    });

    const created = await call(a, 'POST', '/addresume/draft', sampleResume());
    expect(created.statusCode).toBe(201);
    const draft = created.json();
    expect(draft).toMatchObject({
      _id: expect.any(String),
      userId: a.id,
      status: 'draft',
      version: 1,
    });
    expect(draft.personalInfo.fullName).toBe('Ada Lovelace');

    const edited = {
      ...sampleResume(),
      personalInfo: { ...sampleResume().personalInfo, aboutMe: 'My own words, not a placeholder.' },
      version: 1,
    };
    const updated = await call(a, 'PUT', `/addresume/${draft._id}`, edited);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ version: 2, status: 'draft' });

    const got = (await call(a, 'GET', `/addresume/getdraft?userId=${a.id}`)).json();
    expect(got.data._id).toBe(draft._id);
    expect(got.data.personalInfo.aboutMe).toBe('My own words, not a placeholder.');

    const saved = await call(a, 'POST', '/addresume/save', {
      ...edited,
      _id: draft._id,
      version: 2,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ _id: draft._id, status: 'saved', version: 3 });
    expect(saved.json().personalInfo.aboutMe).toBe('My own words, not a placeholder.');

    const list = (await call(a, 'GET', `/addresume/getallresumes/${a.id}`)).json();
    expect(list.items.map((r: { _id: string }) => r._id)).toContain(draft._id);
    const detail = await call(a, 'GET', `/addresume/resume/${draft._id}`);
    expect(detail.json().experience[0].achievements).toEqual([
      'Published Note G',
      'Predicted general-purpose computing',
    ]);
  });

  it('answers a stale version with 409 and keeps the newer text', async () => {
    const draft = (await call(a, 'POST', '/addresume/draft', sampleResume())).json();
    const first = await call(a, 'PUT', `/addresume/${draft._id}`, {
      ...sampleResume('Tab One'),
      version: 1,
    });
    expect(first.statusCode).toBe(200);
    const stale = await call(a, 'PUT', `/addresume/${draft._id}`, {
      ...sampleResume('Tab Two'),
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('VERSION_CONFLICT');
    const now = (await call(a, 'GET', `/addresume/resume/${draft._id}`)).json();
    expect(now.personalInfo.fullName).toBe('Tab One');
    // Overwrite: resend with the current version.
    const overwrite = await call(a, 'PUT', `/addresume/${draft._id}`, {
      ...sampleResume('Tab Two'),
      version: now.version,
    });
    expect(overwrite.statusCode).toBe(200);
    expect(overwrite.json().personalInfo.fullName).toBe('Tab Two');
  });

  it('saves a resume without a draft, duplicates and deletes it', async () => {
    const saved = await call(a, 'POST', '/addresume/save', sampleResume('Fresh Save'));
    expect(saved.statusCode).toBe(201);
    const copy = await call(a, 'POST', `/addresume/${saved.json()._id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()._id).not.toBe(saved.json()._id);
    expect(copy.json().personalInfo.fullName).toBe('Fresh Save');
    expect((await call(a, 'DELETE', `/addresume/${copy.json()._id}`)).statusCode).toBe(200);
    expect((await call(a, 'GET', `/addresume/resume/${copy.json()._id}`)).statusCode).toBe(404);
  });

  it('checks the download entitlement and records downloads', async () => {
    const saved = (await call(a, 'POST', '/addresume/save', sampleResume())).json();
    expect((await call(a, 'GET', `/addresume/check-resume-limit/${a.id}`)).json()).toMatchObject({
      canGenerate: true,
    });
    const rec = await call(a, 'POST', `/addresume/${saved._id}/downloads`, { format: 'pdf' });
    expect(rec.statusCode).toBe(201);
    expect(rec.json()).toMatchObject({ grantId: expect.any(String), plan: 'free' });
    const bad = await call(a, 'POST', `/addresume/${saved._id}/downloads`, { format: 'exe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('format must be pdf, docx, txt or print');
  });

  it('needs a session for every resume endpoint', async () => {
    for (const [method, url] of [
      ['GET', `/addresume/getdraft?userId=${a.id}`],
      ['POST', '/addresume/draft'],
      ['POST', '/addresume/save'],
      ['GET', `/addresume/getallresumes/${a.id}`],
      ['GET', `/addresume/check-resume-limit/${a.id}`],
    ] as const) {
      const res = await call(null, method, url, method === 'POST' ? sampleResume() : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  describe("user B on user A's resumes", () => {
    let target: { _id: string; version: number };
    beforeAll(async () => {
      target = (await call(a, 'POST', '/addresume/save', sampleResume('Private Ada'))).json();
    });

    it('gets 404 on every endpoint and A’s data stays as it was', async () => {
      const before = await snapshot();
      const attempts = [
        call(b, 'GET', `/addresume/resume/${target._id}`),
        call(b, 'PUT', `/addresume/${target._id}`, {
          ...sampleResume('Hacked'),
          version: target.version,
        }),
        call(b, 'POST', '/addresume/save', {
          ...sampleResume('Hacked'),
          _id: target._id,
          version: target.version,
        }),
        call(b, 'DELETE', `/addresume/${target._id}`),
        call(b, 'POST', `/addresume/${target._id}/duplicate`),
        call(b, 'POST', `/addresume/${target._id}/downloads`, { format: 'pdf' }),
        call(b, 'GET', `/addresume/getallresumes/${a.id}`),
        call(b, 'GET', `/addresume/getdraft?userId=${a.id}`),
        call(b, 'GET', `/addresume/check-resume-limit/${a.id}`),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.statusCode, res.body).toBe(404);
      }
      expect(await snapshot()).toBe(before);
      const own = (await call(b, 'GET', `/addresume/getallresumes/${b.id}`)).json();
      expect(own.items).toEqual([]);
    });
  });

  describe('bad input: 4xx, nothing stored', () => {
    const longText = 'x'.repeat(10_001);
    it.each([
      [
        'a number as the name',
        { ...sampleResume(), personalInfo: { ...sampleResume().personalInfo, fullName: 42 } },
      ],
      [
        'a description over 10,000 characters',
        {
          ...sampleResume(),
          experience: [{ ...sampleResume().experience[0], description: longText }],
        },
      ],
      [
        '101 skills',
        { ...sampleResume(), skills: Array.from({ length: 101 }, (_, i) => `skill ${i}`) },
      ],
      [
        '51 interests',
        { ...sampleResume(), interests: Array.from({ length: 51 }, (_, i) => `interest ${i}`) },
      ],
      ['an unknown template', { ...sampleResume(), templateId: 'template-9' }],
      ['an unknown paper size', { ...sampleResume(), paper: 'a5' }],
      ['an unknown heading language', { ...sampleResume(), locale: 'xx' }],
      [
        'a malformed date',
        {
          ...sampleResume(),
          experience: [{ ...sampleResume().experience[0], startDate: 'last year' }],
        },
      ],
      ['a list that is not a list', { ...sampleResume(), interests: 'poetry' }],
    ])('POST /addresume/draft with %s → 400', async (_label, body) => {
      const before = await snapshot();
      const res = await call(a, 'POST', '/addresume/draft', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: expect.stringContaining('Invalid body'),
      });
      expect(await snapshot()).toBe(before);
    });

    it('PUT without a version, with a bad id, or an unknown id', async () => {
      const draft = (await call(a, 'POST', '/addresume/draft', sampleResume())).json();
      const before = await snapshot();
      expect((await call(a, 'PUT', `/addresume/${draft._id}`, sampleResume())).statusCode).toBe(
        400,
      );
      expect(
        (await call(a, 'PUT', `/addresume/not-a-uuid`, { ...sampleResume(), version: 1 }))
          .statusCode,
      ).toBe(404);
      expect(
        (
          await call(a, 'PUT', `/addresume/00000000-0000-4000-8000-000000000000`, {
            ...sampleResume(),
            version: 1,
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await call(a, 'PUT', `/addresume/${draft._id}`, { ...sampleResume(), version: 0 }))
          .statusCode,
      ).toBe(400);
      expect(await snapshot()).toBe(before);
    });

    it.each(['not-a-uuid', "1' or '1'='1", '%00', 'x'.repeat(100)])(
      'a malformed id (%s) answers 404 on read, delete, duplicate and download',
      async (id) => {
        const before = await snapshot();
        const path = encodeURIComponent(id);
        for (const [method, url, body] of [
          ['GET', `/addresume/resume/${path}`, undefined],
          ['DELETE', `/addresume/${path}`, undefined],
          ['POST', `/addresume/${path}/duplicate`, undefined],
          ['POST', `/addresume/${path}/downloads`, { format: 'pdf' }],
        ] as const) {
          const res = await call(a, method, url, body);
          expect(res.statusCode, `${method} ${url}`).toBe(404);
          expect(res.json()).toEqual({ message: 'Resume not found', code: 'RESUME_NOT_FOUND' });
        }
        expect(await snapshot()).toBe(before);
      },
    );

    it('save with _id but no version is a 400', async () => {
      const res = await call(a, 'POST', '/addresume/save', { ...sampleResume(), _id: 'x' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Send _id and version together, or neither.');
    });

    it('a body that is not JSON at all', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/resume/addresume/draft',
        headers: { cookie: a.cookie, 'content-type': 'application/json' },
        payload: 'nope',
      });
      expect(res.statusCode).toBe(400);
    });
  });
});

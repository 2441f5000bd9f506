import { beforeAll, describe, expect, it } from 'vitest';
import { resumeCalls } from './helpers/resume-calls.js';
import { sampleResume } from './helpers/resume-fixture.js';
import { useTestApp } from './helpers/test-app.js';
import { databaseTargets } from './helpers/test-database.js';
import { signUpAndLogIn, type TestUser } from './helpers/users.js';

// Issue 25's contract: a resume's design and sections are stored with it; anything outside
// their ranges is a 400 naming the field, on every route that stores a resume.
const design = {
  accentColor: '#0f766e',
  fontFamily: 'serif',
  fontSize: 11.5,
  lineHeight: 1.4,
  marginMm: 18,
  fitToPages: 1,
};
const sections = {
  order: ['education', 'experience', 'summary'],
  hidden: ['interests'],
  titles: { experience: 'Where I worked', skills: '' },
};

/** [what, the body's design/sections, the field the answer must name] */
const BAD: [string, Record<string, unknown>, string][] = [
  ['a colour name', { design: { accentColor: 'teal' } }, 'design.accentColor'],
  ['a three-digit colour', { design: { accentColor: '#abc' } }, 'design.accentColor'],
  ['a colour without #', { design: { accentColor: '0f766e' } }, 'design.accentColor'],
  ['an unknown font', { design: { fontFamily: 'comic' } }, 'design.fontFamily'],
  ['a size under 8 pt', { design: { fontSize: 7.5 } }, 'design.fontSize'],
  ['a size over 14 pt', { design: { fontSize: 14.5 } }, 'design.fontSize'],
  ['a size off the half-point steps', { design: { fontSize: 10.25 } }, 'design.fontSize'],
  ['a size as text', { design: { fontSize: '11' } }, 'design.fontSize'],
  ['line spacing under 1', { design: { lineHeight: 0.9 } }, 'design.lineHeight'],
  ['line spacing over 2', { design: { lineHeight: 2.1 } }, 'design.lineHeight'],
  ['margins under 8 mm', { design: { marginMm: 7 } }, 'design.marginMm'],
  ['margins over 30 mm', { design: { marginMm: 31 } }, 'design.marginMm'],
  ['fitting to three pages', { design: { fitToPages: 3 } }, 'design.fitToPages'],
  ['fitting to zero pages', { design: { fitToPages: 0 } }, 'design.fitToPages'],
  ['a design that is not an object', { design: 'bold' }, 'design'],
  ['an unknown section in the order', { sections: { order: ['hobbies'] } }, 'sections.order.0'],
  ['a section twice in the order', { sections: { order: ['skills', 'skills'] } }, 'sections.order'],
  ['an unknown hidden section', { sections: { hidden: ['photo'] } }, 'sections.hidden.0'],
  ['a section hidden twice', { sections: { hidden: ['skills', 'skills'] } }, 'sections.hidden'],
  [
    'a title over 60 characters',
    { sections: { titles: { skills: 'x'.repeat(61) } } },
    'sections.titles.skills',
  ],
  ['a title that is not text', { sections: { titles: { summary: 5 } } }, 'sections.titles.summary'],
];

describe.each(databaseTargets)('resume design and sections on $label', ({ open }) => {
  const ctx = useTestApp(open);
  let user: TestUser;

  const api = resumeCalls(ctx);
  const call = (method: string, url: string, payload?: unknown) =>
    api.call(user, method, url, payload);
  const { snapshot } = api;

  beforeAll(async () => {
    user = await signUpAndLogIn(ctx.app, 'Dee');
  });

  it('stores and returns design and sections on draft, update and save', async () => {
    const created = await call('POST', '/addresume/draft', { ...sampleResume(), design, sections });
    expect(created.statusCode).toBe(201);
    const draft = created.json();
    expect(draft).toMatchObject({ design, sections: { ...sections, titles: expect.any(Object) } });
    expect(draft.sections.titles.experience).toBe('Where I worked');

    const moved = { ...sections, order: ['skills', 'experience'] };
    const put = await call('PUT', `/addresume/${draft._id}`, {
      ...sampleResume(),
      design: { ...design, fitToPages: 2 },
      sections: moved,
      templateId: 'template-5',
      version: 1,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ design: { fitToPages: 2 }, templateId: 'template-5' });
    const read = (await call('GET', `/addresume/resume/${draft._id}`)).json();
    expect(read.sections.order).toEqual(['skills', 'experience']);
    expect(read.templateId).toBe('template-5');

    const saved = await call('POST', '/addresume/save', {
      ...sampleResume(),
      _id: draft._id,
      version: 2,
      design: { fontSize: 9 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().design).toEqual({ fontSize: 9 });
  });

  it('leaves a resume without design and sections as it was', async () => {
    const created = (await call('POST', '/addresume/draft', sampleResume())).json();
    expect(created).not.toHaveProperty('design');
    expect(created).not.toHaveProperty('sections');
    const read = (await call('GET', `/addresume/resume/${created._id}`)).json();
    expect(read).not.toHaveProperty('design');
    expect(read).not.toHaveProperty('sections');
  });

  describe.each(BAD)('%s', (_label, fields, field) => {
    const expectNamed = (res: { statusCode: number; json: () => { message: string } }) => {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: expect.stringContaining(`${field}:`),
      });
    };

    it('is a 400 naming the field on draft, update and save; nothing stored changes', async () => {
      const draft = (await call('POST', '/addresume/draft', sampleResume())).json();
      const before = await snapshot();
      expectNamed(await call('POST', '/addresume/draft', { ...sampleResume(), ...fields }));
      expectNamed(
        await call('PUT', `/addresume/${draft._id}`, { ...sampleResume(), ...fields, version: 1 }),
      );
      expectNamed(
        await call('POST', '/addresume/save', {
          ...sampleResume(),
          ...fields,
          _id: draft._id,
          version: 1,
        }),
      );
      expectNamed(await call('POST', '/addresume/save', { ...sampleResume(), ...fields }));
      expect(await snapshot()).toBe(before);
    });
  });
});

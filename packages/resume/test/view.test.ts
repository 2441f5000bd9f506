import { describe, expect, it } from 'vitest';
import { emptyResume } from '../src/schema/empty';
import type { Resume } from '../src/schema/resume';
import { toResumeView } from '../src/view/resume-view';
import { hasSection } from '../src/view/sections';

const resume = (patch: Partial<Resume>): Resume => ({ ...emptyResume(), ...patch });
const job = {
  company: 'Acme',
  position: 'Engineer',
  startDate: '2020-01',
  endDate: '',
  description: 'Built things.',
  achievements: [''],
};

describe('preview rules', () => {
  it('hides empty sections and empty entries', () => {
    const view = toResumeView(emptyResume());
    expect(view.experience).toEqual([]);
    expect(view.education).toEqual([]);
    for (const key of [
      'summary',
      'experience',
      'education',
      'skills',
      'interests',
      'certifications',
      'custom',
      'additionalInfo',
    ] as const) {
      expect(hasSection(view, key)).toBe(false);
    }
  });
  it("shows 'Present' when the end date is empty", () => {
    expect(toResumeView(resume({ experience: [job] })).experience[0]?.dates).toBe(
      'Jan 2020 – Present',
    );
  });
  it("writes the dates in the resume's language", () => {
    expect(toResumeView(resume({ experience: [job], locale: 'de' })).experience[0]?.dates).toBe(
      'Jan. 2020 – heute',
    );
  });
  it('shows achievements only when the first one is non-empty', () => {
    const hidden = toResumeView(resume({ experience: [{ ...job, achievements: ['', 'Second'] }] }));
    expect(hidden.experience[0]?.achievements).toEqual([]);
    const shown = toResumeView(
      resume({ experience: [{ ...job, achievements: ['First', '', 'Third'] }] }),
    );
    expect(shown.experience[0]?.achievements).toEqual(['First', 'Third']);
  });
  it('shows an additional section only when title and content are both non-empty', () => {
    const view = toResumeView(
      resume({
        additionalSections: [
          { title: 'Languages', content: 'English' },
          { title: '', content: 'orphan' },
          { title: 'Empty', content: '  ' },
        ],
      }),
    );
    expect(view.customSections).toEqual([{ title: 'Languages', content: ['English'] }]);
  });
  it('combines GPA and honors, and degree with field of study', () => {
    const school = {
      school: 'MIT',
      degree: 'BSc',
      fieldOfStudy: 'Physics',
      graduationYear: '2010',
      description: '',
      gpa: '3.9',
      honors: 'Cum laude',
    };
    const view = toResumeView(resume({ education: [school] }));
    expect(view.education[0]).toMatchObject({
      title: 'BSc, Physics',
      details: 'GPA 3.9 · Cum laude',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { missingFields } from '../src/schema/complete';
import { emptyResume } from '../src/schema/empty';
import { LIMITS } from '../src/schema/limits';
import { parseResume, resumeSchema } from '../src/schema/resume';
import { completedSteps, firstIncompleteStep, progressPercentage } from '../src/rules/steps';
import { fixture } from './helpers/fixtures';

const complete = fixture('amelie-dubois-fr');

describe('resume schema', () => {
  it('accepts a draft with empty strings and fills defaults', () => {
    const resume = parseResume({ personalInfo: { fullName: 'Jane' } });
    expect(resume.templateId).toBe('template-1');
    expect(resume.personalInfo.email).toBe('');
    expect(resume.experience).toEqual([]);
    expect(parseResume(emptyResume())).toEqual(emptyResume());
  });
  it('bounds every string and list', () => {
    expect(resumeSchema.safeParse({ skills: Array(LIMITS.skills + 1).fill('x') }).success).toBe(
      false,
    );
    expect(
      resumeSchema.safeParse({ personalInfo: { fullName: 'x'.repeat(LIMITS.shortText + 1) } })
        .success,
    ).toBe(false);
    const job = { ...emptyResume().experience[0], description: 'x'.repeat(LIMITS.longText + 1) };
    expect(resumeSchema.safeParse({ experience: [job] }).success).toBe(false);
  });
  it('accepts YYYY-MM and YYYY-MM-DD dates and rejects others', () => {
    const job = (startDate: string) => ({
      experience: [{ ...emptyResume().experience[0], startDate }],
    });
    expect(resumeSchema.safeParse(job('2021-03')).success).toBe(true);
    expect(resumeSchema.safeParse(job('2021-03-31')).success).toBe(true);
    expect(resumeSchema.safeParse(job('')).success).toBe(true);
    expect(resumeSchema.safeParse(job('March 2021')).success).toBe(false);
    expect(resumeSchema.safeParse(job('2021-13')).success).toBe(false);
  });
  it('rejects an unknown template', () => {
    expect(resumeSchema.safeParse({ templateId: 'template-9' }).success).toBe(false);
  });
});

describe('missingFields', () => {
  it('is empty for a complete resume', () => {
    expect(missingFields(complete)).toEqual([]);
  });
  it('lists the required fields of a new resume by step', () => {
    const missing = missingFields(emptyResume());
    expect(missing.map((field) => field.step)).toEqual([
      1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 5,
    ]);
    expect(missing[0]).toEqual({
      step: 1,
      field: 'personalInfo.fullName',
      label: 'Full Name',
      reason: 'missing',
    });
    expect(missing).toContainEqual({
      step: 2,
      field: 'experience.0.company',
      label: 'Position 1: Company',
      reason: 'missing',
    });
  });
  it('flags an invalid email', () => {
    const resume = {
      ...complete,
      personalInfo: { ...complete.personalInfo, email: 'not-an-email' },
    };
    expect(missingFields(resume)).toEqual([
      { step: 1, field: 'personalInfo.email', label: 'Email Address', reason: 'invalid' },
    ]);
  });
});

describe('firstIncompleteStep', () => {
  const base = emptyResume();
  const withInfo = {
    ...base,
    personalInfo: { ...base.personalInfo, fullName: 'Jane', email: 'jane@example.com' },
  };
  const withJob = { ...withInfo, experience: complete.experience };
  const withSchool = { ...withJob, education: complete.education };
  const withSkills = { ...withSchool, skills: ['Go'] };
  it('follows spec section 4', () => {
    expect(firstIncompleteStep(base)).toBe(1);
    expect(
      firstIncompleteStep({ ...base, personalInfo: { ...base.personalInfo, fullName: 'Jane' } }),
    ).toBe(1);
    expect(firstIncompleteStep(withInfo)).toBe(2);
    expect(firstIncompleteStep(withJob)).toBe(3);
    expect(firstIncompleteStep(withSchool)).toBe(4);
    expect(firstIncompleteStep(withSkills)).toBe(5);
    expect(firstIncompleteStep({ ...withSkills, interests: ['Chess'] })).toBe(7);
  });
});

describe('progress', () => {
  it('counts completed steps out of seven', () => {
    expect(completedSteps(emptyResume())).toBe(0);
    expect(progressPercentage(emptyResume())).toBe(0);
    expect(completedSteps(complete)).toBe(7);
    expect(progressPercentage(complete)).toBe(100);
    const noInterests = { ...complete, interests: [] };
    expect(completedSteps(noInterests)).toBe(4);
    expect(progressPercentage(noInterests)).toBe(57);
  });
});

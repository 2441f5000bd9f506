import { emptyResume } from '@shortlist/resume';
import { describe, expect, it } from 'vitest';
import { DRAFT_KEY } from './draft-persistence';
import { continueAsVisitor } from './hand-over';
import { writeUserCopy } from './user-draft-store';

const named = (fullName: string) => ({
  ...emptyResume(),
  personalInfo: { ...emptyResume().personalInfo, fullName },
});

describe('continueAsVisitor', () => {
  it("puts the user's latest text in the visitor draft when the session ran out", () => {
    writeUserCopy(localStorage, 'u1', {
      draft: { resume: named('Mid-sentence'), step: 3, updatedAt: '2026-05-01T00:00:00.000Z' },
      serverId: 'd1',
      version: 2,
      dirty: true,
    });
    expect(continueAsVisitor('u1')).toBe(true);
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}')).toMatchObject({
      step: 3,
      resume: { personalInfo: { fullName: 'Mid-sentence' } },
    });
  });

  it('keeps a newer visitor draft and does nothing without a user copy', () => {
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        resume: named('Newer visitor'),
        step: 1,
        updatedAt: '2026-09-01T00:00:00.000Z',
      }),
    );
    writeUserCopy(localStorage, 'u1', {
      draft: { resume: named('Older'), step: 1, updatedAt: '2026-05-01T00:00:00.000Z' },
      serverId: 'd1',
      version: 2,
      dirty: false,
    });
    expect(continueAsVisitor('u1')).toBe(false);
    expect(continueAsVisitor('nobody')).toBe(false);
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}').resume.personalInfo.fullName).toBe(
      'Newer visitor',
    );
  });
});

import { emptyResume } from '@shortlist/resume';
import { describe, expect, it } from 'vitest';
import { DISCARDED_DRAFT_KEY, DRAFT_KEY, localDraftPersistence } from './draft-persistence';

describe('localDraftPersistence', () => {
  it('finds no draft on a first visit', () => {
    expect(localDraftPersistence().load()).toEqual({ draft: null });
  });

  it('gives back what it saved under the draft key', () => {
    const store = localDraftPersistence();
    const resume = emptyResume();
    resume.personalInfo.fullName = 'Jane Doe';
    store.save({ resume, step: 3, updatedAt: '2026-01-01T00:00:00.000Z' });
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '')).toMatchObject({ step: 3 });
    expect(store.load().draft).toMatchObject({
      step: 3,
      resume: { personalInfo: { fullName: 'Jane Doe' } },
    });
  });

  it.each([
    ['broken JSON', '{"resume": '],
    ['a wrong shape', JSON.stringify({ resume: { experience: 'lots' }, step: 2, updatedAt: 'x' })],
    ['a step out of range', JSON.stringify({ resume: emptyResume(), step: 12, updatedAt: 'x' })],
  ])('moves %s aside and starts clean', (_name, raw) => {
    localStorage.setItem(DRAFT_KEY, raw);
    expect(localDraftPersistence().load()).toEqual({ draft: null, discarded: true });
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(localStorage.getItem(DISCARDED_DRAFT_KEY)).toBe(raw);
  });

  it('clears the draft', () => {
    const store = localDraftPersistence();
    store.save({ resume: emptyResume(), step: 1, updatedAt: 'now' });
    store.clear();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });
});

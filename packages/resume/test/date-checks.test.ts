import { describe, expect, it } from 'vitest';
import { completedSteps, emptyResume, missingFields } from '../src';
import { dateProblems, END_BEFORE_START } from '../src/rules/date-checks';

const now = new Date('2026-11-23T00:00:00Z');
const withDates = (startDate: string, endDate: string, graduationYear = '2010') => {
  const resume = emptyResume();
  resume.experience[0] = { ...resume.experience[0]!, startDate, endDate };
  resume.education[0] = { ...resume.education[0]!, graduationYear };
  return resume;
};

describe('dateProblems', () => {
  it('flags an end date before its start date, at the field', () => {
    expect(dateProblems(withDates('2022-05', '2021-12'), now)).toEqual([
      {
        step: 2,
        field: 'experience.0.endDate',
        label: 'Position 1: End Date',
        message: END_BEFORE_START,
      },
    ]);
    expect(dateProblems(withDates('2022-05', '2022-05'), now)).toEqual([]);
    expect(dateProblems(withDates('2022-05-20', '2022-05'), now)).toHaveLength(1);
    expect(dateProblems(withDates('2022-05', ''), now)).toEqual([]);
  });

  it('flags a graduation year outside 1950 to this year + 10', () => {
    for (const year of ['1949', '2037', '20', 'soon']) {
      expect(dateProblems(withDates('', '', year), now), year).toEqual([
        expect.objectContaining({
          step: 3,
          field: 'education.0.graduationYear',
          message: 'Graduation year must be between 1950 and 2036',
        }),
      ]);
    }
    for (const year of ['1950', '2036', ''])
      expect(dateProblems(withDates('', '', year), now)).toEqual([]);
  });

  it('makes the step incomplete', () => {
    const resume = withDates('2022-05', '2021-01');
    expect(missingFields(resume)).toContainEqual(
      expect.objectContaining({ field: 'experience.0.endDate', reason: 'invalid', step: 2 }),
    );
    const fixed = withDates('2021-01', '2022-05');
    expect(completedSteps(resume)).toBeLessThanOrEqual(completedSteps(fixed));
  });
});

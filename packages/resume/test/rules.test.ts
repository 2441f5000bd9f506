import { describe, expect, it } from 'vitest';
import { AI_TEXT_LIMITS, canImproveDescription, cleanAiText } from '../src/rules/ai-text';
import { formatDateRange, formatMonthYear, isCurrentJob } from '../src/rules/dates';
import { MONTH_YEAR, PRESENT } from '../src/rules/month-names';
import { resumeLocaleSchema } from '../src/schema/resume';
import { fileName } from '../src/rules/file-name';
import { shortenId } from '../src/rules/ids';
import { addInterest, addSkill, normaliseSkills } from '../src/rules/skills';

describe('normaliseSkills', () => {
  it('splits on commas, trims and drops blanks', () => {
    expect(normaliseSkills(' React,  TypeScript ,,  , Node.js ')).toEqual([
      'React',
      'TypeScript',
      'Node.js',
    ]);
  });
  it('skips duplicates case-insensitively, keeping the first spelling', () => {
    expect(normaliseSkills(['SQL, sql', 'Go', 'GO', 'sQl'])).toEqual(['SQL', 'Go']);
  });
  it('adds a manual skill once', () => {
    expect(addSkill(['React'], ' react ')).toEqual(['React']);
    expect(addSkill(['React'], 'Vue')).toEqual(['React', 'Vue']);
    expect(addSkill(['React'], '   ')).toEqual(['React']);
  });
  it('ignores a blank or present interest', () => {
    expect(addInterest(['Chess'], 'chess')).toEqual(['Chess']);
    expect(addInterest(['Chess'], '')).toEqual(['Chess']);
    expect(addInterest(['Chess'], 'Go, Baduk')).toEqual(['Chess', 'Go, Baduk']);
  });
});

describe('cleanAiText', () => {
  it('collapses whitespace and drops bullet symbols', () => {
    expect(cleanAiText('•  Led   the team.\n• Shipped\tthe app.', 100)).toBe(
      'Led the team. Shipped the app.',
    );
    expect(cleanAiText('- Led the team\n- Shipped', 100)).toBe('Led the team Shipped');
  });
  it('keeps text within the limit unchanged', () => {
    expect(cleanAiText('Short text.', 11)).toBe('Short text.');
  });
  it('cuts at the last full stop when it falls after 75 % of the limit', () => {
    const text = 'A'.repeat(80) + '. More words follow here';
    expect(cleanAiText(text, 100)).toBe('A'.repeat(80) + '.');
  });
  it('otherwise cuts at the last space and adds ...', () => {
    const text = 'Short. ' + 'word '.repeat(40);
    const result = cleanAiText(text, 50);
    expect(result.endsWith('...')).toBe(true);
    expect(result.length).toBeLessThanOrEqual(50);
    expect(result).toBe('Short. word word word word word word word word...');
  });
  it('has the spec limits', () => {
    expect(AI_TEXT_LIMITS).toEqual({
      jobDescription: 1000,
      aboutMe: 400,
      achievement: 100,
      certification: 250,
      education: 600,
    });
  });
  it('enables the description button from 15 words', () => {
    expect(
      canImproveDescription(
        'one two three four five six seven eight nine ten eleven twelve thirteen fourteen',
      ),
    ).toBe(false);
    expect(
      canImproveDescription(
        'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen',
      ),
    ).toBe(true);
  });
});

describe('dates', () => {
  it('formats month and year in en-US', () => {
    expect(formatMonthYear('2021-03')).toBe('Mar 2021');
    expect(formatMonthYear('2019-12-31')).toBe('Dec 2019');
  });
  it('shows Present for an empty end date', () => {
    expect(formatMonthYear('')).toBe('Present');
    expect(formatMonthYear(undefined)).toBe('Present');
    expect(formatDateRange('2020-01', '')).toBe('Jan 2020 – Present');
  });
  it('shows text that is not a date as typed', () => {
    expect(formatMonthYear('Summer 2019')).toBe('Summer 2019');
    expect(formatMonthYear('2019-13')).toBe('2019-13');
    expect(formatMonthYear('2019-00', 'de')).toBe('2019-00');
  });
  it("writes dates in the resume's language, with Latin digits", () => {
    const cases = {
      en: 'Mar 2021 – Present',
      de: 'März 2021 – heute',
      fr: "mars 2021 – aujourd'hui",
      es: 'mar 2021 – actualidad',
      pt: 'mar. de 2021 – atual',
      it: 'mar 2021 – oggi',
      nl: 'mrt 2021 – heden',
      pl: 'mar 2021 – obecnie',
      zh: '2021年3月 – 至今',
      ja: '2021年3月 – 現在',
      ko: '2021년 3월 – 현재',
      vi: '03/2021 – nay',
      ar: 'مارس 2021 – حتى الآن',
    } as const;
    for (const [locale, expected] of Object.entries(cases))
      expect(formatDateRange('2021-03', '', locale as keyof typeof cases), locale).toBe(expected);
    expect(formatMonthYear('2019-12-31', 'de')).toBe('Dez. 2019');
    expect(formatMonthYear('2019-09', 'ar')).toBe('سبتمبر 2019');
  });
  it('has twelve months and a Present in every language', () => {
    for (const locale of resumeLocaleSchema.options) {
      expect(MONTH_YEAR[locale], locale).toHaveLength(12);
      expect(new Set(MONTH_YEAR[locale]).size, locale).toBe(12);
      for (const month of MONTH_YEAR[locale]) expect(month, locale).toContain('{year}');
      expect(PRESENT[locale], locale).not.toBe('');
    }
  });
  it('knows a current job', () => {
    const now = new Date('2024-06-15');
    expect(isCurrentJob('', now)).toBe(true);
    expect(isCurrentJob('2025-01', now)).toBe(true);
    expect(isCurrentJob('2023-01', now)).toBe(false);
  });
});

describe('shortenId', () => {
  it('keeps the first 5 and the last 3 characters', () => {
    expect(shortenId('65f1a2b3c4d5e6f7a8b9c0d1')).toBe('65f1a...0d1');
  });
  it('leaves short ids unchanged', () => {
    expect(shortenId('abc123')).toBe('abc123');
    expect(shortenId('12345678')).toBe('12345678');
  });
});

describe('fileName', () => {
  it('turns spaces into underscores and adds _Resume', () => {
    expect(fileName('Jane Doe', 'pdf')).toBe('Jane_Doe_Resume.pdf');
    expect(fileName('  Amélie   Dubois ', 'docx')).toBe('Amélie_Dubois_Resume.docx');
    expect(fileName('王小明', 'txt')).toBe('王小明_Resume.txt');
  });
  it('drops characters that are illegal in file names', () => {
    expect(fileName('A/B\\C:D*E?"<F>|', 'pdf')).toBe('ABCDEF_Resume.pdf');
    expect(fileName('../../etc/passwd', 'pdf')).toBe('etcpasswd_Resume.pdf');
  });
  it('falls back to Resume', () => {
    expect(fileName('', 'pdf')).toBe('Resume.pdf');
    expect(fileName(undefined, 'json')).toBe('Resume.json');
    expect(fileName('///', 'pdf')).toBe('Resume.pdf');
  });
});

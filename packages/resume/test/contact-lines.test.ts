import { beforeAll, describe, expect, it } from 'vitest';
import { nodeFontResolver } from '../src/fonts/node';
import { renderPdf } from '../src/render/pdf';
import type { Resume } from '../src/schema/resume';
import { templates } from '../src/templates/catalog';
import { fixture } from './helpers/fixtures';
import { pdfText } from './helpers/pdf-text';

// An applicant-tracking system reads a contact detail split over two lines as two broken
// values, so the email, phone and portfolio URL must each come out on one line.
const EMAIL = 'alexandra.konstantinopoulou@consultancy.co.uk';
const URL = 'https://portfolio.example.com/alexandra-konstantinopoulou/cv';
const WIDE_URL = 'https://www.linkedin.com/in/alexandra-konstantinopoulou-smith';
const PHONE = '+44 (0) 20 7946 0958 ext. 1234';

const withContact = (base: Resume, personalInfo: Partial<Resume['personalInfo']>): Resume => ({
  ...base,
  personalInfo: { ...base.personalInfo, ...personalInfo },
});

const cases = [
  {
    name: 'a 45-character email and a 60-character URL',
    resume: withContact(fixture('amelie-dubois-fr'), {
      email: EMAIL,
      portfolioUrl: URL,
      phone: PHONE,
    }),
  },
  {
    name: 'a 61-character URL of wide letters',
    resume: withContact(fixture('jurgen-weiss-de'), { email: EMAIL, portfolioUrl: WIDE_URL }),
  },
  { name: 'the Greek fixture', resume: fixture('eleni-papadopoulou-el') },
];

// Both the layout-guessing mode (pdftotext's default, like many ATS parsers) and the
// content-stream order.
const lines = new Map<string, string[]>();
beforeAll(async () => {
  for (const { name, resume } of cases) {
    for (const template of templates) {
      const bytes = await renderPdf(resume, { template: template.slug, fonts: nodeFontResolver });
      lines.set(`${name}/${template.slug}`, [
        ...pdfText(bytes, 'reading').split('\n'),
        ...pdfText(bytes, 'raw').split('\n'),
      ]);
    }
  }
}, 60_000);

describe.each(templates)('$name contact details', (template) => {
  it.each(cases)(
    'keep the email, phone and URL each whole on one line: $name',
    ({ name, resume }) => {
      const text = lines.get(`${name}/${template.slug}`) ?? [];
      const info = resume.personalInfo;
      const values = [info.email, info.phone, info.portfolioUrl].filter((value): value is string =>
        Boolean(value),
      );
      const broken = values.filter(
        (value) => text.filter((line) => line.includes(value)).length < 2,
      );
      expect(broken).toEqual([]);
    },
  );
});

/**
 * Where the lines holding `value` break, as the characters just before and after each
 * break ('a|b'); null when absent.
 */
const breaksInside = (text: string, value: string): string[] | null => {
  const breaks: number[] = [];
  let joined = '';
  for (const line of text.split('\n')) {
    if (joined !== '') breaks.push(joined.length);
    joined += line;
  }
  const start = joined.indexOf(value);
  if (start === -1) return null;
  return breaks
    .filter((at) => at > start && at < start + value.length)
    .map((at) => `${joined.slice(at - 1, at)}|${joined.slice(at, at + 1)}`);
};

describe.each(templates)('$name contact details beyond realistic lengths', (template) => {
  const email = `${'firstname.middlename.lastname.'.repeat(3)}surname@example.com`;
  const url = `https://example.com/${'portfolio-section-'.repeat(6)}end`;
  it('are all there and wrap only after a separator or before a hyphen, never inside a word', async () => {
    const resume = withContact(fixture('amelie-dubois-fr'), { email, portfolioUrl: url });
    const text = pdfText(
      await renderPdf(resume, { template: template.slug, fonts: nodeFontResolver }),
    );
    for (const value of [email, url]) {
      const breaks = breaksInside(text, value);
      expect(breaks, value).not.toBeNull();
      // Never after '-': extractors would join the lines and drop the hyphen.
      expect(
        breaks?.filter((pair) => !('/@._'.includes(pair[0] ?? '') || pair.endsWith('|-'))),
      ).toEqual([]);
    }
  });
});

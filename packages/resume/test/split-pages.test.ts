import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { nodeFontResolver } from '../src/fonts/node';
import { renderPdfDocument } from '../src/render/pdf';
import type { ResumeInput } from '../src/schema/resume';
import { sectionTitles } from '../src/view/sections';
import { fixture } from './helpers/fixtures';
import { pdfText } from './helpers/pdf-text';
import { pageImage } from './helpers/page-pixels';
import { SCRIPT_SAMPLES } from './helpers/script-samples';

// Split has its sidebar on the right (left in a right-to-left resume) on a one-page resume,
// and is one column when the resume runs over a page (docs/decisions/0112).
const SIDEBAR_WIDTH = 188;
const SIDEBAR_FILL = '#22324a';

/** Left and right edges (pt) of the text pdf.js finds on a page. */
const textExtent = async (bytes: Uint8Array, number: number) => {
  const doc = await getDocument({ data: bytes.slice() }).promise;
  const page = await doc.getPage(number);
  const items = (await page.getTextContent()).items.flatMap((item) =>
    'str' in item && item.str.trim() !== ''
      ? [{ x: item.transform[4] as number, width: item.width }]
      : [],
  );
  const left = Math.min(...items.map((item) => item.x));
  const right = Math.max(...items.map((item) => item.x + item.width));
  await doc.destroy();
  return { left, right, count: items.length };
};

const twoPages = async (resume: ResumeInput) => {
  const result = await renderPdfDocument(resume, { template: 'split', fonts: nodeFontResolver });
  expect(result.pages).toBeGreaterThanOrEqual(2);
  return result.bytes;
};

describe('Split on a resume of two pages or more', () => {
  // One column (docs/decisions/0112): a sidebar on page 1 would read, in layout order,
  // between the main column's pages; its sections follow Education instead.
  it('is set in one column across the page, without the sidebar panel', async () => {
    const bytes = await twoPages(fixture('amelie-dubois-fr'));
    for (const number of [1, 2]) {
      const image = pageImage(bytes, number);
      expect(image.at(image.width - SIDEBAR_WIDTH / 2, image.height - 20)).toBe('#ffffff');
    }
    const text = await textExtent(bytes, 2);
    expect(text.count).toBeGreaterThan(5);
    expect(text.right).toBeGreaterThan(pageImage(bytes, 2).width - SIDEBAR_WIDTH);
  });

  it('puts the sidebar sections after Education in one column', async () => {
    const resume = fixture('amelie-dubois-fr');
    const bytes = await twoPages(resume);
    const text = pdfText(bytes);
    const titles = sectionTitles(resume.locale);
    expect(text.indexOf(titles.skills)).toBeGreaterThan(text.indexOf(titles.education));
  });

  it('is a one-column page in a right-to-left resume too, without the panel', async () => {
    const arabic = SCRIPT_SAMPLES.find((sample) => sample.name === 'Arabic')!.resume;
    const long: ResumeInput = {
      ...arabic,
      experience: Array.from({ length: 8 }, () => arabic.experience![0]!),
    };
    const bytes = await twoPages(long);
    const image = pageImage(bytes, 2);
    expect(image.at(SIDEBAR_WIDTH / 2, image.height / 2)).toBe('#ffffff');
    expect((await textExtent(bytes, 2)).count).toBeGreaterThan(5);
  });
});

describe('Split on a resume of one page', () => {
  it('draws the sidebar panel on the right', async () => {
    const result = await renderPdfDocument(fixture('kim-minjun-ko'), {
      template: 'split',
      fonts: nodeFontResolver,
    });
    expect(result.pages).toBe(1);
    const image = pageImage(result.bytes, 1);
    expect(image.at(image.width - SIDEBAR_WIDTH / 2, image.height - 20)).toBe(SIDEBAR_FILL);
  });
});

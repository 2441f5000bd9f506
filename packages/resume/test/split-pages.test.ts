import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { nodeFontResolver } from '../src/fonts/node';
import { renderPdfDocument } from '../src/render/pdf';
import type { ResumeInput } from '../src/schema/resume';
import { fixture } from './helpers/fixtures';
import { pageImage } from './helpers/page-pixels';
import { SCRIPT_SAMPLES } from './helpers/script-samples';

// Split keeps its two columns on every page: the sidebar's panel on the left (right in a
// right-to-left resume) and the main column beside it, on page 2 as on page 1.
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
  it('draws the sidebar on page 2 and keeps the main column out of it', async () => {
    const bytes = await twoPages(fixture('amelie-dubois-fr'));
    const image = pageImage(bytes, 2);
    for (const y of [20, image.height / 2, image.height - 20])
      expect(image.at(SIDEBAR_WIDTH / 2, y)).toBe(SIDEBAR_FILL);
    expect(image.at(image.width - 10, image.height / 2)).toBe('#ffffff');
    const text = await textExtent(bytes, 2);
    expect(text.count).toBeGreaterThan(5);
    expect(text.left).toBeGreaterThanOrEqual(SIDEBAR_WIDTH);
  });

  it('mirrors both in a right-to-left resume: the sidebar on the right', async () => {
    const arabic = SCRIPT_SAMPLES.find((sample) => sample.name === 'Arabic')!.resume;
    const long: ResumeInput = {
      ...arabic,
      experience: Array.from({ length: 8 }, () => arabic.experience![0]!),
    };
    const bytes = await twoPages(long);
    const image = pageImage(bytes, 2);
    expect(image.at(image.width - SIDEBAR_WIDTH / 2, image.height / 2)).toBe(SIDEBAR_FILL);
    expect(image.at(SIDEBAR_WIDTH / 2, image.height / 2)).toBe('#ffffff');
    const text = await textExtent(bytes, 2);
    expect(text.right).toBeLessThanOrEqual(image.width - SIDEBAR_WIDTH);
  });
});

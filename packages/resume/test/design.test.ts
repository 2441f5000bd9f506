import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { nodeFontResolver } from '../src/fonts/node';
import { renderDocx } from '../src/render/docx/render-docx';
import { renderPdf, renderPdfDocument } from '../src/render/pdf';
import { renderTxt } from '../src/render/txt';
import { parseResume, type Resume } from '../src/schema/resume';
import { templates } from '../src/templates/catalog';
import { documentXml, docxText } from './helpers/docx-xml';
import { compact } from './helpers/in-order';
import { pageImage } from './helpers/page-pixels';
import { pdfLines, pdfText } from './helpers/pdf-text';
import { missingValues } from './helpers/read-back';

/**
 * Issue 25's design controls, per template, read back from what each export really holds:
 * the order, visibility and headings of sections in the PDF, DOCX and TXT text; the body size
 * in the glyph heights poppler measures; the accent colour in the pixels it draws; fitting a
 * two-page resume to one page with every value kept.
 */
const nurse = parseResume(
  JSON.parse(readFileSync(join(__dirname, 'ats-resumes', 'nurse.json'), 'utf8')),
);
const job = nurse.experience[0]!;

const outlined: Resume = parseResume({
  ...nurse,
  sections: {
    order: ['education', 'experience'],
    hidden: ['certifications'],
    titles: { experience: 'Work History' },
  },
});

/** Index of the line that is exactly `heading` (headings stand on lines of their own). */
const headingLine = (text: string, heading: string) =>
  text.split(/[\n\f]/).findIndex((line) => line.trim() === heading);

const outlineChecks = (text: string) => {
  const work = headingLine(text, 'Work History');
  const education = headingLine(text, 'Education');
  expect(work, 'the renamed heading').toBeGreaterThan(-1);
  expect(education, 'the education heading').toBeGreaterThan(-1);
  expect(education, 'education moved before experience').toBeLessThan(work);
  expect(headingLine(text, 'Professional Experience'), 'the default heading is gone').toBe(-1);
  expect(headingLine(text, 'Certifications'), 'the hidden heading').toBe(-1);
  for (const certification of nurse.certifications ?? [])
    expect(compact(text), 'a hidden value').not.toContain(compact(certification));
  // Everything not hidden is still there.
  const { certifications: _hidden, ...shown } = outlined;
  expect(missingValues(text, parseResume({ ...shown, certifications: [] }))).toEqual([]);
};

describe.each(templates.map((t) => t.slug))('%s', (slug) => {
  let plain: Uint8Array;
  beforeAll(async () => {
    plain = await renderPdf(nurse, { template: slug, fonts: nodeFontResolver });
  }, 60_000);

  it('puts sections in the chosen order, hides and renames them in the PDF text', async () => {
    const bytes = await renderPdf(outlined, { template: slug, fonts: nodeFontResolver });
    outlineChecks(pdfText(bytes));
  });

  it('sets the body in the chosen size: glyph heights grow with fontSize', async () => {
    const height = async (fontSize: number) => {
      const bytes = await renderPdf(
        { ...nurse, design: { fontSize } },
        { template: slug, fonts: nodeFontResolver },
      );
      const line = pdfLines(bytes)
        .flatMap((page) => page.lines)
        .find((l) => l.text.includes('Triage and manage'));
      if (!line) throw new Error('the bullet line is not in the text layer');
      return line.bottom - line.top;
    };
    const [small, large] = [await height(9), await height(12)];
    expect(large / small).toBeCloseTo(12 / 9, 1);
  });

  it('draws in the chosen accent colour, which the default design does not use', async () => {
    const accent = { r: 0x0b, g: 0x7a, b: 0x3e }; // #0b7a3e, a green no template uses
    const near = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      return Math.abs(r! - accent.r) + Math.abs(g! - accent.g) + Math.abs(b! - accent.b) < 24;
    };
    const count = (bytes: Uint8Array) => {
      const image = pageImage(bytes, 1);
      let n = 0;
      for (let y = 0; y < image.height; y++)
        for (let x = 0; x < image.width; x++) if (near(image.at(x, y))) n++;
      return n;
    };
    const green = await renderPdf(
      { ...nurse, design: { accentColor: '#0b7a3e' } },
      { template: slug, fonts: nodeFontResolver },
    );
    expect(count(plain)).toBe(0);
    expect(count(green)).toBeGreaterThan(50);
  });

  it('fits a two-page resume on one page with every value kept', async () => {
    // Two more jobs than the fixture: two pages in every template at the default design.
    const long = parseResume({
      ...nurse,
      experience: [
        ...nurse.experience,
        { ...job, company: 'Riverside Clinic' },
        { ...job, company: 'Lakeshore Hospital' },
      ],
    });
    const loose = await renderPdfDocument(long, { template: slug, fonts: nodeFontResolver });
    expect(loose.pages).toBe(2);
    const fitted = await renderPdfDocument(
      { ...long, design: { fitToPages: 1 } },
      { template: slug, fonts: nodeFontResolver },
    );
    expect(fitted.pages).toBe(1);
    expect(fitted.fit).toMatchObject({ pages: 1, fits: true });
    expect(fitted.fit!.bodySize).toBeGreaterThanOrEqual(8);
    expect(missingValues(pdfText(fitted.bytes), long)).toEqual([]);
  });
});

describe('fitting that cannot reach the page count', () => {
  it('says so, at 8 pt, and keeps every page', async () => {
    const many = parseResume({
      ...nurse,
      experience: Array.from({ length: 9 }, (_, i) => ({
        ...job,
        company: `Hospital ${i + 1}`,
      })),
    });
    const result = await renderPdfDocument(
      { ...many, design: { fitToPages: 1 } },
      { template: 'classic', fonts: nodeFontResolver },
    );
    expect(result.pages).toBeGreaterThan(1);
    expect(result.fit).toMatchObject({ pages: 1, fits: false, bodySize: 8 });
    expect(missingValues(pdfText(result.bytes), many)).toEqual([]);
  });
});

describe('DOCX and TXT', () => {
  it('put sections in the chosen order, hide and rename them', async () => {
    outlineChecks(docxText(documentXml(await renderDocx(outlined))));
    outlineChecks(renderTxt(outlined));
  });
});

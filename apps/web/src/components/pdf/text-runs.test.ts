// @vitest-environment node
// The preview's text layer, laid out in the drawing worker (text-runs.ts), checked against a
// second PDF reader: poppler's word boxes (pdftotext -bbox-layout) for the same pages.
import { readFileSync } from 'node:fs';
import { Canvas } from '@napi-rs/canvas';
import { parseResume, renderPdfDocument, type Resume } from '@shortlist/resume';
import { nodeFontResolver } from '@shortlist/resume/fonts/node';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { boxLines, type BoxLine } from '../../../../../packages/resume/test/helpers/poppler-lines';
import { measureWith, textRuns, type PageBox, type TextRun } from './text-runs';

const fixture = (name: string) =>
  parseResume(
    JSON.parse(
      readFileSync(
        new URL(`../../../../../packages/resume/test/fixtures/${name}.json`, import.meta.url),
        'utf8',
      ),
    ),
  );

/** A run placed on the page in PDF points from the top-left, with its drawn width. */
interface Placed extends TextRun {
  page: number;
  x: number;
  y: number;
  right: number;
}

const SCALE = 1.5; // CSS pixels per point times the device pixel ratio, as in the worker
const measure = measureWith(new Canvas(1, 1).getContext('2d') as never);

async function layOut(resume: Resume): Promise<{ runs: Placed[]; lines: BoxLine[] }> {
  const { bytes } = await renderPdfDocument(resume, { fonts: nodeFontResolver, paper: 'a4' });
  const doc = await getDocument({ data: bytes.slice(), isEvalSupported: false }).promise;
  const runs: Placed[] = [];
  for (let number = 1; number <= doc.numPages; number++) {
    const page = await doc.getPage(number);
    const box = page.getViewport({ scale: 1 }).rawDims as PageBox;
    for (const run of textRuns(await page.getTextContent(), box, SCALE, measure)) {
      const x = (run.left / 100) * box.pageWidth;
      // The span's width: its text measured at its size, stretched by scaleX.
      const width = run.scaleX * measure.width(run.text, `${run.fontHeight}px ${run.fontFamily}`);
      const y = (run.top / 100) * box.pageHeight;
      runs.push({ ...run, page: number - 1, x, y, right: x + width });
    }
  }
  await doc.destroy();
  return { runs, lines: boxLines(bytes) };
}

/** Each run that starts one of poppler's lines, with that line. */
const starting = (runs: Placed[], lines: BoxLine[]) =>
  runs.flatMap((run) => {
    const text = run.text.trim();
    if (text.length < 3) return [];
    // Repeated jobs repeat lines: the one nearest the run is its own.
    const line = lines
      .filter((l) => l.page === run.page && l.text.startsWith(text) && Math.abs(l.x - run.x) < 3)
      .sort((a, b) => Math.abs(a.top - run.y) - Math.abs(b.top - run.y))[0];
    return line ? [{ run, line }] : [];
  });

describe.each([
  ['jurgen-weiss-de', 'template-1'],
  ['amelie-dubois-fr', 'template-2'],
] as const)('the text layer of %s in %s', (name, templateId) => {
  let runs: Placed[];
  let lines: BoxLine[];
  beforeAll(async () => {
    const resume = fixture(name);
    const experience = Array.from({ length: 10 }, (_, i) => resume.experience[i % 2]!);
    ({ runs, lines } = await layOut({ ...resume, experience, templateId }));
  }, 60_000);

  it('holds every word poppler reads, page by page', () => {
    expect(new Set(lines.map((l) => l.page)).size).toBeGreaterThanOrEqual(2);
    for (const page of new Set(lines.map((l) => l.page))) {
      const ours = runs
        .filter((r) => r.page === page)
        .map((r) => r.text)
        .join(' ');
      const words = lines.filter((l) => l.page === page).flatMap((l) => l.text.split(' '));
      for (const word of words) expect(ours).toContain(word);
    }
  });

  it('puts each span where poppler finds its text: left edge, right edge and height', () => {
    const pairs = starting(runs, lines);
    expect(pairs.length).toBeGreaterThan(lines.length / 2);
    for (const { run, line } of pairs) {
      expect(Math.abs(run.x - line.x)).toBeLessThan(0.75);
      // The span's box lies within the line's glyph box.
      expect(run.y).toBeGreaterThan(line.top - 1);
      expect(run.y + run.fontHeight).toBeLessThan(line.bottom + 1);
      if (line.text === run.text.trim()) expect(Math.abs(run.right - line.right)).toBeLessThan(1.5);
    }
    expect(pairs.filter(({ run, line }) => line.text === run.text.trim()).length).toBeGreaterThan(
      5,
    );
  });

  it('stretches spans to the drawn width, never a span of one space', () => {
    expect(runs.some((r) => r.scaleX !== 1)).toBe(true);
    for (const run of runs.filter((r) => r.text === ' ')) expect(run.scaleX).toBe(1);
    for (const run of runs) expect(run.fontFamily).toMatch(/^[\w\s,'"-]+$/);
  });
});

// @vitest-environment node
// The page drawer with real pdf.js (its Node build, drawing on @napi-rs/canvas, as pdf.js
// does in Node) and a real four-page PDF from our engine.
import { readFileSync } from 'node:fs';
import { Canvas } from '@napi-rs/canvas';
import { parseResume, renderPdfDocument } from '@shortlist/resume';
import { nodeFontResolver } from '@shortlist/resume/fonts/node';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DrawAnswer, DrawRequest } from './page-draw-protocol';
import { createPageDrawer, drawOrder } from './page-drawer';
import { measureWith } from './text-runs';

/** What a page's picture is in Node: the @napi-rs/canvas it was drawn on. */
type Bitmap = Canvas;

/** A drawer whose answers are recorded, and a promise for each job's last answer. */
function recordingDrawer() {
  const answers: DrawAnswer<Bitmap>[] = [];
  const drawer = createPageDrawer<Bitmap>({
    open: (bytes) => getDocument({ data: bytes.slice(), isEvalSupported: false }).promise,
    surface: (width, height) => {
      const canvas = new Canvas(width, height);
      return { canvas, take: () => canvas };
    },
    post: (answer) => answers.push(answer),
    measure: measureWith(new Canvas(1, 1).getContext('2d') as never),
  });
  return { drawer, answers };
}

const job = (id: number, bytes: Uint8Array, more: Partial<DrawRequest> = {}): DrawRequest => ({
  type: 'draw',
  id,
  bytes,
  width: 400,
  ratio: 1,
  skip: [],
  first: [],
  ...more,
});

const pagesOf = (answers: DrawAnswer<Bitmap>[], id: number) =>
  answers.flatMap((a) => (a.id === id && a.type === 'page' ? [a.index] : []));
const endOf = (answers: DrawAnswer<Bitmap>[], id: number) =>
  answers.filter((a) => a.id === id && a.type !== 'page' && a.type !== 'opened').map((a) => a.type);

let pdf: Uint8Array;
let pageCount: number;

beforeAll(async () => {
  const fixture = new URL(
    '../../../../../packages/resume/test/fixtures/jurgen-weiss-de.json',
    import.meta.url,
  );
  const resume = parseResume(JSON.parse(readFileSync(fixture, 'utf8')));
  const jobs = Array.from({ length: 12 }, () => resume.experience[0]!);
  const result = await renderPdfDocument(
    { ...resume, experience: jobs },
    { fonts: nodeFontResolver, paper: 'a4' },
  );
  pdf = result.bytes;
  pageCount = result.pages;
}, 60_000);

describe('drawing the preview pages off the main thread', () => {
  it('cancels a superseded render: the old job stops and only the new one draws its pages', async () => {
    expect(pageCount).toBeGreaterThanOrEqual(3);
    const { drawer, answers } = recordingDrawer();
    const old = drawer.handle(job(1, pdf));
    // The old job is under way (its document open, its first page drawing) when the new one comes.
    await new Promise<void>((resolve) => {
      const wait = () => (answers.some((a) => a.id === 1) ? resolve() : setTimeout(wait, 1));
      wait();
    });
    const latest = drawer.handle(job(2, pdf));
    await Promise.all([old, latest]);

    expect(endOf(answers, 1)).toEqual(['cancelled']);
    expect(pagesOf(answers, 1).length).toBeLessThan(pageCount);
    expect(endOf(answers, 2)).toEqual(['done']);
    expect(pagesOf(answers, 2)).toEqual(Array.from({ length: pageCount }, (_, i) => i));
    // Nothing of the old job comes after the new one started answering.
    const firstOfNew = answers.findIndex((a) => a.id === 2);
    expect(answers.slice(firstOfNew).some((a) => a.id === 1 && a.type === 'page')).toBe(false);
  });

  it('stops a job on cancel', async () => {
    const { drawer, answers } = recordingDrawer();
    const running = drawer.handle(job(1, pdf));
    await drawer.handle({ type: 'cancel', id: 1 });
    await running;
    expect(endOf(answers, 1)).toEqual(['cancelled']);
    expect(pagesOf(answers, 1)).toEqual([]);
  });

  it('draws the pages in view first and leaves out the unchanged ones', async () => {
    const { drawer, answers } = recordingDrawer();
    await drawer.handle(job(1, pdf, { first: [2], skip: [0] }));
    expect(pagesOf(answers, 1)).toEqual(drawOrder(pageCount, [2], [0]));
    expect(pagesOf(answers, 1)[0]).toBe(2);
    expect(pagesOf(answers, 1)).not.toContain(0);
    const page = answers.find((a) => a.type === 'page');
    expect(page?.type === 'page' && page.text.length).toBeGreaterThan(0);
    expect(page?.type === 'page' && page.bitmap.width).toBe(400);
  });

  it('reports a broken PDF as failed', async () => {
    const { drawer, answers } = recordingDrawer();
    await drawer.handle(job(1, new TextEncoder().encode('not a pdf')));
    expect(endOf(answers, 1)).toEqual(['failed']);
  });
});

describe('drawOrder', () => {
  it('puts the asked-for pages first, then the rest top down, without skipped or unknown pages', () => {
    expect(drawOrder(4, [2, 3], [])).toEqual([2, 3, 0, 1]);
    expect(drawOrder(4, [2, 9], [0, 2])).toEqual([1, 3]);
    expect(drawOrder(3, [], [])).toEqual([0, 1, 2]);
  });
});

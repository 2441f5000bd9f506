import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHARSETS } from '../src/fonts/chunks/charsets';
import { isShared } from '../src/fonts/chunks/plan';
import {
  urlChunkedFonts,
  type ChunkedFonts,
  type LoadedChunk,
} from '../src/fonts/chunks/chunk-manifest';
import { fontCodePoints } from '../src/fonts/chunks/cmap';
import { ensureFontChunks, nodeChunkedFonts } from '../src/fonts/chunks/node';
import { decodeRanges, encodeRanges, expandRanges } from '../src/fonts/chunks/ranges';
import { chunkStack } from '../src/fonts/chunks/stack';
import { registeredFamilies } from '../src/fonts/families';
import { FONT_FILES } from '../src/fonts/manifest';
import { nodeFontResolver } from '../src/fonts/node';
import { renderPdf, renderPdfDocument } from '../src/render/pdf';
import { parseResume, type ResumeInput } from '../src/schema/resume';
import { fixture, fixtures } from './helpers/fixtures';
import { compact } from './helpers/in-order';
import { pdfText } from './helpers/pdf-text';

const VIETNAMESE = parseResume(
  JSON.parse(
    readFileSync(join(import.meta.dirname, 'font-resumes', 'nguyen-thi-lan-vi.json'), 'utf8'),
  ),
);

let fonts: ChunkedFonts;
beforeAll(async () => {
  // Builds the chunks on the first run (about 10 s), then reads them from the cache.
  fonts = await nodeChunkedFonts();
}, 300_000);

const brotliSizes = new Map<string, number>();
/** A file's size as the server sends it: brotli at quality 5, the build's lowest (precompress.mjs). */
const servedSize = (file: string): number => {
  let size = brotliSizes.get(file);
  if (size === undefined) {
    size = brotliCompressSync(readFileSync(file), {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
    }).length;
    brotliSizes.set(file, size);
  }
  return size;
};

/** Render, and sum the bytes of the font files the document is set in. */
const fontBytes = async (resume: ResumeInput, template = 'classic') => {
  const { bytes, fontFiles: files } = await renderPdfDocument(resume, { template, fonts });
  const sum = (size: (file: string) => number) => files.reduce((total, f) => total + size(f), 0);
  return { bytes, files, total: sum((file) => statSync(file).size), served: () => sum(servedSize) };
};

describe('code point ranges', () => {
  it('round-trip through their short form', () => {
    const points = [0, 1, 2, 20, 22, 23, 24, 0x4e00, 0x10ffff];
    expect(encodeRanges(points)).toBe('0+2,h,1+2,fdz,ng8u');
    expect(expandRanges(decodeRanges(encodeRanges(points)))).toEqual(points);
    expect(decodeRanges('')).toEqual([]);
  });
});

describe('font chunks', () => {
  it('cut every font group into chunks that hold all its characters, each in one chunk', () => {
    for (const group of new Set(FONT_FILES.map((font) => font.group))) {
      const chunks = fonts.chunks.filter((chunk) => chunk.group === group);
      const all = chunks.flatMap((chunk) => expandRanges(chunk.codePoints));
      const full = new Set(
        FONT_FILES.filter((font) => font.group === group).flatMap((font) => [
          ...fontCodePoints(readFileSync(nodeFontResolver(font))),
        ]),
      );
      // Shared spaces and CJK punctuation are in every chunk; all else in exactly one.
      const own = all.filter((point) => !isShared(point, group));
      expect(new Set(own).size, `${group}: a code point in two chunks`).toBe(own.length);
      expect(new Set(all), group).toEqual(full);
      const shared = [...full].filter((point) => isShared(point, group));
      for (const chunk of chunks)
        expect(
          shared.every((point) => chunk.has(point)),
          chunk.id,
        ).toBe(true);
      const weights = new Set(FONT_FILES.filter((f) => f.group === group).map((f) => f.weight));
      for (const chunk of chunks)
        expect(new Set(chunk.files.map((f) => f.weight))).toEqual(weights);
    }
  });

  it('name the families a group is registered as', () => {
    expect(registeredFamilies(nodeFontResolver, 'Noto Sans')).toEqual(['Noto Sans']);
    expect(registeredFamilies(fonts, 'Noto Sans')).toEqual(
      fonts.chunks.filter((chunk) => chunk.group === 'latin').map((chunk) => chunk.family),
    );
    expect(registeredFamilies(fonts, 'Noto Sans')).toContain('Noto Sans greek');
  });

  it('are fetched from one folder of our origin in the browser, by absolute URL', async () => {
    const { manifest } = await ensureFontChunks();
    const worker = 'https://app.example/assets/document.worker-abc.js';
    const web = urlChunkedFonts(manifest, '/assets/fonts/', worker);
    const file = web.chunks[0]!.files[0]!;
    expect(web.locate(file)).toBe(`https://app.example/assets/fonts/${file.file}`);
    expect(web.chunks.map((chunk) => chunk.id)).toEqual(fonts.chunks.map((chunk) => chunk.id));
  });

  it('give a text only the chunks its characters need, in fallback order', () => {
    const stack = ['Noto Sans', 'Noto Sans SC'];
    expect(chunkStack(stack, 'Jane', fonts)).toEqual(['Noto Sans latin']);
    // '，' is in every SC chunk: the one its letters need holds it.
    expect(chunkStack(stack, 'Ελένη 李华，', fonts)).toEqual([
      'Noto Sans latin',
      'Noto Sans greek',
      'Noto Sans SC gb2312-1',
    ]);
    // Alone, it comes from the smallest SC chunk.
    const bytes = (chunk: LoadedChunk) => chunk.files.reduce((sum, f) => sum + f.bytes, 0);
    const sc = fonts.chunks.filter((chunk) => chunk.group === 'sc');
    const smallest = sc.reduce((a, b) => (bytes(b) < bytes(a) ? b : a));
    expect(chunkStack(stack, '「」', fonts)).toEqual(['Noto Sans latin', smallest.family]);
    // 'A' is in Noto Sans SC too, but Noto Sans comes first and takes it.
    expect(chunkStack(['Noto Sans SC'], 'A', fonts)).toEqual(['Noto Sans SC latin']);
  });
});

describe('PDFs set in font chunks', () => {
  it('extract the same text as with whole font files, in every language', async () => {
    const resumes = [...fixtures, { name: 'vi', resume: VIETNAMESE }];
    const runs = resumes.flatMap(({ name, resume }) =>
      ['classic', 'split'].map((template) => ({ name: `${name} ${template}`, resume, template })),
    );
    // All chunked first, then all whole: switching font sources registers them anew.
    const texts = async (source: ChunkedFonts | typeof nodeFontResolver) => {
      const out: string[] = [];
      for (const { resume, template } of runs)
        out.push(pdfText(await renderPdf(resume, { template, fonts: source })));
      return out;
    };
    const chunked = await texts(fonts);
    const whole = await texts(nodeFontResolver);
    runs.forEach(({ name }, i) => expect(compact(chunked[i]!), name).toBe(compact(whole[i]!)));
    // Line for line the same in Chinese, Japanese, Korean and Vietnamese. Elsewhere a line may
    // break a word earlier (Greek Classic): kerning between a letter and the punctuation of
    // another chunk is lost.
    const cjkAndVietnamese = runs.filter(({ name }) => /-(zh|ja|ko) |^vi /.test(name));
    expect(cjkAndVietnamese).toHaveLength(8);
    for (const run of cjkAndVietnamese) {
      const i = runs.indexOf(run);
      expect(chunked[i], run.name).toBe(whole[i]);
    }
  }, 240_000); // 36 renders: 11 to 33 s here at load averages 4 to 9

  it('set all 3,755 common Simplified Chinese characters (GB 2312 level 1)', async () => {
    const common = CHARSETS['gb2312-1']().map((point) => String.fromCodePoint(point));
    const resume = { personalInfo: { fullName: '李华', aboutMe: common.join('') } };
    const { bytes, files } = await fontBytes(resume);
    const text = compact(pdfText(bytes));
    expect(common.filter((char) => !text.includes(char))).toEqual([]);
    expect(files.some((file) => file.includes('sc-gb2312-1-400'))).toBe(true);
    expect(files.filter((file) => file.includes('/sc-more'))).toEqual([]);
  });
});

// Byte sizes are deterministic: the same fonts, cut the same way, read for the same text.
// The budgets (Latin 300 KB, Chinese 3 MB) hold for the files as they are; Japanese
// and Korean, which it sets none for, are held to 3 MB as the server sends them (brotli).
describe('the font files a resume needs', () => {
  const KB = 1000;
  const MB = 1000 * KB;
  it.each([
    ['Latin (English)', () => fixture('hostile-en'), 300 * KB],
    ['Latin (German, 3 pages)', () => fixture('jurgen-weiss-de'), 300 * KB],
    ['Latin (French)', () => fixture('amelie-dubois-fr'), 300 * KB],
    ['Vietnamese', () => VIETNAMESE, 300 * KB],
    ['Greek', () => fixture('eleni-papadopoulou-el'), 300 * KB],
    ['Cyrillic', () => fixture('dmitry-ivanov-ru'), 300 * KB],
    ['Chinese', () => fixture('wang-xiaoming-zh'), 3 * MB],
  ])('%s: at most the budget as files, in every template', async (_, resume, budget) => {
    for (const template of ['classic', 'split', 'hybrid']) {
      const { total, files } = await fontBytes(resume(), template);
      expect(total, `${template}: ${files.join(', ')}`).toBeLessThanOrEqual(budget);
    }
  });

  it.each([
    ['Japanese', () => fixture('sato-yuki-ja')],
    ['Korean', () => fixture('kim-minjun-ko')],
  ])('%s: at most 3 MB as sent, in every template', async (_, resume) => {
    for (const template of ['classic', 'split', 'hybrid']) {
      const { served, files } = await fontBytes(resume(), template);
      expect(served(), `${template}: ${files.join(', ')}`).toBeLessThanOrEqual(3 * MB);
    }
  });
});

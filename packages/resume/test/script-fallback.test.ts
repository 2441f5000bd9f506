import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChunkedFonts } from '../src/fonts/chunks/chunk-manifest';
import { nodeChunkedFonts } from '../src/fonts/chunks/node';
import { nodeFontResolver } from '../src/fonts/node';
import type { FontSource } from '../src/fonts/source';
import { renderPdf } from '../src/render/pdf';
import { compact } from './helpers/in-order';
import { pdfjsText } from './helpers/pdfjs-text';
import { pdfText } from './helpers/pdf-text';
import { SCRIPT_SAMPLES, type ScriptSample } from './helpers/script-samples';

const TEMPLATES = ['classic', 'split', 'hybrid'] as const;

let chunks: ChunkedFonts;
beforeAll(async () => {
  chunks = await nodeChunkedFonts(); // built once (about 10 s), then read from the cache
}, 300_000);
/** The whole files (Node: CLI, server) in every template; the browser's chunks in one. */
const SOURCES: [string, () => FontSource, readonly string[]][] = [
  ['whole font files', () => nodeFontResolver, TEMPLATES],
  ["font chunks (the browser's)", () => chunks, ['classic']],
];

const fontsOf = (bytes: Uint8Array): string => {
  const file = join(mkdtempSync(join(tmpdir(), 'shortlist-fonts-')), 'doc.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdffonts', [file], { encoding: 'utf8' });
};

/** pdftotext marks right-to-left stretches with bidi embedding controls; they are not text. */
const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const normal = (text: string) => compact(text.replace(BIDI_CONTROLS, ''));
const missing = (text: string, values: string[]) =>
  values.filter((value) => !normal(text).includes(normal(value)));

const extract = async (
  sample: ScriptSample,
  template: string,
  fonts: FontSource = nodeFontResolver,
) => {
  const bytes = await renderPdf(sample.resume, { template, fonts });
  return {
    bytes,
    raw: pdfText(bytes),
    reading: pdfText(bytes, 'reading'),
    pdfjs: await pdfjsText(bytes),
  };
};

const RTL = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
/** Values in which Latin words or numbers sit inside right-to-left text. */
const isMixed = (value: string) => RTL.test(value) && /[A-Za-z0-9]/.test(value);

describe.each(
  SOURCES.flatMap(([source, fonts, templates]) =>
    templates.map((template) => [template, source, fonts] as const),
  ),
)('the %s template, %s', (template, _source, fontSource) => {
  it.each(SCRIPT_SAMPLES.map((sample) => [sample.name, sample] as const))(
    'sets %s in fonts that have it, and every extractor reads it back',
    async (_name, sample) => {
      const { bytes, raw, reading, pdfjs } = await extract(sample, template, fontSource());
      const fonts = fontsOf(bytes);
      for (const font of sample.fonts) expect(fonts).toContain(font);
      expect(fonts).not.toMatch(/Helvetica/);
      // A glyph drawn from a font without the character (.notdef) reads as U+0000 or U+FFFD.
      for (const text of [raw, reading, pdfjs]) {
        expect(text).not.toContain(String.fromCharCode(0));
        expect(text).not.toContain('\ufffd');
      }

      const rtl = sample.values.some((value) => RTL.test(value));
      if (!rtl) {
        for (const text of [raw, reading, pdfjs]) expect(missing(text, sample.values)).toEqual([]);
        return;
      }
      // Right to left: pdftotext -raw and pdf.js read every value as typed, Latin words and
      // numbers inside Arabic or Hebrew lines included (the PDF draws each line's words in
      // typed order: render/rtl-lines.ts).
      for (const text of [raw, pdfjs]) expect(missing(text, sample.values)).toEqual([]);
      // pdftotext's reading order puts a line together from its layout and reverses its
      // right-to-left stretches itself: lines of Arabic or Hebrew alone come back as typed; a
      // line with Latin words or numbers in it comes back with every word whole, but its
      // punctuation next to a number or a Latin word may change sides ('منذ .2016',
      // docs/decisions/0108).
      const pure = sample.values.filter((value) => !isMixed(value));
      expect(missing(reading, pure)).toEqual([]);
      const words = sample.values.flatMap((value) => value.split(/[\s\p{P}]+/u)).filter(Boolean);
      expect(missing(reading, words)).toEqual([]);
      // The name comes first, as typed, in the order the PDF is drawn.
      const name = String(sample.resume.personalInfo?.fullName);
      expect(normal(raw).startsWith(normal(name))).toBe(true);
      // pdf.js keeps the spaces between right-to-left words (each word is a text item).
      expect(pdfjs).toContain(name);
    },
  );
});

describe('Korean', () => {
  it('keeps the spaces in the Korean runs (one text item per phrase)', async () => {
    const korean = SCRIPT_SAMPLES.find((sample) => sample.name === 'Korean');
    if (!korean) throw new Error('no Korean sample');
    const { bytes } = await extract(korean, 'classic');
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const document = await getDocument({ data: bytes.slice() }).promise;
    const items = (await (await document.getPage(1)).getTextContent()).items.map((item) =>
      'str' in item ? item.str : '',
    );
    await document.destroy();
    expect(items).toContain('소프트웨어 엔지니어');
    expect(items).toContain('대규모 결제 시스템을 설계하고 운영한 경험이 있습니다.');
    expect(items).toContain('분산 시스템, 데이터베이스 설계');
    // Only the Korean font: the spaces and commas are no longer in Noto Sans.
    expect(fontsOf(bytes)).not.toMatch(/NotoSans-Regular/);
  });
});

describe('Devanagari', () => {
  const resume = {
    personalInfo: {
      fullName: 'प्रिया शर्मा',
      aboutMe:
        'बेंगलुरु में वितरित प्रणालियों और क्लाउड सेवाओं का आठ वर्षों का अनुभव। हिंदी, अंग्रेज़ी और तमिल भाषाओं का ज्ञान। ओडिशा में कार्यालय।',
    },
  };
  it('is shaped in Noto Sans and reads back as typed in every extractor', async () => {
    for (const template of TEMPLATES) {
      const bytes = await renderPdf(resume, { template, fonts: nodeFontResolver });
      expect(fontsOf(bytes)).toMatch(/NotoSans-Regular/);
      expect(fontsOf(bytes)).not.toMatch(/Helvetica/);
      // Vowel signs drawn before their consonant ('ि' in 'वितरित'), a reph drawn after its
      // syllable ('शर्मा'), a glyph two letters share ('आठ', 'ओ'), conjuncts ('ज्ञान'): the
      // text layer holds them as typed (docs/decisions/0108), spaces included: a wide conjunct
      // ('प्र', 'क्ल', 'ज्ञ') no longer makes pdf.js put a space into its word. Only line breaks
      // may differ (a paragraph wraps).
      const values = [resume.personalInfo.fullName, resume.personalInfo.aboutMe];
      const oneLine = (text: string) => text.replace(/\s+/g, ' ');
      for (const text of [pdfText(bytes), pdfText(bytes, 'reading'), await pdfjsText(bytes)]) {
        expect(missing(text, values)).toEqual([]);
        for (const value of values) expect(oneLine(text)).toContain(value);
      }
    }
  });
});

describe('no state leaks between documents', () => {
  it('renders a Latin resume the same after Arabic, Hebrew, Thai and emoji ones', async () => {
    const latin = {
      personalInfo: { fullName: 'Jane Engineer', aboutMe: 'Shipped the payments platform.' },
      skills: ['Go', 'SQL'],
    };
    const before = await renderPdf(latin, { template: 'classic', fonts: nodeFontResolver });
    for (const sample of SCRIPT_SAMPLES)
      await renderPdf(sample.resume, { template: 'split', fonts: nodeFontResolver });
    const after = await renderPdf(latin, { template: 'classic', fonts: nodeFontResolver });
    expect(pdfText(after)).toBe(pdfText(before));
    expect(await pdfjsText(after)).toBe(await pdfjsText(before));
    expect(
      fontsOf(after)
        .match(/\+[\w-]+/g)
        ?.sort(),
    ).toEqual(
      fontsOf(before)
        .match(/\+[\w-]+/g)
        ?.sort(),
    );
    expect(fontsOf(after)).not.toMatch(/Arabic|Hebrew|Thai|Emoji|Math|Symbols|KR/);
  });
});

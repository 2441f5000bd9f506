import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Blob, Buffer, Face, Font, shape } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { FONT_FILES } from '../src/fonts/manifest';
import { nodeFontResolver } from '../src/fonts/node';
import { renderPdf } from '../src/render/pdf';
import { pdfjsText } from './helpers/pdfjs-text';
import { pdfText } from './helpers/pdf-text';

const TEMPLATES = ['classic', 'split', 'hybrid'] as const;

/** How wide HarfBuzz (the shaper of Chromium, Firefox and LibreOffice) sets a word, in em. */
const harfBuzzWidth = (word: string, weight: 400 | 700): number => {
  const file = FONT_FILES.find((font) => font.group === 'arabic' && font.weight === weight);
  if (!file) throw new Error('no Noto Sans Arabic');
  const face = new Face(new Blob(readFileSync(nodeFontResolver(file))), 0);
  const buffer = new Buffer();
  buffer.addText(word);
  buffer.guessSegmentProperties();
  shape(new Font(face), buffer);
  const advance = buffer.getGlyphInfosAndPositions().reduce((sum, g) => sum + (g.xAdvance ?? 0), 0);
  return advance / face.upem;
};

/** The words of a PDF's first line as pdftotext places them, right to left. */
const firstLineWords = (bytes: Uint8Array) => {
  const file = join(mkdtempSync(join(tmpdir(), 'shortlist-arabic-')), 'doc.pdf');
  writeFileSync(file, bytes);
  const xml = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
  const words = [...xml.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)"/g)].map(
    ([, xMin, yMin, xMax]) => ({ xMin: Number(xMin), yMin: Number(yMin), xMax: Number(xMax) }),
  );
  const first = words[0];
  if (!first) throw new Error('no text');
  return words
    .filter((word) => Math.abs(word.yMin - first.yMin) < 0.5)
    .sort((a, b) => b.xMax - a.xMax)
    .map((word) => word.xMax - word.xMin);
};

describe('Arabic letters join as in a browser', () => {
  // 'ي' and 'ب' have joining forms in Noto Sans Arabic only as a dotless letter plus dots
  // (its 'ccmp'); set alone they stood unjoined inside the word ('ليلى' as 'لـ ي لى').
  const name = 'ليلى بيتي';
  it.each(TEMPLATES)(
    'sets each word of the name as wide as HarfBuzz does (%s)',
    async (template) => {
      const bytes = await renderPdf(
        { locale: 'ar', personalInfo: { fullName: name } },
        { template, fonts: nodeFontResolver },
      );
      const [first, second] = firstLineWords(bytes);
      const expected = harfBuzzWidth('ليلى', 700) / harfBuzzWidth('بيتي', 700);
      expect((first ?? 0) / (second ?? 1)).toBeCloseTo(expected, 2);
    },
  );

  it('reads back every letter, dots included, also where a line begins with one', async () => {
    // Each letter's dots are drawn as shapes, not text: textkit used to cut a line that began
    // with a dotted letter after the letter's glyph ('خبرة' read 'برة').
    const aboutMe = 'خبرة في قواعد البيانات';
    const bytes = await renderPdf(
      { locale: 'ar', personalInfo: { fullName: name, aboutMe } },
      { template: 'classic', fonts: nodeFontResolver },
    );
    const oneLine = (text: string) => text.replace(/[\u202a-\u202e]/g, '').replace(/\s+/g, ' ');
    expect(oneLine(pdfText(bytes))).toContain(aboutMe);
    expect(oneLine(await pdfjsText(bytes))).toContain(aboutMe);
    expect(oneLine(pdfText(bytes))).toContain(name);
  });
});

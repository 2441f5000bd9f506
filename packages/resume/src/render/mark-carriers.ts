import { textOf } from './glyph-text-map';
import type { Glyph, PdfFont, Placed } from './glyph-types';

const NONSPACING_MARK = /\p{Mn}/u;

/** A glyph run, with the text some glyphs read as when it is not their own (glyph-text-map.ts). */
export interface GlyphRun {
  glyphs: readonly Glyph[];
  positions: Placed[];
  texts: ReadonlyMap<number, string>;
}

/**
 * pdf.js takes a glyph whose text holds a nonspacing mark (a virama, a vowel sign above) for
 * a zero-width accent, even when the glyph is a wide conjunct ('प्र' drawn as one glyph);
 * the next glyph then seems to start after a gap and pdf.js puts a space into the word
 * ('प्र णालियों'). So a wide glyph keeps its text up to its first such mark, and the rest
 * ('्र') goes on a carrier right after it: a glyph with no outline and no width (the font's
 * space, as a copy of its own), which every reader takes for what it is, a zero-width mark.
 * Runs without such glyphs come back unchanged (docs/decisions/0108).
 */
export const withMarkCarriers = (font: PdfFont, run: GlyphRun): GlyphRun => {
  const read = run.glyphs.map((glyph, index) => run.texts.get(index) ?? textOf(glyph));
  const split = read.map((text, index) =>
    (run.glyphs[index]?.advanceWidth ?? 0) > 0 ? text.search(NONSPACING_MARK) : -1,
  );
  const blank = split.some((at) => at > 0) ? font.font.glyphForCodePoint?.(0x20) : undefined;
  if (!blank) return run;
  const glyphs: Glyph[] = [];
  const positions: Placed[] = [];
  const texts = new Map<number, string>();
  run.glyphs.forEach((glyph, index) => {
    const text = read[index] ?? '';
    const at = split[index] ?? -1;
    if (at > 0 || run.texts.has(index)) texts.set(glyphs.length, at > 0 ? text.slice(0, at) : text);
    glyphs.push(glyph);
    positions.push(run.positions[index] as Placed);
    if (at <= 0) return;
    texts.set(glyphs.length, text.slice(at));
    glyphs.push({ id: blank.id, codePoints: [], advanceWidth: 0 });
    positions.push({ xAdvance: 0, yAdvance: 0, xOffset: 0, yOffset: 0, advanceWidth: 0 });
  });
  return { glyphs, positions, texts };
};

import { featuresWith, wrapLayout } from './load-hooks';
import { FONT_FAMILIES } from './manifest';

interface Glyph {
  codePoints: number[];
}
interface Offset {
  xOffset: number;
  yOffset: number;
}
interface Position extends Offset {
  xAdvance: number;
}
interface GlyphRun {
  glyphs: Glyph[];
  positions: Position[];
}
/**
 * A letter's dots: the glyph and where the font puts it from where the letter begins, in
 * thousandths of the font size.
 */
export interface AttachedMark<G> {
  glyph: G;
  xOffset: number;
  yOffset: number;
}

const MARKS = Symbol('shortlist.attachedMarks');

/** The dots a letter's glyph draws with it (see patchArabicLayout); none for other glyphs. */
export const attachedMarksOf = <T extends object>(glyph: T): readonly AttachedMark<T>[] =>
  (glyph as { [MARKS]?: AttachedMark<T>[] })[MARKS] ?? [];

/**
 * Each glyph with no code points of its own (the dots ccmp splits off a letter) leaves the
 * run and rides on the glyph before it. textkit slices a line at a string index from the
 * last glyph of that index, so a line that began with a split letter lost the letter and
 * kept only its dots ('خبرة' read 'برة').
 */
const attachMarks = (run: GlyphRun, unitsPerEm: number): GlyphRun => {
  if (!run.glyphs.some((glyph, index) => index > 0 && glyph.codePoints.length === 0)) return run;
  const glyphs: Glyph[] = [];
  const positions: Position[] = [];
  const thousandths = (value: number) => (value * 1000) / unitsPerEm;
  run.glyphs.forEach((glyph, index) => {
    const base = glyphs[glyphs.length - 1];
    if (glyph.codePoints.length > 0 || !base) {
      glyphs.push(glyph);
      positions.push(run.positions[index] as Position);
      return;
    }
    // fontkit places the mark after its letter (textkit asks for 'ltr'): from where the
    // letter begins, it moves on by the letter's advance.
    const { xOffset = 0, yOffset = 0 } = run.positions[index] ?? {};
    const advance = positions[positions.length - 1]?.xAdvance ?? 0;
    const mark = {
      glyph,
      xOffset: thousandths(xOffset + advance),
      yOffset: thousandths(yOffset),
    };
    glyphs[glyphs.length - 1] = Object.create(base, {
      [MARKS]: { value: [...attachedMarksOf(base), mark] },
    });
  });
  run.glyphs = glyphs;
  run.positions = positions;
  return run;
};

/**
 * Noto Sans Arabic with 'ccmp' on (the page turns it off for Noto Sans's Vietnamese letters,
 * templates/parts/document.tsx). The font has joining forms only for
 * the dotless letters ('ٮ', 'ح', 'ں'...): its ccmp splits 'ب' 'ت' 'ن' 'ي' 'خ' 'ق' into one of
 * those and their dots. Without ccmp those letters kept their isolated glyph inside a word,
 * unjoined ('ليلى' drawn 'لـ ي لى'). The dots ride on their letter, with the offset the
 * font's mark positioning gives them (attachMarks), and are drawn as shapes, not text
 * (render/mark-shapes.ts): the letter's glyph carries the letter, whole, in the text layer.
 * As glyphs of their own, pdftotext took each dot moved over its letter for the end of a
 * word ('مهندسة' read 'دسة مهن'), and react-pdf scaled their offset twice.
 */
export const patchArabicLayout = (families: readonly string[] = [FONT_FAMILIES.arabic]): void =>
  wrapLayout(families, 'arabic-layout', (layout, font) => {
    const unitsPerEm = (font as { unitsPerEm?: number }).unitsPerEm || 1000;
    return (string, features, ...rest) =>
      attachMarks(
        layout(string, featuresWith(features, { ccmp: true }), ...rest) as GlyphRun,
        unitsPerEm,
      );
  });

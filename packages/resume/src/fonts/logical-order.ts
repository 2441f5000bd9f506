import { afterFontLoad, type FontkitFont } from './load-hooks';

const POSITION = Symbol('shortlist.logicalPosition');

/**
 * Where a glyph's text was typed: the layout call (in the order textkit makes them), the
 * offset in its string, and the glyph's place in the run (glyphs with no code points of their
 * own, such as the dots Noto Sans Arabic splits off a letter, share their offset).
 */
export interface LogicalPosition {
  call: number;
  offset: number;
  index: number;
}
interface GlyphRun {
  glyphs: { codePoints: number[] }[];
}

/** The typed position of a glyph that came out of a patched font's layout. */
export const logicalPositionOf = (glyph: object): LogicalPosition | undefined =>
  (glyph as { [POSITION]?: LogicalPosition })[POSITION];

/** Only an order: layout calls of concurrent documents may interleave, each stays ascending. */
let calls = 0;
const PATCHED = new WeakSet<FontkitFont>();

/**
 * Mark every glyph with where its text was typed. textkit lays out a paragraph's runs in
 * typed order (one layout call per run, before the bidi algorithm reverses the
 * right-to-left ones and reorders the runs of each line), and fontkit returns a run's glyphs
 * in typed order (textkit asks for 'ltr'); render/rtl-lines.ts writes right-to-left lines
 * back in that order.
 */
export const markLogicalPositions = (families: Iterable<string>): void =>
  afterFontLoad(families, 'logical-order', (font) => {
    if (PATCHED.has(font)) return;
    const layout = font.layout.bind(font);
    font.layout = (...args) => {
      const run = layout(...args) as GlyphRun;
      const call = ++calls;
      let offset = 0;
      run.glyphs = run.glyphs.map((glyph, index) => {
        const marked = Object.create(glyph, { [POSITION]: { value: { call, offset, index } } });
        offset += glyph.codePoints.length;
        return marked;
      });
      return run;
    };
    PATCHED.add(font);
  });

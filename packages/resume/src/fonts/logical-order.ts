import { wrapLayout } from './load-hooks';

const POSITION = Symbol('shortlist.logicalPosition');

/** Where a glyph's text was typed: the layout call (in the order textkit makes them) and the offset in its string. */
export interface LogicalPosition {
  call: number;
  offset: number;
}
interface GlyphRun {
  glyphs: { codePoints: number[] }[];
}

/** The typed position of a glyph that came out of a patched font's layout. */
export const logicalPositionOf = (glyph: object): LogicalPosition | undefined =>
  (glyph as { [POSITION]?: LogicalPosition })[POSITION];

/** Only an order: layout calls of concurrent documents may interleave, each stays ascending. */
let calls = 0;
/**
 * Mark every glyph with where its text was typed. textkit lays out a paragraph's runs in
 * typed order (one layout call per run, before the bidi algorithm reverses the
 * right-to-left ones and reorders the runs of each line), and fontkit returns a run's glyphs
 * in typed order (textkit asks for 'ltr'); render/rtl-lines.ts writes right-to-left lines
 * back in that order.
 */
export const markLogicalPositions = (families: Iterable<string>): void =>
  wrapLayout(families, 'logical-order', (layout) => (...args) => {
    const run = layout(...args) as GlyphRun;
    const call = ++calls;
    let offset = 0;
    run.glyphs = run.glyphs.map((glyph) => {
      const marked = Object.create(glyph, { [POSITION]: { value: { call, offset } } });
      offset += glyph.codePoints.length;
      return marked;
    });
    return run;
  });

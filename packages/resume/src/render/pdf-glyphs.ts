// @ts-expect-error pdfkit ships no types; only its document class's prototype is used here.
import PDFDocument from 'pdfkit';
import { write } from './glyph-ops';
import type { Doc, Glyph, PdfFont, Position } from './glyph-types';
import { bufferLines, isBuffering, pushGlyphs } from './line-buffer';

/**
 * What react-pdf's renderGlyphs does, with a text per glyph occurrence (glyph-text-map.ts)
 * and each Arabic letter's dots drawn as shapes (glyph-ops.ts, mark-shapes.ts); inside a save, the
 * run waits for the rest of its line (line-buffer.ts).
 */
function glyphs(this: Doc, glyphs: Glyph[], positions: Position[], x: number, y: number) {
  const scale = 1000 / this._fontSize;
  const advanceWidthScale = 1000 / (this._font.font.unitsPerEm || 1000);
  const placed = positions.map((pos, i) => ({
    xAdvance: pos.xAdvance * scale,
    yAdvance: pos.yAdvance * scale,
    xOffset: pos.xOffset,
    yOffset: pos.yOffset,
    advanceWidth: (glyphs[i]?.advanceWidth ?? 0) * advanceWidthScale,
  }));
  const font: [PdfFont, number] = [this._font, this._fontSize];
  // The font's PDF object is made on its first use, as react-pdf does: same object numbers.
  this.page.fonts[this._font.id] ??= this._font.ref();
  if (isBuffering(this)) pushGlyphs(this, { font, glyphs, placed, x, y });
  else write(this, font, glyphs, placed, x, y);
}

/**
 * react-pdf draws every glyph run through `ctx.glyphs` when its pdfkit document has one
 * (render/lib/index.js, renderGlyphs). Ours writes the same operators, gives each glyph
 * the text it stands for as typed (fonts/cluster-text.ts) and writes right-to-left lines
 * in typed order (rtl-lines.ts), so the PDF's text reads as typed (docs/decisions/0108).
 */
export const installGlyphWriter = (): void => {
  const prototype = (PDFDocument as { prototype: { glyphs?: unknown } }).prototype;
  if (prototype.glyphs === glyphs) return;
  prototype.glyphs = glyphs;
  bufferLines(prototype);
};

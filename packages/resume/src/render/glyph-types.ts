/** What react-pdf hands its drawing context for a run of glyphs, and the parts of pdfkit used to write it. */

export interface Glyph {
  id: number;
  codePoints: number[];
  advanceWidth: number;
}
export interface Position {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
}
/** The parts of pdfkit's EmbeddedFont (or standard font) that writing glyphs touches. */
export interface PdfFont {
  id: string;
  ref: () => unknown;
  font: { unitsPerEm?: number; glyphForCodePoint?: (codePoint: number) => { id: number } };
  scale: number;
  subset?: { glyphs: number[]; includeGlyph: (id: number) => number };
  widths: number[];
  unicode: number[][];
  /** Our copies of glyphs that read as another text than the glyph's first use. */
  shortlistCopies?: Map<string, number>;
}
/** The parts of pdfkit's document (react-pdf's drawing context) used here. */
export interface Doc {
  _font: PdfFont;
  _fontSize: number;
  page: { height: number; fonts: Record<string, unknown> };
  save: () => void;
  restore: () => void;
  transform: (...matrix: number[]) => void;
  addContent: (content: string) => void;
}

export interface Placed extends Position {
  advanceWidth: number;
}

/** One glyph run react-pdf asked to draw, kept until its line is complete. */
export interface GlyphBlock {
  font: [PdfFont, number];
  glyphs: Glyph[];
  placed: Placed[];
  x: number;
  y: number;
}
export type Matrix = [number, number, number, number, number, number];
export type Block = GlyphBlock & { ctm: Matrix; stateOps: string[] };
export type Op = { op: string } | Block;
export interface Buffer {
  /** Depth of the save stack when the buffer opened: its matching restore writes it out. */
  depth: number;
  ops: Op[];
}
export interface BufferedDoc extends Doc {
  _ctm: Matrix;
  _ctmStack: Matrix[];
  shortlistBuffer?: Buffer | null;
}

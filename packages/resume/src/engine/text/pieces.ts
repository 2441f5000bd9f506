import type { FontFace, ShapedGlyph } from '../fonts/face';
import type { TextRun } from './runs';
import type { Span, TextStyle } from './style';

/** A run's glyphs on one line, [start, end) of the paragraph's text. */
export interface RunGlyphs {
  run: TextRun;
  start: number;
  end: number;
  glyphs: ShapedGlyph[];
}

/** A glyph where it is drawn (pt from its piece's origin, y up) and the text it stands for. */
export interface PlacedGlyph {
  gid: number;
  x: number;
  y: number;
  text: string;
}

/** Glyphs drawn together, in one face and style, starting `x` pt from the line's left edge. */
export interface Piece {
  face: FontFace;
  style: TextStyle;
  x: number;
  width: number;
  glyphs: PlacedGlyph[];
  /** Its first character's index in the paragraph: pieces are drawn in this order. */
  start: number;
  rtl: boolean;
  space: boolean;
}

const BLANK = /^\s+$/u;
const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;

type GlyphKind = 'rtl' | 'space' | 'other';
const kindOf = (glyphText: string): GlyphKind =>
  BLANK.test(glyphText) ? 'space' : RTL_LETTER.test(glyphText) ? 'rtl' : 'other';

/**
 * The text each glyph stands for. A cluster's characters are shared out, in typed order, over
 * its glyphs that advance the pen, in drawing order (the last takes what is left; right to
 * left from the last one drawn, as extractors reverse a right-to-left word): the glyphs then
 * read back, in drawing order, as exactly what was typed ('वि' drawn as matra then letter).
 * Glyphs that stand for nothing (marks, dots, a second part of a letter) are drawn as
 * outlines, not as text: a text glyph with no characters breaks words in pdftotext and reads
 * as stray letters in pdf.js.
 */
const glyphTexts = (text: string, item: RunGlyphs, rtl: boolean): string[] => {
  const starts = [...new Set(item.glyphs.map((g) => g.cluster)), item.end].sort((a, b) => a - b);
  const next = new Map(starts.slice(0, -1).map((start, i) => [start, starts[i + 1]!]));
  const texts: string[] = item.glyphs.map(() => '');
  const members = new Map<number, number[]>();
  item.glyphs.forEach((glyph, index) =>
    members.set(glyph.cluster, [...(members.get(glyph.cluster) ?? []), index]),
  );
  for (const [cluster, indices] of members) {
    const chars = [...text.slice(cluster, next.get(cluster) ?? item.end)];
    const advancing = indices.filter((index) => item.glyphs[index]!.xAdvance !== 0);
    const carriers = advancing.length > 0 ? advancing : indices.slice(0, 1);
    const order = rtl ? [...carriers].reverse() : carriers;
    order.forEach((index, k) => {
      texts[index] = k === order.length - 1 ? chars.slice(k).join('') : (chars[k] ?? '');
    });
  }
  return texts;
};

/**
 * A line's runs (in visual order) as pieces in typed order. A left-to-right run is one
 * piece; a right-to-left run is cut into its words and spaces, each a piece drawn from its
 * left end where it belongs. Extractors that read in drawing order (pdftotext -raw, pdf.js)
 * then meet the words as they were typed, and layout-reading ones see the same positions
 * (docs/decisions/0108).
 */
export const typedOrderPieces = (
  text: string,
  runs: readonly RunGlyphs[],
  spans: readonly Span[],
): { pieces: Piece[]; width: number } => {
  const pieces: Piece[] = [];
  let x = 0;
  for (const item of runs) {
    const style = spans[item.run.span]!.style;
    const scale = style.size / item.run.face.metrics.unitsPerEm;
    const rtlRun = item.run.level % 2 === 1;
    const texts = glyphTexts(text, item, rtlRun);
    let piece: Piece | undefined;
    let kind: GlyphKind | undefined;
    item.glyphs.forEach((glyph, index) => {
      const glyphText = texts[index]!;
      // A glyph without text (a mark) belongs to the piece of the glyph before it.
      const own = glyphText === '' ? (kind ?? 'rtl') : kindOf(glyphText);
      // Right-to-left runs are cut into words, spaces and punctuation; others stay whole.
      if (!piece || (rtlRun && own !== kind)) {
        piece = {
          face: item.run.face,
          style,
          x,
          width: 0,
          glyphs: [],
          start: glyph.cluster,
          rtl: rtlRun && own === 'rtl',
          space: own === 'space',
        };
        pieces.push(piece);
      }
      kind = own;
      piece.glyphs.push({
        gid: glyph.gid,
        x: x - piece.x + glyph.xOffset * scale,
        y: glyph.yOffset * scale,
        text: glyphText,
      });
      piece.start = Math.min(piece.start, glyph.cluster);
      if (own !== 'space') piece.space = false;
      x += glyph.xAdvance * scale;
      piece.width = x - piece.x;
    });
  }
  const ordered = pieces
    .map((piece, index) => ({ piece, index }))
    .sort((a, b) => a.piece.start - b.piece.start || a.index - b.index)
    .map(({ piece }) => piece);
  if (ordered.some((piece) => piece.rtl)) carrySpaces(ordered);
  return { pieces: ordered, width: x };
};

/**
 * pdf.js drops a space that ends a text item, and each piece is an item of its own: a space
 * between two pieces travels with the text of a glyph next to it, where pdf.js keeps it
 * (the right-to-left word after it, whose first letter is drawn last, or the left-to-right
 * piece before it).
 */
const carrySpaces = (pieces: Piece[]): void => {
  pieces.forEach((piece, index) => {
    if (!piece.space) return;
    const before = pieces[index - 1];
    const after = pieces[index + 1];
    const target =
      after && after.rtl && !after.space
        ? after.glyphs[after.glyphs.length - 1]
        : before && !before.rtl && !before.space
          ? before.glyphs[before.glyphs.length - 1]
          : undefined;
    if (target) target.text += ' ';
  });
};

import { clusterTextOf } from '../fonts/cluster-text';
import type { Glyph, PdfFont } from './glyph-types';

const unitsOf = (text: string): number[] => Array.from(text, (_, i) => text.charCodeAt(i));
const same = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/**
 * The font's subset id for a glyph that must read as `text` in the text layer. The PDF
 * maps each subset id to one text (its ToUnicode map): the first use of a glyph sets it,
 * and a later use that reads otherwise (a cluster's first glyph carrying the whole
 * cluster, its other glyphs carrying nothing, a glyph two letters share) gets a copy of
 * the glyph of its own. The copies live on the document's font object: nothing is shared
 * between documents.
 */
const subsetId = (
  font: PdfFont,
  subset: NonNullable<PdfFont['subset']>,
  glyph: Glyph,
  override?: string,
) => {
  const tagged = override ?? clusterTextOf(glyph);
  const text = tagged === undefined ? glyph.codePoints : unitsOf(tagged);
  const gid = subset.includeGlyph(glyph.id);
  const mapped = font.unicode[gid];
  if (mapped == null) {
    font.unicode[gid] = text;
    return gid;
  }
  if (same(mapped, text)) return gid;
  const copies = (font.shortlistCopies ??= new Map());
  const key = `${glyph.id}:${text.join(',')}`;
  const known = copies.get(key);
  if (known !== undefined) return known;
  subset.glyphs.push(glyph.id);
  const copy = subset.glyphs.length - 1;
  font.unicode[copy] = text;
  copies.set(key, copy);
  return copy;
};

/** The text a glyph reads as: its cluster's share (fonts/cluster-text.ts), else its own. */
export const textOf = (glyph: Glyph): string =>
  clusterTextOf(glyph) ?? String.fromCharCode(...glyph.codePoints);

/**
 * react-pdf's encodeGlyphs, with a subset id per text (subsetId); `texts` replaces the text
 * of some glyphs (render/rtl-lines.ts).
 */
export const encode = (
  font: PdfFont,
  glyphs: readonly Glyph[],
  texts: ReadonlyMap<number, string> = new Map(),
): string[] => {
  const { subset } = font;
  if (!subset) return glyphs.map((glyph) => `00${glyph.id.toString(16)}`.slice(-2));
  return glyphs.map((glyph, index) => {
    const gid = subsetId(font, subset, glyph, texts.get(index));
    font.widths[gid] ??= glyph.advanceWidth * font.scale;
    return `0000${gid.toString(16)}`.slice(-4);
  });
};

import { wrapLayout } from './load-hooks';

/** Scripts whose shaping draws glyphs out of the typed order (pre-base vowel signs, reph). */
const REORDERING = /[\p{Script=Devanagari}]/u;

const TEXT = Symbol('shortlist.clusterText');

interface Glyph {
  codePoints: number[];
  [TEXT]?: string;
}
interface GlyphRun {
  glyphs: Glyph[];
}

/**
 * The text a glyph stands for in the PDF's text layer when it is not its own code points:
 * the glyphs of a cluster drawn out of order carry the cluster's characters as typed, in
 * drawing order. Undefined for every other glyph.
 */
export const clusterTextOf = (glyph: object): string | undefined => (glyph as Glyph)[TEXT];

const sorted = (units: number[]): string => [...units].sort((a, b) => a - b).join();

/** UTF-16 units of a string (glyph-fix gives glyphs their code points in those units). */
const unitsOf = (text: string): number[] => Array.from(text, (_, i) => text.charCodeAt(i));

/**
 * Cut the glyphs (visual order) into clusters: the shortest runs of glyphs whose code points
 * are, as a set, the next characters of the string. A cluster of one glyph with its own
 * text stays as it is; any other gets the text as typed on its first glyph.
 */
const tagClusters = (string: string, run: GlyphRun): GlyphRun => {
  const units = unitsOf(string);
  let start = 0; // first glyph of the open cluster
  let used = 0; // string units before the open cluster
  let drawn: number[] = [];
  const glyphs = [...run.glyphs];
  const close = (end: number, length: number) => {
    const text = String.fromCharCode(...units.slice(used, used + length));
    const cluster = glyphs.slice(start, end);
    const plain = cluster.length === 1 && cluster[0]?.codePoints.join() === unitsOf(text).join();
    if (!plain) {
      // Each glyph takes the next characters as typed, as many as it has code points (the
      // last one the rest): read in drawing order, the cluster reads as typed, and no glyph
      // reads nothing while another has characters to spare.
      let taken = 0;
      cluster.forEach((glyph, index) => {
        const count =
          index === cluster.length - 1 ? text.length - taken : Math.max(1, glyph.codePoints.length);
        const value = text.slice(taken, taken + count);
        taken += value.length;
        glyphs[start + index] = Object.create(glyph, { [TEXT]: { value } });
      });
    }
    used += length;
    start = end;
    drawn = [];
  };
  glyphs.forEach((glyph, index) => {
    drawn.push(...glyph.codePoints);
    const next = units.slice(used, used + drawn.length);
    if (drawn.length > 0 && sorted(next) === sorted(drawn)) close(index + 1, drawn.length);
  });
  if (start < glyphs.length) close(glyphs.length, units.length - used);
  run.glyphs = glyphs;
  return run;
};

/**
 * Give the glyphs of Devanagari text the text they stand for, as typed, for the PDF's text
 * map (render/pdf-glyphs.ts writes it): fontkit returns the glyphs of a syllable in visual
 * order ('ि' before its consonant, the reph after its syllable), and a PDF maps glyphs, in
 * drawing order, to text.
 */
export const tagReorderedClusters = (families: Iterable<string>): void =>
  wrapLayout(families, 'cluster-text', (layout) => (string, ...rest) => {
    const run = layout(string, ...rest) as GlyphRun;
    return REORDERING.test(string) ? tagClusters(string, run) : run;
  });

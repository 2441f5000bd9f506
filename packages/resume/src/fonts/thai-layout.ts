import { featuresWith, type FontkitFont, wrapLayout } from './load-hooks';
import { FONT_FAMILIES } from './manifest';

interface GlyphRun {
  glyphs: { id: number; codePoints: number[]; advanceWidth: number }[];
  positions: { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number }[];
}

/**
 * Features for Noto Sans Thai, over the page's (which turn 'ccmp' off for Noto Sans's
 * Vietnamese letters and Noto Sans Arabic's dotted letters):
 * - 'ccmp' on: it picks the lowered tone mark after an upper vowel ('ที่'), the tone mark
 *   shifted left of a tall consonant ('ป้') and 'ญ' without its tail above a lower vowel;
 *   without it those tone marks were hidden in the vowel or collided with the consonant;
 * - 'mark' and 'mkmk' off: the glyphs ccmp picks are already in place, and react-pdf
 *   scales a mark's offset twice (it all but vanished) and draws it as a text object of
 *   its own, which pdftotext then read as another line ('มผ' / 'ี ใู้').
 */
const FEATURES = { ccmp: true, mark: false, mkmk: false };

const SARA_AM = 0x0e33;
const SARA_AA = 0x0e32;

/**
 * ccmp also splits SARA AM 'ำ' into NIKHAHIT (carrying the code point) and the glyph of
 * SARA AA 'า' (carrying none; a real 'า' is never right after a 'ำ'). A PDF maps each glyph to one text: the shared 'า' glyph
 * then read 'ำา', or every 'า' read nothing, and the line lost a character. The pair goes
 * back to the font's own 'ำ' glyph, with the pair's advance.
 */
const joinSaraAm = (font: FontkitFont & { glyphForCodePoint: (c: number) => unknown }) => {
  const precomposed = font.glyphForCodePoint(SARA_AM) as GlyphRun['glyphs'][number];
  const saraAa = (font.glyphForCodePoint(SARA_AA) as GlyphRun['glyphs'][number]).id;
  return (run: GlyphRun): GlyphRun => {
    for (let index = run.glyphs.length - 2; index >= 0; index--) {
      const [first, second] = [run.glyphs[index], run.glyphs[index + 1]];
      // fontkit hands out the cached 'า' glyph, which may carry 'า' from another text.
      if (first?.codePoints.join() !== String(SARA_AM) || second?.id !== saraAa) continue;
      const [a, b] = [run.positions[index], run.positions[index + 1]];
      if (!a || !b) continue;
      run.glyphs.splice(index, 2, precomposed);
      run.positions.splice(index, 2, { ...a, xAdvance: a.xAdvance + b.xAdvance, xOffset: 0 });
    }
    return run;
  };
};

/** Patch Noto Sans Thai's layout as soon as it has loaded. */
export const patchThaiLayout = (families: readonly string[] = [FONT_FAMILIES.thai]): void =>
  wrapLayout(families, 'thai-layout', (layout, font) => {
    const join = joinSaraAm(font as Parameters<typeof joinSaraAm>[0]);
    return (string, features, ...rest) =>
      join(layout(string, featuresWith(features, FEATURES), ...rest) as GlyphRun);
  });

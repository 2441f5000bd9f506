import { isChunked } from '../../fonts/chunks/chunk-manifest';
import { documentFonts } from '../../fonts/families';
import { FONT_FILES } from '../../fonts/manifest';
import type { FontSource } from '../../fonts/source';

const cssString = (text: string) => `"${text.replace(/["\\\n]/g, (char) => `\\${char}`)}"`;

const face = (family: string, url: string, weight: number) =>
  `@font-face{font-family:${cssString(family)};src:url(${cssString(url)}) format("truetype");font-weight:${weight};font-display:block}`;

/**
 * The @font-face rules for the fonts (or font chunks) a resume's text needs, the same Noto
 * fonts the PDF embeds, and the family list to set it in: the print page then shows and
 * prints every script without relying on the fonts of the reader's system.
 */
export const fontFaces = (
  fonts: FontSource,
  text: string,
  locale?: string,
): { css: string; families: string[] } => {
  const families = documentFonts(fonts, text, locale);
  const wanted = new Set(families);
  const rules = isChunked(fonts)
    ? fonts.chunks
        .filter((chunk) => wanted.has(chunk.family))
        .flatMap((chunk) =>
          chunk.files.map((file) => face(chunk.family, fonts.locate(file), file.weight)),
        )
    : FONT_FILES.filter((font) => wanted.has(font.family)).map((font) =>
        face(font.family, fonts(font), font.weight),
      );
  return {
    css: rules.join(''),
    families: families.filter((family) => rules.some((rule) => rule.includes(cssString(family)))),
  };
};

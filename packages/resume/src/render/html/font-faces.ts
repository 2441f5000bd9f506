import { isChunked } from '../../fonts/chunks/chunk-manifest';
import { chunkStack } from '../../fonts/chunks/stack';
import { fontStackFor } from '../../fonts/scripts';
import { FONT_FILES } from '../../fonts/manifest';
import type { FontSource } from '../../fonts/source';

const cssString = (text: string) => `"${text.replace(/["\\\n]/g, (char) => `\\${char}`)}"`;

const face = (family: string, url: string, weight: number) =>
  `@font-face{font-family:${cssString(family)};src:url(${cssString(url)}) format("truetype");font-weight:${weight};font-display:block}`;

/**
 * The @font-face rules for the fonts (or font chunks) a resume's text needs in its family, the same Noto
 * fonts the PDF embeds, and the family list to set it in: the print page then shows and
 * prints every script without relying on the fonts of the reader's system.
 */
export const fontFaces = (
  fonts: FontSource,
  text: string,
  locale?: string,
  family: 'sans' | 'serif' = 'sans',
): { css: string; families: string[] } => {
  // The resume's font first (Noto Serif for Latin, Greek and Cyrillic with the serif design).
  const stack = fontStackFor(text, locale, family);
  const families = isChunked(fonts) ? chunkStack(stack, text, fonts) : stack;
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

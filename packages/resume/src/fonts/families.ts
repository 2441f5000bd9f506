import { isChunked } from './chunks/chunk-manifest';
import { chunkStack } from './chunks/stack';
import type { FontSource } from './source';
import { fontStackFor } from './scripts';

/**
 * The font-family fallback list a document's text is set in: the groups fontStackFor picks
 * and, with chunked fonts, only the chunks of those groups that the text's characters need.
 */
export const documentFonts = (fonts: FontSource, text: string, locale?: string): string[] => {
  const stack = fontStackFor(text, locale);
  return isChunked(fonts) ? chunkStack(stack, text, fonts) : stack;
};

/**
 * The families a group's family is registered as: itself with whole files, its chunks'
 * families with chunked fonts (for code that patches the fonts of some groups by family).
 */
export const registeredFamilies = (fonts: FontSource, family: string): string[] => {
  if (!isChunked(fonts)) return [family];
  const chunks = fonts.chunks.filter((chunk) => chunk.groupFamily === family);
  return chunks.length > 0 ? chunks.map((chunk) => chunk.family) : [family];
};

import { isChunked } from './chunks/chunk-manifest';
import { chunkStack } from './chunks/stack';
import type { FontSource } from './register';
import { fontStackFor } from './scripts';

/**
 * The font-family fallback list a document's text is set in: the groups fontStackFor picks
 * and, with chunked fonts, only the chunks of those groups that the text's characters need.
 */
export const documentFonts = (fonts: FontSource, text: string, locale?: string): string[] => {
  const stack = fontStackFor(text, locale);
  return isChunked(fonts) ? chunkStack(stack, text, fonts) : stack;
};

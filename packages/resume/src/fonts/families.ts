import { isChunked } from './chunks/chunk-manifest';
import type { FontSource } from './source';

/**
 * The families a group's family is registered as: itself with whole files, its chunks'
 * families with chunked fonts (for code that patches the fonts of some groups by family).
 */
export const registeredFamilies = (fonts: FontSource, family: string): string[] => {
  if (!isChunked(fonts)) return [family];
  const chunks = fonts.chunks.filter((chunk) => chunk.groupFamily === family);
  return chunks.length > 0 ? chunks.map((chunk) => chunk.family) : [family];
};

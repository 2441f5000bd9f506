import { EMOJI_CHARACTER, isEmojiFamily } from '../alternates';
import type { ChunkedFonts, LoadedChunk } from './chunk-manifest';

/**
 * The chunks a text needs, given the family fallback list fontStackFor gives (e.g. ['Noto
 * Sans', 'Noto Sans SC']): each character goes to the first family in the list that has it,
 * as in the renderer's per-character fallback, and there to the one chunk that holds it.
 * Spaces and CJK punctuation are in every chunk of a family (plan.ts): they need a new
 * chunk only when none of the family's chunks needed for letters has them, and then the
 * smallest. The first
 * family's first chunk (ASCII) is always in, so a text is never without a font.
 */
export const chunksFor = (
  stack: readonly string[],
  text: string,
  fonts: ChunkedFonts,
): LoadedChunk[] => {
  const families = stack.map((family) =>
    fonts.chunks.filter((chunk) => chunk.groupFamily === family),
  );
  const needed = new Set<LoadedChunk>();
  const first = families[0]?.[0];
  if (first) needed.add(first);
  const shared: LoadedChunk[][] = [];
  // Emoji come from the emoji font only, as the PDF engine sets them (engine/fonts/font-set.ts).
  const emojiFamilies = families.filter((chunks) => chunks.some((c) => isEmojiFamily(c.family)));
  for (const char of new Set(text)) {
    const point = char.codePointAt(0)!;
    for (const chunks of EMOJI_CHARACTER.test(char) ? emojiFamilies : families) {
      const holding = chunks.filter((candidate) => candidate.has(point));
      if (holding.length === 1) needed.add(holding[0]!);
      else if (holding.length > 1) shared.push(holding);
      if (holding.length > 0) break;
    }
  }
  const size = (chunk: LoadedChunk) => chunk.files.reduce((sum, file) => sum + file.bytes, 0);
  for (const holding of shared) {
    if (holding.some((chunk) => needed.has(chunk))) continue;
    needed.add(holding.reduce((best, chunk) => (size(chunk) < size(best) ? chunk : best)));
  }
  return families.flat().filter((chunk) => needed.has(chunk));
};

/**
 * The family fallback list in chunks: every family of `stack` replaced by the families of
 * its chunks that the text needs, in the same order. Families without chunks stay as given.
 */
export const chunkStack = (
  stack: readonly string[],
  text: string,
  fonts: ChunkedFonts,
): string[] => {
  const needed = chunksFor(stack, text, fonts);
  const neededOf = (family: string) =>
    needed.filter((chunk) => chunk.groupFamily === family).map((chunk) => chunk.family);
  return stack.flatMap((family) =>
    fonts.chunks.some((chunk) => chunk.groupFamily === family) ? neededOf(family) : [family],
  );
};

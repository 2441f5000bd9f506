import { decodeRanges, inRanges, type Ranges } from './ranges';

/**
 * The font chunks the build cut (build.ts) and the browser loads: each font group split into
 * chunks of code points, one TrueType file per chunk and weight. Browser-safe.
 */
export interface ChunkFile {
  weight: number;
  /** File name, unique per content (it carries a hash). */
  file: string;
  bytes: number;
}

export interface FontChunk {
  /** e.g. 'sc-gb2312-1'. */
  id: string;
  /** The FONT_FILES group and its family name ('sc', 'Noto Sans SC'). */
  group: string;
  groupFamily: string;
  /** The family the chunk is registered as, e.g. 'Noto Sans SC gb2312-1'. */
  family: string;
  /** Its code points (ranges.ts encoding). */
  ranges: string;
  files: ChunkFile[];
}

export interface FontChunkManifest {
  format: 'truetype';
  /** In FONT_FILES group order, each group's chunks in plan order. */
  chunks: FontChunk[];
}

/** Chunked fonts for the renderer: the manifest plus where each file is. */
export interface ChunkedFonts {
  kind: 'chunked';
  chunks: readonly LoadedChunk[];
  /** URL (browser) or path (Node) of a chunk file. */
  locate: (file: ChunkFile) => string;
}

export interface LoadedChunk extends FontChunk {
  codePoints: Ranges;
  has: (codePoint: number) => boolean;
}

export const chunkedFonts = (
  manifest: FontChunkManifest,
  locate: (file: ChunkFile) => string,
): ChunkedFonts => ({
  kind: 'chunked',
  chunks: manifest.chunks.map((chunk) => {
    const codePoints = decodeRanges(chunk.ranges);
    return { ...chunk, codePoints, has: (point: number) => inRanges(codePoints, point) };
  }),
  locate,
});

/**
 * Chunked fonts served from one folder (e.g. '/assets/fonts/'); relative URLs are made
 * absolute against `base`, because the renderer fetches only absolute URLs.
 */
export const urlChunkedFonts = (
  manifest: FontChunkManifest,
  folder: string,
  base: string = globalThis.location?.href ?? 'http://localhost/',
): ChunkedFonts => chunkedFonts(manifest, (file) => new URL(file.file, new URL(folder, base)).href);

export const isChunked = (fonts: unknown): fonts is ChunkedFonts =>
  typeof fonts === 'object' && fonts !== null && (fonts as ChunkedFonts).kind === 'chunked';

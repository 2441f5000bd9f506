// Node only (build time, tests): cuts every font in FONT_FILES into chunks (plan.ts) and
// writes one TrueType file per chunk and weight plus font-chunks.json into a folder.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FONT_FILES, type FontFile } from '../manifest';
import { nodeFontResolver } from '../node';
import type { FontChunk, FontChunkManifest } from './chunk-manifest';
import { fontCodePoints, glyphCount } from './cmap';
import { planChunks } from './plan';
import { encodeRanges } from './ranges';
import { openSubsetter } from './subset';

/** Left-over code points go in chunks of about this many bytes of TrueType glyph data. */
const TARGET_CHUNK_BYTES = 300_000;
export const MANIFEST_FILE = 'font-chunks.json';

const byGroup = (): Map<string, FontFile[]> => {
  const groups = new Map<string, FontFile[]>();
  for (const font of FONT_FILES) groups.set(font.group, [...(groups.get(font.group) ?? []), font]);
  return groups;
};

const buildGroup = async (group: string, fonts: FontFile[], dir: string): Promise<FontChunk[]> => {
  const sources = await Promise.all(fonts.map((font) => readFile(nodeFontResolver(font))));
  const points = new Set(sources.flatMap((bytes) => [...fontCodePoints(bytes)]));
  const first = sources[0]!;
  const maxPerChunk = Math.max(
    64,
    Math.floor(TARGET_CHUNK_BYTES / (first.length / glyphCount(first))),
  );
  const plan = planChunks(group, points, maxPerChunk);
  const family = fonts[0]!.family;
  const chunks: FontChunk[] = plan.map((chunk) => ({
    id: `${group}-${chunk.name}`,
    group,
    groupFamily: family,
    family: `${family} ${chunk.name}`,
    ranges: encodeRanges(chunk.codePoints),
    files: [],
  }));
  for (const [index, font] of fonts.entries()) {
    const subsetter = await openSubsetter(sources[index]!);
    try {
      for (const [i, chunk] of plan.entries()) {
        const ttf = subsetter.subset(chunk.codePoints);
        const hash = createHash('sha256').update(ttf).digest('hex').slice(0, 10);
        const file = `${chunks[i]!.id}-${font.weight}.${hash}.ttf`;
        await writeFile(join(dir, file), ttf);
        chunks[i]!.files.push({ weight: font.weight, file, bytes: ttf.length });
      }
    } finally {
      subsetter.close();
    }
  }
  return chunks;
};

/** Cut every group's fonts into `dir` and write the manifest there. */
export const buildFontChunks = async (dir: string): Promise<FontChunkManifest> => {
  await mkdir(dir, { recursive: true });
  const chunks: FontChunk[] = [];
  for (const [group, fonts] of byGroup()) chunks.push(...(await buildGroup(group, fonts, dir)));
  const manifest: FontChunkManifest = { format: 'truetype', chunks };
  await writeFile(join(dir, MANIFEST_FILE), JSON.stringify(manifest));
  return manifest;
};

// Node only (tests, bench, the web build): font chunks built once into a cache folder.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FONT_FILES } from '../manifest';
import { nodeFontResolver } from '../node';
import { buildFontChunks, MANIFEST_FILE } from './build';
import { chunkedFonts, type ChunkedFonts, type FontChunkManifest } from './chunk-manifest';
import { HARFBUZZ_WASM } from './subset';

// From import.meta.url, which bundlers (Vite's config loader) keep pointing at this file.
const here = dirname(fileURLToPath(import.meta.url));

/** Where built chunks are kept, one folder per build key (git-ignored). */
export const CHUNK_CACHE = join(here, '..', '..', '..', 'node_modules', '.cache', 'font-chunks');

/**
 * A key that changes when anything the chunks are made from changes: the code in this
 * folder, the font list and the font files' sizes, the HarfBuzz build.
 */
const buildKey = async (): Promise<string> => {
  const hash = createHash('sha256');
  for (const file of (await readdir(here)).sort())
    hash.update(file).update(await readFile(join(here, file)));
  for (const font of FONT_FILES) {
    const path = nodeFontResolver(font);
    hash.update(`${font.id} ${font.family} ${path} ${(await stat(path)).size}\n`);
  }
  hash.update(await readFile(HARFBUZZ_WASM));
  return hash.digest('hex').slice(0, 16);
};

export interface BuiltChunks {
  dir: string;
  manifest: FontChunkManifest;
}

let built: Promise<BuiltChunks> | undefined;

/** Remove the chunks of earlier build keys (about 60 MB each). Others' builds in progress stay. */
const pruneOthers = async (keep: string): Promise<void> => {
  for (const entry of await readdir(CHUNK_CACHE)) {
    const path = join(CHUNK_CACHE, entry);
    if (path !== keep && /^[0-9a-f]{16}$/.test(entry))
      await rm(path, { recursive: true, force: true });
  }
};

/**
 * The chunks of every font in FONT_FILES, built on first use (about 10 s) into
 * CHUNK_CACHE/<key>; later calls and processes reuse them. Processes racing to build each
 * build into a folder of their own and the first rename wins.
 */
export const ensureFontChunks = (): Promise<BuiltChunks> =>
  (built ??= (async () => {
    const dir = join(CHUNK_CACHE, await buildKey());
    if (!existsSync(join(dir, MANIFEST_FILE))) {
      const temporary = `${dir}.${process.pid}.${Date.now()}`;
      await buildFontChunks(temporary);
      try {
        await rename(temporary, dir);
      } catch {
        await rm(temporary, { recursive: true, force: true });
      }
      await pruneOthers(dir);
    }
    const manifest = JSON.parse(
      await readFile(join(dir, MANIFEST_FILE), 'utf8'),
    ) as FontChunkManifest;
    return { dir, manifest };
  })());

/** Chunked fonts read from the cache folder (file paths), for renderPdf in Node. */
export const nodeChunkedFonts = async (): Promise<ChunkedFonts> => {
  const { dir, manifest } = await ensureFontChunks();
  return chunkedFonts(manifest, (file) => join(dir, file.file));
};

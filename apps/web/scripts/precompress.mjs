// After `vite build`: writes a brotli (.br) and a gzip (.gz) copy next to every text asset in
// dist/, so the server sends them by Accept-Encoding without compressing per request.
// Fonts (TTF) are text-like and shrink by half; PNG and source maps are left alone.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The kinds of file worth compressing. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|ttf|otf|wasm|xml)$/;
/** Brotli's best setting costs about 2 s a megabyte; above this size a quicker one does. */
const BEST_UP_TO = 1024 * 1024;
/**
 * The PDF font chunks (assets/fonts/, 45 MB in about 215 files) take the best setting only when
 * small: for all of them it saves 1 % (25.0 MB instead of 25.3 MB) and costs a minute.
 */
const FONT = /\.(ttf|otf)$/;
const BEST_FONT_UP_TO = 64 * 1024;

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
    .map((e) => path.join(e.parentPath ?? e.path, e.name));
}

/** Compresses one file both ways; a copy that saves less than a tenth is not written. */
async function compressFile(file) {
  const data = await readFile(file);
  const quality = data.length <= (FONT.test(file) ? BEST_FONT_UP_TO : BEST_UP_TO) ? 11 : 5;
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: 9 }),
  ]);
  const written = [];
  for (const [ext, bytes] of [
    ['.br', br],
    ['.gz', gz],
  ]) {
    if (bytes.length > data.length * 0.9) continue;
    await writeFile(file + ext, bytes);
    written.push(ext);
  }
  return { file, size: data.length, br: br.length, gz: gz.length, written };
}

/** Precompresses every text asset under `dir`, two files at a time. */
export async function precompress(dir) {
  const files = await filesUnder(dir);
  const results = [];
  for (let i = 0; i < files.length; i += 2)
    results.push(...(await Promise.all(files.slice(i, i + 2).map(compressFile))));
  return results;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? 'dist');
  if (!(await stat(dir)).isDirectory()) throw new Error(`${dir} is not a folder`);
  const results = await precompress(dir);
  const total = (key) => results.reduce((sum, r) => sum + r[key], 0);
  const mb = (n) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  process.stdout.write(
    `precompressed ${results.length} files: ${mb(total('size'))} → brotli ${mb(total('br'))}, gzip ${mb(total('gz'))}\n`,
  );
}

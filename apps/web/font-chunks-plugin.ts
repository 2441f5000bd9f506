// Vite plugin: the PDF fonts in chunks (packages/resume/src/fonts/chunks). Builds them once
// into a cache (about 10 s, cut from the @expo-google-fonts files in node_modules), gives the
// app their manifest as the module 'virtual:font-chunks', serves them in `vite dev` and
// writes them to dist/assets/fonts/ in `vite build` (names carry a content hash).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
// A relative import: Vite bundles the config with it (a package import would be left to
// Node, which cannot load TypeScript).
import { ensureFontChunks } from '../../packages/resume/src/fonts/chunks/node';
import type { Plugin } from 'vite';

const VIRTUAL = 'virtual:font-chunks';
const RESOLVED = `\0${VIRTUAL}`;
const DEV_FOLDER = '/@font-chunks/';
const SAFE_NAME = /^[\w.-]+\.ttf$/;

/** `emit`: write the files into the bundle (the app's build; the worker's build only reads). */
export const fontChunks = ({ emit = true }: { emit?: boolean } = {}): Plugin => {
  let folder = '/assets/fonts/';
  let serving = false;
  return {
    name: 'shortlist-font-chunks',
    configResolved(config) {
      serving = config.command === 'serve';
      folder = serving ? DEV_FOLDER : `${config.base}assets/fonts/`;
    },
    resolveId: (id) => (id === VIRTUAL ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const { manifest } = await ensureFontChunks();
      return `export const manifest = ${JSON.stringify(manifest)};\nexport const folder = ${JSON.stringify(folder)};\n`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_FOLDER, (request, response, next) => {
        const name = decodeURIComponent((request.url ?? '').replace(/^\//, '').split('?')[0] ?? '');
        if (!SAFE_NAME.test(name)) return next();
        ensureFontChunks()
          .then(({ dir }) => readFile(join(dir, name)))
          .then((bytes) => {
            response.setHeader('content-type', 'font/ttf');
            response.end(bytes);
          })
          .catch(() => next());
      });
    },
    async generateBundle() {
      if (!emit || serving) return;
      const { dir, manifest } = await ensureFontChunks();
      for (const chunk of manifest.chunks) {
        for (const { file } of chunk.files) {
          this.emitFile({
            type: 'asset',
            fileName: `assets/fonts/${file}`,
            source: await readFile(join(dir, file)),
          });
        }
      }
    },
  };
};

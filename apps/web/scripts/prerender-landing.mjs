// After `vite build`: writes dist/landing.html, the landing page prerendered with the app's
// own components (src/app/static-landing/prerender.tsx, loaded through Vite so it resolves
// exactly as the app does) with the landing page's small script instead of the app's.
// The server sends it for `/` to a visitor without a session (decision 0902).
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const ISLAND = 'src/app/static-landing/island.ts';

/** The island's file and every chunk it imports statically (what it needs at once). */
function islandFiles(manifest) {
  const imports = new Set();
  const visit = (key) => {
    for (const child of manifest[key]?.imports ?? []) {
      if (imports.has(manifest[child].file)) continue;
      imports.add(manifest[child].file);
      visit(child);
    }
  };
  const entry = manifest[ISLAND];
  if (!entry) throw new Error(`the build's manifest has no ${ISLAND}`);
  visit(ISLAND);
  return { entry: entry.file, imports: [...imports] };
}

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(process.argv[2] ?? path.join(web, 'dist'));
const manifestFile = path.join(dist, '.vite', 'manifest.json');
const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
// Not served: the server would list it among the static files.
await rm(path.join(dist, '.vite'), { recursive: true, force: true });

const vite = await createServer({
  root: web,
  configFile: path.join(web, 'vite.config.ts'),
  logLevel: 'warn',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
});
try {
  const prerender = await vite.ssrLoadModule('/src/app/static-landing/prerender.tsx');
  const { landingHtml } = await vite.ssrLoadModule('/src/app/static-landing/landing-html.ts');
  const markup = await prerender.renderLandingMarkup();
  const indexHtml = await readFile(path.join(dist, 'index.html'), 'utf8');
  const html = landingHtml(indexHtml, markup, islandFiles(manifest));
  await writeFile(path.join(dist, 'landing.html'), html);
  process.stdout.write(`prerendered landing.html (${(html.length / 1000).toFixed(1)} KB)\n`);
} finally {
  await vite.close();
}

import { pageTitle } from '../../components/ui/page-title';

/** The static landing page's script as built: its file and the chunks it imports at once. */
export type IslandFiles = { entry: string; imports: string[] };

const SPA_SCRIPTS = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;

/**
 * `landing.html` from the built `index.html`: the same head (the hashed stylesheet, icons,
 * meta) and the same `#root`, filled with the prerendered `markup`; the app's scripts are
 * replaced by the landing page's small script (`island.ts`) and its imports. The title is
 * the one the app gives the landing page.
 */
export function landingHtml(indexHtml: string, markup: string, island: IslandFiles): string {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) throw new Error('index.html has no empty #root to fill');
  if (!/<link rel="stylesheet"[^>]*href="\/assets\//.test(indexHtml))
    throw new Error('index.html links no built stylesheet');
  const scripts = [
    `<script type="module" crossorigin src="/${island.entry}"></script>`,
    ...island.imports.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  return indexHtml
    .replace(SPA_SCRIPTS, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${pageTitle('')}</title>`)
    .replace(/\s*<\/head>/, () => `\n    ${scripts.join('\n    ')}\n  </head>`)
    .replace(root, () => `<div id="root">${markup}</div>`);
}

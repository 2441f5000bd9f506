// The landing page's template samples as AVIF and WebP at the widths they are shown at:
// 347 px (a card in the three-column grid, 1×) and 662 px (2× screens, phones' full width,
// the zoomed view; the sources' own width). Run after changing a source in demo-sources/:
//   node apps/web/scripts/demo-images.mjs
// The output (public/demo/) is committed, so a build needs no image tools.
import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = path.join(web, 'demo-sources');
const out = path.join(web, 'public', 'demo');
mkdirSync(out, { recursive: true });

export const WIDTHS = [347, 662];

for (const file of readdirSync(sources).filter((name) => name.endsWith('.png'))) {
  const name = path.basename(file, '.png');
  for (const width of WIDTHS) {
    const image = sharp(path.join(sources, file)).resize({ width, withoutEnlargement: true });
    const avif = await image
      .clone()
      .avif({ quality: 55, effort: 6 })
      .toFile(path.join(out, `${name}-${width}.avif`));
    const webp = await image
      .clone()
      .webp({ quality: 80, effort: 6 })
      .toFile(path.join(out, `${name}-${width}.webp`));
    console.log(
      `${name}-${width}: avif ${avif.size} B, webp ${webp.size} B (${webp.width}×${webp.height})`,
    );
  }
}

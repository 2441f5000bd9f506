// Render every test fixture with every template to PDF and PNG pages, for looking at them:
//   npx tsx packages/resume/scripts/render-fixtures.ts [out-dir] [fixture-name-filter]
// Needs pdftoppm (poppler-utils) for the PNGs.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { nodeFontResolver } from '../src/fonts/node';
import { renderPdf } from '../src/render/pdf';
import { parseResume } from '../src/schema/resume';
import { templates } from '../src/templates/catalog';

const [out = '/tmp/shortlist-fixtures', filter = ''] = process.argv.slice(2);
const dir = join(import.meta.dirname, '..', 'test', 'fixtures');
mkdirSync(out, { recursive: true });

for (const file of readdirSync(dir).filter(
  (name) => name.endsWith('.json') && name.includes(filter),
)) {
  const resume = parseResume(JSON.parse(readFileSync(join(dir, file), 'utf8')));
  for (const template of templates) {
    const started = performance.now();
    const target = join(out, `${file.replace(/\.json$/, '')}-${template.slug}`);
    writeFileSync(
      `${target}.pdf`,
      await renderPdf(resume, { template: template.slug, fonts: nodeFontResolver }),
    );
    execFileSync('pdftoppm', ['-png', '-r', '60', `${target}.pdf`, target]);
    console.log(`${target}.pdf  ${Math.round(performance.now() - started)} ms`);
  }
}

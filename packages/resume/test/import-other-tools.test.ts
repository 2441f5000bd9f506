import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFile } from '../src/import/import-file';
import { nodeOpenPdf } from '../src/import/node';
import { renderDocx } from '../src/render/docx/render-docx';
import type { Resume } from '../src/schema/resume';
import { fixture } from './helpers/fixtures';
import {
  htmlResume,
  keyFields,
  launchChromium,
  libreOfficePdf,
  sofficePath,
  type Layout,
} from './helpers/other-tools';

/**
 * Other tools' PDFs (issue 28): at least 90 % of job titles, companies, dates and schools in
 * place. The fixtures are made here: Chromium printing plain HTML resumes (one column; the
 * company first with a place beside it; two columns with a sidebar), and LibreOffice
 * exporting a Word file to PDF.
 */
const RESUMES = ['amelie-dubois-fr', 'jurgen-weiss-de', 'hostile-en', 'dmitry-ivanov-ru'];
const LAYOUTS: Layout[] = ['one-column', 'company-first', 'two-column'];

const readPdf = async (bytes: Uint8Array) =>
  (await importFile({ name: 'resume.pdf', bytes }, { openPdf: nodeOpenPdf })).resume;

const expectKeyFields = (original: Resume, imported: Resume) => {
  const { total, inPlace, misses } = keyFields(original, imported);
  expect(inPlace / total, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
  return inPlace / total;
};

describe('PDFs Chromium printed from plain HTML resumes', () => {
  let chromium: Awaited<ReturnType<typeof launchChromium>>;
  beforeAll(async () => {
    chromium = await launchChromium();
  });
  afterAll(() => chromium.close());

  it.each(LAYOUTS.flatMap((layout) => RESUMES.map((name) => [layout, name] as const)))(
    '%s: %s',
    async (layout, name) => {
      const resume = fixture(name);
      const imported = await readPdf(await chromium.print(htmlResume(resume, layout)));
      expect(imported.personalInfo.fullName).toBe(resume.personalInfo.fullName);
      expect(imported.personalInfo.email).toBe(resume.personalInfo.email);
      expectKeyFields(resume, imported);
    },
  );
});

const soffice = sofficePath();
describe.skipIf(!soffice)('a Word file exported to PDF by LibreOffice', () => {
  it.each(RESUMES)('%s', async (name) => {
    const resume = fixture(name);
    const imported = await readPdf(libreOfficePdf(soffice ?? '', await renderDocx(resume)));
    expect(imported.personalInfo.fullName).toBe(resume.personalInfo.fullName);
    expectKeyFields(resume, imported);
  });
});

it.runIf(!soffice)('says why the LibreOffice fixtures are skipped', () => {
  console.warn('LibreOffice (soffice) is not installed: apt-get install libreoffice-writer-nogui');
});

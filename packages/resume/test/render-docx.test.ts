import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderDocx } from '../src/render/docx/render-docx';
import { findTemplate } from '../src/templates/catalog';
import { toResumeView } from '../src/view/resume-view';
import { docxText, documentXml } from './helpers/docx-xml';
import { expectedAnywhere, expectedFlows, visibleRawValues } from './helpers/expected';
import { fixtures, fixture } from './helpers/fixtures';
import { compact, missingInOrder } from './helpers/in-order';

const files = new Map<string, Uint8Array>();
beforeAll(async () => {
  for (const { name, resume } of fixtures) files.set(name, await renderDocx(resume));
});
const classic = findTemplate('classic');

describe.each(fixtures)('DOCX of $name', ({ name, resume }) => {
  it('holds every value, in the Classic section order', () => {
    const text = docxText(documentXml(files.get(name) ?? new Uint8Array()));
    const view = toResumeView(resume);
    const absent = [...visibleRawValues(resume), ...expectedAnywhere(view)].filter(
      (value) => !compact(text).includes(compact(value)),
    );
    expect(absent).toEqual([]);
    for (const flow of expectedFlows(view, classic.flows))
      expect(missingInOrder(text, flow)).toEqual([]);
  });
});

describe('DOCX structure', () => {
  const xml = () => documentXml(files.get('amelie-dubois-fr') ?? new Uint8Array());
  it('uses Word heading styles', () => {
    expect(xml()).toContain('<w:pStyle w:val="Title"/>');
    expect(xml().match(/<w:pStyle w:val="Heading1"\/>/g)?.length).toBeGreaterThanOrEqual(6);
    expect(xml()).toContain('<w:pStyle w:val="Heading2"/>');
  });
  it('uses real bullet lists (numbering), not bullet characters in the text', () => {
    expect(xml()).toContain('<w:numPr>');
    const numbering = strFromU8(
      unzipSync(files.get('amelie-dubois-fr') ?? new Uint8Array())['word/numbering.xml'] ??
        new Uint8Array(),
    );
    expect(numbering).toContain('w:val="bullet"');
    expect(docxText(xml())).not.toMatch(/^•/m);
  });
  it('keeps the end date as Present', () => {
    expect(docxText(xml())).toContain('Mar 2021 – Present');
  });
});

const office = ['soffice', 'libreoffice'].find((command) => {
  try {
    execFileSync('which', [command], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
});
if (!office)
  console.log(
    'Skipping the LibreOffice DOCX test: neither soffice nor libreoffice is on PATH (apt-get install libreoffice-writer-nogui).',
  );

describe('DOCX in LibreOffice', () => {
  it.skipIf(!office)(
    'opens and converts to text with every value',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'shortlist-docx-'));
      const resume = fixture('jurgen-weiss-de');
      writeFileSync(join(dir, 'resume.docx'), await renderDocx(resume));
      execFileSync(
        office ?? 'soffice',
        [
          '--headless',
          '--convert-to',
          'txt:Text (encoded):UTF8',
          '--outdir',
          dir,
          join(dir, 'resume.docx'),
        ],
        {
          timeout: 120_000,
          stdio: 'ignore',
        },
      );
      const text = readFileSync(join(dir, 'resume.txt'), 'utf8');
      const view = toResumeView(resume);
      for (const flow of expectedFlows(view, classic.flows))
        expect(missingInOrder(text, flow)).toEqual([]);
      expect(compact(text)).toContain(compact(view.name));
    },
    150_000,
  );
});

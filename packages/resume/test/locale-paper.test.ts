import { describe, expect, it } from 'vitest';
import { nodeFontResolver } from '../src/fonts/node';
import { renderDocx } from '../src/render/docx/render-docx';
import { renderPrintHtml } from '../src/render/html/print-html';
import { renderPdf } from '../src/render/pdf';
import { renderTxt } from '../src/render/txt';
import { defaultPaper } from '../src/rules/paper';
import type { Resume } from '../src/schema/resume';
import { LOCALE_SECTION_TITLES } from '../src/view/sections';
import { docxText, documentXml } from './helpers/docx-xml';
import { fixture } from './helpers/fixtures';
import { pdfText } from './helpers/pdf-text';

const german: Resume = { ...fixture('jurgen-weiss-de'), locale: 'de' };

describe('section headings in the resume language', () => {
  it('has a heading for every section in each of the 13 languages', () => {
    expect(Object.keys(LOCALE_SECTION_TITLES).sort()).toEqual(
      ['ar', 'de', 'en', 'es', 'fr', 'it', 'ja', 'ko', 'nl', 'pl', 'pt', 'vi', 'zh'].sort(),
    );
    for (const titles of Object.values(LOCALE_SECTION_TITLES))
      expect(Object.values(titles).every((title) => title.trim() !== '')).toBe(true);
  });

  it('uses them in TXT, DOCX and print, English when no locale is set', async () => {
    expect(renderTxt(german)).toMatch(/^Berufserfahrung\n=+$/m);
    expect(renderTxt(german)).not.toContain('Professional Experience');
    expect(docxText(documentXml(await renderDocx(german)))).toContain('\nBerufserfahrung\n');
    const html = renderPrintHtml(german);
    expect(html).toContain('<h2 dir="auto">Berufserfahrung</h2>');
    expect(html).toContain('<html lang="de">');
    expect(renderTxt({ ...german, locale: undefined })).toMatch(/^Professional Experience$/m);
  });

  it('uses them in the PDF', async () => {
    const text = pdfText(
      await renderPdf(
        { ...fixture('amelie-dubois-fr'), locale: 'fr' },
        { fonts: nodeFontResolver },
      ),
    );
    expect(text).toMatch(/^Expérience professionnelle$/m);
    expect(text).toMatch(/^Compétences$/m);
  });
});

describe('paper size', () => {
  it('defaults to Letter in the United States and Canada, A4 elsewhere', () => {
    expect(['en-US', 'en-CA', 'fr-CA', 'es-US', 'en'].map(defaultPaper)).toEqual([
      'letter',
      'letter',
      'letter',
      'letter',
      'letter',
    ]);
    expect(
      ['en-GB', 'de', 'de-DE', 'fr', 'ja', 'pt-BR', undefined, 'not a tag'].map(defaultPaper),
    ).toEqual(['a4', 'a4', 'a4', 'a4', 'a4', 'a4', 'a4', 'a4']);
  });

  it('sets Letter or A4 in the print page and the Word file', async () => {
    expect(renderPrintHtml({ ...german, paper: 'letter' })).toContain('@page{size:letter');
    expect(renderPrintHtml(german)).toContain('@page{size:A4');
    expect(documentXml(await renderDocx({ ...german, paper: 'letter' }))).toContain(
      'w:w="12240" w:h="15840"',
    );
    expect(documentXml(await renderDocx(german))).toContain('w:w="11906" w:h="16838"');
  });
});

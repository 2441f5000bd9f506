import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { nodeFontResolver } from '../src/fonts/node';
import { renderDocx } from '../src/render/docx/render-docx';
import { renderPrintHtml } from '../src/render/html/print-html';
import { renderPdf } from '../src/render/pdf';
import { emptyResume } from '../src/schema/empty';
import { safeLink } from '../src/view/safe-link';

const withPortfolio = (portfolioUrl: string) => ({
  ...emptyResume(),
  personalInfo: { ...emptyResume().personalInfo, fullName: 'Link Test', portfolioUrl },
});

/** Every link target a rendered document holds. */
async function linkTargets(portfolioUrl: string) {
  const resume = withPortfolio(portfolioUrl);
  const docx = unzipSync(await renderDocx(resume));
  const rels = strFromU8(docx['word/_rels/document.xml.rels'] ?? new Uint8Array());
  const pdf = Buffer.from(await renderPdf(resume, { fonts: nodeFontResolver })).toString('latin1');
  return {
    docx: [...rels.matchAll(/<Relationship [^>]*TargetMode="External"[^>]*>/g)]
      .map((m) => m[0])
      .join(' '),
    pdf: [...pdf.matchAll(/\/URI \(([^)]*)\)/g)].map((m) => m[1]),
    html: [...renderPrintHtml(resume).matchAll(/href="([^"]*)"/g)].map((m) => m[1]),
  };
}

describe('links in documents', () => {
  it('keeps http, https, mailto and tel targets only', () => {
    for (const ok of ['https://ada.example', 'http://a.example', 'mailto:a@b.c', 'tel:+4420'])
      expect(safeLink(` ${ok} `)).toBe(ok);
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:x',
      'data:text/html,x',
      'file:///etc',
      'vbscript:x',
      'ada.example.com',
    ])
      expect(safeLink(bad)).toBeNull();
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>1</script>', 'file:///etc/passwd'])(
    'writes %s as text, not as a link, in PDF, DOCX and print',
    async (url) => {
      const found = await linkTargets(url);
      expect(found.pdf).toEqual([]);
      expect(found.docx).toBe('');
      expect(found.html).toEqual([]);
    },
  );

  it('makes an https portfolio a link in all three', async () => {
    const found = await linkTargets('https://ada.example/work');
    expect(found.pdf).toEqual(['https://ada.example/work']);
    expect(found.docx).toContain('https://ada.example/work');
    expect(found.html).toEqual(['https://ada.example/work']);
  });
});

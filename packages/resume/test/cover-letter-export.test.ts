import { describe, expect, it } from 'vitest';
import { nodeFontResolver } from '../src/fonts/node';
import {
  renderCoverLetterDocx,
  renderCoverLetterPdf,
  renderCoverLetterTxt,
} from '../src/render/cover-letter';
import { templates } from '../src/templates/catalog';
import { parseResume } from '../src/schema/resume';
import { docxText, documentXml } from './helpers/docx-xml';
import { pageImage } from './helpers/page-pixels';
import { pdfText } from './helpers/pdf-text';
import { boxLines } from './helpers/poppler-lines';

const resume = parseResume({
  personalInfo: {
    fullName: 'Ada Park',
    jobTitle: 'Frontend Engineer',
    email: 'ada@example.com',
    phone: '+44 20 7946 0018',
    location: 'Leeds, UK',
  },
  experience: [
    { position: 'Frontend Developer', company: 'Shopwise', description: 'Built shops.' },
  ],
  skills: ['React'],
});
const LETTER = [
  'Dear Hiring Manager,',
  'I am writing to apply for the Frontend Engineer position at Acme Health.',
  'As Frontend Developer at Shopwise: Cut page load time by 40% by splitting bundles.',
  'Sincerely,\nAda Park',
].join('\n\n');

/** Words in order, whatever the line breaks of the file. */
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('cover letter exports read back', () => {
  it.each(templates.map((t) => t.slug))(
    'PDF in %s: the header of the resume, then every paragraph, and nothing of the resume body',
    async (template) => {
      const bytes = await renderCoverLetterPdf(LETTER, resume, {
        template,
        fonts: nodeFontResolver,
      });
      const text = flat(pdfText(bytes));
      expect(text).toContain('Ada Park');
      expect(text).toContain('ada@example.com');
      for (const paragraph of LETTER.split('\n\n')) expect(text).toContain(flat(paragraph));
      // 'Sincerely,' and the name are two lines, as typed.
      expect(pdfText(bytes)).toMatch(/Sincerely,\s*\n\s*Ada Park/);
      expect(text).not.toContain('Built shops.');
      expect(new TextDecoder('latin1').decode(bytes)).toContain('Cover letter');
    },
  );

  it.each(templates.map((t) => t.slug))(
    'PDF in %s: one column between even margins, no empty side panel beside it',
    async (template) => {
      const long = `${LETTER.split('\n\n')[1]} `.repeat(12).trim();
      const bytes = await renderCoverLetterPdf(`Dear Hiring Manager,\n\n${long}`, resume, {
        template,
        fonts: nodeFontResolver,
      });
      const lines = boxLines(bytes);
      const dear = lines.find((l) => l.text === 'Dear Hiring Manager,')!;
      const body = lines.filter((l) => l.top > dear.bottom);
      const left = dear.x;
      const right = Math.max(...body.map((l) => l.right));
      const page = pageImage(bytes, 1);
      // The paragraph fills the line from the left margin to the same margin on the right.
      expect(Math.abs(page.width - right - left)).toBeLessThan(24);
      expect(left).toBeLessThan(60);
      expect(body.length).toBeGreaterThan(8);
      for (const line of body) expect(Math.abs(line.x - left)).toBeLessThan(1);
      // Below the header, the page is paper at both edges: no side column's panel.
      const y = page.height - 80;
      expect([page.at(8, y), page.at(page.width - 8, y)]).toEqual(['#ffffff', '#ffffff']);
    },
  );

  it('DOCX: the header, then one paragraph each', async () => {
    const text = docxText(documentXml(await renderCoverLetterDocx(LETTER, resume)));
    expect(text.split('\n')).toEqual([
      'Ada Park',
      'Frontend Engineer',
      expect.stringContaining('ada@example.com'),
      'Dear Hiring Manager,',
      'I am writing to apply for the Frontend Engineer position at Acme Health.',
      'As Frontend Developer at Shopwise: Cut page load time by 40% by splitting bundles.',
      'Sincerely,',
      'Ada Park',
    ]);
  });

  it('TXT: the name and contact line, then the letter', () => {
    expect(renderCoverLetterTxt(LETTER, resume)).toBe(
      `Ada Park\nFrontend Engineer\nada@example.com | +44 20 7946 0018 | Leeds, UK\n\n${LETTER}\n`,
    );
  });
});

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
import { pdfText } from './helpers/pdf-text';

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

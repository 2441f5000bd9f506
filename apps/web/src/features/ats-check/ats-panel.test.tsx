import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseResume, renderDocx, renderPdf, type Resume } from '@shortlist/resume';
import { nodeFontResolver } from '@shortlist/resume/fonts/node';
import { formatDateRange } from '@shortlist/resume';
import { nodeOpenPdf } from '@shortlist/resume/import/node';
import { describe, expect, it } from 'vitest';
import { atsResumes } from '../../../../../packages/resume/test/helpers/ats-resumes';
import type { AtsReaders } from './check-exports';
import { AtsPanel } from './components/ats-panel';

// The real renderers and the real parsers, in Node's build: what the browser runs in its
// document worker and pdf.js worker.
const nodeReaders: AtsReaders = {
  render: (resume, format) =>
    format === 'pdf' ? renderPdf(resume, { fonts: nodeFontResolver }) : renderDocx(resume),
  openPdf: nodeOpenPdf,
};

const check = async (resume: Resume) => {
  const user = userEvent.setup();
  render(<AtsPanel resume={resume} readers={nodeReaders} />);
  await user.click(screen.getByRole('button', { name: 'Check my files' }));
  const pdf = await screen.findByRole('region', { name: 'Read from the PDF' }, { timeout: 30_000 });
  const docx = screen.getByRole('region', { name: 'Read from the Word (.docx)' });
  return { pdf, docx, user };
};

describe('What an ATS sees', () => {
  it.each(atsResumes.map(({ name, resume }) => [name, resume] as const))(
    'shows every field read from the PDF and the Word file of %s',
    async (_, resume) => {
      const { pdf, docx } = await check(resume);
      const info = resume.personalInfo;
      for (const file of [pdf, docx]) {
        const text = file.textContent ?? '';
        expect(text).not.toContain('⚠');
        for (const value of [info.fullName, info.email, info.phone]) expect(text).toContain(value);
        for (const job of resume.experience) {
          expect(text).toContain(`${job.position}`);
          expect(text).toContain(job.company);
          expect(text).toContain(formatDateRange(job.startDate, job.endDate));
        }
        for (const school of resume.education) {
          expect(text).toContain(school.school);
          expect(text).toContain(school.degree);
        }
        expect(text).toContain(`${resume.skills.length} of ${resume.skills.length} skills read`);
      }
    },
    60_000,
  );

  it('warns, with what to change, for a field the parser could not read', async () => {
    // A skill with a comma inside reads as two skills to any parser.
    const base = atsResumes[0]!.resume;
    const resume = parseResume({ ...base, skills: [...base.skills, 'Excel, advanced'] });
    const { pdf } = await check(resume);
    expect(within(pdf).getByText(/skills read/)).toHaveTextContent(
      `${base.skills.length} of ${base.skills.length + 1} skills read; not read: "Excel, advanced".`,
    );
    expect(pdf).toHaveTextContent('without commas inside an item');
  }, 60_000);

  it('says when a file could not be made', async () => {
    const user = userEvent.setup();
    const failing: AtsReaders = {
      ...nodeReaders,
      render: () => Promise.reject(new Error('The export worker failed')),
    };
    render(<AtsPanel resume={atsResumes[0]!.resume} readers={failing} />);
    await user.click(screen.getByRole('button', { name: 'Check my files' }));
    const pdf = await screen.findByRole('region', { name: 'Read from the PDF' });
    expect(within(pdf).getByRole('alert')).toHaveTextContent('The export worker failed');
    expect(pdf).toHaveTextContent('PDF: could not be read');
  });
});

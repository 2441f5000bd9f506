import { describe, expect, it } from 'vitest';
import { importFile } from '../src/import/import-file';
import { nodeOpenPdf } from '../src/import/node';
import { nodeFontResolver } from '../src/fonts/node';
import { renderPdf } from '../src/render/pdf';
import { parseResume, type Resume } from '../src/schema/resume';
import { templates } from '../src/templates/catalog';
import { fixtures } from './helpers/fixtures';
import { compareResumes } from './helpers/import-compare';
import { SCRIPT_SAMPLES } from './helpers/script-samples';

/**
 * Our own PDFs read back (issue 28): renderPdf is a black box here, and the reader uses only
 * what any PDF's text layer offers (text, positions, sizes, font names), so this is also the
 * regression check of whichever engine renders the PDFs.
 */
const roundTrip = async (resume: Resume, template: string) => {
  const bytes = await renderPdf(resume, { template, fonts: nodeFontResolver });
  const {
    format,
    resume: imported,
    report,
  } = await importFile({ name: 'resume.pdf', bytes }, { openPdf: nodeOpenPdf });
  expect(format).toBe('pdf');
  return { imported, report, comparison: compareResumes(resume, imported) };
};

/** Multi-page resumes in Latin scripts: at least 98 % of the values in place. */
const LATIN_MULTI_PAGE = ['amelie-dubois-fr', 'hostile-en', 'jurgen-weiss-de'];

/** Name, contact details and every section with as many entries as the original. */
const expectNameContactAndSections = (original: Resume, imported: Resume) => {
  const info = original.personalInfo;
  expect(imported.personalInfo).toMatchObject({
    fullName: info.fullName.trim(),
    email: info.email.trim(),
    phone: info.phone.trim(),
    location: info.location.trim(),
    portfolioUrl: (info.portfolioUrl ?? '').trim(),
  });
  const visible = <T>(items: T[], keep: (item: T) => boolean) => items.filter(keep).length;
  expect(imported.experience).toHaveLength(
    visible(original.experience, (job) => Boolean(job.position.trim() || job.company.trim())),
  );
  expect(imported.education).toHaveLength(
    visible(original.education, (school) => Boolean(school.school.trim() || school.degree.trim())),
  );
  expect(imported.skills).toHaveLength(original.skills.length);
  expect(imported.interests).toHaveLength(original.interests.length);
  expect(imported.certifications).toHaveLength(original.certifications.length);
  expect(imported.additionalSections.map((section) => section.title)).toEqual(
    original.additionalSections
      .filter((section) => section.title.trim() && section.content.trim())
      .map((section) => section.title.trim()),
  );
  expect(Boolean(imported.personalInfo.aboutMe)).toBe(Boolean(info.aboutMe?.trim()));
};

describe.each(templates.map((template) => template.slug))('our %s PDFs read back', (template) => {
  it.each(fixtures.map((fixture) => [fixture.name, fixture.resume] as const))(
    '%s',
    async (name, resume) => {
      const { imported, report, comparison } = await roundTrip(resume, template);
      expectNameContactAndSections(resume, imported);
      const share = comparison.inPlace / comparison.total;
      // The bar; measured on the current engine: every value of every fixture in
      // every template (docs/decisions/0110).
      if (LATIN_MULTI_PAGE.includes(name))
        expect(share, comparison.misses.join('\n')).toBeGreaterThanOrEqual(0.98);
      expect(report.read[0]).toBe(`Name: ${resume.personalInfo.fullName.trim()}`);
    },
  );

  it.each(SCRIPT_SAMPLES.map((sample) => [sample.name, sample.resume] as const))(
    'the %s sample: name, contact and sections',
    async (_, input) => {
      const resume = parseResume(input);
      const { imported } = await roundTrip(resume, template);
      expectNameContactAndSections(resume, imported);
      expect(imported.personalInfo.jobTitle).toBe(resume.personalInfo.jobTitle);
    },
  );
});

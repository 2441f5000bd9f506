import { prepareFonts } from '../../src/engine/fonts/font-set';
import { renderDocument } from '../../src/engine/layout/document';
import { nodeFontResolver } from '../../src/fonts/node';
import type { Resume } from '../../src/schema/resume';
import { text } from '../../src/templates/parts/build';
import { toResumeView } from '../../src/view/resume-view';
import { SECTION_ORDER, hasSection, sectionTitles } from '../../src/view/sections';

/**
 * The plainest PDF of a resume: one column, one value per line at 9 pt, nothing beside
 * anything, the order of spec section 9. The reading-order tests compare every template
 * with it.
 */
export const controlPdf = async (resume: Resume): Promise<Uint8Array> => {
  const view = toResumeView(resume);
  const titles = sectionTitles(resume.locale);
  const lines: string[] = [view.name, view.title, ...view.contact.map((item) => item.text)];
  for (const key of SECTION_ORDER) {
    if (!hasSection(view, key)) continue;
    if (key === 'custom') {
      for (const section of view.customSections) lines.push(section.title, ...section.content);
      continue;
    }
    lines.push(titles[key]);
    if (key === 'experience')
      for (const job of view.experience)
        lines.push(job.position, job.company, job.dates, ...job.description, ...job.achievements);
    else if (key === 'education')
      for (const school of view.education)
        lines.push(school.title, school.school, school.year, school.details, ...school.description);
    else if (key === 'summary') lines.push(...view.summary);
    else lines.push(...view[key]);
  }
  const content = lines.filter(Boolean);
  const fonts = await prepareFonts(
    nodeFontResolver,
    [{ family: 'sans', weight: 400, text: `a ${content.join('')}` }],
    resume.locale,
  );
  const base = fonts.baseFace().metrics;
  return renderDocument(
    {
      info: { title: view.name, lang: resume.locale ?? 'en' },
      width: 595.28,
      height: 841.89,
      bottomMargin: 40,
      regions: () => [
        {
          x: 40,
          width: 515.28,
          content: content.map((line) =>
            text(line, { weight: 400, size: 9, color: '#000000' }, { leading: 1.2 }),
          ),
          firstTop: 40,
          top: 40,
        },
      ],
    },
    { fonts, rtl: false, locale: resume.locale, base },
  ).bytes;
};

/** @jsxRuntime automatic @jsxImportSource react */
import { Document, Page, Text, pdf } from '@react-pdf/renderer';
import { registerFonts } from '../../src/fonts/register';
import { nodeFontResolver } from '../../src/fonts/node';
import { fontStackFor } from '../../src/fonts/scripts';
import { toResumeView, viewText } from '../../src/view/resume-view';
import type { Resume } from '../../src/schema/resume';
import { SECTION_ORDER, hasSection, sectionTitles } from '../../src/view/sections';

/**
 * The plainest PDF of a resume: one column, one value per line, nothing beside anything,
 * the order of spec section 9. The reading-order tests compare every template with it.
 */
export const controlPdf = async (resume: Resume): Promise<Uint8Array> => {
  registerFonts(nodeFontResolver);
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
  const blob = await pdf(
    <Document>
      <Page
        size="A4"
        style={{ padding: 40, fontSize: 9, fontFamily: fontStackFor(viewText(view)) }}
      >
        {lines.filter(Boolean).map((line, index) => (
          <Text key={index}>{line}</Text>
        ))}
      </Page>
    </Document>,
  ).toBlob();
  return new Uint8Array(await blob.arrayBuffer());
};

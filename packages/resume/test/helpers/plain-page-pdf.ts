import { prepareFonts } from '../../src/engine/fonts/font-set';
import { renderDocument } from '../../src/engine/layout/document';
import type { Node } from '../../src/engine/layout/nodes';
import { nodeFontResolver } from '../../src/fonts/node';
import type { Resume } from '../../src/schema/resume';
import { text } from '../../src/templates/parts/build';
import { toResumeView } from '../../src/view/resume-view';
import { SECTION_ORDER, hasSection, sectionTitles } from '../../src/view/sections';

/**
 * The plain page of issue 24, the control the ATS tests compare every template with: what a
 * word processor's plain document looks like (one column, 10.5 pt, headings in bold with
 * space above and kept with what follows, a blank line between entries, an entry's title,
 * company and dates kept with its first lines, '•' bullets, skills
 * in a comma-separated paragraph), set by our engine from the same data.
 */
export const plainPagePdf = async (resume: Resume): Promise<Uint8Array> => {
  const view = toResumeView(resume);
  const titles = sectionTitles(resume.locale);
  const size = 10.5;
  const nodes: Node[] = [];
  const line = (
    value: string,
    options: { bold?: boolean; big?: number; above?: number; keep?: boolean } = {},
  ) => {
    if (!value) return;
    const style = { weight: options.bold ? 700 : 400, size: options.big ?? size, color: '#000' };
    nodes.push(
      text(value, style, {
        leading: 1.25,
        style: options.above ? { margin: { top: options.above } } : undefined,
        ...(options.keep || (options.bold && options.big) ? { keepWithNext: 40 } : {}),
      }),
    );
  };
  const entry = (head: string[], body: string[], bullets: string[]) => {
    head
      .filter(Boolean)
      .forEach((value, index) => line(value, { above: index ? 0 : 8, keep: true }));
    body.forEach((value) => line(value));
    bullets.forEach((value) => line(`• ${value}`));
  };
  line(view.name, { bold: true, big: 16 });
  line(view.title);
  view.contact.forEach((item) => line(item.text));
  for (const key of SECTION_ORDER) {
    if (!hasSection(view, key)) continue;
    if (key === 'custom') {
      for (const section of view.customSections) {
        line(section.title, { bold: true, big: 12, above: 14 });
        section.content.forEach((value) => line(value));
      }
      continue;
    }
    line(titles[key], { bold: true, big: 12, above: 14 });
    if (key === 'experience')
      for (const job of view.experience)
        entry([job.position, job.company, job.dates], job.description, job.achievements);
    else if (key === 'education')
      for (const school of view.education)
        entry([school.title, school.school, school.year, school.details], school.description, []);
    else if (key === 'skills' || key === 'interests') line(view[key].join(', '));
    else if (key === 'certifications') view.certifications.forEach((value) => line(`• ${value}`));
    else if (key === 'summary') view.summary.forEach((value) => line(value));
    else view[key].forEach((value) => line(value));
  }
  const all = nodes.flatMap((node) => (node.kind === 'text' ? node.spans.map((s) => s.text) : []));
  const fonts = await prepareFonts(
    nodeFontResolver,
    [400, 700].map((weight) => ({ family: 'sans' as const, weight, text: `a ${all.join('')}` })),
    resume.locale,
  );
  return renderDocument(
    {
      info: { title: view.name, lang: resume.locale ?? 'en' },
      width: 612,
      height: 792,
      bottomMargin: 54,
      regions: () => [{ x: 54, width: 504, content: nodes, firstTop: 54, top: 54 }],
    },
    { fonts, rtl: false, locale: resume.locale, base: fonts.baseFace().metrics },
  ).bytes;
};

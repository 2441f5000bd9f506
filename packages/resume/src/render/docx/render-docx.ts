import { Document, Packer, type Paragraph } from 'docx';
import { parseResume, type Paper, type ResumeInput } from '../../schema/resume';
import { toResumeView, type ResumeView } from '../../view/resume-view';
import { orderedFlow, outlineTitles } from '../../view/outline';
import {
  SECTION_ORDER,
  hasSection,
  type SectionKey,
  type SectionTitles,
} from '../../view/sections';
import {
  bullets,
  educationEntry,
  experienceEntry,
  header,
  heading,
  inline,
  paragraphs,
} from './blocks';
import { docxLook, numberingFor, stylesFor, type DocxLook } from './styles';

const section = (
  view: ResumeView,
  key: SectionKey,
  SECTION_TITLES: SectionTitles,
  look: DocxLook,
): Paragraph[] => {
  if (!hasSection(view, key)) return [];
  switch (key) {
    case 'custom':
      return view.customSections.flatMap((custom) => [
        heading(custom.title),
        ...paragraphs(custom.content),
      ]);
    case 'summary':
      return [heading(SECTION_TITLES.summary), ...paragraphs(view.summary)];
    case 'experience':
      return [
        heading(SECTION_TITLES.experience),
        ...view.experience.flatMap((job) => experienceEntry(job, look)),
      ];
    case 'education':
      return [
        heading(SECTION_TITLES.education),
        ...view.education.flatMap((school) => educationEntry(school, look)),
      ];
    case 'certifications':
      return [heading(SECTION_TITLES.certifications), ...bullets(view.certifications)];
    case 'skills':
    case 'interests':
      return [heading(SECTION_TITLES[key]), inline(view[key])];
    case 'additionalInfo':
      return [heading(SECTION_TITLES.additionalInfo), ...paragraphs(view.additionalInfo)];
  }
};

/**
 * An editable Word document (.docx) of the resume: Title, Heading 1 and Heading 2 styles,
 * real bullet lists, sections in the Classic order (or the resume's own, its hidden ones left
 * out, its headings). The design's accent, font, size, line spacing and margins go into the
 * styles (styles.ts). Runs in Node, browser and Web Worker.
 */
export const renderDocx = async (
  resume: ResumeInput,
  options: { paper?: Paper } = {},
): Promise<Uint8Array> => {
  const parsed = parseResume(resume);
  const view = toResumeView(parsed);
  const titles = outlineTitles(parsed);
  const look = docxLook(options.paper ?? parsed.paper ?? 'a4', parsed.design);
  const document = new Document({
    creator: 'Shortlist',
    title: view.name ? `${view.name} – Resume` : 'Resume',
    styles: stylesFor(look),
    numbering: numberingFor(look),
    sections: [
      {
        properties: { page: look.page },
        children: [
          ...header(view, look),
          ...orderedFlow(SECTION_ORDER, parsed).flatMap((key) => section(view, key, titles, look)),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toArrayBuffer(document));
};

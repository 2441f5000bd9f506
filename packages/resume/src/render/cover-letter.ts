import { Document, Packer, Paragraph } from 'docx';
import { prepareFonts } from '../engine/fonts/font-set';
import { renderDocument } from '../engine/layout/document';
import { parseResume, type Paper, type ResumeInput } from '../schema/resume';
import { findTemplate } from '../templates/catalog';
import { text } from '../templates/parts/build';
import { toResumeView, type ResumeView } from '../view/resume-view';
import { header } from './docx/blocks';
import { docxLook, stylesFor } from './docx/styles';
import { TEMPLATES, styledTexts, templateInputOf, type PdfOptions } from './pdf';

/**
 * A cover letter in the look of its resume (issue 27): the resume's header (name, title,
 * contact) as its template sets it, then the letter's paragraphs. PDF (our engine), DOCX
 * and TXT, like the resume's own downloads.
 */
const letterParagraphs = (letter: string): string[] =>
  letter
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** The resume's view with only what a letter's header shows: name, title, contact. */
const headerView = (resume: ResumeInput): ResumeView => {
  const view = toResumeView(parseResume(resume));
  return {
    ...view,
    summary: [],
    experience: [],
    education: [],
    certifications: [],
    skills: [],
    interests: [],
    customSections: [],
    additionalInfo: [],
  };
};

const titleOf = (view: ResumeView) => (view.name ? `${view.name} – Cover letter` : 'Cover letter');

/** The letter as plain text: the resume's name and contact line, then the letter. */
export const renderCoverLetterTxt = (letter: string, resume: ResumeInput): string => {
  const view = headerView(resume);
  const head = [view.name, view.title, view.contact.map((c) => c.text).join(' | ')]
    .filter(Boolean)
    .join('\n');
  return `${[head, ...letterParagraphs(letter)].filter(Boolean).join('\n\n')}\n`;
};

/** The letter as an editable Word document, under the resume's header. */
export const renderCoverLetterDocx = async (
  letter: string,
  resume: ResumeInput,
  options: { paper?: Paper } = {},
): Promise<Uint8Array> => {
  const parsed = parseResume(resume);
  const view = headerView(parsed);
  // The resume's design (accent, font, size, spacing, margins) in the letter's styles too.
  const look = docxLook(options.paper ?? parsed.paper ?? 'a4', parsed.design);
  const document = new Document({
    creator: 'Shortlist',
    title: titleOf(view),
    styles: stylesFor(look),
    sections: [
      {
        properties: { page: look.page },
        children: [
          ...header(view, look),
          // A line break inside a paragraph ('Sincerely,' / the name) stays a line of its own.
          ...letterParagraphs(letter).flatMap((p) =>
            p.split('\n').map(
              (line, i, lines) =>
                new Paragraph({
                  text: line,
                  spacing: { after: i === lines.length - 1 ? 200 : 0 },
                }),
            ),
          ),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toArrayBuffer(document));
};

/**
 * The letter as a tagged PDF set by our engine in the resume's template: its header as the
 * template draws it, the paragraphs in the template's font and body size in its widest column.
 */
export const renderCoverLetterPdf = async (
  letter: string,
  resume: ResumeInput,
  options: PdfOptions,
): Promise<Uint8Array> => {
  const parsed = parseResume(resume);
  const view = headerView(parsed);
  const template = TEMPLATES[findTemplate(options.template ?? parsed.templateId).slug];
  const input = { ...templateInputOf(parsed, view, template, options), flow: () => [] };
  const { look, rtl } = input;
  const built = template.build(input);
  const body = letterParagraphs(letter).flatMap((p) =>
    p.split('\n').map((line, i, lines) =>
      text(
        line,
        { family: look.font, weight: 400, size: look.size.body + 1, color: '#2b2f36' },
        {
          leading: look.leading.body,
          tag: 'P',
          style: { margin: { bottom: i === lines.length - 1 ? look.size.body : 0 } },
        },
      ),
    ),
  );
  const spec = {
    ...built,
    info: { ...built.info, title: titleOf(view), subject: 'Cover letter' },
    // A letter is one column: a template's side column (Split, Banner) would stand empty
    // beside it, so the letter takes the page between the main column's outer margins, and
    // the side column's panel (the template's only decoration) is not drawn.
    decorate: undefined,
    regions: (headerBottom: number) => {
      const regions = built.regions(headerBottom);
      const widest = regions.reduce((a, b) => (b.width > a.width ? b : a), regions[0]!);
      const margin = built.width - (widest.x + widest.width);
      // Templates without a header band set the name and contact at the top of a column: kept.
      const content = [...regions.flatMap((r) => r.content), ...body];
      return [{ ...widest, x: margin, width: built.width - 2 * margin, content }];
    },
  };
  const fonts = await prepareFonts(options.fonts, styledTexts(spec), parsed.locale);
  return renderDocument(spec, { fonts, rtl, locale: parsed.locale, base: fonts.baseFace().metrics })
    .bytes;
};

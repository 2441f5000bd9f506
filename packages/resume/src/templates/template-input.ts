import type { DocumentSpec } from '../engine/layout/document';
import { PAGE_MARGIN, PAPER_SIZE } from './parts/theme';
import type { Paper } from '../schema/resume';
import type { ResumeView } from '../view/resume-view';
import type { SectionTitles } from '../view/sections';

/** What a template gets: the resume's view, its section headings, the paper and direction. */
export interface TemplateInput {
  view: ResumeView;
  titles: SectionTitles;
  paper: Paper;
  rtl: boolean;
  /** BCP 47 language of the document. */
  lang: string;
}

/** A template turns a resume into the engine's document (engine/layout/document.ts). */
export type Template = (input: TemplateInput) => DocumentSpec;

/** The document's metadata: title, author, language. */
export const documentInfo = ({ view, lang }: TemplateInput) => ({
  title: view.name ? `${view.name} – Resume` : 'Resume',
  author: view.name || undefined,
  subject: 'Resume',
  lang,
});

/** The page of every template: its metadata, the paper's size and the bottom margin. */
export const pageOf = (input: TemplateInput) => ({
  info: documentInfo(input),
  ...PAPER_SIZE[input.paper],
  bottomMargin: PAGE_MARGIN.bottom,
});

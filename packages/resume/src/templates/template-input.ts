import type { DocumentSpec } from '../engine/layout/document';
import type { Design } from '../schema/design';
import type { Paper } from '../schema/resume';
import type { ResumeView } from '../view/resume-view';
import type { SectionKey, SectionTitles } from '../view/sections';
import { PAPER_SIZE, type Look } from './parts/look';

/** What a template gets: the resume's view and headings, the paper, direction and look. */
export interface TemplateInput {
  view: ResumeView;
  /** Section headings: the resume's own where renamed, else its language's. */
  titles: SectionTitles;
  paper: Paper;
  rtl: boolean;
  /** BCP 47 language of the document. */
  lang: string;
  /** The template's look with the resume's design (and any fitting to pages) applied. */
  look: Look;
  design: Design | undefined;
  /** A flow of sections in the resume's order, its hidden sections left out (view/outline.ts). */
  flow: (keys: readonly SectionKey[]) => SectionKey[];
}

/** A template: the look it starts from, and how it turns a resume into the engine's document. */
export interface Template {
  look: Look;
  build: (input: TemplateInput) => DocumentSpec;
}

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
  bottomMargin: input.look.margin.bottom,
});

/** @jsxRuntime automatic @jsxImportSource react */
import { pdf } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { documentFonts } from '../fonts/families';
import { registerFonts, type FontSource } from '../fonts/register';
import { parseResume, type Paper, type ResumeInput } from '../schema/resume';
import { findTemplate, type TemplateSlug } from '../templates/catalog';
import { installGlyphWriter } from './pdf-glyphs';
import { ClassicTemplate } from '../templates/classic';
import { HybridTemplate } from '../templates/hybrid';
import { SplitTemplate } from '../templates/split';
import type { TemplateProps } from '../templates/template-props';
import { toResumeView, viewText } from '../view/resume-view';
import { sectionTitles } from '../view/sections';

const COMPONENTS: Record<TemplateSlug, (props: TemplateProps) => ReactElement> = {
  classic: ClassicTemplate,
  split: SplitTemplate,
  hybrid: HybridTemplate,
};

/** Pages of a PDF react-pdf wrote (uncompressed page objects). */
export const pdfPageCount = (bytes: Uint8Array): number =>
  (new TextDecoder('latin1').decode(bytes).match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;

export interface PdfOptions {
  /** Template id ('template-2') or slug ('split'); default: the resume's templateId. */
  template?: string;
  /**
   * Where the font files are: URLs in the browser, file paths in Node; whole files per group
   * and weight (a FontResolver) or chunks of them (ChunkedFonts, fonts/chunks/).
   */
  fonts: FontSource;
  /** Paper size; default: the resume's own, else A4. */
  paper?: Paper;
}

/**
 * Render a resume to PDF bytes with real, extractable text. Runs in Node, in the browser
 * and in a Web Worker (no DOM needed). The resume is validated (and defaulted) first.
 */
export const renderPdf = async (resume: ResumeInput, options: PdfOptions): Promise<Uint8Array> => {
  const parsed = parseResume(resume);
  registerFonts(options.fonts);
  installGlyphWriter();
  const view = toResumeView(parsed);
  const Template = COMPONENTS[findTemplate(options.template ?? parsed.templateId).slug];
  const titles = sectionTitles(parsed.locale);
  // The fonts follow every character set: the resume's and the headings' (in its language).
  const fonts = documentFonts(
    options.fonts,
    viewText(view) + JSON.stringify(titles),
    parsed.locale,
  );
  const render = async (sidebar: boolean) => {
    const blob = await pdf(
      <Template
        view={view}
        fonts={fonts}
        paper={options.paper ?? parsed.paper ?? 'a4'}
        titles={titles}
        sidebar={sidebar}
      />,
    ).toBlob();
    return new Uint8Array(await blob.arrayBuffer());
  };
  const bytes = await render(true);
  // Split's sidebar is on the first page; when the main column goes on, its text would sit
  // between two pages of the main column, so the sidebar's sections join the main column.
  return Template === SplitTemplate && pdfPageCount(bytes) > 1 ? render(false) : bytes;
};

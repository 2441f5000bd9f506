/** @jsxRuntime automatic @jsxImportSource react */
import { pdf } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { registerFonts } from '../fonts/register';
import type { FontResolver } from '../fonts/manifest';
import { fontStackFor } from '../fonts/scripts';
import { parseResume, type ResumeInput } from '../schema/resume';
import { findTemplate, type TemplateSlug } from '../templates/catalog';
import { ClassicTemplate } from '../templates/classic';
import { HybridTemplate } from '../templates/hybrid';
import { SplitTemplate } from '../templates/split';
import type { TemplateProps } from '../templates/template-props';
import { toResumeView, viewText } from '../view/resume-view';

const COMPONENTS: Record<TemplateSlug, (props: TemplateProps) => ReactElement> = {
  classic: ClassicTemplate,
  split: SplitTemplate,
  hybrid: HybridTemplate,
};

export interface PdfOptions {
  /** Template id ('template-2') or slug ('split'); default: the resume's templateId. */
  template?: string;
  /** Where the font files are: URLs in the browser, file paths in Node. */
  fonts: FontResolver;
}

/**
 * Render a resume to PDF bytes with real, extractable text. Runs in Node, in the browser
 * and in a Web Worker (no DOM needed). The resume is validated (and defaulted) first.
 */
export const renderPdf = async (resume: ResumeInput, options: PdfOptions): Promise<Uint8Array> => {
  const parsed = parseResume(resume);
  registerFonts(options.fonts);
  const view = toResumeView(parsed);
  const Template = COMPONENTS[findTemplate(options.template ?? parsed.templateId).slug];
  const blob = await pdf(<Template view={view} fonts={fontStackFor(viewText(view))} />).toBlob();
  return new Uint8Array(await blob.arrayBuffer());
};

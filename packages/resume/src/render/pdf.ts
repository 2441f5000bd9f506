import { prepareFonts } from '../engine/fonts/font-set';
import { renderDocument, type DocumentSpec } from '../engine/layout/document';
import type { Node } from '../engine/layout/nodes';
import type { FontSource } from '../fonts/source';
import { parseResume, type Paper, type ResumeInput } from '../schema/resume';
import { findTemplate, type TemplateSlug } from '../templates/catalog';
import { classic } from '../templates/classic';
import { hybrid } from '../templates/hybrid';
import { split } from '../templates/split';
import type { Template } from '../templates/template-input';
import { documentDirection } from '../view/direction';
import { documentLanguage } from '../view/language';
import { toResumeView, viewValues } from '../view/resume-view';
import { sectionTitles } from '../view/sections';

const TEMPLATES: Record<TemplateSlug, Template> = { classic, split, hybrid };

/** Pages of a PDF the engine wrote. */
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

/** The text set in each weight, so the fonts of exactly those characters are loaded. */
const textsByWeight = (spec: DocumentSpec): Map<number, string> => {
  const texts = new Map<number, string[]>();
  const visit = (node: Node) => {
    if (node.kind === 'text')
      for (const span of node.spans)
        texts.set(span.style.weight, [...(texts.get(span.style.weight) ?? []), span.text]);
    if (node.kind === 'box') node.children.forEach(visit);
  };
  if (spec.header) visit(spec.header.node);
  for (const region of spec.regions(0)) region.content.forEach(visit);
  // Every weight can set a space: a document of one empty line still has a font.
  if (!texts.has(400)) texts.set(400, [' ']);
  return new Map([...texts].map(([weight, parts]) => [weight, parts.join('')]));
};

export interface PdfDocumentResult {
  bytes: Uint8Array;
  pages: number;
  /** The font files (paths or URLs) the document is set in. */
  fontFiles: string[];
  /** Characters no font has, drawn as the missing glyph (.notdef). */
  missingGlyphs: string[];
}

/**
 * Render a resume to a tagged PDF with real, extractable text: Shortlist's own typesetter
 * (engine/: HarfBuzz shaping, bidi, line breaking, pagination, PDF writing). Runs in Node,
 * in the browser and in a Web Worker (no DOM needed). The resume is validated (and
 * defaulted) first. Nothing carries from one call to the next but parsed fonts.
 */
export const renderPdf = async (resume: ResumeInput, options: PdfOptions): Promise<Uint8Array> =>
  (await renderPdfDocument(resume, options)).bytes;

/** renderPdf, with the page count and the font files used. */
export const renderPdfDocument = async (
  resume: ResumeInput,
  options: PdfOptions,
): Promise<PdfDocumentResult> => {
  const parsed = parseResume(resume);
  const view = toResumeView(parsed);
  const template = TEMPLATES[findTemplate(options.template ?? parsed.templateId).slug];
  const locale = parsed.locale;
  const rtl = documentDirection(view) === 'rtl';
  const spec = template({
    view,
    titles: sectionTitles(locale),
    paper: options.paper ?? parsed.paper ?? 'a4',
    rtl,
    lang: documentLanguage(viewValues(view), locale),
  });
  const fonts = await prepareFonts(options.fonts, textsByWeight(spec), locale);
  const base = fonts.faceFor(0x61, 400).metrics;
  const { bytes, pages, missingGlyphs } = renderDocument(spec, { fonts, rtl, locale, base });
  return { bytes, pages, fontFiles: fonts.sources(), missingGlyphs };
};

import { prepareFonts, type StyledText } from '../engine/fonts/font-set';
import { renderDocument, type DocumentSpec } from '../engine/layout/document';
import type { Node } from '../engine/layout/nodes';
import { fontKey } from '../engine/text/style';
import type { FontSource } from '../fonts/source';
import { parseResume, type Paper, type ResumeInput } from '../schema/resume';
import { findTemplate, type TemplateSlug } from '../templates/catalog';
import { banner } from '../templates/banner';
import { classic } from '../templates/classic';
import { compact } from '../templates/compact';
import { modern } from '../templates/modern';
import { applyDesign, NO_FIT, type Fit } from '../templates/parts/look';
import { hybrid } from '../templates/hybrid';
import { split } from '../templates/split';
import type { Template } from '../templates/template-input';
import { documentDirection } from '../view/direction';
import { documentLanguage } from '../view/language';
import { orderedFlow, outlineTitles } from '../view/outline';
import { toResumeView, viewValues } from '../view/resume-view';

const TEMPLATES: Record<TemplateSlug, Template> = {
  classic,
  split,
  hybrid,
  modern,
  banner,
  compact,
};

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

/** The text set in each family and weight, so the fonts of exactly those characters load. */
const styledTexts = (spec: DocumentSpec): StyledText[] => {
  const texts = new Map<string, StyledText>();
  const add = (family: 'sans' | 'serif', weight: number, text: string) => {
    const key = fontKey({ family, weight });
    const entry = texts.get(key) ?? { family, weight, text: '' };
    entry.text += text;
    texts.set(key, entry);
  };
  const visit = (node: Node) => {
    if (node.kind === 'text')
      for (const span of node.spans) add(span.style.family ?? 'sans', span.style.weight, span.text);
    if (node.kind === 'box') node.children.forEach(visit);
  };
  if (spec.header) visit(spec.header.node);
  for (const region of spec.regions(0)) region.content.forEach(visit);
  // Regular sans sets the space of an empty document and places every line's baseline.
  add('sans', 400, ' a');
  return [...texts.values()];
};

export interface PdfDocumentResult {
  bytes: Uint8Array;
  pages: number;
  /** The font files (paths or URLs) the document is set in. */
  fontFiles: string[];
  /** Characters no font has, drawn as the missing glyph (.notdef). */
  missingGlyphs: string[];
  /** With `design.fitToPages`: how far it was fitted, and whether it now fits. */
  fit?: FitReport;
}

export interface FitReport {
  pages: number;
  /** Whether the resume takes at most `pages` pages. */
  fits: boolean;
  /** Body size (pt) and spacing (share of the template's) it was set in. */
  bodySize: number;
  spacing: number;
}

/** Spacing first, then size: the steps fitting to pages takes, in order. */
const FIT_STEPS: Fit[] = [
  { spacing: 0.85, smaller: 0 },
  { spacing: 0.7, smaller: 0 },
  { spacing: 0.55, smaller: 0 },
  ...[0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6].map((smaller) => ({
    spacing: 0.55,
    smaller,
  })),
];

/**
 * Render a resume to a tagged PDF with real, extractable text: Shortlist's own typesetter
 * (engine/: HarfBuzz shaping, bidi, line breaking, pagination, PDF writing). Runs in Node,
 * in the browser and in a Web Worker (no DOM needed). The resume is validated (and
 * defaulted) first. Nothing carries from one call to the next but parsed fonts.
 */
export const renderPdf = async (resume: ResumeInput, options: PdfOptions): Promise<Uint8Array> =>
  (await renderPdfDocument(resume, options)).bytes;

/**
 * renderPdf, with the page count, the font files used and, when the design asks to fit the
 * resume to one or two pages, how that went: spacing is tightened, then sizes (never below
 * 8 pt), until it fits or nothing more can be taken.
 */
export const renderPdfDocument = async (
  resume: ResumeInput,
  options: PdfOptions,
): Promise<PdfDocumentResult> => {
  const parsed = parseResume(resume);
  const view = toResumeView(parsed);
  const template = TEMPLATES[findTemplate(options.template ?? parsed.templateId).slug];
  const locale = parsed.locale;
  const rtl = documentDirection(view) === 'rtl';
  const design = parsed.design;
  const specFor = (fit: Fit) =>
    template.build({
      view,
      titles: outlineTitles(parsed),
      paper: options.paper ?? parsed.paper ?? 'a4',
      rtl,
      lang: documentLanguage(viewValues(view), locale),
      look: applyDesign(template.look, design, fit),
      design,
      flow: (keys) => orderedFlow(keys, parsed),
    });
  const first = specFor(NO_FIT);
  const fonts = await prepareFonts(options.fonts, styledTexts(first), locale);
  const ctx = { fonts, rtl, locale, base: fonts.baseFace().metrics };
  let fit = NO_FIT;
  let result = renderDocument(first, ctx);
  const target = design?.fitToPages;
  if (target && result.pages > target) {
    for (const step of FIT_STEPS) {
      const look = applyDesign(template.look, design, step);
      if (step.smaller > 0 && look.size.body === applyDesign(template.look, design, fit).size.body)
        break; // already at 8 pt
      fit = step;
      result = renderDocument(specFor(step), ctx);
      if (result.pages <= target) break;
    }
  }
  const { bytes, pages, missingGlyphs } = result;
  const report = target
    ? {
        pages: target,
        fits: pages <= target,
        bodySize: applyDesign(template.look, design, fit).size.body,
        spacing: fit.spacing,
      }
    : undefined;
  return { bytes, pages, fontFiles: fonts.sources(), missingGlyphs, fit: report };
};

import type { FontSource } from '../../fonts/source';
import { parseResume, type Paper, type ResumeInput } from '../../schema/resume';
import { findTemplate } from '../../templates/catalog';
import type { ResumeView } from '../../view/resume-view';
import { orderedFlow, outlineTitles } from '../../view/outline';
import { toResumeView, viewText } from '../../view/resume-view';
import { hasSection, type SectionKey, type SectionTitles } from '../../view/sections';
import { escapeHtml, safeHref } from './escape';
import { fontFaces } from './font-faces';
import { printCss } from './styles';

/**
 * Escaped text in which no line breaks right after a '-' (the hyphen, its spaces and the next
 * character are kept together): pdftotext's layout mode joins a line that ends in '-' to the
 * next and drops the hyphen (docs/decisions/0103). Breaking before a hyphen is not allowed anyway.
 */
const e = (text: string): string =>
  text
    .split(/(-\s*\S)/u)
    .map((part, index) =>
      index % 2 ? `<span class="nb">${escapeHtml(part)}</span>` : escapeHtml(part),
    )
    .join('');

const ps = (lines: string[]) => lines.map((line) => `<p dir="auto">${e(line)}</p>`).join('');
const ul = (items: string[]) =>
  items.length ? `<ul>${items.map((item) => `<li dir="auto">${e(item)}</li>`).join('')}</ul>` : '';
// Title, company (school) and date range on lines of their own, in that order, as in the
// PDF (docs/decisions/0103): a parser takes the two lines before a date range as title and company.
const entry = (title: string, date: string, sub: string, body: string) =>
  `<div class="entry"><h3 dir="auto">${e(title)}</h3>${sub ? `<p class="sub" dir="auto">${e(sub)}</p>` : ''}${date ? `<p class="date" dir="auto">${e(date)}</p>` : ''}${body}</div>`;

const body = (view: ResumeView, key: Exclude<SectionKey, 'custom'>): string => {
  switch (key) {
    case 'summary':
      return ps(view.summary);
    case 'experience':
      return view.experience
        .map((job) =>
          entry(
            job.position || job.company,
            job.dates,
            job.position ? job.company : '',
            ps(job.description) + ul(job.achievements),
          ),
        )
        .join('');
    case 'education':
      return view.education
        .map((s) =>
          entry(
            s.title || s.school,
            s.year,
            s.title ? s.school : '',
            (s.details ? `<p class="muted" dir="auto">${e(s.details)}</p>` : '') +
              ps(s.description),
          ),
        )
        .join('');
    case 'certifications':
      return ul(view.certifications);
    case 'skills':
    case 'interests':
      // Comma-separated, each item kept whole where it fits (docs/decisions/0103); the Split
      // sidebar shows them one per line without the commas (styles.ts).
      return `<p class="list" dir="auto">${view[key].map((item) => `<span>${e(item)}</span>`).join('<span class="comma">, </span>')}</p>`;
    case 'additionalInfo':
      return ps(view.additionalInfo);
  }
};

const sections = (view: ResumeView, keys: readonly SectionKey[], titles: SectionTitles) =>
  keys
    .filter((key) => hasSection(view, key))
    .map((key) =>
      key === 'custom'
        ? view.customSections
            .map((s) => `<section><h2 dir="auto">${e(s.title)}</h2>${ps(s.content)}</section>`)
            .join('')
        : `<section><h2 dir="auto">${e(titles[key])}</h2>${body(view, key)}</section>`,
    )
    .join('');

const contact = (view: ResumeView) =>
  `<ul class="contact">${view.contact
    .map((item) => {
      const href =
        item.kind === 'url'
          ? safeHref(item.text)
          : item.kind === 'email'
            ? safeHref(`mailto:${item.text}`)
            : null;
      return `<li dir="auto">${href ? `<a href="${href}">${e(item.text)}</a>` : e(item.text)}</li>`;
    })
    .join('')}</ul>`;

export interface PrintOptions {
  /** Paper size; default: the resume's own, else A4. */
  paper?: Paper;
  /**
   * The PDF's fonts (URLs): the page loads the ones its text needs (font-faces.ts). Without
   * them it is set in the reader's system fonts.
   */
  fonts?: FontSource;
}

/**
 * A standalone HTML page of the resume for the browser's print dialog (the resume's paper,
 * the template's colours and the resume's design: accent, font, size, line height, margins). Every user value is HTML-escaped; links are limited to http(s)
 * and mailto. Every text element has dir="auto": an Arabic or Hebrew line is set right to
 * left. The text reads in the order of the PDF's text layer: name, title, contact, then the
 * sections; in Split and Banner the sidebar before the main column (call fitPrintPage once
 * the page is laid out, so a two-column resume longer than a page goes to one column).
 */
export const renderPrintHtml = (
  resume: ResumeInput,
  template?: string,
  options: PrintOptions = {},
): string => {
  const parsed = parseResume(resume);
  const view = toResumeView(parsed);
  const info = findTemplate(template ?? parsed.templateId);
  const titles = outlineTitles(parsed);
  const paper = options.paper ?? parsed.paper ?? 'a4';
  const fonts = options.fonts
    ? fontFaces(
        options.fonts,
        viewText(view) + JSON.stringify(titles),
        parsed.locale,
        parsed.design?.fontFamily,
      )
    : { css: '', families: [] };
  const headline = view.title ? `<p class="headline" dir="auto">${e(view.title)}</p>` : '';
  const head = `<header><h1 dir="auto">${e(view.name)}</h1>${headline}${contact(view)}</header>`;
  const [first = [], second = []] = info.flows.map((flow) => orderedFlow(flow, parsed));
  const main = `<main>${sections(view, second, titles)}</main>`;
  const aside = `<aside>${sections(view, first, titles)}</aside>`;
  // Two columns (Split, Banner): the sidebar on the left, read before the main column.
  const content =
    info.flows.length < 2 ? head + sections(view, first, titles) : head + aside + main;
  return `<!doctype html>
<html lang="${escapeHtml(parsed.locale ?? 'en')}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(view.name || 'Resume')} – Resume</title><style>${fonts.css}${printCss(info.slug, paper, fonts.families, parsed.design)}</style></head>
<body><div class="page ${info.slug}">${content}</div></body></html>
`;
};

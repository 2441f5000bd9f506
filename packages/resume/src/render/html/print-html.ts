import { parseResume, type Paper, type ResumeInput } from '../../schema/resume';
import { findTemplate } from '../../templates/catalog';
import type { ResumeView } from '../../view/resume-view';
import { toResumeView } from '../../view/resume-view';
import {
  hasSection,
  sectionTitles,
  type SectionKey,
  type SectionTitles,
} from '../../view/sections';
import { escapeHtml as e, safeHref } from './escape';
import { printCss } from './styles';

const ps = (lines: string[]) => lines.map((line) => `<p dir="auto">${e(line)}</p>`).join('');
const ul = (items: string[]) =>
  items.length ? `<ul>${items.map((item) => `<li dir="auto">${e(item)}</li>`).join('')}</ul>` : '';
const entry = (title: string, date: string, sub: string, body: string) =>
  `<div class="entry"><div class="row"><h3 dir="auto">${e(title)}</h3><span class="date">${e(date)}</span></div>${sub ? `<div class="sub" dir="auto">${e(sub)}</div>` : ''}${body}</div>`;

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
      return `<p dir="auto">${view[key].map(e).join(', ')}</p>`;
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

/**
 * A standalone HTML page of the resume for the browser's print dialog (A4, the template's
 * colours). Every user value is HTML-escaped; links are limited to http(s) and mailto.
 * Every text element has dir="auto": an Arabic or Hebrew line is set right to left.
 */
export const renderPrintHtml = (
  resume: ResumeInput,
  template?: string,
  options: { paper?: Paper } = {},
): string => {
  const parsed = parseResume(resume);
  const view = toResumeView(parsed);
  const info = findTemplate(template ?? parsed.templateId);
  const titles = sectionTitles(parsed.locale);
  const paper = options.paper ?? parsed.paper ?? 'a4';
  const headline = view.title ? `<p class="headline" dir="auto">${e(view.title)}</p>` : '';
  const head = `<header><h1 dir="auto">${e(view.name)}</h1>${headline}${contact(view)}</header>`;
  const [first = [], second = []] = info.flows;
  const content =
    info.slug === 'split'
      ? `<main><h1 dir="auto">${e(view.name)}</h1>${headline}${contact(view)}${sections(view, second, titles)}</main><aside>${sections(view, first, titles)}</aside>`
      : head + sections(view, first, titles);
  return `<!doctype html>
<html lang="${parsed.locale ?? 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(view.name || 'Resume')} – Resume</title><style>${printCss(info.slug, paper)}</style></head>
<body><div class="page">${content}</div></body></html>
`;
};

import type { ResumeView } from '../view/resume-view';
import type { SectionKey } from '../view/sections';
import { findTemplate, type TemplateSlug } from './catalog';

/** What fits in the first page's sidebar (pt), and a rough measure of its content. */
const SIDEBAR_CAPACITY = 600;
const LINE = 15;
const CHARS_PER_LINE = 26;
const lines = (text: string) => Math.max(1, Math.ceil([...text].length / CHARS_PER_LINE));
const sectionHeight = (items: string[]) =>
  items.length ? 34 + items.reduce((sum, item) => sum + lines(item) * LINE + 2, 0) : 0;

const listOf = (view: ResumeView, key: SectionKey): string[] =>
  key === 'skills' || key === 'interests' || key === 'certifications' ? view[key] : [];

/**
 * A two-column template's sidebar (Split's, Banner's) holds what fits its first page: a
 * sidebar that ran on to page 2 would read, in the text layer, between two pages of the main
 * column (decision 0109). When the sidebar's sections would not fit, the last ones move to
 * the main column, before the custom sections, so nothing is lost.
 */
export const splitColumns = (
  view: ResumeView,
  sidebar = true,
  template: TemplateSlug = 'split',
): { side: SectionKey[]; main: SectionKey[] } => {
  const [SIDE_KEYS = [], MAIN_KEYS = []] = findTemplate(template).flows;
  const side = sidebar ? [...SIDE_KEYS] : [];
  if (!sidebar) {
    const at = MAIN_KEYS.indexOf('education') + 1;
    return { side, main: [...MAIN_KEYS.slice(0, at), ...SIDE_KEYS, ...MAIN_KEYS.slice(at)] };
  }
  const moved: SectionKey[] = [];
  const height = () => side.reduce((sum, key) => sum + sectionHeight(listOf(view, key)), 40);
  while (side.length > 0 && height() > SIDEBAR_CAPACITY) moved.unshift(side.pop() as SectionKey);
  const at = MAIN_KEYS.indexOf('custom');
  return { side, main: [...MAIN_KEYS.slice(0, at), ...moved, ...MAIN_KEYS.slice(at)] };
};

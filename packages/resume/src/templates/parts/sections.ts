import type { Node } from '../../engine/layout/nodes';
import type { ResumeView } from '../../view/resume-view';
import { hasSection, type SectionKey, type SectionTitles } from '../../view/sections';
import { column } from './build';
import { educationEntry, experienceEntry, type EntryLayout } from './entries';
import { bullets, inlineList, paragraphs } from './lists';
import { SIZE, type Theme } from './theme';

/**
 * The room (pt) every template's section heading asks to keep after it: a heading never
 * sits at a page foot with less of its section below it (or its whole section, when that is
 * shorter: engine/layout/flow.ts).
 */
export const KEEP_WITH_HEADING = 60;

export type Heading = (title: string, theme: Theme) => Node;

export interface SectionsOptions {
  view: ResumeView;
  keys: readonly SectionKey[];
  theme: Theme;
  heading: Heading;
  titles: SectionTitles;
  layout?: EntryLayout;
  /** Skills and interests comma-separated (default) or one per line (narrow columns). */
  listStyle?: 'inline' | 'bullets';
  /** Set a list item smaller rather than wrap it (narrow columns). */
  fit?: boolean;
}

const body = (key: Exclude<SectionKey, 'custom'>, options: SectionsOptions): Node[] => {
  const { view, theme, layout = 'stacked', listStyle = 'inline', fit = false } = options;
  switch (key) {
    case 'experience':
      return view.experience.map((job, i) => experienceEntry(job, theme, layout, i === 0));
    case 'education':
      return view.education.map((school, i) => educationEntry(school, theme, layout, i === 0));
    case 'summary':
      return paragraphs(view.summary, theme);
    case 'additionalInfo':
      return paragraphs(view.additionalInfo, theme);
    case 'certifications':
      return [
        bullets(view.certifications, theme, { fontSize: listStyle === 'bullets' ? 10 : 11, fit }),
      ];
    case 'skills':
    case 'interests':
      return [
        listStyle === 'bullets'
          ? bullets(view[key], theme, { fontSize: 10, fit })
          : inlineList(view[key], theme, SIZE.normal),
      ];
  }
};

/**
 * The given sections in order, empty ones skipped, each a section element (Sect) holding
 * its heading (H2) and body; sections flow across pages.
 */
export const sections = (options: SectionsOptions): Node[] => {
  const { view, keys, theme, heading, titles } = options;
  return keys
    .filter((key) => hasSection(view, key))
    .flatMap((key) =>
      key === 'custom'
        ? view.customSections.map((custom) =>
            column([heading(custom.title, theme), ...paragraphs(custom.content, theme)], {
              tag: 'Sect',
            }),
          )
        : [column([heading(titles[key], theme), ...body(key, options)], { tag: 'Sect' })],
    );
};

import type { Node } from '../../engine/layout/nodes';
import type { ResumeView } from '../../view/resume-view';
import { hasSection, type SectionKey, type SectionTitles } from '../../view/sections';
import { column, row, styled, text } from './build';
import { educationEntry, experienceEntry, type EntryLayout } from './entries';
import { bullets, inlineList, paragraphs } from './lists';
import type { Look, Theme } from './look';

/**
 * The room every template's section heading asks to keep after it, in body lines: a heading
 * never sits at a page foot with less of its section below it (or its whole section, when
 * that is shorter: engine/layout/flow.ts).
 */
export const keepWithHeading = (look: Look) => Math.ceil(4 * look.size.body * look.leading.body);

/**
 * A section heading as one row: the title in the theme's primary colour, bold, with a mark
 * (a bar before it, a rule after it) centred beside it; kept with what follows.
 */
export const markedHeading = (
  look: Look,
  title: string,
  theme: Theme,
  mark: { node: Node; side: 'before' | 'after' },
): Node => {
  const label = text(title, styled(look, look.size.section, theme.primary, 700), {
    leading: look.leading.tight,
  });
  return row(mark.side === 'before' ? [mark.node, label] : [label, mark.node], {
    tag: 'H2',
    align: 'center',
    keepTogether: true,
    keepWithNext: keepWithHeading(look),
    style: { margin: { top: look.space.sectionTop, bottom: look.space.sectionBelow } },
  });
};

export type Heading = (title: string, theme: Theme, look: Look) => Node;

export interface SectionsOptions {
  look: Look;
  view: ResumeView;
  keys: readonly SectionKey[];
  theme: Theme;
  heading: Heading;
  titles: SectionTitles;
  layout?: EntryLayout;
  /** Skills and interests comma-separated (default) or one per line (narrow columns, no bullet). */
  listStyle?: 'inline' | 'bullets';
  /** Set a list item smaller rather than wrap it (narrow columns). */
  fit?: boolean;
}

const body = (key: Exclude<SectionKey, 'custom'>, options: SectionsOptions): Node[] => {
  const { look, view, theme, layout = 'stacked', listStyle = 'inline', fit = false } = options;
  const listSize = listStyle === 'bullets' ? look.size.small : look.size.body;
  switch (key) {
    case 'experience':
      return view.experience.map((job, i) => experienceEntry(look, job, theme, layout, i === 0));
    case 'education':
      return view.education.map((school, i) =>
        educationEntry(look, school, theme, layout, i === 0),
      );
    case 'summary':
      return paragraphs(look, view.summary, theme);
    case 'additionalInfo':
      return paragraphs(look, view.additionalInfo, theme);
    case 'certifications':
      return [bullets(look, view.certifications, theme, { size: listSize, fit })];
    case 'skills':
    case 'interests':
      return [
        listStyle === 'bullets'
          ? bullets(look, view[key], theme, { size: listSize, fit, plain: true })
          : inlineList(look, view[key], theme),
      ];
  }
};

/**
 * The given sections in order, empty ones skipped, each a section element (Sect) holding
 * its heading (H2) and body; sections flow across pages.
 */
export const sections = (options: SectionsOptions): Node[] => {
  const { look, view, keys, theme, heading, titles } = options;
  return keys
    .filter((key) => hasSection(view, key))
    .flatMap((key) =>
      key === 'custom'
        ? view.customSections.map((custom) =>
            column(
              [heading(custom.title, theme, look), ...paragraphs(look, custom.content, theme)],
              {
                tag: 'Sect',
              },
            ),
          )
        : [column([heading(titles[key], theme, look), ...body(key, options)], { tag: 'Sect' })],
    );
};

import type { BoxStyle, Node } from '../../engine/layout/nodes';
import type { EducationView, ExperienceView } from '../../view/resume-view';
import { column, styled, text } from './build';
import { bullets, paragraphs } from './lists';
import type { Look, Theme } from './look';

export type EntryLayout = 'stacked' | 'timeline';

/**
 * Title, company (or school) and date range, each on a line of its own, in that order:
 * a parser finds each as one value, and a date range is never split over two lines (it is
 * set smaller rather than wrapped; docs/decisions/0103). The title is bold; the company is
 * in the regular weight, so a company written in capitals ('IBM') never looks like a section
 * heading (issue 24). The lines sit at body spacing: nothing inside an entry is further apart
 * than two entries.
 */
const titleBlock = (
  look: Look,
  title: string,
  subtitle: string,
  date: string,
  theme: Theme,
  style: BoxStyle,
) =>
  column(
    [
      text(title, styled(look, look.size.entry, theme.primary, 700), {
        leading: look.leading.tight,
        fit: { min: Math.min(look.size.body, 10) },
        tag: 'H3',
      }),
      subtitle
        ? text(subtitle, styled(look, look.size.body, theme.accentText), {
            leading: look.leading.tight,
            fit: { min: 7.5 },
          })
        : null,
      date
        ? text(date, styled(look, look.size.small, theme.muted), {
            leading: look.leading.body,
            fit: { min: 7 },
          })
        : null,
    ],
    {
      keepTogether: true,
      // Three body lines: a three-line paragraph (orphans and widows 2) moves whole.
      keepWithNext: Math.ceil(3 * look.size.body * look.leading.body + 3),
      style,
    },
  );

const timeline = (look: Look, theme: Theme): BoxStyle => ({
  border: { left: { width: 1.5, color: theme.line } },
  padding: { left: look.size.body * 1.1 },
});

interface EntryParts {
  title: string;
  subtitle: string;
  date: string;
  body: Node[];
  layout: EntryLayout;
  first: boolean;
}

/**
 * One entry: its title block, which never breaks and keeps the first lines of the body with
 * it, and the body, which flows across pages. In the timeline layout both sit beside a rule.
 */
const entry = (
  look: Look,
  theme: Theme,
  { title, subtitle, date, body, layout, first }: EntryParts,
) => {
  const rule = layout === 'timeline' ? timeline(look, theme) : {};
  return column(
    [
      titleBlock(look, title, subtitle, date, theme, {
        ...rule,
        padding: { ...rule.padding, bottom: 1 },
      }),
      body.length > 0 ? column(body, { style: rule }) : null,
    ],
    { tag: 'Div', style: { margin: { top: first ? 0 : look.space.entry } } },
  );
};

export const experienceEntry = (
  look: Look,
  job: ExperienceView,
  theme: Theme,
  layout: EntryLayout,
  first: boolean,
) =>
  entry(look, theme, {
    title: job.position || job.company,
    subtitle: job.position ? job.company : '',
    date: job.dates,
    body: [
      ...paragraphs(look, job.description, theme),
      ...(job.achievements.length > 0 ? [bullets(look, job.achievements, theme)] : []),
    ],
    layout,
    first,
  });

export const educationEntry = (
  look: Look,
  school: EducationView,
  theme: Theme,
  layout: EntryLayout,
  first: boolean,
) =>
  entry(look, theme, {
    title: school.title || school.school,
    subtitle: school.title ? school.school : '',
    date: school.year,
    body: [
      ...(school.details
        ? [
            text(school.details, styled(look, look.size.small, theme.muted), {
              leading: look.leading.body,
              style: { padding: { bottom: look.space.paragraph } },
            }),
          ]
        : []),
      ...paragraphs(look, school.description, theme),
    ],
    layout,
    first,
  });

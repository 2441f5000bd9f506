import type { BoxStyle, Node } from '../../engine/layout/nodes';
import type { EducationView, ExperienceView } from '../../view/resume-view';
import { column, text } from './build';
import { bullets, paragraphs } from './lists';
import { LEADING, SIZE, type Theme } from './theme';

/** Room a title block asks to keep after it: three body lines (a three-line paragraph moves whole). */
const KEEP_WITH_FIRST_LINES = Math.ceil(3 * SIZE.normal * LEADING.body + 3);
/** Indent of the timeline rule in the 'timeline' layout (Hybrid). */
const TIMELINE_INDENT = 12;

export type EntryLayout = 'stacked' | 'timeline';

/**
 * Title, company (or school) and date range, each on a line of its own, in that order:
 * a parser finds each as one value, and a date range is never split over two lines (it is
 * set smaller rather than wrapped; docs/decisions/0103).
 */
const titleBlock = (title: string, subtitle: string, date: string, theme: Theme, style: BoxStyle) =>
  column(
    [
      text(
        title,
        { weight: 700, size: SIZE.subsection, color: theme.primary },
        { leading: LEADING.tight, fit: { min: 10 }, tag: 'H3' },
      ),
      subtitle
        ? text(
            subtitle,
            { weight: 600, size: SIZE.normal, color: theme.accent },
            { leading: LEADING.body, fit: { min: 8 } },
          )
        : null,
      date
        ? text(
            date,
            { weight: 400, size: SIZE.small, color: theme.muted },
            { leading: LEADING.body, fit: { min: 7 } },
          )
        : null,
    ],
    { keepTogether: true, keepWithNext: KEEP_WITH_FIRST_LINES, style },
  );

const timeline = (theme: Theme): BoxStyle => ({
  border: { left: { width: 1.5, color: theme.line } },
  padding: { left: TIMELINE_INDENT },
});

interface EntryParts {
  title: string;
  subtitle: string;
  date: string;
  body: Node[];
  theme: Theme;
  layout: EntryLayout;
  first: boolean;
}

/**
 * One entry: its title block, which never breaks and keeps the first lines of the body with
 * it, and the body, which flows across pages. In the timeline layout both sit beside a rule.
 */
const entry = ({ title, subtitle, date, body, theme, layout, first }: EntryParts) => {
  const rule = layout === 'timeline' ? timeline(theme) : {};
  return column(
    [
      titleBlock(title, subtitle, date, theme, { ...rule, margin: { bottom: 3 } }),
      body.length > 0 ? column(body, { style: rule }) : null,
    ],
    { tag: 'Div', style: { margin: { top: first ? 0 : 10 } } },
  );
};

export const experienceEntry = (
  job: ExperienceView,
  theme: Theme,
  layout: EntryLayout,
  first: boolean,
) =>
  entry({
    title: job.position || job.company,
    subtitle: job.position ? job.company : '',
    date: job.dates,
    body: [
      ...paragraphs(job.description, theme),
      ...(job.achievements.length > 0 ? [bullets(job.achievements, theme)] : []),
    ],
    theme,
    layout,
    first,
  });

export const educationEntry = (
  school: EducationView,
  theme: Theme,
  layout: EntryLayout,
  first: boolean,
) =>
  entry({
    title: school.title || school.school,
    subtitle: school.title ? school.school : '',
    date: school.year,
    body: [
      ...(school.details
        ? [
            text(
              school.details,
              { weight: 400, size: SIZE.small, color: theme.muted },
              { leading: LEADING.body, style: { padding: { bottom: 2 } } },
            ),
          ]
        : []),
      ...paragraphs(school.description, theme),
    ],
    theme,
    layout,
    first,
  });

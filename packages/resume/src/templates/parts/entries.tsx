/** @jsxRuntime automatic @jsxImportSource react */
import { View } from '@react-pdf/renderer';
import { Text } from './bidi-text';
import { useRow } from './direction';
import type { ReactNode } from 'react';
import type { EducationView, ExperienceView } from '../../view/resume-view';
import { Bullets, Paragraphs } from './text-blocks';
import { fitFontSize } from './measure';
import { LEADING, SIZE, type Style, type Theme } from './theme';

/**
 * Entries are flat siblings (title block, paragraphs, bullets) rather than one View, so
 * long entries flow across pages. The title block cannot break, holds the section heading
 * for a section's first entry, and asks for room for the first body lines after it: three,
 * since a three-line paragraph (orphans and widows 2) cannot split and moves whole.
 */
const KEEP_WITH_FIRST_LINES = Math.ceil(3 * SIZE.normal * LEADING.body + 3);
/** Indent of the timeline rule in the 'timeline' layout (Hybrid). */
const TIMELINE_INDENT = 12;

export type EntryLayout = 'stacked' | 'timeline';

interface EntryProps {
  /** The section heading, for a section's first entry: one unbreakable block with its title. */
  lead?: ReactNode;
  title: string;
  subtitle: string;
  date: string;
  theme: Theme;
  layout: EntryLayout;
  first: boolean;
  /** The column width, pt: the date range is set small enough to stay on one line. */
  width: number;
  children: ReactNode;
}

/**
 * Title, company (or school) and date range, each on a line of its own, in that order:
 * a parser finds each as one value, and a date range is never split over two lines (it is
 * set smaller rather than wrapped; docs/decisions/0103).
 */
const TitleBlock = ({
  title,
  subtitle,
  date,
  theme,
  width,
}: Omit<EntryProps, 'children' | 'first' | 'lead' | 'layout'>) => (
  <>
    <Text
      style={{
        ...fitted(title, width, SIZE.subsection, 10, LEADING.tight, BOLD),
        fontWeight: 700,
        color: theme.primary,
      }}
    >
      {title}
    </Text>
    {subtitle ? (
      <Text
        style={{
          ...fitted(subtitle, width, SIZE.normal, 8, LEADING.body, SEMIBOLD),
          fontWeight: 600,
          color: theme.accent,
        }}
      >
        {subtitle}
      </Text>
    ) : null}
    {date ? (
      <Text style={{ ...fitted(date, width, SIZE.small, 7, LEADING.body, 1), color: theme.muted }}>
        {date}
      </Text>
    ) : null}
  </>
);

/** Bold text is wider than the regular text `textWidth` measures. */
const BOLD = 1.08;
const SEMIBOLD = 1.05;

/**
 * Size and leading for a one-line value: the largest size down to `min` that keeps it on
 * one line of `width` (a title over two lines reads as two values), the line height in pt
 * unchanged.
 */
const fitted = (
  text: string,
  width: number,
  size: number,
  min: number,
  leading: number,
  weight: number,
): Style => {
  const fontSize = fitFontSize(text, width / weight, size, min);
  return { fontSize, lineHeight: (size * leading) / fontSize };
};

/** In the timeline layout, title and body sit beside a vertical rule (right of it in LTR). */
const timeline = (theme: Theme, row: 'row' | 'row-reverse'): Style =>
  row === 'row'
    ? { borderLeftWidth: 1.5, borderLeftColor: theme.line, paddingLeft: TIMELINE_INDENT }
    : { borderRightWidth: 1.5, borderRightColor: theme.line, paddingRight: TIMELINE_INDENT };

const Entry = ({
  lead,
  title,
  subtitle,
  date,
  theme,
  layout,
  first,
  width,
  children,
}: EntryProps) => {
  const top = first ? 0 : 10;
  const inner = layout === 'timeline' ? width - TIMELINE_INDENT - 1.5 : width;
  const row = useRow();
  const header = (
    <View
      style={{
        marginTop: top,
        marginBottom: 3,
        ...(layout === 'timeline' ? timeline(theme, row) : {}),
      }}
    >
      <TitleBlock title={title} subtitle={subtitle} date={date} theme={theme} width={inner} />
    </View>
  );
  return (
    <>
      <View wrap={false} minPresenceAhead={KEEP_WITH_FIRST_LINES}>
        {lead}
        {header}
      </View>
      {layout === 'timeline' ? <View style={timeline(theme, row)}>{children}</View> : children}
    </>
  );
};

interface ItemProps<T> {
  item: T;
  lead?: ReactNode;
  theme: Theme;
  layout: EntryLayout;
  /** The first entry of its section sits right under the heading. */
  first: boolean;
  width: number;
}

export const ExperienceEntry = ({
  item: job,
  lead,
  theme,
  layout,
  first,
  width,
}: ItemProps<ExperienceView>) => (
  <Entry
    lead={lead}
    title={job.position || job.company}
    subtitle={job.position ? job.company : ''}
    date={job.dates}
    theme={theme}
    layout={layout}
    first={first}
    width={width}
  >
    <Paragraphs lines={job.description} theme={theme} />
    {job.achievements.length > 0 ? <Bullets items={job.achievements} theme={theme} /> : null}
  </Entry>
);

export const EducationEntry = ({
  item: school,
  lead,
  theme,
  layout,
  first,
  width,
}: ItemProps<EducationView>) => (
  <Entry
    lead={lead}
    title={school.title || school.school}
    subtitle={school.title ? school.school : ''}
    date={school.year}
    theme={theme}
    layout={layout}
    first={first}
    width={width}
  >
    {school.details ? (
      <Text
        style={{
          fontSize: SIZE.small,
          lineHeight: LEADING.body,
          color: theme.muted,
          paddingBottom: 2,
        }}
      >
        {school.details}
      </Text>
    ) : null}
    <Paragraphs lines={school.description} theme={theme} />
  </Entry>
);

/** @jsxRuntime automatic @jsxImportSource react */
import { Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import type { EducationView, ExperienceView } from '../../view/resume-view';
import { Bullets, Paragraphs } from './text-blocks';
import { LEADING, SIZE, type Style, type Theme } from './theme';

/**
 * Entries are flat siblings (title block, paragraphs, bullets) rather than one View, so
 * long entries flow across pages. The title block cannot break, holds the section heading
 * for a section's first entry, and asks for room for the first body lines after it: three,
 * since a three-line paragraph (orphans and widows 2) cannot split and moves whole.
 */
const KEEP_WITH_FIRST_LINES = Math.ceil(3 * SIZE.normal * LEADING.body + 3);
const GUTTER = 86;

export type EntryLayout = 'stacked' | 'gutter';

interface EntryProps {
  /** The section heading, for a section's first entry: one unbreakable block with its title. */
  lead?: ReactNode;
  title: string;
  subtitle: string;
  date: string;
  theme: Theme;
  layout: EntryLayout;
  first: boolean;
  children: ReactNode;
}

const TitleBlock = ({
  title,
  subtitle,
  date,
  theme,
  layout,
}: Omit<EntryProps, 'children' | 'first' | 'lead'>) => (
  <>
    <View style={{ flexDirection: 'row', alignItems: 'flex-start' }}>
      <Text
        style={{
          flex: 1,
          fontSize: SIZE.subsection,
          fontWeight: 700,
          lineHeight: LEADING.tight,
          color: theme.primary,
        }}
      >
        {title}
      </Text>
      {layout === 'stacked' && date ? (
        <Text
          style={{ fontSize: SIZE.small, lineHeight: 1.68, color: theme.muted, marginLeft: 12 }}
        >
          {date}
        </Text>
      ) : null}
    </View>
    {subtitle ? (
      <Text
        style={{
          fontSize: SIZE.normal,
          fontWeight: 600,
          lineHeight: LEADING.body,
          color: theme.accent,
        }}
      >
        {subtitle}
      </Text>
    ) : null}
  </>
);

/** In the gutter layout, body blocks sit right of the date column, behind a timeline rule. */
const gutterBody = (theme: Theme): Style => ({
  marginLeft: GUTTER,
  borderLeftWidth: 1.5,
  borderLeftColor: theme.line,
  paddingLeft: 12,
});

const Entry = ({ lead, title, subtitle, date, theme, layout, first, children }: EntryProps) => {
  const top = first ? 0 : 10;
  const header =
    layout === 'gutter' ? (
      <View style={{ flexDirection: 'row', marginTop: top }}>
        <Text
          style={{
            width: GUTTER,
            paddingTop: 3,
            paddingRight: 8,
            fontSize: SIZE.small,
            lineHeight: LEADING.tight,
            color: theme.muted,
          }}
        >
          {date}
        </Text>
        <View
          style={{
            flex: 1,
            borderLeftWidth: 1.5,
            borderLeftColor: theme.line,
            paddingLeft: 12,
            paddingBottom: 3,
          }}
        >
          <TitleBlock title={title} subtitle={subtitle} date={date} theme={theme} layout={layout} />
        </View>
      </View>
    ) : (
      <View style={{ marginTop: top, marginBottom: 3 }}>
        <TitleBlock title={title} subtitle={subtitle} date={date} theme={theme} layout={layout} />
      </View>
    );
  return (
    <>
      <View wrap={false} minPresenceAhead={KEEP_WITH_FIRST_LINES}>
        {lead}
        {header}
      </View>
      {layout === 'gutter' ? <View style={gutterBody(theme)}>{children}</View> : children}
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
}

export const ExperienceEntry = ({
  item: job,
  lead,
  theme,
  layout,
  first,
}: ItemProps<ExperienceView>) => (
  <Entry
    lead={lead}
    title={job.position || job.company}
    subtitle={job.position ? job.company : ''}
    date={job.dates}
    theme={theme}
    layout={layout}
    first={first}
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
}: ItemProps<EducationView>) => (
  <Entry
    lead={lead}
    title={school.title || school.school}
    subtitle={school.title ? school.school : ''}
    date={school.year}
    theme={theme}
    layout={layout}
    first={first}
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

/** @jsxRuntime automatic @jsxImportSource react */
import { Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import type { EducationView, ExperienceView } from '../../view/resume-view';
import { Bullets, Paragraphs } from './text-blocks';
import { LEADING, SIZE, type Style, type Theme } from './theme';

/**
 * Entries are rendered as flat siblings (header, paragraphs, bullets) rather than inside
 * one View: the layout engine honours minPresenceAhead only for a node that has earlier
 * siblings on the page, so this keeps a header together with its first lines.
 */
const KEEP_WITH_FIRST_LINES = 36;
const GUTTER = 86;

export type EntryLayout = 'stacked' | 'gutter';

interface EntryProps {
  title: string;
  subtitle: string;
  date: string;
  theme: Theme;
  layout: EntryLayout;
  first: boolean;
  children: ReactNode;
}

const TitleBlock = ({ title, subtitle, date, theme, layout }: Omit<EntryProps, 'children' | 'first'>) => (
  <>
    <View style={{ flexDirection: 'row', alignItems: 'flex-start' }}>
      <Text style={{ flex: 1, fontSize: SIZE.subsection, fontWeight: 700, lineHeight: LEADING.tight, color: theme.primary }}>
        {title}
      </Text>
      {layout === 'stacked' && date ? (
        <Text style={{ fontSize: SIZE.small, lineHeight: 1.68, color: theme.muted, marginLeft: 12 }}>{date}</Text>
      ) : null}
    </View>
    {subtitle ? (
      <Text style={{ fontSize: SIZE.normal, fontWeight: 600, lineHeight: LEADING.body, color: theme.accent }}>{subtitle}</Text>
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

const Entry = ({ title, subtitle, date, theme, layout, first, children }: EntryProps) => {
  const top = first ? 0 : 10;
  const header =
    layout === 'gutter' ? (
      <View wrap={false} minPresenceAhead={KEEP_WITH_FIRST_LINES} style={{ flexDirection: 'row', marginTop: top }}>
        <Text style={{ width: GUTTER, paddingTop: 3, paddingRight: 8, fontSize: SIZE.small, lineHeight: LEADING.tight, color: theme.muted }}>
          {date}
        </Text>
        <View style={{ flex: 1, borderLeftWidth: 1.5, borderLeftColor: theme.line, paddingLeft: 12, paddingBottom: 3 }}>
          <TitleBlock title={title} subtitle={subtitle} date={date} theme={theme} layout={layout} />
        </View>
      </View>
    ) : (
      <View wrap={false} minPresenceAhead={KEEP_WITH_FIRST_LINES} style={{ marginTop: top, marginBottom: 3 }}>
        <TitleBlock title={title} subtitle={subtitle} date={date} theme={theme} layout={layout} />
      </View>
    );
  return (
    <>
      {header}
      {layout === 'gutter' ? <View style={gutterBody(theme)}>{children}</View> : children}
    </>
  );
};

interface ItemProps<T> {
  item: T;
  theme: Theme;
  layout: EntryLayout;
  /** The first entry of its section sits right under the heading. */
  first: boolean;
}

export const ExperienceEntry = ({ item: job, theme, layout, first }: ItemProps<ExperienceView>) => (
  <Entry title={job.position || job.company} subtitle={job.position ? job.company : ''} date={job.dates} theme={theme} layout={layout} first={first}>
    <Paragraphs lines={job.description} theme={theme} />
    {job.achievements.length > 0 ? <Bullets items={job.achievements} theme={theme} /> : null}
  </Entry>
);

export const EducationEntry = ({ item: school, theme, layout, first }: ItemProps<EducationView>) => (
  <Entry title={school.title || school.school} subtitle={school.title ? school.school : ''} date={school.year} theme={theme} layout={layout} first={first}>
    {school.details ? (
      <Text style={{ fontSize: SIZE.small, lineHeight: LEADING.body, color: theme.muted, paddingBottom: 2 }}>{school.details}</Text>
    ) : null}
    <Paragraphs lines={school.description} theme={theme} />
  </Entry>
);

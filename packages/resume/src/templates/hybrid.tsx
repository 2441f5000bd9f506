/** @jsxRuntime automatic @jsxImportSource react */
import { View } from '@react-pdf/renderer';
import { Text } from './parts/bidi-text';
import { useRow } from './parts/direction';
import type { ResumeView } from '../view/resume-view';
import { findTemplate } from './catalog';
import { ContactRow } from './parts/contact';
import { ResumeDocument } from './parts/document';
import { Headline, Name } from './parts/headline';
import { KEEP_WITH_HEADING } from './parts/keep-with-heading';
import { Sections, type HeadingProps } from './parts/sections';
import { LEADING, PAGE_MARGIN, PAPER_SIZE, type Theme } from './parts/theme';
import type { TemplateProps } from './template-props';

const [KEYS = []] = findTemplate('hybrid').flows;
const SIDE = PAGE_MARGIN.side - 8;

const theme = (fonts: string[]): Theme => ({
  primary: '#0f4c5c',
  accent: '#b5653a',
  text: '#2b2f36',
  muted: '#6b7280',
  line: '#d5dde0',
  fonts,
});

/** Heading: petrol title with a copper square, followed by a hairline to the margin. */
const Heading = ({ title, theme }: HeadingProps) => {
  const row = useRow();
  // The square ends the heading's start side, the hairline its end side.
  const [after, before] =
    row === 'row' ? ['marginRight', 'marginLeft'] : ['marginLeft', 'marginRight'];
  return (
    <View
      wrap={false}
      minPresenceAhead={KEEP_WITH_HEADING}
      style={{ flexDirection: row, alignItems: 'center', marginTop: 16, marginBottom: 8 }}
    >
      <View style={{ width: 7, height: 7, backgroundColor: theme.accent, [after]: 7 }} />
      <Text
        style={{ fontSize: 15, fontWeight: 700, lineHeight: LEADING.tight, color: theme.primary }}
      >
        {title}
      </Text>
      <View style={{ flex: 1, height: 0.75, backgroundColor: theme.line, [before]: 10 }} />
    </View>
  );
};

/** Name, headline and contact details, each on lines of their own (name first). */
const Header = ({ view, theme, width }: { view: ResumeView; theme: Theme; width: number }) => (
  <View
    style={{
      paddingBottom: 10,
      borderBottomWidth: 3,
      borderBottomColor: theme.primary,
      marginBottom: 6,
    }}
  >
    <Name name={view.name} width={width} size={28} style={{ color: theme.primary }} />
    <Headline title={view.title} style={{ color: theme.accent, marginTop: 2 }} />
    <ContactRow
      contact={view.contact}
      width={width}
      color={theme.muted}
      separatorColor={theme.accent}
      lineHeight={LEADING.body}
      style={{ marginTop: 4 }}
    />
  </View>
);

/** Hybrid (template-3): skills right after the summary, then a timeline of dated entries. */
export const HybridTemplate = ({ view, fonts, paper, titles }: TemplateProps) => {
  const colours = theme(fonts);
  const width = PAPER_SIZE[paper].width - 2 * SIDE;
  return (
    <ResumeDocument
      view={view}
      theme={colours}
      paper={paper}
      pageStyle={{ paddingHorizontal: SIDE }}
    >
      <Header view={view} theme={colours} width={width} />
      <Sections
        view={view}
        keys={KEYS}
        theme={colours}
        titles={titles}
        width={width}
        Heading={Heading}
        layout="timeline"
      />
    </ResumeDocument>
  );
};

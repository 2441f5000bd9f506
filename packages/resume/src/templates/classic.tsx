/** @jsxRuntime automatic @jsxImportSource react */
import { View } from '@react-pdf/renderer';
import { Text } from './parts/bidi-text';
import { SECTION_ORDER } from '../view/sections';
import { ContactRow } from './parts/contact';
import { Headline, Name } from './parts/headline';
import { ResumeDocument } from './parts/document';
import { KEEP_WITH_HEADING } from './parts/keep-with-heading';
import { Sections, type HeadingProps } from './parts/sections';
import { GOLD, LEADING, NAVY, PAGE_MARGIN, PAPER_SIZE, SIZE, type Theme } from './parts/theme';
import type { TemplateProps } from './template-props';

const theme = (fonts: string[]): Theme => ({
  primary: NAVY,
  accent: GOLD,
  text: '#2b2f36',
  muted: '#6b7280',
  line: '#d9cfb8',
  fonts,
});

/** Section heading: navy title over a gold accent rule on a hairline. */
const Heading = ({ title, theme }: HeadingProps) => (
  <View
    wrap={false}
    minPresenceAhead={KEEP_WITH_HEADING}
    style={{ marginTop: 16, marginBottom: 8 }}
  >
    <Text
      style={{
        fontSize: SIZE.section,
        fontWeight: 600,
        lineHeight: LEADING.tight,
        color: theme.primary,
      }}
    >
      {title}
    </Text>
    <View style={{ flexDirection: 'row', marginTop: 3 }}>
      <View style={{ width: 42, height: 2, backgroundColor: theme.accent }} />
      <View style={{ flex: 1, height: 0.5, marginTop: 0.75, backgroundColor: theme.line }} />
    </View>
  </View>
);

/** Classic (template-1, the default): navy header band, gold accents, one column. */
export const ClassicTemplate = ({ view, fonts, paper, titles }: TemplateProps) => {
  const colours = theme(fonts);
  const width = PAPER_SIZE[paper].width - 2 * PAGE_MARGIN.side;
  return (
    <ResumeDocument view={view} theme={colours} paper={paper}>
      <View
        style={{
          minHeight: 140,
          paddingVertical: 18,
          marginTop: -PAGE_MARGIN.top,
          marginHorizontal: -PAGE_MARGIN.side,
          marginBottom: 14,
          paddingHorizontal: PAGE_MARGIN.side,
          backgroundColor: NAVY,
          borderBottomWidth: 4,
          borderBottomColor: GOLD,
          justifyContent: 'center',
        }}
      >
        <Name name={view.name} width={width} size={SIZE.name} style={{ color: '#ffffff' }} />
        <Headline title={view.title} style={{ color: '#ffffff', marginTop: 4 }} />
        <ContactRow
          contact={view.contact}
          width={width}
          color="#e8dcc0"
          separatorColor={colours.accent}
          style={{ marginTop: 8 }}
        />
      </View>
      <Sections
        view={view}
        keys={SECTION_ORDER}
        theme={colours}
        titles={titles}
        width={width}
        Heading={Heading}
      />
    </ResumeDocument>
  );
};

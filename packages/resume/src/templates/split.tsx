/** @jsxRuntime automatic @jsxImportSource react */
import { Text, View } from '@react-pdf/renderer';
import { ContactRow } from './parts/contact';
import { ResumeDocument } from './parts/document';
import { Sections, type HeadingProps } from './parts/sections';
import { Headline } from './parts/headline';
import { LEADING, PAGE_MARGIN, PAPER_SIZE, type Theme } from './parts/theme';
import type { TemplateProps } from './template-props';
import { splitColumns } from './split-columns';

const SIDEBAR_WIDTH = 188;
const SIDEBAR_PADDING = 20;
const SIDEBAR_FILL = '#22324a';
const MAIN_LEFT = SIDEBAR_WIDTH + 28;
const MAIN_RIGHT = PAGE_MARGIN.side - 16;

const mainTheme = (fonts: string[]): Theme => ({
  primary: '#22324a',
  accent: '#2a8c82',
  text: '#2b2f36',
  muted: '#6b7280',
  line: '#cfd8e3',
  fonts,
});
const sideTheme = (fonts: string[]): Theme => ({
  primary: '#ffffff',
  accent: '#7fd1c7',
  text: '#e6ecf3',
  muted: '#aab7c9',
  line: '#40587a',
  fonts,
});

const MainHeading = ({ title, theme }: HeadingProps) => (
  <View
    wrap={false}
    minPresenceAhead={60}
    style={{ marginTop: 14, marginBottom: 8, flexDirection: 'row', alignItems: 'center' }}
  >
    <View style={{ width: 4, height: 16, backgroundColor: theme.accent, marginRight: 8 }} />
    <Text
      style={{ fontSize: 15, fontWeight: 700, lineHeight: LEADING.tight, color: theme.primary }}
    >
      {title}
    </Text>
  </View>
);

const SideHeading = ({ title, theme }: HeadingProps) => (
  <View
    wrap={false}
    minPresenceAhead={40}
    style={{
      marginTop: 14,
      marginBottom: 6,
      borderBottomWidth: 0.75,
      borderBottomColor: theme.line,
      paddingBottom: 3,
    }}
  >
    <Text style={{ fontSize: 12, fontWeight: 700, lineHeight: LEADING.tight, color: theme.accent }}>
      {title}
    </Text>
  </View>
);

/**
 * Split (template-2): a dark sidebar (skills, interests, certifications) beside the main
 * column. The sidebar is absolutely placed on the first page and the main column flows as
 * the page's own content, so page breaks work as in a one-column template. The sidebar
 * comes last in the document, so the text layer reads name, contact details and the main
 * column first, and the sidebar after it (docs/decisions/0103). The contact details sit
 * under the name, where the main column's width keeps each one on one line.
 */
export const SplitTemplate = ({ view, fonts, paper, titles, sidebar = true }: TemplateProps) => {
  const main = mainTheme(fonts);
  const side = sideTheme(fonts);
  const columns = splitColumns(view, sidebar);
  const width = PAPER_SIZE[paper].width - MAIN_LEFT - MAIN_RIGHT;
  return (
    <ResumeDocument
      view={view}
      theme={main}
      paper={paper}
      pageStyle={{ paddingLeft: MAIN_LEFT, paddingRight: MAIN_RIGHT }}
    >
      <View
        fixed
        style={{
          position: 'absolute',
          top: 0,
          bottom: 0,
          left: 0,
          width: SIDEBAR_WIDTH,
          backgroundColor: SIDEBAR_FILL,
        }}
      />
      <Text
        style={{ fontSize: 28, fontWeight: 700, lineHeight: LEADING.tight, color: main.primary }}
      >
        {view.name}
      </Text>
      <Headline title={view.title} style={{ color: main.accent, marginTop: 2 }} />
      <ContactRow
        contact={view.contact}
        width={width}
        color={main.text}
        separatorColor={main.accent}
        lineHeight={LEADING.body}
        style={{ marginTop: 2 }}
      />
      <View
        style={{
          width: 56,
          height: 3,
          backgroundColor: main.accent,
          marginTop: 7,
          marginBottom: 2,
        }}
      />
      <Sections
        view={view}
        keys={columns.main}
        theme={main}
        titles={titles}
        width={width}
        Heading={MainHeading}
      />
      <View
        style={{
          position: 'absolute',
          top: PAGE_MARGIN.top,
          left: 0,
          width: SIDEBAR_WIDTH,
          paddingHorizontal: SIDEBAR_PADDING,
        }}
      >
        <Sections
          view={view}
          keys={columns.side}
          theme={side}
          titles={titles}
          width={SIDEBAR_WIDTH - 2 * SIDEBAR_PADDING}
          Heading={SideHeading}
          listStyle="bullets"
          fit
        />
      </View>
    </ResumeDocument>
  );
};

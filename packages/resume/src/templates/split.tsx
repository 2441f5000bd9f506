/** @jsxRuntime automatic @jsxImportSource react */
import { View } from '@react-pdf/renderer';
import { documentDirection } from '../view/direction';
import { Text } from './parts/bidi-text';
import { useRow } from './parts/direction';
import { ContactRow, contactRowLines } from './parts/contact';
import { ResumeDocument } from './parts/document';
import { KEEP_WITH_HEADING } from './parts/keep-with-heading';
import { Sections, type HeadingProps } from './parts/sections';
import { Headline, Name } from './parts/headline';
import { LEADING, PAGE_MARGIN, PAPER_SIZE, SIZE, type Style, type Theme } from './parts/theme';
import type { TemplateProps } from './template-props';
import { splitColumns } from './split-columns';

const SIDEBAR_WIDTH = 188;
const SIDEBAR_PADDING = 20;
const SIDEBAR_FILL = '#22324a';
const NAME_SIZE = 28;
/**
 * The sidebar's first heading sits a little below the main column's: side by side on one
 * baseline, layout-guessing extractors (pdftotext) read the two columns interleaved.
 */
const SIDEBAR_OFFSET = 30;
/** Space the accent rule under the contact details takes, with the gap below it. */
const RULE_SPACE = 7 + 3 + 6;
/** The main column's margins: the page margin less a little on the left, a gap before the sidebar. */
const MAIN_LEFT = PAGE_MARGIN.side - 16;
const MAIN_RIGHT = SIDEBAR_WIDTH + 28;

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

const MainHeading = ({ title, theme }: HeadingProps) => {
  const row = useRow();
  return (
    <View
      wrap={false}
      minPresenceAhead={KEEP_WITH_HEADING}
      style={{ marginTop: 14, marginBottom: 8, flexDirection: row, alignItems: 'center' }}
    >
      <View
        style={{
          width: 4,
          height: 16,
          backgroundColor: theme.accent,
          [row === 'row' ? 'marginRight' : 'marginLeft']: 8,
        }}
      />
      <Text
        style={{ fontSize: 15, fontWeight: 700, lineHeight: LEADING.tight, color: theme.primary }}
      >
        {title}
      </Text>
    </View>
  );
};

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
 * Split (template-2): a dark sidebar on the right (skills, interests, certifications)
 * beside the main column. The sidebar is on the right so that extractors that guess the
 * reading order from the layout (left column first) also read the main column first. The sidebar is absolutely placed on the first page and the main column flows as
 * the page's own content, so page breaks work as in a one-column template. The sidebar
 * comes last in the document, so the text layer reads name, contact details and the main
 * column first, and the sidebar after it (docs/decisions/0103). The contact details sit
 * under the name, where the main column's width keeps each one on one line.
 */
const sides = ['Left', 'Right'] as const;
const mirrored = ['Right', 'Left'] as const;

export const SplitTemplate = ({ view, fonts, paper, titles, sidebar = true }: TemplateProps) => {
  const main = mainTheme(fonts);
  const side = sideTheme(fonts);
  const columns = splitColumns(view, sidebar);
  const page = PAPER_SIZE[paper].width;
  const fullWidth = page - 2 * MAIN_LEFT;
  const width = sidebar ? page - MAIN_LEFT - MAIN_RIGHT : fullWidth;
  // The header spans the page above both columns, so that no extractor reads a sidebar
  // line beside the name; its height is computed so the sidebar can start right below it.
  const headerHeight =
    NAME_SIZE * LEADING.tight +
    (view.title ? 2 + SIZE.subsection * LEADING.tight : 0) +
    2 +
    contactRowLines(view.contact, fullWidth) * SIZE.small * LEADING.body +
    RULE_SPACE;
  const sidebarTop = PAGE_MARGIN.top + headerHeight;
  // A right-to-left resume is mirrored: its sidebar on the left, where an extractor that
  // reads the page from the right reaches it last.
  const [start, end] = documentDirection(view) === 'rtl' ? mirrored : sides;
  return (
    <ResumeDocument
      view={view}
      theme={main}
      paper={paper}
      pageStyle={
        {
          [`padding${start}`]: MAIN_LEFT,
          [`padding${end}`]: sidebar ? MAIN_RIGHT : MAIN_LEFT,
        } as Style
      }
    >
      {sidebar ? (
        <View
          style={{
            position: 'absolute',
            top: sidebarTop,
            bottom: 0,
            [end.toLowerCase()]: 0,
            width: SIDEBAR_WIDTH,
            backgroundColor: SIDEBAR_FILL,
          }}
        />
      ) : null}
      <View
        style={{
          height: headerHeight,
          width: fullWidth,
          [`margin${end}`]: sidebar ? MAIN_LEFT - MAIN_RIGHT : 0,
        }}
      >
        <Name name={view.name} width={fullWidth} size={NAME_SIZE} style={{ color: main.primary }} />
        <Headline title={view.title} style={{ color: main.accent, marginTop: 2 }} />
        <ContactRow
          contact={view.contact}
          width={fullWidth}
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
            alignSelf: start === 'Left' ? 'flex-start' : 'flex-end',
          }}
        />
      </View>
      <Sections
        view={view}
        keys={columns.main}
        theme={main}
        titles={titles}
        width={width}
        Heading={MainHeading}
      />
      {sidebar ? (
        <View
          style={{
            position: 'absolute',
            top: sidebarTop + SIDEBAR_OFFSET,
            [end.toLowerCase()]: 0,
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
      ) : null}
    </ResumeDocument>
  );
};

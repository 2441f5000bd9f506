/** @jsxRuntime automatic @jsxImportSource react */
import { Text, View } from '@react-pdf/renderer';
import type { ResumeView } from '../view/resume-view';
import { findTemplate } from './catalog';
import { ContactText, contactColumnWidth } from './parts/contact';
import { ResumeDocument } from './parts/document';
import { Sections, type HeadingProps } from './parts/sections';
import { LEADING, PAGE_MARGIN, type Theme } from './parts/theme';
import type { TemplateProps } from './template-props';

const [KEYS = []] = findTemplate('hybrid').flows;

const theme = (fonts: string[]): Theme => ({
  primary: '#0f4c5c',
  accent: '#b5653a',
  text: '#2b2f36',
  muted: '#6b7280',
  line: '#d5dde0',
  fonts,
});

/** Heading: petrol title with a copper square, followed by a hairline to the margin. */
const Heading = ({ title, theme }: HeadingProps) => (
  <View
    wrap={false}
    minPresenceAhead={60}
    style={{ flexDirection: 'row', alignItems: 'center', marginTop: 16, marginBottom: 8 }}
  >
    <View style={{ width: 7, height: 7, backgroundColor: theme.accent, marginRight: 7 }} />
    <Text
      style={{ fontSize: 15, fontWeight: 700, lineHeight: LEADING.tight, color: theme.primary }}
    >
      {title}
    </Text>
    <View style={{ flex: 1, height: 0.75, backgroundColor: theme.line, marginLeft: 10 }} />
  </View>
);

/** Width of the contact column beside the name: enough for the widest item, up to CONTACT_MAX. */
const CONTACT_MAX = 280;

const Header = ({ view, theme }: { view: ResumeView; theme: Theme }) => {
  const width = contactColumnWidth(view.contact, CONTACT_MAX);
  return (
    <View
      style={{
        flexDirection: 'row',
        alignItems: 'flex-end',
        paddingBottom: 10,
        borderBottomWidth: 3,
        borderBottomColor: theme.primary,
        marginBottom: 6,
      }}
    >
      <Text
        style={{
          flex: 1,
          fontSize: 28,
          fontWeight: 700,
          lineHeight: LEADING.tight,
          color: theme.primary,
          paddingRight: 12,
        }}
      >
        {view.name}
      </Text>
      <View style={{ width, alignItems: 'flex-end' }}>
        {view.contact.map((item) => (
          <ContactText
            key={item.kind}
            item={item}
            width={width}
            style={{ color: item.kind === 'url' ? theme.accent : theme.muted, textAlign: 'right' }}
          />
        ))}
      </View>
    </View>
  );
};

/** Hybrid (template-3): skills right after the summary, then a dated timeline. */
export const HybridTemplate = ({ view, fonts }: TemplateProps) => {
  const colours = theme(fonts);
  return (
    <ResumeDocument
      view={view}
      theme={colours}
      pageStyle={{ paddingHorizontal: PAGE_MARGIN.side - 8 }}
    >
      <Header view={view} theme={colours} />
      <Sections
        view={view}
        keys={KEYS}
        theme={colours}
        Heading={Heading}
        layout="gutter"
        separator="   |   "
      />
    </ResumeDocument>
  );
};

/** @jsxRuntime automatic @jsxImportSource react */
import { Text, View } from '@react-pdf/renderer';
import { LEADING, SIZE, type Style, type Theme } from './theme';

interface ParagraphsProps {
  lines: string[];
  theme: Theme;
  style?: Style;
}

/** Body paragraphs; a line is never cut in half and no single line is left behind. */
export const Paragraphs = ({ lines, theme, style }: ParagraphsProps) => (
  <>
    {lines.map((line, index) => (
      <Text
        key={index}
        orphans={2}
        widows={2}
        style={{
          fontSize: SIZE.normal,
          lineHeight: LEADING.body,
          color: theme.text,
          paddingBottom: 3,
          ...style,
        }}
      >
        {line}
      </Text>
    ))}
  </>
);

interface BulletsProps {
  items: string[];
  theme: Theme;
  fontSize?: number;
}

/** A bulleted list with a hanging indent. */
export const Bullets = ({ items, theme, fontSize = SIZE.normal }: BulletsProps) => (
  <View style={{ marginTop: 2 }}>
    {items.map((item, index) => (
      <View key={index} style={{ flexDirection: 'row', marginBottom: 2 }} wrap={false}>
        <Text style={{ width: 12, fontSize, lineHeight: LEADING.body, color: theme.accent }}>
          •
        </Text>
        <Text style={{ flex: 1, fontSize, lineHeight: LEADING.body, color: theme.text }}>
          {item}
        </Text>
      </View>
    ))}
  </View>
);

/** Short items as one flowing line with coloured separators: reads well in any text extractor. */
export const InlineList = ({
  items,
  theme,
  separator = '  •  ',
}: {
  items: string[];
  theme: Theme;
  separator?: string;
}) => (
  <Text style={{ fontSize: SIZE.normal, lineHeight: LEADING.loose, color: theme.text }}>
    {items.map((item, index) => (
      <Text key={index}>
        {item}
        {index < items.length - 1 ? <Text style={{ color: theme.accent }}>{separator}</Text> : null}
      </Text>
    ))}
  </Text>
);

/** @jsxRuntime automatic @jsxImportSource react */
import { View } from '@react-pdf/renderer';
import { Text } from './bidi-text';
import { useRow } from './direction';
import { fitFontSize } from './measure';
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
  /** When given, an item too wide for this width (pt) is set smaller, down to 7.5 pt. */
  fitWidth?: number;
}

export const BULLET_INDENT = 12;

/**
 * A round bullet drawn as a shape, not a '•' character: the text layer then holds only
 * the item, which a parser reads as one value per line (docs/decisions/0103).
 */
export const Dot = ({ color, size, style }: { color: string; size: number; style?: Style }) => (
  <View
    style={{
      width: size,
      height: size,
      borderRadius: size / 2,
      backgroundColor: color,
      ...style,
    }}
  />
);

/** A bulleted list with a hanging indent; each item starts a line of its own. */
export const Bullets = ({ items, theme, fontSize = SIZE.normal, fitWidth }: BulletsProps) => {
  const row = useRow();
  return (
    <View style={{ marginTop: 2 }}>
      {items.map((item, index) => {
        const size = fitWidth ? fitFontSize(item, fitWidth, fontSize, 7.5) : fontSize;
        return (
          <View key={index} style={{ flexDirection: row, marginBottom: 2 }} wrap={false}>
            <View
              style={{
                width: BULLET_INDENT,
                paddingTop: (fontSize * LEADING.body) / 2 - 1.5,
                // The dot on the outer side of its indent: a gap between it and the text.
                alignItems: row === 'row' ? 'flex-start' : 'flex-end',
              }}
            >
              <Dot color={theme.accent} size={3.5} />
            </View>
            <Text
              style={{
                flex: 1,
                fontSize: size,
                lineHeight: (fontSize * LEADING.body) / size,
                color: theme.text,
              }}
            >
              {item}
            </Text>
          </View>
        );
      })}
    </View>
  );
};

/**
 * Short items (skills, interests) as a comma-separated list: 'React, TypeScript, Node.js'.
 * Each item is its own box, so a line never breaks inside an item and a parser that splits
 * at commas and line ends gets every item whole; the comma is the only separator in the
 * text layer (no '•' or '|' for a parser to keep as part of an item).
 */
export const InlineList = ({
  items,
  theme,
  fontSize = SIZE.normal,
}: {
  items: string[];
  theme: Theme;
  fontSize?: number;
}) => {
  const row = useRow();
  // The gap follows each item: on its left in a right-to-left document.
  const gap = row === 'row' ? 'marginRight' : 'marginLeft';
  return (
    <View style={{ flexDirection: row, flexWrap: 'wrap' }}>
      {items.map((item, index) => (
        <Text
          key={index}
          style={{
            maxWidth: '100%',
            fontSize,
            lineHeight: LEADING.loose,
            color: theme.text,
            [gap]: index < items.length - 1 ? fontSize * 0.45 : 0,
          }}
        >
          {/* One string: a second text piece would lose the font of the run before it. */}
          {index < items.length - 1 ? `${item},` : item}
        </Text>
      ))}
    </View>
  );
};

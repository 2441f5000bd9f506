/** @jsxRuntime automatic @jsxImportSource react */
import { Link, View } from '@react-pdf/renderer';
import { Text } from './bidi-text';
import { useRow } from './direction';
import type { ContactItem } from '../../view/resume-view';
import { safeLink } from '../../view/safe-link';
import { fitFontSize, textWidth } from './measure';
import { Dot } from './text-blocks';
import { LEADING, SIZE, type Style } from './theme';

/**
 * Contact details must reach an applicant-tracking system whole: an email, phone number or
 * URL split over two lines reads as two broken values. Each item is its own box, and one
 * too long for its line is set smaller (down to MIN_SIZE) rather than wrapped. Only beyond
 * that does it wrap, and then only after a '/' or '@' (see fonts/line-breaks.ts).
 */
export const MIN_SIZE = 8;
const SEPARATOR_GAP = 6;
const DOT = 3;

interface ContactTextProps {
  item: ContactItem;
  /** The width the item may take, pt. */
  width: number;
  fontSize?: number;
  lineHeight?: number;
  style?: Style;
}

/** One contact detail at the largest size (up to fontSize) that keeps it on one line. */
export const ContactText = ({
  item,
  width,
  fontSize = SIZE.small,
  lineHeight = LEADING.body,
  style,
}: ContactTextProps) => {
  // A place name may wrap between words like any text; the other kinds are single tokens.
  const size =
    item.kind === 'location' ? fontSize : fitFontSize(item.text, width, fontSize, MIN_SIZE);
  // The same line height in pt whatever the size, so a shrunk item stays on the baseline grid.
  const textStyle = {
    textDecoration: 'none' as const,
    ...style,
    fontSize: size,
    lineHeight: (fontSize * lineHeight) / size,
  };
  const link = item.kind === 'url' ? safeLink(item.text) : null;
  return link ? (
    <Link src={link} style={textStyle}>
      {item.text}
    </Link>
  ) : (
    <Text style={textStyle}>{item.text}</Text>
  );
};

interface ContactRowProps {
  contact: ContactItem[];
  /** The row's full width, pt. */
  width: number;
  color: string;
  separatorColor: string;
  fontSize?: number;
  lineHeight?: number;
  style?: Style;
}

/**
 * Contact details in a wrapping row separated by dots. The dot trails its item, so a wrap
 * never starts with one, and an item moves to the next line whole. The dots are shapes,
 * not characters: the text layer holds the details separated by spaces only.
 */
export const ContactRow = ({
  contact,
  width,
  color,
  separatorColor,
  fontSize = SIZE.small,
  lineHeight = LEADING.loose,
  style,
}: ContactRowProps) => {
  const room = width - 2 * SEPARATOR_GAP - DOT;
  const row = useRow();
  return (
    <View style={{ flexDirection: row, flexWrap: 'wrap', ...style }}>
      {contact.map((item, index) => (
        <View key={item.kind} style={{ flexDirection: row }}>
          <ContactText
            item={item}
            width={room}
            fontSize={fontSize}
            lineHeight={lineHeight}
            style={{ color }}
          />
          {index < contact.length - 1 ? (
            <Dot
              color={separatorColor}
              size={DOT}
              style={{
                marginHorizontal: SEPARATOR_GAP,
                marginTop: (fontSize * lineHeight) / 2 - DOT / 2,
              }}
            />
          ) : null}
        </View>
      ))}
    </View>
  );
};

/** Width of a column that holds each item on its own line: the widest item, up to `max`. */
export const contactColumnWidth = (
  contact: ContactItem[],
  max: number,
  fontSize = SIZE.small,
): number => Math.min(max, Math.max(0, ...contact.map((item) => textWidth(item.text, fontSize))));

/** How many lines a ContactRow of `width` takes (the same packing as the row's wrapping). */
export const contactRowLines = (
  contact: ContactItem[],
  width: number,
  fontSize = SIZE.small,
): number => {
  const room = width - 2 * SEPARATOR_GAP - DOT;
  let lines = contact.length > 0 ? 1 : 0;
  let used = 0;
  for (const item of contact) {
    const size =
      item.kind === 'location' ? fontSize : fitFontSize(item.text, room, fontSize, MIN_SIZE);
    const needed = Math.min(room, textWidth(item.text, size)) + 2 * SEPARATOR_GAP + DOT;
    if (used > 0 && used + needed > width) {
      lines += 1;
      used = 0;
    }
    used += needed;
  }
  return lines;
};

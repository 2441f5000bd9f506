/** @jsxRuntime automatic @jsxImportSource react */
import { Text } from './bidi-text';
import { fitFontSize } from './measure';
import { LEADING, SIZE, type Style } from './theme';

/** The job title or headline under the name, on a line of its own; nothing when empty. */
export const Headline = ({ title, style }: { title: string; style?: Style }) =>
  title ? (
    <Text style={{ fontSize: SIZE.subsection, lineHeight: LEADING.tight, ...style }}>{title}</Text>
  ) : null;

/**
 * The name, first in the text layer, on one line: a long name is set smaller (down to
 * 18 pt) rather than wrapped, since a parser takes the first line as the whole name.
 */
export const Name = ({
  name,
  width,
  size,
  style,
}: {
  name: string;
  width: number;
  size: number;
  style?: Style;
}) => {
  const fontSize = fitFontSize(name, width / 1.1, size, 18);
  return (
    <Text
      style={{
        fontWeight: 700,
        ...style,
        fontSize,
        lineHeight: (size * LEADING.tight) / fontSize,
      }}
    >
      {name}
    </Text>
  );
};

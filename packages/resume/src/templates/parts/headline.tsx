/** @jsxRuntime automatic @jsxImportSource react */
import { Text } from '@react-pdf/renderer';
import { LEADING, SIZE, type Style } from './theme';

/** The job title or headline under the name, on a line of its own; nothing when empty. */
export const Headline = ({ title, style }: { title: string; style?: Style }) =>
  title ? (
    <Text style={{ fontSize: SIZE.subsection, lineHeight: LEADING.tight, ...style }}>{title}</Text>
  ) : null;

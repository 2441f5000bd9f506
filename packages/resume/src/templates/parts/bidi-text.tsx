/** @jsxRuntime automatic @jsxImportSource react */
import { Text as PdfText, type TextProps } from '@react-pdf/renderer';
import { Children, isValidElement, useContext, type ReactNode } from 'react';
import { directionOf } from '../../view/direction';
import { DirectionContext } from './direction';
import type { Style } from './theme';

/** The text of a Text's children, nested Texts included. */
const textOf = (children: ReactNode): string =>
  Children.toArray(children)
    .map((child) =>
      typeof child === 'string' || typeof child === 'number'
        ? String(child)
        : isValidElement<{ children?: ReactNode }>(child)
          ? textOf(child.props.children)
          : '',
    )
    .join('');

const RIGHT_TO_LEFT: Style = { direction: 'rtl', textAlign: 'right' };
/** Arabic letters stack dots and marks far below the baseline: tight leading let a name's dots touch the line under it. */
const DEEP_SCRIPT = /\p{Script=Arabic}/u;
const DEEP_LEADING = 1.6;
const FLUSH_RIGHT: Style = { textAlign: 'right' };

/**
 * react-pdf's Text with the paragraph direction of its content (as HTML's dir="auto"):
 * a paragraph that starts with an Arabic or Hebrew letter is laid out right to left and
 * set flush right. The renderer's bidi algorithm then orders the runs of each line (Latin
 * words and numbers inside Arabic text read left to right), and text extractors read the
 * line back in logical order (docs/decisions/0108). In a right-to-left document every
 * paragraph is flush right, a Latin one (an e-mail address, a date) too.
 */
export const Text = ({ style, children, ...props }: TextProps & { children?: ReactNode }) => {
  const text = textOf(children);
  const rtl = directionOf(text) === 'rtl';
  const documentRtl = useContext(DirectionContext) === 'rtl';
  if (!rtl && !documentRtl)
    return (
      <PdfText style={style} {...props}>
        {children}
      </PdfText>
    );
  const styles = Array.isArray(style) ? style : style ? [style] : [];
  const { lineHeight } = Object.assign({}, ...styles) as Style;
  const deep =
    DEEP_SCRIPT.test(text) && typeof lineHeight === 'number' && lineHeight < DEEP_LEADING
      ? [{ lineHeight: DEEP_LEADING }]
      : [];
  return (
    <PdfText style={[...styles, rtl ? RIGHT_TO_LEFT : FLUSH_RIGHT, ...deep]} {...props}>
      {children}
    </PdfText>
  );
};

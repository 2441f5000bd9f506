import type { ContactItem } from '../../view/resume-view';
import { safeLink } from '../../view/safe-link';
import { column, dot, row, text, wrapRow } from './build';
import { LEADING, SIZE } from './theme';

/**
 * Contact details must reach an applicant-tracking system whole: an email, phone number or
 * URL split over two lines reads as two broken values. Each item is its own box, and one
 * too long for its line is set smaller (down to MIN_SIZE) rather than wrapped. Only beyond
 * that does it wrap, and then only after a '/' or '@' (engine/text/word-breaks.ts).
 */
export const MIN_SIZE = 8;
const SEPARATOR_GAP = 6;
const DOT = 3;

interface ContactOptions {
  color: string;
  separatorColor: string;
  fontSize?: number;
  lineHeight?: number;
  marginTop?: number;
}

/** One contact detail: a link for a web address, at the largest size that keeps it on one line. */
const contactText = (
  item: ContactItem,
  { color, fontSize = SIZE.small, lineHeight = LEADING.loose }: ContactOptions,
) => {
  const link = item.kind === 'url' ? safeLink(item.text) : null;
  return text(
    item.text,
    { weight: 400, size: fontSize, color, ...(link ? { link } : {}) },
    {
      leading: lineHeight,
      // A place name may wrap between words like any text; the other kinds are single tokens.
      ...(item.kind === 'location' ? {} : { fit: { min: MIN_SIZE } }),
      ...(link ? { tag: 'Link' as const, alt: item.text } : { tag: 'Span' as const }),
    },
  );
};

/**
 * Contact details in a wrapping row separated by dots. The dot trails its item, so a wrap
 * never starts with one, and an item moves to the next line whole. The dots are shapes,
 * not characters: the text layer holds the details separated by spaces only.
 */
export const contactRow = (contact: ContactItem[], options: ContactOptions) => {
  const fontSize = options.fontSize ?? SIZE.small;
  const lineHeight = options.lineHeight ?? LEADING.loose;
  return contact.length === 0
    ? null
    : wrapRow(
        contact.map((item, index) =>
          index < contact.length - 1
            ? row(
                [
                  contactText(item, options),
                  dot(DOT, options.separatorColor, {
                    margin: {
                      left: SEPARATOR_GAP,
                      right: SEPARATOR_GAP,
                      top: (fontSize * lineHeight) / 2 - DOT / 2,
                    },
                  }),
                ],
                {},
              )
            : contactText(item, options),
        ),
        { tag: 'P', style: { margin: { top: options.marginTop ?? 0 } } },
      );
};

/** Contact details one per line (a narrow column). */
export const contactColumn = (contact: ContactItem[], options: ContactOptions) =>
  column(
    contact.map((item) => contactText(item, options)),
    { tag: 'P' },
  );

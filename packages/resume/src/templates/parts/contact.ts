import type { ContactItem } from '../../view/resume-view';
import { safeLink } from '../../view/safe-link';
import { row, styled, text, wrapRow } from './build';
import { circle } from './lists';
import type { Look } from './look';

/**
 * Contact details must reach an applicant-tracking system whole: an email, phone number or
 * URL split over two lines reads as two broken values. Each item is its own box, and one
 * too long for its line is set smaller (down to MIN_SIZE) rather than wrapped. Only beyond
 * that does it wrap, and then only after a '/' or '@' (engine/text/word-breaks.ts).
 */
export const MIN_SIZE = 7.5;
const DOT = 3;

interface ContactOptions {
  color: string;
  separatorColor: string;
  /** Line height as a multiple of the size (default: the look's body leading). */
  leading?: number;
  marginTop?: number;
}

/** One contact detail: a link for a web address, at the largest size that keeps it on one line. */
const contactText = (look: Look, item: ContactItem, { color, leading }: ContactOptions) => {
  const link = item.kind === 'url' ? safeLink(item.text) : null;
  return text(
    item.text,
    { ...styled(look, look.size.small, color), ...(link ? { link } : {}) },
    {
      leading: leading ?? look.leading.body,
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
export const contactRow = (look: Look, contact: ContactItem[], options: ContactOptions) => {
  if (contact.length === 0) return null;
  const lineHeight = look.size.small * (options.leading ?? look.leading.body);
  const gap = look.size.small * 0.6;
  return wrapRow(
    contact.map((item, index) =>
      index < contact.length - 1
        ? row([
            contactText(look, item, options),
            circle(DOT, options.separatorColor, {
              margin: { left: gap, right: gap, top: lineHeight / 2 - DOT / 2 },
            }),
          ])
        : contactText(look, item, options),
    ),
    { tag: 'P', style: { margin: { top: options.marginTop ?? 0 } } },
  );
};

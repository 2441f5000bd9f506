import { LEADING, SIZE } from './theme';
import { text } from './build';

/**
 * The name, first in the text layer, on one line: a long name is set smaller (down to
 * 18 pt) rather than wrapped, since a parser takes the first line as the whole name.
 */
export const nameLine = (name: string, size: number, color: string) =>
  text(name, { weight: 700, size, color }, { leading: LEADING.tight, fit: { min: 18 }, tag: 'H1' });

/** The job title or headline under the name, on a line of its own; nothing when empty. */
export const headline = (title: string, color: string, marginTop = 0) =>
  title
    ? text(
        title,
        { weight: 400, size: SIZE.subsection, color },
        { leading: LEADING.tight, style: { margin: { top: marginTop } } },
      )
    : null;

import { styled, text } from './build';
import type { Look } from './look';

/**
 * The name, first in the text layer, on one line: a long name is set smaller (down to three
 * quarters of its size) rather than wrapped, since a parser takes the first line as the
 * whole name.
 */
export const nameLine = (look: Look, name: string, color: string, size = look.size.name) =>
  text(name, styled(look, size, color, 700), {
    leading: look.leading.tight,
    fit: { min: Math.round(size * 0.75) },
    tag: 'H1',
  });

/** The job title or headline under the name, on a line of its own; nothing when empty. */
export const headline = (look: Look, title: string, color: string, marginTop = 0) =>
  title
    ? text(title, styled(look, look.size.headline, color), {
        leading: look.leading.tight,
        style: { margin: { top: marginTop } },
      })
    : null;

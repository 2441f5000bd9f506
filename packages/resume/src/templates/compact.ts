import type { ResumeView } from '../view/resume-view';
import { SECTION_ORDER } from '../view/sections';
import { column, rect, row, styled, text } from './parts/build';
import { contactRow } from './parts/contact';
import { headline, nameLine } from './parts/headline';
import { BASE_LOOK, type Look, type Theme } from './parts/look';
import { keepWithHeading } from './parts/sections';
import { singleColumn } from './parts/single-column';
import type { Template } from './template-input';

const COLOURS = {
  primary: '#3b2f5c',
  accent: '#7a4fb0',
  text: '#26232b',
  muted: '#5d5866',
  line: '#e2dcea',
  paper: '#ffffff',
};

/** Heading: a small square and the title, tight above its section. */
const heading = (title: string, theme: Theme, look: Look) =>
  row(
    [
      rect(4, 4, theme.accent, { margin: { right: 5 } }),
      text(title, styled(look, look.size.section, theme.primary, 700), {
        leading: look.leading.tight,
      }),
    ],
    {
      tag: 'H2',
      align: 'center',
      keepTogether: true,
      keepWithNext: keepWithHeading(look),
      style: {
        margin: { top: look.space.sectionTop, bottom: look.space.sectionBelow },
        padding: { bottom: 2 },
        border: { bottom: { width: 0.5, color: theme.line } },
      },
    },
  );

const header = (look: Look, view: ResumeView, theme: Theme) =>
  column([
    nameLine(look, view.name, theme.primary),
    headline(look, view.title, theme.accentText, 1),
    contactRow(look, view.contact, {
      color: theme.muted,
      separatorColor: theme.accent,
      marginTop: 3,
    }),
  ]);

/**
 * Compact (template-6): for long careers. Smaller sizes (9.5 pt body), tight spacing and
 * narrow margins fit a third more on a page than Classic, with the same one value per line
 * that parsers read whole.
 */
export const compact: Template = {
  look: {
    ...BASE_LOOK,
    size: { name: 20, headline: 11, section: 11.5, entry: 10.5, body: 9.5, small: 8.5 },
    leading: { tight: 1.15, body: 1.3 },
    space: { sectionTop: 8, sectionBelow: 4, entry: 5, paragraph: 1.5, item: 0.5 },
    margin: { top: 30, bottom: 30, side: 38 },
  },
  build: singleColumn({ colours: COLOURS, keys: SECTION_ORDER, header, heading }),
};

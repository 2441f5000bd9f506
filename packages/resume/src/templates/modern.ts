import type { ResumeView } from '../view/resume-view';
import { findTemplate } from './catalog';
import { column, styled, text } from './parts/build';
import { contactRow } from './parts/contact';
import { headline, nameLine } from './parts/headline';
import { BASE_LOOK, type Look, type Theme } from './parts/look';
import { keepWithHeading } from './parts/sections';
import { singleColumn } from './parts/single-column';
import type { Template } from './template-input';

const [KEYS = []] = findTemplate('modern').flows;

const COLOURS = {
  primary: '#1f2933',
  accent: '#2f6fdf',
  text: '#2b2f36',
  muted: '#5f6673',
  line: '#dfe3e8',
  paper: '#ffffff',
};

/** Heading: the accent's colour, a hairline under it across the column. */
const heading = (title: string, theme: Theme, look: Look) =>
  text(title, styled(look, look.size.section, theme.accentText, 700), {
    leading: look.leading.tight,
    tag: 'H2',
    keepWithNext: keepWithHeading(look),
    style: {
      margin: { top: look.space.sectionTop, bottom: look.space.sectionBelow },
      padding: { bottom: 3 },
      border: { bottom: { width: 0.75, color: theme.line } },
    },
  });

const header = (look: Look, view: ResumeView, theme: Theme) =>
  column([
    nameLine(look, view.name, theme.primary, look.size.name + 2),
    headline(look, view.title, theme.accentText, 3),
    contactRow(look, view.contact, {
      color: theme.muted,
      separatorColor: theme.accent,
      marginTop: 5,
    }),
  ]);

/**
 * Modern (template-4): a clean single column on white, the name large, headings in the
 * accent over a hairline, generous space. The plainest of the six for a parser.
 */
export const modern: Template = {
  look: BASE_LOOK,
  build: singleColumn({ colours: COLOURS, keys: KEYS, header, heading }),
};

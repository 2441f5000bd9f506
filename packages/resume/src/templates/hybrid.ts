import type { ResumeView } from '../view/resume-view';
import { findTemplate } from './catalog';
import { column, rect, row, styled, text } from './parts/build';
import { contactRow } from './parts/contact';
import { headline, nameLine } from './parts/headline';
import { BASE_LOOK, themed, type Look, type Theme } from './parts/look';
import { keepWithHeading, sections } from './parts/sections';
import { pageOf, type Template } from './template-input';

const [KEYS = []] = findTemplate('hybrid').flows;

const COLOURS = {
  primary: '#0f4c5c',
  accent: '#b5653a',
  text: '#2b2f36',
  muted: '#5f6673',
  line: '#d5dde0',
  paper: '#ffffff',
};

/** Heading: petrol title with a copper square, followed by a hairline to the margin. */
const heading = (title: string, theme: Theme, look: Look) =>
  row(
    [
      rect(6, 6, theme.accent, { margin: { right: 6 } }),
      text(title, styled(look, look.size.section, theme.primary, 700), {
        leading: look.leading.tight,
      }),
      rect(0, 0.75, theme.line, { grow: 1, margin: { left: 8 } }),
    ],
    {
      tag: 'H2',
      align: 'center',
      keepTogether: true,
      keepWithNext: keepWithHeading(look),
      style: { margin: { top: look.space.sectionTop, bottom: look.space.sectionBelow } },
    },
  );

/** Name, headline and contact details, each on lines of their own (name first). */
const header = (look: Look, view: ResumeView, theme: Theme) =>
  column(
    [
      nameLine(look, view.name, theme.primary),
      headline(look, view.title, theme.accentText, 2),
      contactRow(look, view.contact, {
        color: theme.muted,
        separatorColor: theme.accent,
        marginTop: 4,
      }),
    ],
    {
      style: {
        padding: { bottom: 8 },
        border: { bottom: { width: 2.5, color: theme.primary } },
        margin: { bottom: 2 },
      },
    },
  );

/** Hybrid (template-3): skills right after the summary, then a timeline of dated entries. */
export const hybrid: Template = {
  look: BASE_LOOK,
  build: (input) => {
    const { view, titles, look } = input;
    const theme = themed(COLOURS, input.design);
    const page = pageOf(input);
    return {
      ...page,
      regions: () => [
        {
          x: look.margin.side,
          width: page.width - 2 * look.margin.side,
          content: [
            header(look, view, theme),
            ...sections({
              look,
              view,
              keys: input.flow(KEYS),
              theme,
              titles,
              heading,
              layout: 'timeline',
            }),
          ],
          firstTop: look.margin.top,
          top: look.margin.top,
        },
      ],
    };
  },
};

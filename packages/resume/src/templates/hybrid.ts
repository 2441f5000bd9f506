import type { ResumeView } from '../view/resume-view';
import { findTemplate } from './catalog';
import { column, rect, row, text } from './parts/build';
import { contactRow } from './parts/contact';
import { headline, nameLine } from './parts/headline';
import { KEEP_WITH_HEADING, sections } from './parts/sections';
import { LEADING, PAGE_MARGIN, PAPER_SIZE, type Theme } from './parts/theme';
import { pageOf, type Template } from './template-input';

const [KEYS = []] = findTemplate('hybrid').flows;
const SIDE = PAGE_MARGIN.side - 8;

const theme: Theme = {
  primary: '#0f4c5c',
  accent: '#b5653a',
  text: '#2b2f36',
  muted: '#6b7280',
  line: '#d5dde0',
};

/** Heading: petrol title with a copper square, followed by a hairline to the margin. */
const heading = (title: string, colours: Theme) =>
  row(
    [
      rect(7, 7, colours.accent, { margin: { right: 7 } }),
      text(title, { weight: 700, size: 15, color: colours.primary }, { leading: LEADING.tight }),
      rect(0, 0.75, colours.line, { grow: 1, margin: { left: 10 } }),
    ],
    {
      tag: 'H2',
      align: 'center',
      keepTogether: true,
      keepWithNext: KEEP_WITH_HEADING,
      style: { margin: { top: 16, bottom: 8 } },
    },
  );

/** Name, headline and contact details, each on lines of their own (name first). */
const header = (view: ResumeView) =>
  column(
    [
      nameLine(view.name, 28, theme.primary),
      headline(view.title, theme.accent, 2),
      contactRow(view.contact, {
        color: theme.muted,
        separatorColor: theme.accent,
        lineHeight: LEADING.body,
        marginTop: 4,
      }),
    ],
    {
      style: {
        padding: { bottom: 10 },
        border: { bottom: { width: 3, color: theme.primary } },
        margin: { bottom: 6 },
      },
    },
  );

/** Hybrid (template-3): skills right after the summary, then a timeline of dated entries. */
export const hybrid: Template = (input) => {
  const { view, paper, titles } = input;
  const { width } = PAPER_SIZE[paper];
  return {
    ...pageOf(input),
    regions: () => [
      {
        x: SIDE,
        width: width - 2 * SIDE,
        content: [
          header(view),
          ...sections({ view, keys: KEYS, theme, titles, heading, layout: 'timeline' }),
        ],
        firstTop: PAGE_MARGIN.top,
        top: PAGE_MARGIN.top,
      },
    ],
  };
};

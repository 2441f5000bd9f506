import { SECTION_ORDER } from '../view/sections';
import { column, rect, row, text } from './parts/build';
import { contactRow } from './parts/contact';
import { headline, nameLine } from './parts/headline';
import { KEEP_WITH_HEADING, sections } from './parts/sections';
import { GOLD, LEADING, NAVY, PAGE_MARGIN, PAPER_SIZE, SIZE, type Theme } from './parts/theme';
import { pageOf, type Template } from './template-input';

const theme: Theme = {
  primary: NAVY,
  accent: GOLD,
  text: '#2b2f36',
  muted: '#6b7280',
  line: '#d9cfb8',
};

/** Section heading: navy title over a gold accent rule on a hairline. */
const heading = (title: string, colours: Theme) =>
  column(
    [
      text(
        title,
        { weight: 600, size: SIZE.section, color: colours.primary },
        { leading: LEADING.tight },
      ),
      row(
        [
          rect(42, 2, colours.accent),
          rect(0, 0.5, colours.line, { grow: 1, margin: { top: 0.75 } }),
        ],
        { style: { margin: { top: 3 } } },
      ),
    ],
    {
      tag: 'H2',
      keepTogether: true,
      keepWithNext: KEEP_WITH_HEADING,
      style: { margin: { top: 16, bottom: 8 } },
    },
  );

/** Classic (template-1, the default): navy header band, gold accents, one column. */
export const classic: Template = (input) => {
  const { view, paper, titles } = input;
  const { width } = PAPER_SIZE[paper];
  const contentWidth = width - 2 * PAGE_MARGIN.side;
  return {
    ...pageOf(input),
    header: {
      node: column(
        [
          nameLine(view.name, SIZE.name, '#ffffff'),
          headline(view.title, '#ffffff', 4),
          contactRow(view.contact, {
            color: '#e8dcc0',
            separatorColor: theme.accent,
            marginTop: 8,
          }),
        ],
        {
          justify: 'center',
          style: {
            minHeight: 140,
            padding: { top: 18, bottom: 18, left: PAGE_MARGIN.side, right: PAGE_MARGIN.side },
            background: NAVY,
            border: { bottom: { width: 4, color: GOLD } },
          },
        },
      ),
      x: 0,
      width,
      top: 0,
    },
    regions: (headerBottom) => [
      {
        x: PAGE_MARGIN.side,
        width: contentWidth,
        content: sections({ view, keys: SECTION_ORDER, theme, titles, heading }),
        firstTop: headerBottom + 14,
        top: PAGE_MARGIN.top,
      },
    ],
  };
};

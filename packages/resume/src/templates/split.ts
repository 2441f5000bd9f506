import { column, rect, row, text } from './parts/build';
import { contactRow } from './parts/contact';
import { headline, nameLine } from './parts/headline';
import { KEEP_WITH_HEADING, sections } from './parts/sections';
import { LEADING, PAGE_MARGIN, PAPER_SIZE, type Theme } from './parts/theme';
import { splitColumns } from './split-columns';
import { pageOf, type Template } from './template-input';

const SIDEBAR_WIDTH = 188;
const SIDEBAR_PADDING = 20;
const SIDEBAR_FILL = '#22324a';
const NAME_SIZE = 28;
/**
 * The sidebar's first heading sits a little below the main column's: side by side on one
 * baseline, layout-guessing extractors (pdftotext) read the two columns interleaved.
 */
const SIDEBAR_OFFSET = 30;
/** The main column's margins: the page margin less a little on the left, a gap before the sidebar. */
const MAIN_LEFT = PAGE_MARGIN.side - 16;
const MAIN_RIGHT = SIDEBAR_WIDTH + 28;

const main: Theme = {
  primary: '#22324a',
  accent: '#2a8c82',
  text: '#2b2f36',
  muted: '#6b7280',
  line: '#cfd8e3',
};
const side: Theme = {
  primary: '#ffffff',
  accent: '#7fd1c7',
  text: '#e6ecf3',
  muted: '#aab7c9',
  line: '#40587a',
};

const mainHeading = (title: string, theme: Theme) =>
  row(
    [
      rect(4, 16, theme.accent, { margin: { right: 8 } }),
      text(title, { weight: 700, size: 15, color: theme.primary }, { leading: LEADING.tight }),
    ],
    {
      tag: 'H2',
      align: 'center',
      keepTogether: true,
      keepWithNext: KEEP_WITH_HEADING,
      style: { margin: { top: 14, bottom: 8 } },
    },
  );

const sideHeading = (title: string, theme: Theme) =>
  text(
    title,
    { weight: 700, size: 12, color: theme.accent },
    {
      leading: LEADING.tight,
      tag: 'H2',
      keepWithNext: 40,
      style: {
        margin: { top: 14, bottom: 6 },
        padding: { bottom: 3 },
        border: { bottom: { width: 0.75, color: theme.line } },
      },
    },
  );

/**
 * Split (template-2): a dark sidebar on the right (skills, interests, certifications) on
 * every page, beside the main column; name and contact details across the top of the first
 * page. The sidebar is drawn before the main column on each page, so the text layer reads
 * name, contact details, the sidebar, then the main column without a break between its
 * pages (docs/decisions/0109). A right-to-left resume is mirrored, its sidebar on the left.
 */
export const split: Template = (input) => {
  const { view, paper, titles, rtl } = input;
  const { width, height } = PAPER_SIZE[paper];
  const columns = splitColumns(view);
  const fullWidth = width - 2 * MAIN_LEFT;
  const sidebarX = rtl ? 0 : width - SIDEBAR_WIDTH;
  return {
    ...pageOf(input),
    header: {
      node: column([
        nameLine(view.name, NAME_SIZE, main.primary),
        headline(view.title, main.accent, 2),
        contactRow(view.contact, {
          color: main.text,
          separatorColor: main.accent,
          lineHeight: LEADING.body,
          marginTop: 2,
        }),
        rect(56, 3, main.accent, { margin: { top: 7, bottom: 6 } }),
      ]),
      x: MAIN_LEFT,
      width: fullWidth,
      top: PAGE_MARGIN.top,
    },
    regions: (headerBottom) => [
      {
        x: width - SIDEBAR_WIDTH + SIDEBAR_PADDING,
        width: SIDEBAR_WIDTH - 2 * SIDEBAR_PADDING,
        content: sections({
          view,
          keys: columns.side,
          theme: side,
          titles,
          heading: sideHeading,
          listStyle: 'bullets',
          fit: true,
        }),
        firstTop: headerBottom + SIDEBAR_OFFSET,
        top: PAGE_MARGIN.top,
      },
      {
        x: MAIN_LEFT,
        width: width - MAIN_LEFT - MAIN_RIGHT,
        content: sections({ view, keys: columns.main, theme: main, titles, heading: mainHeading }),
        firstTop: headerBottom,
        top: PAGE_MARGIN.top,
      },
    ],
    decorate: ({ page, index }, headerBottom) => {
      const top = index === 0 ? height - headerBottom : height;
      page.artifact(() => page.rect(sidebarX, 0, SIDEBAR_WIDTH, top, SIDEBAR_FILL));
    },
  };
};

import { column, rect, styled, text } from './parts/build';
import { contactRow } from './parts/contact';
import { headline, nameLine } from './parts/headline';
import { BASE_LOOK, themed, type Look, type Theme } from './parts/look';
import { markedHeading, sections } from './parts/sections';
import { splitColumns } from './split-columns';
import { pageOf, type Template } from './template-input';

const SIDEBAR_WIDTH = 176;
const SIDEBAR_PADDING = 18;
/** Between the sidebar's panel and the main column. */
const GAP = 22;
export const SIDEBAR_FILL = '#22324a';
/**
 * The sidebar's first heading sits a little below the main column's: side by side on one
 * baseline, layout-guessing extractors (pdftotext) read the two columns interleaved.
 */
const SIDEBAR_OFFSET = 24;

const MAIN = {
  primary: '#22324a',
  accent: '#2a8c82',
  text: '#2b2f36',
  muted: '#5f6673',
  line: '#cfd8e3',
  paper: '#ffffff',
};
const SIDE = {
  primary: '#ffffff',
  accent: '#7fd1c7',
  text: '#e6ecf3',
  muted: '#aab7c9',
  line: '#40587a',
  paper: SIDEBAR_FILL,
};

const mainHeading = (title: string, theme: Theme, look: Look) =>
  markedHeading(look, title, theme, {
    node: rect(3.5, look.size.section, theme.accent, { margin: { right: 7 } }),
    side: 'before',
  });

const sideHeading = (title: string, theme: Theme, look: Look) =>
  text(title, styled(look, look.size.entry, theme.accentText, 700), {
    leading: look.leading.tight,
    tag: 'H2',
    keepWithNext: 3 * look.size.small * look.leading.body,
    style: {
      margin: { top: look.space.sectionTop, bottom: look.space.sectionBelow },
      padding: { bottom: 3 },
      border: { bottom: { width: 0.75, color: theme.line } },
    },
  });

/**
 * Split (template-2): a dark sidebar on the left (skills, interests, certifications) on
 * every page, beside the main column; name and contact details across the top of the first
 * page. The sidebar is drawn before the main column on each page and sits to its left, so
 * the text layer and readers that go by position alike read name, contact details, the
 * sidebar, then the main column without a break between its pages (decisions 0109, 0112).
 * A right-to-left resume is mirrored, its sidebar on the right.
 */
export const split: Template = {
  look: BASE_LOOK,
  build: (input) => {
    const { view, titles, rtl, look } = input;
    const page = pageOf(input);
    const main = themed(MAIN, input.design);
    const side = themed(SIDE, input.design);
    const columns = splitColumns(view);
    const left = look.margin.side - 10;
    const sidebarX = rtl ? page.width - SIDEBAR_WIDTH : 0;
    const mainX = SIDEBAR_WIDTH + GAP;
    return {
      ...page,
      header: {
        node: column([
          nameLine(look, view.name, main.primary),
          headline(look, view.title, main.accentText, 2),
          contactRow(look, view.contact, {
            color: main.text,
            separatorColor: main.accent,
            marginTop: 3,
          }),
          rect(48, 3, main.accent, { margin: { top: 6, bottom: 4 } }),
        ]),
        x: left,
        width: page.width - 2 * left,
        top: look.margin.top,
      },
      regions: (headerBottom) => [
        {
          x: SIDEBAR_PADDING,
          width: SIDEBAR_WIDTH - 2 * SIDEBAR_PADDING,
          content: sections({
            look,
            view,
            keys: input.flow(columns.side),
            theme: side,
            titles,
            heading: sideHeading,
            listStyle: 'bullets',
            fit: true,
          }),
          firstTop: headerBottom + SIDEBAR_OFFSET,
          top: look.margin.top,
        },
        {
          x: mainX,
          width: page.width - mainX - left,
          content: sections({
            look,
            view,
            keys: input.flow(columns.main),
            theme: main,
            titles,
            heading: mainHeading,
          }),
          firstTop: headerBottom,
          top: look.margin.top,
        },
      ],
      decorate: ({ page: content, index }, headerBottom) => {
        const top = index === 0 ? page.height - headerBottom : page.height;
        content.artifact(() => content.rect(sidebarX, 0, SIDEBAR_WIDTH, top, SIDEBAR_FILL));
      },
    };
  },
};

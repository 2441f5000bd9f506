import { column, rect, styled, text } from './parts/build';
import { contactRow } from './parts/contact';
import { headline, nameLine } from './parts/headline';
import { readableOn } from './parts/colour';
import { BASE_LOOK, themed, type Look, type Theme } from './parts/look';
import { markedHeading, sections } from './parts/sections';
import { splitColumns } from './split-columns';
import { pageOf, type Template } from './template-input';

export const BANNER_FILL = '#0e6b66';
const SIDE_WIDTH = 150;
const GAP = 22;
const SIDE_PANEL = '#eef5f4';
/**
 * The side column's first heading sits lower than the main column's: on one baseline,
 * layout-reading extractors (poppler) take the two headings for one row and read the side
 * column's items under the main column's heading (docs/decisions/0112).
 */
const SIDE_OFFSET = 24;

const COLOURS = {
  primary: '#12403d',
  accent: BANNER_FILL,
  text: '#2b2f36',
  muted: '#5f6673',
  line: '#cfe0de',
  paper: '#ffffff',
};

const mainHeading = (title: string, theme: Theme, look: Look) =>
  markedHeading(look, title, theme, {
    node: rect(0, 1.5, theme.accent, { grow: 1, margin: { left: 8 } }),
    side: 'after',
  });

const sideHeading = (title: string, theme: Theme, look: Look) =>
  text(title, styled(look, look.size.entry, theme.accentText, 700), {
    leading: look.leading.tight,
    tag: 'H2',
    keepWithNext: 3 * look.size.small * look.leading.body,
    style: { margin: { top: look.space.sectionTop, bottom: look.space.sectionBelow } },
  });

/**
 * Banner (template-5): a coloured band across the top with the name and contact details,
 * then two columns: skills, certifications and interests in a tinted column on the left (on
 * the right in a right-to-left resume), the summary, experience and education beside it.
 * The left column reads first, as layout-reading extractors and parsers read it, and the
 * main column then reads on from page to page without a break.
 */
export const banner: Template = {
  look: BASE_LOOK,
  build: (input) => {
    const { view, titles, look, rtl } = input;
    const page = pageOf(input);
    const theme = themed(COLOURS, input.design);
    // White text on the band: a light accent is darkened until white reads on it (AA).
    const band = readableOn(theme.accent, '#ffffff');
    // What does not fit the first page's column goes on in the main one (split-columns.ts):
    // a column that ran on to page 2 would read between the main column's pages.
    const columns = splitColumns(view, true, 'banner');
    const left = look.margin.side;
    const mainX = left + SIDE_WIDTH + GAP;
    const panelX = rtl ? page.width - left - SIDE_WIDTH - 10 : left - 10;
    return {
      ...page,
      header: {
        node: column(
          [
            nameLine(look, view.name, '#ffffff'),
            headline(look, view.title, '#ffffff', 3),
            contactRow(look, view.contact, {
              color: '#e8f3f2',
              separatorColor: '#cde7e4',
              marginTop: 5,
            }),
          ],
          {
            style: {
              padding: {
                top: look.margin.top * 0.7,
                bottom: look.margin.top * 0.5,
                left: look.margin.side,
                right: look.margin.side,
              },
              background: band,
            },
          },
        ),
        x: 0,
        width: page.width,
        top: 0,
      },
      regions: (headerBottom) => [
        {
          x: left,
          width: SIDE_WIDTH,
          content: sections({
            look,
            view,
            keys: input.flow(columns.side),
            theme,
            titles,
            heading: sideHeading,
            listStyle: 'bullets',
            fit: true,
          }),
          firstTop: headerBottom + 4 + SIDE_OFFSET,
          top: look.margin.top,
        },
        {
          x: mainX,
          width: page.width - mainX - look.margin.side,
          content: sections({
            look,
            view,
            keys: input.flow(columns.main),
            theme,
            titles,
            heading: mainHeading,
          }),
          firstTop: headerBottom + 4,
          top: look.margin.top,
        },
      ],
      decorate: ({ page: content, index }, headerBottom) => {
        const top = index === 0 ? page.height - headerBottom : page.height;
        content.artifact(() => content.rect(panelX, 0, SIDE_WIDTH + 20, top, SIDE_PANEL));
      },
    };
  },
};

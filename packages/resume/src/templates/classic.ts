import { SECTION_ORDER } from '../view/sections';
import { column, rect, row, styled, text } from './parts/build';
import { contactRow } from './parts/contact';
import { headline, nameLine } from './parts/headline';
import { BASE_LOOK, themed, type Look, type Theme } from './parts/look';
import { keepWithHeading, sections } from './parts/sections';
import { pageOf, type Template } from './template-input';

export const NAVY = '#1b2a4a';
export const GOLD = '#b8913a';

const COLOURS = {
  primary: NAVY,
  accent: GOLD,
  text: '#2b2f36',
  muted: '#5f6673',
  line: '#d9cfb8',
  paper: '#ffffff',
};

/** Section heading: navy title over a gold accent rule on a hairline. */
const heading = (title: string, theme: Theme, look: Look) =>
  column(
    [
      text(title, styled(look, look.size.section, theme.primary, 600), {
        leading: look.leading.tight,
      }),
      row(
        [rect(36, 2, theme.accent), rect(0, 0.5, theme.line, { grow: 1, margin: { top: 0.75 } })],
        { style: { margin: { top: 2 } } },
      ),
    ],
    {
      tag: 'H2',
      keepTogether: true,
      keepWithNext: keepWithHeading(look),
      style: { margin: { top: look.space.sectionTop, bottom: look.space.sectionBelow } },
    },
  );

/** Classic (template-1, the default): navy header band, gold accents, one column. */
export const classic: Template = {
  look: BASE_LOOK,
  build: (input) => {
    const { view, titles, look } = input;
    const theme = themed(COLOURS, input.design);
    // The band is navy: text on it is white, the contact details a light tint.
    const band = themed({ ...COLOURS, paper: NAVY }, input.design);
    const page = pageOf(input);
    return {
      ...page,
      header: {
        node: column(
          [
            nameLine(look, view.name, '#ffffff'),
            headline(look, view.title, '#ffffff', 3),
            contactRow(look, view.contact, {
              color: '#e8dcc0',
              separatorColor: band.accentText,
              marginTop: 6,
            }),
          ],
          {
            justify: 'center',
            style: {
              minHeight: look.size.name * 3.2,
              padding: {
                top: look.margin.top * 0.4,
                bottom: look.margin.top * 0.4,
                left: look.margin.side,
                right: look.margin.side,
              },
              background: NAVY,
              border: { bottom: { width: 3, color: theme.accent } },
            },
          },
        ),
        x: 0,
        width: page.width,
        top: 0,
      },
      regions: (headerBottom) => [
        {
          x: look.margin.side,
          width: page.width - 2 * look.margin.side,
          content: sections({
            look,
            view,
            keys: input.flow(SECTION_ORDER),
            theme,
            titles,
            heading,
          }),
          firstTop: headerBottom + look.space.sectionBelow,
          top: look.margin.top,
        },
      ],
    };
  },
};

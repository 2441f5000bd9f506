import type { Node } from '../../engine/layout/nodes';
import type { ResumeView } from '../../view/resume-view';
import type { SectionKey } from '../../view/sections';
import { pageOf, type Template } from '../template-input';
import { themed, type Look, type Theme } from './look';
import { sections, type Heading } from './sections';

/**
 * The build of a one-column template on white (Modern, Compact): its header, then its
 * sections in the resume's order, between the look's margins on every page.
 */
export const singleColumn =
  (options: {
    colours: Parameters<typeof themed>[0];
    keys: readonly SectionKey[];
    header: (look: Look, view: ResumeView, theme: Theme) => Node;
    heading: Heading;
  }): Template['build'] =>
  (input) => {
    const { view, titles, look } = input;
    const theme = themed(options.colours, input.design);
    const page = pageOf(input);
    const keys = input.flow(options.keys);
    return {
      ...page,
      regions: () => [
        {
          x: look.margin.side,
          width: page.width - 2 * look.margin.side,
          content: [
            options.header(look, view, theme),
            ...sections({ look, view, keys, theme, titles, heading: options.heading }),
          ],
          firstTop: look.margin.top,
          top: look.margin.top,
        },
      ],
    };
  };

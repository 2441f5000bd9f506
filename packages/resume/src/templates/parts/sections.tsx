/** @jsxRuntime automatic @jsxImportSource react */
import { View } from '@react-pdf/renderer';
import { Fragment, type ReactElement } from 'react';
import type { ResumeView } from '../../view/resume-view';
import { hasSection, type SectionKey, type SectionTitles } from '../../view/sections';
import { EducationEntry, ExperienceEntry, type EntryLayout } from './entries';
import { BULLET_INDENT, Bullets, InlineList, Paragraphs } from './text-blocks';
import { estimatedHeight, KEEP_WITH_HEADING } from './keep-with-heading';
import type { Theme } from './theme';

export interface HeadingProps {
  title: string;
  theme: Theme;
}

interface SectionsProps {
  view: ResumeView;
  keys: readonly SectionKey[];
  theme: Theme;
  Heading: (props: HeadingProps) => ReactElement;
  titles: SectionTitles;
  /** The column's width, pt. */
  width: number;
  layout?: EntryLayout;
  /** Skills and interests comma-separated (default) or one per line (narrow columns). */
  listStyle?: 'inline' | 'bullets';
  /** Set a list item smaller rather than wrap it (narrow columns). */
  fit?: boolean;
}

/** A section's heading and body; entries carry the heading inside their first title block. */
const section = (
  key: Exclude<SectionKey, 'custom'>,
  props: SectionsProps,
  heading: ReactElement,
): ReactElement[] => {
  const { view, theme, width, layout = 'stacked', listStyle = 'inline', fit = false } = props;
  const fitWidth = fit ? width - BULLET_INDENT : undefined;
  const lead = (index: number) => (index === 0 ? heading : undefined);
  // A body shorter than the room a heading asks to keep after it travels with the heading as
  // one block: the heading's minPresenceAhead counts the next sections too, and would move
  // a short section that fits to the next page (docs/decisions/0101).
  const withHeading = (body: ReactElement, height: number) =>
    height <= KEEP_WITH_HEADING
      ? [
          <View key="section" wrap={false}>
            {heading}
            {body}
          </View>,
        ]
      : [heading, <Fragment key="body">{body}</Fragment>];
  switch (key) {
    case 'experience':
      return view.experience.map((job, index) => (
        <ExperienceEntry
          key={index}
          item={job}
          lead={lead(index)}
          theme={theme}
          layout={layout}
          first={index === 0}
          width={width}
        />
      ));
    case 'education':
      return view.education.map((school, index) => (
        <EducationEntry
          key={index}
          item={school}
          lead={lead(index)}
          theme={theme}
          layout={layout}
          first={index === 0}
          width={width}
        />
      ));
    case 'summary':
      return withHeading(
        <Paragraphs lines={view.summary} theme={theme} />,
        estimatedHeight.paragraphs(view.summary, width),
      );
    case 'certifications':
      return withHeading(
        <Bullets
          items={view.certifications}
          theme={theme}
          fontSize={listStyle === 'bullets' ? 10 : 11}
          fitWidth={fitWidth}
        />,
        estimatedHeight.bullets(view.certifications, width, fitWidth !== undefined),
      );
    case 'skills':
    case 'interests':
      return withHeading(
        listStyle === 'bullets' ? (
          <Bullets items={view[key]} theme={theme} fontSize={10} fitWidth={fitWidth} />
        ) : (
          <InlineList items={view[key]} theme={theme} />
        ),
        listStyle === 'bullets'
          ? estimatedHeight.bullets(view[key], width, fitWidth !== undefined)
          : estimatedHeight.inlineList(view[key], width),
      );
    case 'additionalInfo':
      return withHeading(
        <Paragraphs lines={view.additionalInfo} theme={theme} />,
        estimatedHeight.paragraphs(view.additionalInfo, width),
      );
  }
};

/**
 * The given sections in order, empty ones skipped. Headings and entries are flat siblings
 * (no wrapping View) so sections flow across pages; a heading travels with the first
 * entry's title (see entries.tsx) or asks for room for the first lines after it.
 */
export const Sections = (props: SectionsProps) => {
  const { view, keys, theme, Heading, titles } = props;
  return (
    <>
      {keys
        .filter((key) => hasSection(view, key))
        .flatMap((key) =>
          key === 'custom'
            ? view.customSections.map((custom, index) => (
                <Fragment key={`custom-${index}`}>
                  <Heading title={custom.title} theme={theme} />
                  <Paragraphs lines={custom.content} theme={theme} />
                </Fragment>
              ))
            : [
                <Fragment key={key}>
                  {section(key, props, <Heading key="heading" title={titles[key]} theme={theme} />)}
                </Fragment>,
              ],
        )}
    </>
  );
};

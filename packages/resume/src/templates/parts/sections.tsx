/** @jsxRuntime automatic @jsxImportSource react */
import { Fragment, type ReactElement } from 'react';
import type { ResumeView } from '../../view/resume-view';
import { SECTION_TITLES, hasSection, type SectionKey } from '../../view/sections';
import { EducationEntry, ExperienceEntry, type EntryLayout } from './entries';
import { Bullets, InlineList, Paragraphs } from './text-blocks';
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
  layout?: EntryLayout;
  /** Skills and interests as one flowing line (default) or a bulleted list (narrow columns). */
  listStyle?: 'inline' | 'bullets';
  /** Separator of the inline list. */
  separator?: string;
}

type Body = ReactElement | ReactElement[];

const body = (key: Exclude<SectionKey, 'custom'>, props: SectionsProps): Body => {
  const { view, theme, layout = 'stacked', listStyle = 'inline', separator } = props;
  const list = (items: string[]) =>
    listStyle === 'bullets' ? (
      <Bullets items={items} theme={theme} fontSize={10} />
    ) : (
      <InlineList items={items} theme={theme} separator={separator} />
    );
  switch (key) {
    case 'summary':
      return <Paragraphs lines={view.summary} theme={theme} />;
    case 'experience':
      return view.experience.map((job, index) => (
        <ExperienceEntry key={index} item={job} theme={theme} layout={layout} first={index === 0} />
      ));
    case 'education':
      return view.education.map((school, index) => (
        <EducationEntry key={index} item={school} theme={theme} layout={layout} first={index === 0} />
      ));
    case 'certifications':
      return <Bullets items={view.certifications} theme={theme} fontSize={listStyle === 'bullets' ? 10 : 11} />;
    case 'skills':
      return list(view.skills);
    case 'interests':
      return list(view.interests);
    case 'additionalInfo':
      return <Paragraphs lines={view.additionalInfo} theme={theme} />;
  }
};

/**
 * The given sections in order. Headings and entries are flat siblings (no wrapping View):
 * the layout engine honours a heading's minPresenceAhead only when it has earlier siblings
 * on the page, which keeps a heading from being the last line of a page. Empty sections
 * are skipped.
 */
export const Sections = (props: SectionsProps) => {
  const { view, keys, theme, Heading } = props;
  return (
    <>
      {keys.filter((key) => hasSection(view, key)).flatMap((key) =>
        key === 'custom'
          ? view.customSections.map((section, index) => (
              <Fragment key={`custom-${index}`}>
                <Heading title={section.title} theme={theme} />
                <Paragraphs lines={section.content} theme={theme} />
              </Fragment>
            ))
          : [
              <Fragment key={key}>
                <Heading title={SECTION_TITLES[key]} theme={theme} />
                {body(key, props)}
              </Fragment>,
            ],
      )}
    </>
  );
};

import { findTemplate, SECTION_KEYS, type Resume, type SectionKey } from '@shortlist/resume';
import { orderedFlow } from '@shortlist/resume/view/outline';

type Sections = NonNullable<Resume['sections']>;

/** The renderers call the 'additional' section 'additionalInfo'; custom sections are not listed. */
const fromFlow = (key: string): SectionKey | null =>
  key === 'additionalInfo' ? 'additional' : key === 'custom' ? null : (key as SectionKey);
const toFlow = (key: SectionKey) => (key === 'additional' ? 'additionalInfo' : key);

/**
 * Every section in the order the template shows them with the resume's order applied (its
 * columns one after the other), hidden ones included: the list the Sections panel shows.
 */
export const sectionList = (templateId: string | undefined, order: Sections['order']) => {
  const flows = findTemplate(templateId).flows;
  const listed = flows
    .flatMap((flow) => orderedFlow(flow, { sections: { order } }))
    .map(fromFlow)
    .filter((key): key is SectionKey => key !== null);
  // A section no column of the template has (none today) goes last rather than vanish.
  return [...listed, ...SECTION_KEYS.filter((key) => !listed.includes(key))];
};

/** Which column of the template a section is in (two-column templates keep each in its own). */
export const columnOf = (templateId: string | undefined, key: SectionKey): number =>
  findTemplate(templateId).flows.findIndex((flow) =>
    (flow as readonly string[]).includes(toFlow(key)),
  );

/** The list with `key` moved to `to` (an index in the list). */
export const moveTo = (list: readonly SectionKey[], key: SectionKey, to: number): SectionKey[] => {
  const rest = list.filter((item) => item !== key);
  const at = Math.max(0, Math.min(rest.length, to));
  return [...rest.slice(0, at), key, ...rest.slice(at)];
};

/** `sections` with a value set, unset keys and empty lists dropped (an unchanged resume stays as it was). */
export const withSections = (sections: Sections | undefined, change: Partial<Sections>) => {
  const next: Sections = { ...sections, ...change };
  if (!next.hidden?.length) delete next.hidden;
  if (!next.order?.length) delete next.order;
  if (next.titles) {
    const titles = Object.fromEntries(Object.entries(next.titles).filter(([, title]) => title));
    if (Object.keys(titles).length) next.titles = titles;
    else delete next.titles;
  }
  return Object.keys(next).length ? next : undefined;
};

import type { SectionKey as ChosenKey } from '../schema/design';
import type { Resume } from '../schema/resume';
import { sectionTitles, type SectionKey, type SectionTitles } from './sections';

/** The resume's section keys (schema/design.ts) as the renderers name the sections. */
const RENDERED: Record<ChosenKey, Exclude<SectionKey, 'custom'>> = {
  summary: 'summary',
  experience: 'experience',
  education: 'education',
  skills: 'skills',
  certifications: 'certifications',
  interests: 'interests',
  additional: 'additionalInfo',
};

/** The section headings: the resume's own where it renamed one, else its language's. */
export const outlineTitles = (resume: Pick<Resume, 'locale' | 'sections'>): SectionTitles => {
  const titles = { ...sectionTitles(resume.locale) };
  for (const [key, title] of Object.entries(resume.sections?.titles ?? {}))
    if (title?.trim()) titles[RENDERED[key as ChosenKey]] = title.trim();
  return titles;
};

/**
 * A template's flow of sections in the resume's order, its hidden sections left out. The
 * sections the resume orders take the places of those keys in the flow, in its order; the
 * others (and custom sections) keep their place: ordering Education before Experience swaps
 * the two and moves nothing else.
 */
export const orderedFlow = (
  flow: readonly SectionKey[],
  resume: Pick<Resume, 'sections'>,
): SectionKey[] => {
  const chosen = (resume.sections?.order ?? [])
    .map((key) => RENDERED[key])
    .filter((key) => flow.includes(key));
  let next = 0;
  const ordered = flow.map((key) => (chosen.includes(key as never) ? chosen[next++]! : key));
  const hidden = new Set((resume.sections?.hidden ?? []).map((key) => RENDERED[key]));
  return ordered.filter((key) => key === 'custom' || !hidden.has(key));
};

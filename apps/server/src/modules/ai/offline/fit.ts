import { type Resume } from '@shortlist/resume/schema/resume';
import { OCCUPATIONS, type Occupation } from './data/occupations.js';
import { matchOccupation, titleWords, type TaxonomyOccupation } from './taxonomy.js';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const KEYWORD_PATTERNS = new Map<string, RegExp>();
const keywordPattern = (keyword: string) => {
  let pattern = KEYWORD_PATTERNS.get(keyword);
  if (!pattern) {
    pattern = new RegExp(`(^|[^a-z0-9+#])${escape(keyword)}($|[^a-z0-9+#])`, 'i');
    KEYWORD_PATTERNS.set(keyword, pattern);
  }
  return pattern;
};

/**
 * The curated occupation a text names best and its keyword: the longest keyword wins (a
 * 'registered nurse' beats a 'nurse'), ties go to the dataset's order.
 */
export function curatedMatch(
  text: string,
): { occupation: Occupation; keyword: string } | undefined {
  let best: { occupation: Occupation; keyword: string; words: number } | undefined;
  if (text.trim() === '') return undefined;
  for (const occupation of OCCUPATIONS) {
    for (const keyword of occupation.keywords) {
      const words = keyword.split(' ').length;
      if ((!best || words > best.words) && keywordPattern(keyword).test(text)) {
        best = { occupation, keyword, words };
      }
    }
  }
  return best && { occupation: best.occupation, keyword: best.keyword };
}

/**
 * The ISCO-08 groups (by code prefix) each curated occupation belongs to: when the
 * taxonomy reads a title as an occupation in one of them, both name the same profession.
 */
const CURATED_ISCO: Readonly<Record<string, readonly string[]>> = {
  software: ['25'],
  data: ['212', '25'],
  devops: ['25'],
  cybersecurity: ['25'],
  'it-support': ['35', '25'],
  accounting: ['241', '331', '431'],
  finance: ['241', '331'],
  sales: ['122', '243', '332', '52'],
  marketing: ['122', '243', '333'],
  hr: ['121', '242', '333'],
  'graphic-design': ['216', '343'],
  'ux-design': ['216', '25'],
  hospitality: ['14', '42', '51'],
  culinary: ['14', '51', '94'],
  retail: ['14', '52'],
  'customer-service': ['42', '52'],
  law: ['261', '341'],
  paralegal: ['261', '341'],
  research: ['21', '22'],
  'project-management': ['12', '13', '24'],
  'product-management': ['12', '24', '25'],
  administration: ['33', '41'],
  'civil-engineering': ['214', '311'],
  'mechanical-engineering': ['214', '311'],
  'electrical-engineering': ['215', '311'],
  'social-work': ['263', '341'],
  psychology: ['263', '226'],
  journalism: ['264'],
  architecture: ['216'],
  'real-estate': ['333'],
  driving: ['83'],
  security: ['54'],
  manufacturing: ['72', '81', '82', '93'],
  consulting: ['24'],
  fitness: ['342'],
  childcare: ['53'],
  nursing: ['222', '322', '532'],
  medicine: ['221'],
  pharmacy: ['226', '321'],
  dental: ['226', '325'],
  physiotherapy: ['226', '325'],
  teaching: ['23'],
  logistics: ['13', '33', '43'],
  construction: ['13', '31', '71'],
  electrician: ['74'],
  mechanic: ['723'],
  plumbing: ['71'],
};

/** Whether a curated and a taxonomy occupation are the same profession (by ISCO group). */
const agree = (curated: Occupation, taxonomy: TaxonomyOccupation) =>
  (CURATED_ISCO[curated.id] ?? []).some((prefix) => taxonomy.isco.startsWith(prefix));

/**
 * What a resume is about: curated occupations and taxonomy occupations, best first, and
 * both kinds in one list (`order`), the first source's first.
 */
export type Fit = {
  curated: Occupation[];
  taxonomy: TaxonomyOccupation[];
  order: (Occupation | TaxonomyOccupation)[];
};

/**
 * The occupations one title names. When the curated list and the taxonomy read different
 * words of it, the one that reads the title's last word, its head noun, names the
 * profession ('Commercial Beekeeper': 'commercial' is a real-estate keyword, 'beekeeper' an
 * ESCO title); when both read it, the longer reading wins ('Tree Surgeon' is no 'surgeon').
 * A keyword inside the taxonomy's reading ('software' in 'software engineer') agrees with it,
 * and so do two readings in the same ISCO group ('lawyer', 'corporate lawyer').
 */
function occupationsOfTitle(title: string): Fit {
  const curated = curatedMatch(title);
  const taxonomy = matchOccupation(title);
  if (!curated || !taxonomy) return fit(curated?.occupation, taxonomy?.occupation);
  if (agree(curated.occupation, taxonomy.occupation)) {
    return fit(curated.occupation, taxonomy.occupation);
  }
  const head = titleWords(title).at(-1) ?? '';
  const keyword = titleWords(curated.keyword);
  const phrase = taxonomy.phrase.split(' ');
  const curatedHead = keyword.includes(head);
  const taxonomyHead = phrase.includes(head);
  const inside = keyword.every((w) => phrase.includes(w));
  let keep: 'both' | 'curated' | 'taxonomy' = 'both';
  if (curatedHead && taxonomyHead) {
    if (phrase.length > keyword.length) keep = 'taxonomy';
    else if (keyword.length > phrase.length) keep = 'curated';
  } else if (curatedHead) keep = 'curated';
  else if (taxonomyHead && !inside) keep = 'taxonomy';
  return fit(
    keep !== 'taxonomy' ? curated.occupation : undefined,
    keep !== 'curated' ? taxonomy.occupation : undefined,
  );
}

const fit = (curated?: Occupation, taxonomy?: TaxonomyOccupation): Fit => ({
  curated: curated ? [curated] : [],
  taxonomy: taxonomy ? [taxonomy] : [],
  order: [...(curated ? [curated] : []), ...(taxonomy ? [taxonomy] : [])],
});

/** The sources' occupations in the sources' order (the first source's first), each once. */
const merge = (fits: Fit[]): Fit => ({
  curated: [...new Set(fits.flatMap((f) => f.curated))],
  taxonomy: [...new Set(fits.flatMap((f) => f.taxonomy))],
  order: [...new Set(fits.flatMap((f) => f.order))],
});
const found = (fit: Fit) => fit.order.length > 0;

/**
 * The occupations of a resume: from its job title and its positions (the latest first);
 * when those name none, from its fields of study and degrees; when those name none either,
 * from what its job descriptions say. Nothing from a source that names no occupation.
 */
export function fitOf(resume: Resume): Fit {
  const titles = [
    resume.personalInfo.jobTitle ?? '',
    ...resume.experience.map((job) => job.position),
  ].filter((t) => t.trim() !== '');
  const byTitle = merge(titles.map(occupationsOfTitle));
  if (found(byTitle)) return byTitle;
  const studies = resume.education.flatMap((e) => [e.fieldOfStudy, e.degree]);
  const byStudy = merge(studies.filter((s) => s.trim() !== '').map(occupationsOfTitle));
  if (found(byStudy)) return byStudy;
  const descriptions = resume.experience.map((job) => job.description);
  return merge(descriptions.filter((d) => d.trim() !== '').map(occupationsOfTitle));
}

/** The occupations a position, or else an achievement's own words, name. */
export function fitOfPosition(position: string, text = ''): Fit {
  const byPosition = occupationsOfTitle(position);
  return found(byPosition) ? byPosition : occupationsOfTitle(text);
}

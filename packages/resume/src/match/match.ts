import type { Resume } from '../schema/resume';
import { extractTerms, vocabularyOf, type PostingTerm } from './extract';
import { LEXICON, type LexiconTerm, type TermKind } from './lexicon';
import { occurrences, searchable, words, type Searchable } from './words';

export type MatchedTerm = { term: string; kind: TermKind; required: boolean; found: boolean };
export type MatchResult = { score: number; terms: MatchedTerm[]; missing: string[] };

/** At most this many terms count: every one then moves the score by at least one point. */
export const MATCH_MAX_REQUIRED = 40;
export const MATCH_MAX_PREFERRED = 20;
/** Required terms share 80 points, preferred ones 20 (or one kind all 100). */
const REQUIRED_SHARE = 80;

/** Everything the resume says that can show a qualification (not its contact details). */
export function resumeText(resume: Resume): string {
  const p = resume.personalInfo;
  return [
    p.jobTitle ?? '',
    p.aboutMe ?? '',
    p.additionalDetails ?? '',
    ...resume.experience.flatMap((e) => [e.position, e.description, ...e.achievements]),
    ...resume.education.flatMap((e) => [e.degree, e.fieldOfStudy, e.description, e.honors ?? '']),
    resume.skills.join('\n'),
    resume.certifications.join('\n'),
    ...resume.additionalSections.flatMap((s) => [s.title, s.content]),
  ].join('\n');
}

const KNOWN = new Map(LEXICON.map((e) => [words(e.term).join(' '), e] as const));
/** A term's entry in the lexicon (for its forms), if it has one. */
export const lexiconEntry = (term: string): LexiconTerm | undefined =>
  KNOWN.get(words(term).join(' '));

/** Whether the text names the term by any of its forms. */
export function names(text: Searchable, term: string, forms: readonly string[] = []): boolean {
  const all = [term, ...forms, ...(lexiconEntry(term)?.forms ?? [])];
  return all.some((form) => occurrences(text, form).length > 0);
}

const KIND_RANK: Record<TermKind, number> = { title: 0, education: 1, skill: 2, other: 3 };

/** Most important first: required, the job title, asked for most often, degree → skill → other, first named. */
const byImportance = (a: PostingTerm, b: PostingTerm) =>
  Number(b.required) - Number(a.required) ||
  Number(b.kind === 'title') - Number(a.kind === 'title') ||
  b.count - a.count ||
  KIND_RANK[a.kind] - KIND_RANK[b.kind] ||
  a.first - b.first;

/**
 * The score: required terms share 80 points and preferred ones 20 (all 100 when the posting
 * has only one kind); a term counts only when found. Rounded down, so 100 means everything.
 */
export function scoreOf(terms: readonly Pick<MatchedTerm, 'required' | 'found'>[]): number {
  const required = terms.filter((t) => t.required);
  const preferred = terms.filter((t) => !t.required);
  if (terms.length === 0) return 0;
  const share = (group: typeof terms) => group.filter((t) => t.found).length / group.length;
  const raw =
    required.length === 0
      ? 100 * share(preferred)
      : preferred.length === 0
        ? 100 * share(required)
        : REQUIRED_SHARE * share(required) + (100 - REQUIRED_SHARE) * share(preferred);
  return Math.floor(raw + 1e-9);
}

/**
 * How well a resume matches a posting (issue 27, decision 0310): the posting's terms (see
 * extractTerms), each found or not on the resume by its name or a synonym, the score, and the
 * missing terms, most important first. `extra`: more terms to know (the server's occupations).
 */
export function matchResume(
  resume: Resume,
  posting: string,
  extra: readonly LexiconTerm[] = [],
): MatchResult {
  const all = extractTerms(posting, vocabularyOf(extra)).sort(byImportance);
  const kept = [
    ...all.filter((t) => t.required).slice(0, MATCH_MAX_REQUIRED),
    ...all.filter((t) => !t.required).slice(0, MATCH_MAX_PREFERRED),
  ];
  const text = searchable(resumeText(resume));
  const terms = kept.map((t) => ({
    term: t.term,
    kind: t.kind,
    required: t.required,
    found: names(text, t.term, t.forms),
  }));
  return {
    score: scoreOf(terms),
    terms,
    missing: terms.filter((t) => !t.found).map((t) => t.term),
  };
}

/**
 * The match again after the resume changed, for the same terms (the builder's panel updates
 * as the user edits, without asking the server again).
 */
export function rematch(resume: Resume, terms: readonly MatchedTerm[]): MatchResult {
  const text = searchable(resumeText(resume));
  const next = terms.map((t) => ({ ...t, found: names(text, t.term) }));
  return {
    score: scoreOf(next),
    terms: next,
    missing: next.filter((t) => !t.found).map((t) => t.term),
  };
}

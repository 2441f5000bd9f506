import type { Resume } from '../schema/resume';
import { lexiconEntry, names, resumeText, type MatchedTerm } from './match';
import { searchable, STOP_WORDS, words } from './words';

/**
 * A missing term the user's own resume may already show: why we think so, and where the term
 * would go if the user accepts. Only ever offered; the user decides whether it is true.
 */
export type TermSuggestion = {
  term: string;
  /** What on the resume points to it, in the user's words. */
  because: string;
  addTo: 'skills' | 'certifications';
};

/** The resume's parts that can show a skill, each with a name the user recognises. */
function evidenceParts(resume: Resume): { label: string; text: string }[] {
  return [
    ...resume.experience.map((e) => ({
      label: [e.position, e.company].filter(Boolean).join(' at ') || 'one of your jobs',
      text: [e.position, e.description, ...e.achievements].join('\n'),
    })),
    ...resume.education.map((e) => ({
      label: [e.degree, e.fieldOfStudy].filter(Boolean).join(' in ') || 'your education',
      text: [e.degree, e.fieldOfStudy, e.description].join('\n'),
    })),
    { label: 'your summary', text: resume.personalInfo.aboutMe ?? '' },
  ];
}

/**
 * For each missing skill or credential that the resume's own content points to, a suggestion:
 * a related term it names ('React' → 'JavaScript'), or every word of the term in one job or
 * school entry ('Dressed complex wounds in daily care' → 'Wound Care').
 * Titles and degrees are never suggested: a degree is had or not.
 */
export function suggestTerms(resume: Resume, terms: readonly MatchedTerm[]): TermSuggestion[] {
  const whole = searchable(resumeText(resume));
  const parts = evidenceParts(resume).map((p) => ({ ...p, words: new Set(words(p.text)) }));
  const out: TermSuggestion[] = [];
  for (const t of terms) {
    if (t.found || t.kind === 'title' || t.kind === 'education') continue;
    const entry = lexiconEntry(t.term);
    const addTo = entry?.credential ? 'certifications' : 'skills';
    const related = (entry?.shownBy ?? []).find((r) => names(whole, r));
    if (related) {
      out.push({ term: t.term, because: `Your resume names ${related}.`, addTo });
      continue;
    }
    if (entry?.credential) continue; // a credential is shown only by a related one
    const needed = words(t.term).filter((w) => !STOP_WORDS.has(w) && w.length > 2);
    if (needed.length < 2) continue; // one shared word ('care') proves nothing
    const part = parts.find((p) => needed.every((w) => p.words.has(w)));
    if (part)
      out.push({
        term: t.term,
        because: `Your entry ${part.label} mentions it in other words.`,
        addTo,
      });
  }
  return out;
}

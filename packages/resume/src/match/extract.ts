import { LEXICON, type LexiconTerm, type TermKind } from './lexicon';
import { formLength, occurrences, searchable, words, type Searchable } from './words';

/** A term of a posting: what it is, whether it is required, how often it is asked for. */
export type PostingTerm = {
  term: string;
  kind: TermKind;
  required: boolean;
  /** Its other forms (synonyms, abbreviations), to look for on a resume. */
  forms: string[];
  count: number;
  /** Where it first appears (for a stable order). */
  first: number;
  credential: boolean;
};

const PREFERRED_CUE =
  /\b(preferred|prefer|nice[\s-]to[\s-]have|bonus|a plus|is a plus|desired|desirable|ideally|advantage|advantageous|optional)\b/i;
const REQUIRED_CUE =
  /\b(required|requirements?|must|need|needs|essential|mandatory|minimum|qualifications|what you bring|you have|you will have)\b/i;

type Level = 'required' | 'preferred' | undefined;
const cueOf = (text: string): Level =>
  PREFERRED_CUE.test(text) ? 'preferred' : REQUIRED_CUE.test(text) ? 'required' : undefined;

/** A line that heads a list ('Requirements:', 'Nice to have'), not a sentence of its own. */
const isHeading = (line: string) => {
  const t = line.trim();
  if (t === '' || t.length > 60) return false;
  return t.endsWith(':') || (!/[.!?]$/.test(t) && t.split(/\s+/).length <= 5 && /^[A-Z#]/.test(t));
};

/** Last words that make a short first line a job title. */
const TITLE_HEADS = new Set(
  (
    'engineer developer programmer architect nurse practitioner accountant analyst manager designer ' +
    'teacher scientist administrator technician assistant specialist consultant coordinator director ' +
    'officer clerk representative writer editor therapist pharmacist physician electrician plumber ' +
    'mechanic driver chef cook cashier bookkeeper auditor controller recruiter lawyer attorney paralegal ' +
    'associate lead tester researcher strategist marketer salesperson agent advisor adviser supervisor'
  ).split(' '),
);
const SENIORITY =
  /^(senior|sr|junior|jr|lead|staff|principal|chief|entry[\s-]level|mid[\s-]level)\b\.?\s*/i;

/** The job title a posting opens with ('Senior Frontend Engineer – Acme (Remote)' → 'Frontend Engineer'). */
export function postingTitle(posting: string): string | undefined {
  const first = posting.split('\n').find((l) => l.trim() !== '');
  if (!first) return undefined;
  let t = first
    .trim()
    .replace(/^(job title|position|role|title)\s*:\s*/i, '')
    .split(/\s+[-–—|@]\s+|\s+at\s+|\(|,/)[0]!
    .trim();
  while (SENIORITY.test(t)) t = t.replace(SENIORITY, '');
  t = t.replace(/\s+(i{1,3}|iv|[1-4])$/i, '').trim();
  const parts = t.split(/\s+/);
  if (parts.length === 0 || parts.length > 5) return undefined;
  const head = words(parts.at(-1) ?? '').at(-1);
  return head && TITLE_HEADS.has(head) ? t : undefined;
}

/** Capital abbreviations that name no skill: places, pay, legal boilerplate, times. */
const NOT_TERMS = new Set(
  (
    'US USA UK EU CV HR IT OR AND THE NYC LA SF PTO EEO EOE FTE ID TBD ASAP FAQ CEO CTO CFO COO VP AM PM ' +
    'EST PST CET GMT UTC WFH KPI KPIS OKR OKRS ADA LGBTQ DEI FAQ AI B2B B2C SAAS YOE NA TV FT PT'
  ).split(' '),
);

type Span = { start: number; end: number; entry: LexiconTerm };

/** Every form of the vocabulary found in a sentence, longest first, none overlapping. */
function spansIn(sentence: Searchable, vocabulary: readonly LexiconTerm[]): Span[] {
  const found: Span[] = [];
  for (const entry of vocabulary)
    for (const form of [entry.term, ...(entry.forms ?? [])]) {
      const length = formLength(form);
      if (length === 0) continue;
      const starts = occurrences(sentence, form);
      for (const start of starts) found.push({ start, end: start + length, entry });
    }
  found.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const taken: Span[] = [];
  for (const span of found)
    if (!taken.some((t) => span.start < t.end && t.start < span.end)) taken.push(span);
  return taken;
}

const VOCABULARIES = new WeakMap<readonly LexiconTerm[], LexiconTerm[]>();
const NO_EXTRA: readonly LexiconTerm[] = [];

/** One vocabulary, each term once (the first entry of a name wins); built once per `extra`. */
export function vocabularyOf(extra: readonly LexiconTerm[] = NO_EXTRA): LexiconTerm[] {
  const known = VOCABULARIES.get(extra);
  if (known) return known;
  const built = buildVocabulary(extra);
  VOCABULARIES.set(extra, built);
  return built;
}

function buildVocabulary(extra: readonly LexiconTerm[]): LexiconTerm[] {
  const seen = new Set<string>();
  const known = new Set(
    LEXICON.flatMap((e) => [e.term, ...(e.forms ?? [])]).map((f) => words(f).join(' ')),
  );
  const out: LexiconTerm[] = [];
  for (const entry of LEXICON) {
    seen.add(words(entry.term).join(' '));
    out.push(entry);
  }
  for (const entry of extra) {
    const key = words(entry.term).join(' ');
    if (key === '' || seen.has(key) || known.has(key) || key.length < 2) continue;
    seen.add(key);
    out.push(entry);
  }
  return out;
}

/**
 * The terms a posting asks for: the vocabulary's terms it names (any form), its opening job
 * title, and the capital abbreviations of its sentences that are no common word. A term is
 * required unless every sentence naming it is preferred ('nice to have', 'a plus', or under a
 * 'Preferred' heading).
 */
export function extractTerms(
  posting: string,
  vocabulary: readonly LexiconTerm[] = vocabularyOf(),
): PostingTerm[] {
  const terms = new Map<string, PostingTerm>();
  let order = 0;
  const add = (entry: LexiconTerm, level: Level) => {
    const key = words(entry.term).join(' ');
    const prior = terms.get(key);
    const required = level !== 'preferred';
    if (prior) {
      prior.count += 1;
      prior.required ||= required;
      return;
    }
    terms.set(key, {
      term: entry.term,
      kind: entry.kind,
      required,
      forms: [...(entry.forms ?? [])],
      count: 1,
      first: order++,
      credential: entry.credential ?? false,
    });
  };

  const title = postingTitle(posting);
  if (title) add({ term: title, kind: 'title' }, 'required');

  let section: Level;
  for (const line of posting.split('\n')) {
    if (isHeading(line)) {
      section = cueOf(line);
      continue;
    }
    for (const sentence of line.split(/(?<=[.!?;])\s+/)) {
      if (sentence.trim() === '') continue;
      const level = cueOf(sentence) ?? section;
      const text = searchable(sentence);
      const spans = spansIn(text, vocabulary);
      for (const span of spans.sort((a, b) => a.start - b.start)) add(span.entry, level);
      const named = new Set(spans.flatMap((s) => text.tokens.slice(s.start, s.end)));
      for (const m of text.raw.matchAll(/(?<![A-Za-z0-9.])[A-Z][A-Z0-9]{1,5}(?![A-Za-z0-9])/g)) {
        const abbreviation = m[0];
        if (NOT_TERMS.has(abbreviation) || named.has(words(abbreviation)[0] ?? '')) continue;
        if (/^\d/.test(abbreviation.slice(1)) && abbreviation.length < 3) continue;
        add({ term: abbreviation, kind: 'other' }, level);
      }
    }
  }
  return [...terms.values()];
}

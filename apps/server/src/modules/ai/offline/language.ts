import nlp from 'compromise';
import { ACTION_VERBS, NEEDS_TO, WEAK_OPENINGS, type Verb } from './data/language.js';

export type Tense = 'present' | 'past';

/** Every form of a known verb (base, past, -s, -ing), lower case → the verb. */
const FORMS = new Map<string, Verb>();
for (const verb of ACTION_VERBS) {
  if (verb.base.includes(' ')) continue;
  const b = verb.base;
  const stem = b.replace(/e$/, '');
  const forms = [b, verb.past, `${b}s`, `${b}es`, `${stem}ing`, `${b}ing`, `${b}${b.at(-1)}ing`];
  if (b.endsWith('y')) forms.push(`${b.slice(0, -1)}ies`);
  for (const form of forms) if (!FORMS.has(form)) FORMS.set(form, verb);
}

const inTense = (verb: Verb, tense: Tense) => (tense === 'past' ? verb.past : verb.base);
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
export const lowerFirst = (text: string) =>
  /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

/** Verbs that only help another verb; a sentence that starts with one is left as it is. */
const AUXILIARIES = new Set([
  'am',
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'have',
  'has',
  'had',
  'will',
  'would',
  'can',
  'could',
  'shall',
  'should',
  'may',
  'might',
  'must',
]);

const conjugations = (
  nlp.methods() as {
    two: {
      transform: {
        verb: {
          toInfinitive: (word: string, model: object) => string;
          conjugate: (word: string, model: object) => Record<string, string | undefined>;
        };
      };
    };
  }
).two.transform.verb;
const model = nlp.model();

/** compromise's forms of a verb ('breed' → { Gerund: 'breeding', PastTense: 'bred', … }). */
export const verbForms = (infinitive: string) => conjugations.conjugate(infinitive, model);

const LEARNED = new Map<string, Verb | null>();

/**
 * The verb a word is a form of ('triaged' → triage), from the action verbs above or, for
 * any other verb, from compromise's conjugation tables; undefined for a word that is no verb.
 */
export function verbOf(word: string): Verb | undefined {
  const lower = word.toLowerCase();
  const known = FORMS.get(lower);
  if (known) return known;
  if (AUXILIARIES.has(lower) || !/^[a-z]+$/.test(lower)) return undefined;
  if (!LEARNED.has(lower)) {
    const tags = firstTags(`I ${lower} it`, 1);
    let verb: Verb | null = null;
    if (tags.includes('Verb') && !tags.includes('Auxiliary') && !tags.includes('Modal')) {
      const base = conjugations.toInfinitive(lower, model);
      const forms = verbForms(base);
      if (base && forms.PastTense) verb = { base, past: forms.PastTense };
    }
    LEARNED.set(lower, verb);
  }
  return LEARNED.get(lower) ?? undefined;
}

type Tagged = { terms: { tags: string[] }[] }[];
const firstTags = (text: string, at = 0) => (nlp(text).json() as Tagged)[0]?.terms[at]?.tags ?? [];

/**
 * Whether the sentence's first word is a verb where it stands: 'Managed the ward', not
 * 'Sales grew'. A verb of the list above only needs to read as a verb after 'I'; any other
 * word must read as one on its own.
 */
const actsAsVerb = (sentence: string, word: string) =>
  FORMS.has(word.toLowerCase())
    ? firstTags(`I ${lowerFirst(sentence)}`, 1).includes('Verb')
    : firstTags(sentence).includes('Verb');

/** The verb a sentence starts with, and the rest of the sentence. */
export function leadingVerb(sentence: string): { verb: Verb; rest: string } | undefined {
  const match = /^([A-Za-z]+)\b\s*(.*)$/s.exec(sentence);
  if (!match) return undefined;
  const verb = verbOf(match[1]!);
  return verb && actsAsVerb(sentence, match[1]!) ? { verb, rest: match[2]! } : undefined;
}

/**
 * 'I do triage and I manage IV lines' → 'do triage and manage IV lines' in `tense`'s form
 * of each later verb: the first person goes, the action stays. A sentence whose 'I' is
 * followed by no verb ('I am', 'I have been') is kept.
 */
export function withoutFirstPerson(sentence: string, tense: Tense): string {
  const later = sentence.replace(
    /(\s(?:and|then)\s+|,\s+|;\s+)I\s+([A-Za-z]+)\b/g,
    (whole, joint: string, word: string) => {
      const verb = verbOf(word);
      return verb ? `${joint}${inTense(verb, tense)}` : whole;
    },
  );
  const first = /^I\s+([A-Za-z]+)\b/.exec(later);
  return first && verbOf(first[1]!) ? later.slice(2) : later;
}

/**
 * Verbs joined by 'and' move to `tense` with the first: 'Organise the rota and analysed
 * the data' → 'Organise the rota and analyse the data'. Only a word that reads as a verb
 * where it stands, in the other tense's form, changes.
 */
function sameTenseAfterAnd(sentence: string, tense: Tense): string {
  return sentence.replace(
    /(\sand\s+)([A-Za-z]+)\b(.*)$/s,
    (whole, joint: string, word: string, rest: string) => {
      const verb = verbOf(word);
      const lower = word.toLowerCase();
      const other = tense === 'past' ? verb?.base : verb?.past;
      if (!verb || lower !== other || lower === inTense(verb, tense)) return whole;
      if (!firstTags(`${word}${rest}`).includes('Verb')) return whole;
      return `${joint}${inTense(verb, tense)}${sameTenseAfterAnd(rest, tense)}`;
    },
  );
}

/**
 * One sentence with a strong opening in `tense`: a weak opening ('Responsible for', 'Worked
 * on', 'Helped with') becomes an action verb (the `variant`th of three), a sentence that
 * starts with a known verb moves to `tense`. The rest of the sentence, with its numbers and
 * names, is kept word for word.
 */
export function strengthen(sentence: string, tense: Tense, variant: 0 | 1 | 2): string {
  const text = withoutFirstPerson(sentence.trim().replace(/^[-*•]\s*/, ''), tense);
  if (text === '') return '';
  let result = text;
  const weak = WEAK_OPENINGS.find((w) => w.pattern.test(text));
  if (weak) {
    const rest = text.replace(weak.pattern, '');
    const gerund = leadingVerb(rest);
    if (gerund && /ing$/i.test(rest.split(/\s/)[0] ?? '')) {
      result = `${inTense(gerund.verb, tense)} ${gerund.rest}`;
    } else {
      const verb = weak.verbs[variant];
      const to = NEEDS_TO.has(verb.base) && !/^to\b/i.test(rest) ? ' to' : '';
      result = `${inTense(verb, tense)}${to} ${rest}`;
    }
  } else {
    const lead = leadingVerb(text);
    if (lead && !/^I\b/.test(text)) result = `${inTense(lead.verb, tense)} ${lead.rest}`;
  }
  result = capitalise(sameTenseAfterAnd(result.trim(), tense));
  return /[.!?]$/.test(result) ? result : `${result}.`;
}

/** Sentences of a description: split at sentence ends and line breaks, bullets dropped. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"'(])|\r?\n+/)
    .map((s) => s.trim().replace(/^[-*•]\s*/, ''))
    .filter((s) => s !== '');
}

/** Whether a (strengthened) sentence starts with an action verb. */
export const startsWithVerb = (sentence: string) => leadingVerb(sentence) !== undefined;

/** 'a' or 'an' before a word. */
export const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/** 'A, B and C'. */
export const listing = (items: readonly string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

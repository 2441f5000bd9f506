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

/** The known verb a sentence starts with, and the rest of the sentence. */
export function leadingVerb(sentence: string): { verb: Verb; rest: string } | undefined {
  const match = /^([A-Za-z]+)\b\s*(.*)$/s.exec(sentence);
  if (!match) return undefined;
  const verb = FORMS.get(match[1]!.toLowerCase());
  return verb ? { verb, rest: match[2]! } : undefined;
}

/**
 * One sentence with a strong opening in `tense`: a weak opening ('Responsible for', 'Worked
 * on', 'Helped with') becomes an action verb (the `variant`th of three), a sentence that
 * starts with a known verb moves to `tense`. The rest of the sentence, with its numbers and
 * names, is kept word for word.
 */
export function strengthen(sentence: string, tense: Tense, variant: 0 | 1 | 2): string {
  const text = sentence.trim().replace(/^[-*•]\s*/, '');
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
  result = capitalise(result.trim());
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

import { leadingVerb, sentences, strengthen, type Tense } from './language.js';
import { proofread } from './proofread.js';

/** What a suggestion says where a figure would help; the user fills it in. */
export const NUMBER_PLACEHOLDER = '[number]';

/** Ends the text with a full stop unless it ends with punctuation already. */
export const endSentence = (text: string) => {
  const trimmed = text.trim();
  return trimmed === '' || /[.!?…:;)"'”’\]]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

/** The user's text, corrected: spelling, grammar, capitalisation, a full stop at the end. */
export const corrected = async (text: string) => endSentence(await proofread(text));

/**
 * Action-led sentences in `tense`: 'I do triage and I manage IV lines' → 'Performed triage
 * and managed IV lines.' (a past job). `variant` picks the verb that replaces a weak opening.
 */
export const actionLed = (text: string, tense: Tense, variant: 0 | 1 | 2 = 0) =>
  sentences(text)
    .map((s) => strengthen(s, tense, variant))
    .join(' ');

/** Verbs of change: a figure says how much ('Reduced waiting times by [number] %'). */
const CHANGE_VERBS = new Set([
  'boost',
  'cut',
  'decrease',
  'grow',
  'improve',
  'increase',
  'lower',
  'raise',
  'reduce',
  'save',
  'shorten',
  'accelerate',
  'expand',
]);

/**
 * Where a figure would help and the user typed none, the sentence asks for one with
 * '[number]': a change gets 'by [number] %', a team gets 'of [number]'. Nothing is made up.
 */
export function withNumberHints(text: string): string {
  return sentences(text)
    .map((sentence) => {
      if (/\d/.test(sentence) || sentence.includes(NUMBER_PLACEHOLDER)) return sentence;
      let result = sentence;
      const lead = leadingVerb(sentence);
      if (lead && CHANGE_VERBS.has(lead.verb.base) && !/\bby\b/i.test(lead.rest)) {
        // After the first clause: 'Improved satisfaction by [number] % and led the team.'
        const clause = /(,|;|\s+and\s+|\s+while\s+|[.!?]$)/.exec(result);
        const at = clause ? clause.index : result.length;
        result = `${result.slice(0, at)} by ${NUMBER_PLACEHOLDER} %${result.slice(at)}`;
      }
      return result.replace(/\b(teams?)\b(?!\s+of\b)/i, `$1 of ${NUMBER_PLACEHOLDER}`);
    })
    .join(' ');
}

/**
 * Rewrites of the user's own text, best first: corrected as written; corrected and
 * action-led in `tense`; the same asking for figures where they would help; action-led
 * with other verbs. Every number, name and date of the text is kept as typed.
 */
export async function rewrites(text: string, tense: Tense): Promise<string[]> {
  const fixed = await corrected(text);
  const led = actionLed(fixed, tense, 0);
  return [fixed, led, withNumberHints(led), actionLed(fixed, tense, 1)];
}

/** 'Processing Harvested Honey' (a skill) → 'Processed harvested honey' (an achievement). */
export function skillAsAchievement(skill: string): string | undefined {
  const words = skill.split(' ');
  const lead = leadingVerb(skill);
  if (!lead || !/ing$/i.test(words[0] ?? '')) return undefined;
  const rest = words
    .slice(1)
    .map((w) => (/[A-Z].*[A-Z]/.test(w) ? w : w.toLowerCase()))
    .join(' ');
  return `${lead.verb.past.charAt(0).toUpperCase()}${lead.verb.past.slice(1)} ${rest}`;
}

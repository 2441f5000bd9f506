/**
 * The words of a text as the job match compares them: lower case, abbreviation dots and
 * apostrophes gone, hyphens and slashes as spaces, a plural 's' dropped, and a few spellings
 * of one thing made one ('front-end' = 'front end' = 'frontend', 'MS Excel' = 'Microsoft Excel').
 */
const SAME_THING: [RegExp, string | ((m: string) => string)][] = [
  [/(^|[\s(,;:/])\.net\b/gi, '$1dotnet'],
  [/\b(?:[a-z]\.){2,}/gi, (m: string) => m.replace(/\./g, '')], // B.S. → BS, M.B.A. → MBA
  [/\b([a-z])\.([a-z]{2,3})\b\.?/gi, '$1$2'], // B.Sc. → BSc, B.Eng. → BEng
  [/\bph\.?\s?d\b\.?/gi, 'phd'],
  [/\bms (office|excel|word|outlook|powerpoint|teams|access|project)\b/gi, 'microsoft $1'],
  [/\bfront[\s-]+end\b/gi, 'frontend'],
  [/\bback[\s-]+end\b/gi, 'backend'],
  [/\bfull[\s-]+stack\b/gi, 'fullstack'],
  [/\be-?mail\b/gi, 'email'],
];

const TOKEN = /[a-z0-9][a-z0-9+#]*(?:\.[a-z0-9]+)*/g;

/** One word's comparable form: a plural 's' dropped ('nurses' → 'nurse', not 'status'). */
export const stem = (token: string): string =>
  token.length > 3 && !token.includes('.') && /[^siu']s$/.test(token) ? token.slice(0, -1) : token;

/** The text with one spelling per thing, its case kept. */
export function normalised(text: string): string {
  let t = text.replace(/[’`´]/g, "'");
  for (const [pattern, replacement] of SAME_THING)
    t =
      typeof replacement === 'string'
        ? t.replace(pattern, replacement)
        : t.replace(pattern, replacement);
  return t;
}

/** The comparable words of an already normalised text. */
const tokensOf = (t: string): string[] =>
  (t.toLowerCase().replace(/'s?\b/g, '').match(TOKEN) ?? []).map(stem);

export const words = (text: string): string[] => tokensOf(normalised(text));

/** A term's words and exact-case pattern, worked out once per name (names are few and fixed). */
const FORMS = new Map<string, { tokens: string[]; pattern?: RegExp }>();
const formOf = (form: string) => {
  let known = FORMS.get(form);
  if (!known) {
    known = {
      tokens: words(form),
      pattern: needsExactCase(form)
        ? new RegExp(`(?<![A-Za-z0-9])${escape(form)}s?(?![A-Za-z0-9+#])`, 'g')
        : undefined,
    };
    FORMS.set(form, known);
  }
  return known;
};
/** How many words a term's form has. */
export const formLength = (form: string) => formOf(form).tokens.length;

/**
 * Names that are also common English words, and short capital abbreviations ('RN', 'MA',
 * 'AR'): these count only when written with exactly their capitals ('Rust', not 'rust').
 */
const CASE_WORDS = new Set(['Swift', 'Rust', 'Epic', 'Express', 'Vite', 'Jest', 'Spring']);
export const needsExactCase = (form: string) =>
  CASE_WORDS.has(form) || /^[A-Z][A-Z0-9]{1,2}$/.test(form);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A searchable text: its words, and its case-kept form for the exact-case names. */
export type Searchable = { raw: string; tokens: string[] };
export const searchable = (text: string): Searchable => {
  const raw = normalised(text);
  return { raw, tokens: tokensOf(raw) };
};

/** Where `form` occurs in the text, as whole words: the index of the word each starts at. */
export function occurrences(text: Searchable, form: string): number[] {
  const { tokens, pattern } = formOf(form);
  if (pattern)
    return [...text.raw.matchAll(pattern)].map((m) => tokensOf(text.raw.slice(0, m.index)).length);
  return positionsOf(text.tokens, tokens);
}

/** Where the words of `phrase` stand in `tokens`, in a row: the index of each start. */
export function positionsOf(tokens: readonly string[], phrase: readonly string[]): number[] {
  const at: number[] = [];
  if (phrase.length === 0) return at;
  for (let i = 0; i + phrase.length <= tokens.length; i += 1) {
    let all = true;
    for (let j = 0; j < phrase.length; j += 1)
      if (tokens[i + j] !== phrase[j]) {
        all = false;
        break;
      }
    if (all) at.push(i);
  }
  return at;
}

export const containsPhrase = (tokens: readonly string[], phrase: readonly string[]) =>
  positionsOf(tokens, phrase).length > 0;

/** Words that carry no meaning of their own in a skill's name. */
export const STOP_WORDS = new Set(
  'a an and as at be by for from in into is it of on or the to with our your you we will are this that'.split(
    ' ',
  ),
);

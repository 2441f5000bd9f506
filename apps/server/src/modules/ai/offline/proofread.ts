import { Dialect, LocalLinter, type Lint } from 'harper.js';
import { binary } from 'harper.js/binary';
import { KNOWN_ACRONYMS } from './acronyms.js';
import { isTradeWord } from './vocabulary.js';

/**
 * Spelling, grammar and capitalisation with Harper (harper.js, Apache-2.0), an offline
 * grammar checker compiled to WebAssembly (decision 0501). The linter is made on first use
 * and kept (its cost: bench/ai-offline.ts, docs/benchmarks.md).
 */
let linter: Promise<LocalLinter> | undefined;
function harper(): Promise<LocalLinter> {
  linter ??= (async () => {
    const made = new LocalLinter({ binary, dialect: Dialect.American });
    await made.setup();
    return made;
  })().catch((error: unknown) => {
    linter = undefined;
    throw error;
  });
  return linter;
}

/** The kinds of problem corrected; style, readability and regional spelling are left alone. */
const CORRECTED = new Set([
  'Agreement',
  'BoundaryError',
  'Capitalization',
  'Eggcorn',
  'Grammar',
  'Malapropism',
  'Repetition',
  'Spelling',
  'Typo',
]);

/** British and American spellings of one word ('organised', 'organized') are both right. */
const variant = (a: string, b: string) => {
  const key = (w: string) =>
    w
      .toLowerCase()
      .replace(/is(e|ed|es|ing|ation|ations)$/, 'iz$1')
      .replace(/ys(e|ed|es|ing)$/, 'yz$1')
      .replace(/our(s|ed|ing|ful|ite|ites)?$/, 'or$1')
      .replace(/our/, 'or')
      .replace(/tre(s)?$/, 'ter$1')
      .replace(/ll(ed|ing|er|ers)$/, 'l$1')
      .replace(/ogue$/, 'og')
      .replace(/ence$/, 'ense')
      .replace(/ae/, 'e')
      .replace(/oe/, 'e');
  return key(a) === key(b);
};

const hasDigit = (text: string) => /\d/.test(text);
const sameFirstLetter = (a: string, b: string) =>
  a.charAt(0).toLowerCase() === b.charAt(0).toLowerCase();
/** Whether a word after `before` starts a sentence ('Dr. Okafor' and 'St. Mary' do not). */
const startsSentence = (before: string) =>
  /(^|[.!?]\s+|\n\s*)$/.test(before) && !/(^|\s)[A-Z][a-z]{0,3}\.\s+$/.test(before);

/**
 * Whether a lint may change the user's text. Numbers are never touched; a capitalised or
 * mixed-case word inside a sentence is a name or a product ('Nextjs', 'St Marys') and keeps
 * its spelling; a British spelling is not made American.
 */
function accept(chars: readonly string[], lint: Lint): string | undefined {
  if (!CORRECTED.has(lint.lint_kind())) return undefined;
  const problem = lint.get_problem_text();
  const spelling = lint.lint_kind() === 'Spelling';
  // A word stays one word ('presure' is not 'pre sure'); only a boundary error splits one.
  const split = lint.lint_kind() === 'BoundaryError' || lint.lint_kind() === 'Repetition';
  const suggestion = lint
    .suggestions()
    .find((s) => split || /\s/.test(problem) || !/\s/.test(s.get_replacement_text()));
  if (!suggestion || hasDigit(problem)) return undefined;
  const replacement = suggestion.get_replacement_text();
  // Only replacements (kind 0); removals and insertions change more than a word.
  if (suggestion.kind() !== 0 || replacement === '' || hasDigit(replacement)) return undefined;
  if (spelling) {
    const { start } = lint.span();
    if (/[A-Z]/.test(problem.slice(1)) || /[^A-Za-z’'-]/.test(problem)) return undefined;
    if (/^[A-Z]/.test(problem) && !startsSentence(chars.slice(0, start).join(''))) return undefined;
    if (variant(problem, replacement)) return undefined;
  }
  // A word of some trade the checker does not know ('triaging') is no misspelling, nor is a
  // word whose nearest known word starts with another letter ('varroa' is not 'arrow').
  const typo = spelling || lint.lint_kind() === 'Typo';
  if (typo && (isTradeWord(problem) || !sameFirstLetter(problem, replacement))) {
    return undefined;
  }
  return replacement;
}

/**
 * Where a lint's problem text starts in the string (UTF-16 units). Harper counts characters,
 * not UTF-16 units, so the position is looked up near its span; -1 when the text is not there.
 */
function locate(text: string, lint: Lint): number {
  const problem = lint.get_problem_text();
  const guess = Array.from(text).slice(0, lint.span().start).join('').length;
  let best = -1;
  for (let at = text.indexOf(problem); at >= 0; at = text.indexOf(problem, at + 1)) {
    if (best < 0 || Math.abs(at - guess) < Math.abs(best - guess)) best = at;
  }
  return best >= 0 && Math.abs(best - guess) <= 4 ? best : -1;
}

/** A lowercase acronym the taxonomy knows ('iv' → 'IV'), unless it is also a word. */
const ACRONYM = /\b[a-z]{2,5}\b/g;
const acronyms = (text: string) =>
  text.replace(ACRONYM, (word) => KNOWN_ACRONYMS.get(word) ?? word);

/** Each sentence starts with a capital letter ('we recieved' → 'We received'). */
const sentenceCase = (text: string) =>
  text.replace(
    /(^|[.!?]\s+|\n\s*)([a-z])/g,
    (_, before: string, letter: string) => `${before}${letter.toUpperCase()}`,
  );

/**
 * The text with its spelling, grammar and capitalisation corrected: 'i do triage and i
 * manage iv lines' → 'I do triage and I manage IV lines'. Every number, name, product and
 * date is kept as typed; nothing is added or reworded.
 */
export async function proofread(text: string): Promise<string> {
  if (text.trim() === '') return text;
  const checker = await harper();
  // Known acronyms first, so the spelling check does not read 'ehr' as 'ear'.
  let result = acronyms(text);
  // A second pass catches what the first correction revealed ('the the recieved').
  for (let pass = 0; pass < 2; pass += 1) {
    const chars = Array.from(result);
    const edits = (await checker.lint(result))
      .map((lint) => {
        const replacement = accept(chars, lint);
        const at = replacement === undefined ? -1 : locate(result, lint);
        return { at, length: lint.get_problem_text().length, replacement: replacement ?? '' };
      })
      .filter((e) => e.at >= 0)
      .sort((a, b) => b.at - a.at);
    if (edits.length === 0) break;
    let limit = Infinity;
    for (const { at, length, replacement } of edits) {
      if (at + length > limit) continue; // overlapping edits: the later one wins
      result = result.slice(0, at) + replacement + result.slice(at + length);
      limit = at;
    }
  }
  return sentenceCase(result);
}

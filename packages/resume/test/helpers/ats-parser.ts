/**
 * An open-source resume parser run on extracted PDF text: resume-parser 1.1.0's rule-based
 * text parser, vendored in ./vendor/resume-parser without its network profile downloads
 * and textract (docs/decisions/0103). It takes the first two capitalized words for the
 * name and the first e-mail by pattern, and cuts the text into sections at lines holding a
 * heading word from its English dictionary ('Experience', 'SKILLS', …).
 */
import { createRequire } from 'node:module';
import type { ExpectedResume } from './resume-parser';

/** What the parser returns: its fields and sections, each as text. */
export type AtsParts = Partial<Record<string, string>>;

interface VendoredParser {
  parse: (file: { raw: string }) => { parts: AtsParts };
}
interface VendoredPrepare {
  prepareText: (text: string) => string;
}

const require = createRequire(import.meta.url);
const { parse } = require('./vendor/resume-parser/parser.js') as VendoredParser;
const { prepareText } = require('./vendor/resume-parser/prepare.js') as VendoredPrepare;

/** Parse extracted text the way resume-parser parses a file: cleaned rows, then its rules. */
export const atsParse = (text: string): AtsParts => parse({ raw: prepareText(text) }).parts;

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
const linesOf = (section: string | undefined) =>
  new Set((section ?? '').split('\n').map(squash).filter(Boolean));
const itemsOf = (section: string | undefined) =>
  new Set((section ?? '').split(/[\n,]/).map(squash).filter(Boolean));

/** One value the parser should have found, and whether it did. */
export interface AtsItem {
  what: string;
  found: boolean;
}

/**
 * Each expected value and whether the parser put it where it belongs: the name (the
 * parser keeps two words of A–Z letters, so the start of the name counts), the e-mail, each job's title, company and date
 * range as whole lines of the experience section, each skill as an item of the skills
 * section (split at commas and line ends).
 */
export const atsItems = (parts: AtsParts, expected: ExpectedResume): AtsItem[] => {
  const name = squash(parts.name ?? '');
  const experience = linesOf(parts.experience);
  const skills = itemsOf(parts.skills);
  return [
    { what: 'name', found: name.includes(' ') && expected.name.startsWith(name) },
    { what: 'email', found: parts.email === expected.email },
    ...expected.jobs.flatMap((job, index) =>
      (['title', 'company', 'dates'] as const).map((field) => ({
        what: `job ${index + 1} ${field}`,
        found: experience.has(job[field]),
      })),
    ),
    ...expected.skills.map((skill) => ({ what: `skill ${skill}`, found: skills.has(skill) })),
  ];
};

/** How many expected values the parser found. */
export const atsScore = (parts: AtsParts, expected: ExpectedResume): number =>
  atsItems(parts, expected).filter((item) => item.found).length;

/** The expected values the parser missed. */
export const atsMissed = (parts: AtsParts, expected: ExpectedResume): string[] =>
  atsItems(parts, expected)
    .filter((item) => !item.found)
    .map((item) => item.what);

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { serverRoot } from '../../../config.js';

/**
 * The occupation taxonomy of the offline engine: ESCO's 3,000 occupations, each with the
 * titles people use for it and the skills ESCO lists for it, in resume wording
 * (apps/server/assets/occupations.json.gz, built by scripts/build-occupations.ts; source,
 * licence and attribution in apps/server/assets/README.md). Read on first use, kept after.
 */
export type TaxonomyOccupation = {
  title: string;
  /** ISCO-08 unit group, e.g. '6123' (apiarists). */
  isco: string;
  /** Essential knowledge and skills in turn, then optional ones. */
  skills: readonly string[];
  /** The skills that name a practice ('Processing Harvested Honey'), in the same order. */
  practices: readonly string[];
};

type Stored = {
  source: string;
  skills: string[];
  practices: number[];
  occupations: { t: string; i: string; a: string[]; s: number[] }[];
};

type Taxonomy = {
  occupations: TaxonomyOccupation[];
  /** Every title (preferred and alternative), normalised → the occupation's index. */
  titles: Map<string, number>;
  /** Whether a title is the occupation's preferred one (wins ties). */
  preferred: Set<string>;
  longest: number;
};

let loaded: Taxonomy | undefined;

/** Words of a title, lower case, without punctuation: 'Sr. Bee-Keeper' → ['sr', 'bee', 'keeper']. */
export const titleWords = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^a-z0-9+#]+/)
    .filter(Boolean);

function load(): Taxonomy {
  if (loaded) return loaded;
  const file = path.join(serverRoot, 'assets', 'occupations.json.gz');
  const stored = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as Stored;
  const titles = new Map<string, number>();
  const preferred = new Set<string>();
  let longest = 1;
  const add = (label: string, index: number) => {
    if (label === '' || titles.has(label)) return;
    titles.set(label, index);
    longest = Math.max(longest, label.split(' ').length);
  };
  // Preferred titles first: an alternative title never takes one over.
  stored.occupations.forEach((o, index) => {
    const own = titleWords(o.t).join(' ');
    preferred.add(own);
    add(own, index);
  });
  stored.occupations.forEach((o, index) => {
    for (const a of o.a) add(titleWords(a).join(' '), index);
  });
  const practices = new Set(stored.practices);
  const occupations = stored.occupations.map((o) => ({
    title: o.t,
    isco: o.i,
    skills: o.s.map((i) => stored.skills[i]!),
    practices: o.s.filter((i) => practices.has(i)).map((i) => stored.skills[i]!),
  }));
  loaded = { occupations, titles, preferred, longest };
  return loaded;
}

/**
 * The occupation a job title names and the words that name it: the longest run of the
 * title's words that is an ESCO title ('commercial beekeeper' → 'beekeeper' → bee breeder).
 */
export function matchOccupation(
  title: string,
): { occupation: TaxonomyOccupation; phrase: string } | undefined {
  const words = titleWords(title);
  if (words.length === 0) return undefined;
  const taxonomy = load();
  for (let n = Math.min(words.length, taxonomy.longest); n >= 1; n -= 1) {
    let found: { index: number; phrase: string } | undefined;
    for (let start = 0; start + n <= words.length; start += 1) {
      const phrase = words.slice(start, start + n).join(' ');
      const index = taxonomy.titles.get(phrase);
      // A single generic word ('manager', 'assistant') names no occupation on its own.
      if (index === undefined || (n === 1 && GENERIC.has(phrase))) continue;
      if (!found || taxonomy.preferred.has(phrase)) found = { index, phrase };
    }
    if (found) return { occupation: taxonomy.occupations[found.index]!, phrase: found.phrase };
  }
  return undefined;
}

/** Every skill name of the taxonomy (for the proofreader's trade vocabulary). */
export const allTaxonomySkills = (): string[] => [
  ...new Set(load().occupations.flatMap((o) => o.skills)),
];

/** The occupation a job title names, if ESCO knows it. */
export const occupationOf = (title: string) => matchOccupation(title)?.occupation;

/** Words that are titles in ESCO but say nothing about the profession on their own. */
const GENERIC = new Set([
  'administrator',
  'adviser',
  'advisor',
  'agent',
  'aide',
  'analyst',
  'apprentice',
  'assistant',
  'associate',
  'attendant',
  'clerk',
  'consultant',
  'coordinator',
  'designer',
  'developer',
  'director',
  'employee',
  'engineer',
  'executive',
  'head',
  'helper',
  'inspector',
  'intern',
  'lead',
  'manager',
  'member',
  'officer',
  'operator',
  'owner',
  'partner',
  'planner',
  'representative',
  'specialist',
  'staff',
  'supervisor',
  'technician',
  'trainee',
  'volunteer',
  'worker',
]);

// Builds apps/server/assets/occupations.json.gz, the offline AI engine's occupation taxonomy,
// from ESCO v1.2.0 (see apps/server/assets/README.md for the source, licence and attribution).
//
//   npx tsx apps/server/scripts/build-occupations.ts <esco-occupation-profiles.json>
//
// The input is ESCO's occupations joined with their skills, one object per occupation with
// `occupation_name`, `alternative_names`, `isco_code`, `essential_skills`, `optional_skills`,
// `essential_knowledge`, `transversal_skills` and `language_skills` (arrays of ESCO labels).
// Skills become resume-style names: a knowledge item in title case ('Animal Welfare
// Legislation'), a skill that starts with a verb as its gerund ('Processing Harvested Honey').
// Transversal and language skills are left out: they belong to no profession in particular.
import nlp from 'compromise';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { verbForms } from '../src/modules/ai/offline/language.js';

type Profile = {
  occupation_name: string;
  alternative_names: string[] | null;
  isco_code: string | null;
  essential_skills: string[] | null;
  optional_skills: string[] | null;
  essential_knowledge: string[] | null;
  transversal_skills: string[] | null;
  language_skills: string[] | null;
};

const SMALL = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);
const titleCase = (text: string) =>
  text
    .split(/\s+/)
    .map((word, i) =>
      i > 0 && SMALL.has(word)
        ? word
        : /[A-Z]/.test(word)
          ? word
          : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');

/** 'process harvested honey' → 'Processing Harvested Honey'; knowledge stays a noun phrase. */
function skillName(label: string, knowledge: boolean): string {
  const text = label.trim().replace(/\s+/g, ' ');
  if (knowledge) return titleCase(text);
  const [first = '', ...rest] = text.split(' ');
  if (/ing$/.test(first)) return titleCase(text);
  const tagged = nlp(`I ${text}`).json() as { terms: { text: string; tags: string[] }[] }[];
  const isVerb = tagged[0]?.terms[1]?.tags.includes('Verb') ?? false;
  if (!isVerb) return titleCase(text);
  const gerund = verbForms(first).Gerund;
  return titleCase([gerund ?? first, ...rest].join(' '));
}

const input = process.argv[2];
if (!input) throw new Error('usage: build-occupations.ts <esco-occupation-profiles.json>');
const profiles = JSON.parse(readFileSync(input, 'utf8')) as Profile[];

const skills: string[] = [];
const skillIndex = new Map<string, number>();
/** Skills that name a practice ('Processing Harvested Honey'), not a body of knowledge. */
const practices = new Set<number>();
const idOf = (name: string) => {
  let id = skillIndex.get(name.toLowerCase());
  if (id === undefined) {
    id = skills.length;
    skills.push(name);
    skillIndex.set(name.toLowerCase(), id);
  }
  return id;
};

/** How many occupations list each ESCO skill: the rarer, the more it says about the job. */
const spread = new Map<string, number>();
for (const p of profiles) {
  for (const s of new Set([...(p.essential_skills ?? []), ...(p.optional_skills ?? [])])) {
    spread.set(s, (spread.get(s) ?? 0) + 1);
  }
}
const rarestFirst = (items: string[]) =>
  [...items].sort((a, b) => (spread.get(a) ?? 0) - (spread.get(b) ?? 0));

const occupations = profiles
  .map((p) => {
    const general = new Set([...(p.transversal_skills ?? []), ...(p.language_skills ?? [])]);
    const knowledge = new Set(p.essential_knowledge ?? []);
    const keep = (items: string[] | null) => (items ?? []).filter((s) => !general.has(s));
    const essential = keep(p.essential_skills);
    // Essential knowledge and skills in turn (a noun, then a practice), then optional skills.
    // What is particular to the job comes before what many jobs share.
    const known = rarestFirst(essential.filter((s) => knowledge.has(s)));
    const practised = rarestFirst(essential.filter((s) => !knowledge.has(s)));
    const ordered = [
      ...Array.from({ length: Math.max(known.length, practised.length) }, (_, i) => [
        known[i],
        practised[i],
      ]).flat(),
      ...rarestFirst(keep(p.optional_skills)),
    ].filter((s): s is string => s !== undefined);
    const ids = [
      ...new Set(
        ordered.map((s) => {
          const name = skillName(s, knowledge.has(s));
          const id = idOf(name);
          if (name !== titleCase(s.trim().replace(/\s+/g, ' '))) practices.add(id);
          return id;
        }),
      ),
    ];
    const labels = [...new Set((p.alternative_names ?? []).map((a) => a.trim().toLowerCase()))]
      .filter((a) => a !== '' && a !== p.occupation_name.toLowerCase())
      .sort();
    return { t: p.occupation_name.trim(), i: p.isco_code ?? '', a: labels, s: ids.slice(0, 45) };
  })
  .filter((o) => o.s.length > 0)
  .sort((a, b) => a.t.localeCompare(b.t));

const data = {
  source:
    'ESCO v1.2.0 occupations and their essential and optional skills, © European Union, https://esco.ec.europa.eu (reused under the European Commission reuse policy, with attribution). Skill names rephrased for resumes.',
  skills,
  practices: [...practices].sort((a, b) => a - b),
  occupations,
};
const json = JSON.stringify(data);
const out = path.resolve(import.meta.dirname, '../assets/occupations.json.gz');
writeFileSync(out, gzipSync(json, { level: 9 }));
console.log(
  `${occupations.length} occupations, ${skills.length} skills, ${json.length} bytes of JSON → ${out}`,
);

import { looksLikeCompany, looksLikeDegree, looksLikeSchool, looksLikeTitle } from './lexicon';
import { yearOf } from './dates';
import type { Entry } from './entries';
import type { Block } from './types';
import type { Education, Experience } from '../schema/resume';

const SPLITTERS = [/\s+at\s+/i, /\s+@\s+/, /\s+\|\s+/, /\s+—\s+/, /\s+–\s+/, /\s+-\s+/, /,\s+/];

/** 'Engineer at Acme' → ['Engineer', 'Acme']; one text with no separator stays one. */
const splitPair = (text: string): [string, string] | null => {
  for (const splitter of SPLITTERS) {
    const match = splitter.exec(text);
    if (!match) continue;
    const first = text.slice(0, match.index).trim();
    const second = text.slice(match.index + match[0].length).trim();
    if (!first || !second) continue;
    // A comma splits only where the words say so ('Design, Research' is one title).
    if (splitter.source === ',\\s+' && !(looksLikeCompany(second) || looksLikeTitle(first)))
      continue;
    return [first, second];
  }
  return null;
};

const paragraphs = (blocks: Block[]) => blocks.map((block) => block.text);

/** Description paragraphs and bullet points of an entry's body. */
const bodyOf = (blocks: Block[]) => ({
  description: paragraphs(blocks.filter((block) => !block.first.bullet)).join('\n'),
  achievements: paragraphs(blocks.filter((block) => block.first.bullet)),
});

const titleScore = (text: string) => Number(looksLikeTitle(text)) - Number(looksLikeCompany(text));

/**
 * A job: the first naming line is the title and the second the company, unless the words
 * say otherwise ('Acme Corp' / 'Software Engineer'), or, when they say nothing, the place set
 * beside one of them marks the company.
 */
export const toJob = (entry: Entry, leftOut: string[]): Experience => {
  let names = [...entry.names];
  if (names.length === 1) names = splitPair(names[0] ?? '') ?? names;
  let [position = '', company = ''] = names;
  const order = titleScore(company) - titleScore(position);
  if (order > 0 || (order === 0 && entry.placeBeside === 0 && names.length >= 2))
    [position, company] = [company, position];
  for (const extra of [...names.slice(2), ...entry.asides])
    leftOut.push(`"${extra}" next to the job "${position || company}"`);
  const { description, achievements } = bodyOf(entry.body);
  return {
    position,
    company,
    startDate: entry.dates?.single ? (entry.dates.end ?? '') : (entry.dates?.start ?? ''),
    endDate: entry.dates?.single ? (entry.dates.end ?? '') : (entry.dates?.end ?? ''),
    description,
    achievements: achievements.length ? achievements : [''],
  };
};

/** 'Master of Science, Computer Science' or 'BSc in Physics' → degree and field. */
export const splitDegree = (text: string): { degree: string; fieldOfStudy: string } => {
  const comma = text.indexOf(', ');
  if (comma > 0) return { degree: text.slice(0, comma), fieldOfStudy: text.slice(comma + 2) };
  const match = /^(.+?)\s+(?:in|en|in der|im)\s+(.+)$/i.exec(text);
  if (match?.[1] && match[2] && looksLikeDegree(match[1]))
    return { degree: match[1], fieldOfStudy: match[2] };
  return { degree: text, fieldOfStudy: '' };
};

const DETAILS = /^(?:c?gpa|grade|note|notendurchschnitt|moyenne|average)\s*:?\s*/i;

/** A school: the naming line that reads as a school is the school, the other the degree. */
export const toSchool = (entry: Entry, leftOut: string[]): Education => {
  let names = [...entry.names];
  if (names.length === 1 && !looksLikeSchool(names[0] ?? ''))
    names = splitPair(names[0] ?? '') ?? names;
  let schoolAt = names.findIndex((name) => looksLikeSchool(name) && !looksLikeDegree(name));
  if (schoolAt < 0) schoolAt = names.length === 1 ? (looksLikeDegree(names[0] ?? '') ? -1 : 0) : 1;
  const school = names[schoolAt] ?? '';
  const others = names.filter((_, index) => index !== schoolAt);
  const { degree, fieldOfStudy } = splitDegree(others[0] ?? '');
  for (const extra of [...others.slice(1), ...entry.asides])
    leftOut.push(`"${extra}" next to the school "${school || degree}"`);
  let gpa = '';
  let honors = '';
  const body = [...entry.body];
  const first = body[0];
  const dateLine = entry.dates;
  if (first && first.lines.length === 1 && !first.first.bullet) {
    if (DETAILS.test(first.text)) {
      const [score = '', ...rest] = first.text.replace(DETAILS, '').split(' · ');
      gpa = score.trim();
      honors = rest.join(' · ').trim();
      body.shift();
    } else if (
      dateLine &&
      first.text.split(/\s+/).length <= 8 &&
      first.first.size < entry.bodySize - 0.4
    ) {
      // A short line set smaller than the text under it: honours, as our templates print them.
      honors = first.text;
      body.shift();
    }
  }
  return {
    school,
    degree,
    fieldOfStudy,
    graduationYear: yearOf(entry.dates?.end ?? ''),
    description: paragraphs(body).join('\n'),
    gpa,
    honors,
  };
};

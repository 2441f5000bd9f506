// The job match's cost (issue 27): the pure match of packages/resume (it runs on the server's
// event loop for POST /match, and in the browser after every builder edit), on a typical
// posting and on one of the largest allowed (20,000 characters), the re-count after an edit,
// the cover letter draft, and the letter's PDF. Run: npx tsx bench/job-match.ts
// (results: docs/benchmarks.md).
import { cpus, loadavg } from 'node:os';
import { nodeFontResolver } from '@shortlist/resume/fonts/node';
import { draftCoverLetter } from '@shortlist/resume/match/cover-letter';
import { matchResume, rematch } from '@shortlist/resume/match/match';
import { renderCoverLetterPdf } from '@shortlist/resume/render/cover-letter';
import { parseResume } from '@shortlist/resume/schema/resume';
import { ms, quick, reportSummary, type summarise, timeRuns } from './stats';

const RUNS = quick ? 5 : 50;
const POSTING = `Senior Frontend Engineer – Acme Health (Remote)

About us: Acme Health builds scheduling tools for clinics in 14 countries.

Requirements:
- 5+ years building web apps with JavaScript and TypeScript
- Deep experience with React, HTML and CSS; accessibility (WCAG) is a must
- Bachelor's degree in Computer Science or equivalent
- Experience with REST APIs, Git and CI/CD; unit testing with Jest

Nice to have:
- GraphQL, Next.js
- Experience with AWS or Docker and Kubernetes
`;
const LARGEST = POSTING.repeat(Math.floor(20_000 / POSTING.length)).slice(0, 20_000);
const resume = parseResume({
  personalInfo: {
    fullName: 'Ada Park',
    jobTitle: 'Frontend Engineer',
    aboutMe: 'I build fast, accessible web apps.',
  },
  experience: Array.from({ length: 6 }, (_, i) => ({
    position: 'Frontend Developer',
    company: `Company ${i}`,
    startDate: '2019-01',
    description: 'Built a Next.js storefront on RESTful services. Led the move to TypeScript.',
    achievements: ['Cut page load time by 40% by splitting bundles', 'Mentored four developers'],
  })),
  education: [{ degree: 'B.Sc.', fieldOfStudy: 'Computer Science', school: 'Leeds University' }],
  skills: ['React', 'JavaScript', 'Git', 'Docker', 'Jest', 'HTML'],
});

/** RUNS timed calls of `work` (the warm-up is the call before). */
const time = (work: () => unknown) => timeRuns(async () => work(), RUNS, 0);

matchResume(resume, POSTING); // the first call builds the vocabulary's forms
const typical = await time(() => matchResume(resume, POSTING));
const largest = await time(() => matchResume(resume, LARGEST));
const { terms } = matchResume(resume, POSTING);
const again = await time(() => rematch(resume, terms));
const draft = await time(() =>
  draftCoverLetter(resume, {
    company: 'Acme Health',
    role: 'Frontend Engineer',
    jobDescription: POSTING,
  }),
);
const letter = draftCoverLetter(resume, {
  company: 'Acme Health',
  role: 'Frontend Engineer',
  jobDescription: POSTING,
});
await renderCoverLetterPdf(letter, resume, { fonts: nodeFontResolver });
const pdf = await time(() => renderCoverLetterPdf(letter, resume, { fonts: nodeFontResolver }));

console.log(
  `job match, ${RUNS} runs each; ${cpus().length} CPUs, load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}`,
);
const rows: [string, ReturnType<typeof summarise>][] = [
  [`match, ${POSTING.length}-character posting`, typical],
  ['match, 20,000-character posting', largest],
  ['re-count after an edit (rematch)', again],
  ['cover letter draft', draft],
  ['cover letter PDF (Classic)', pdf],
];
for (const [name, s] of rows) console.log(`${name.padEnd(42)} p50 ${ms(s.p50)}  p95 ${ms(s.p95)}`);
reportSummary({
  benchmark: 'job match',
  'match p50': ms(typical.p50),
  'match 20k p50': ms(largest.p50),
  'letter PDF p50': ms(pdf.p50),
});

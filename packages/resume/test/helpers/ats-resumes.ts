import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseResume, type Resume } from '../../src/schema/resume';

const dir = join(import.meta.dirname, '..', 'ats-resumes');

/** The seven realistic English resumes of issue 24 (nurse, engineer, accountant, teacher…). */
export const atsResumes: { name: string; resume: Resume }[] = readdirSync(dir)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => ({
    name: file.replace(/\.json$/, ''),
    resume: parseResume(JSON.parse(readFileSync(join(dir, file), 'utf8'))),
  }));

const earlier = (date: string, years: number) =>
  date.replace(/^(\d{4})/, (year) => String(Number(year) - years));

/**
 * A longer career: the resume's jobs again, `rounds` times, each round the same jobs
 * `years` earlier (so the dates go on falling), with one more bullet each. Used to make two-
 * and three-page resumes of the same people.
 */
export const withEarlierJobs = (resume: Resume, rounds: number, years = 8): Resume => {
  const jobs = resume.experience;
  const span = Math.max(years, 1);
  const extra = Array.from({ length: rounds }, (_, round) =>
    jobs.map((job) => ({
      ...job,
      startDate: earlier(job.startDate, span * (round + 1)),
      endDate: earlier(job.endDate || '2026-01', span * (round + 1)),
      achievements: [
        ...job.achievements,
        'Documented the team’s procedures and trained two colleagues to cover the role',
      ],
    })),
  ).flat();
  return { ...resume, experience: [...jobs, ...extra] };
};

import type { Resume } from '../../src/schema/resume';
import { paragraphs } from '../../src/view/resume-view';

/** How a renderer shows a value: tabs as spaces, NFC, trimmed; paragraphs one per line. */
const shown = (value: string | undefined) =>
  (value ?? '').replace(/\t/g, ' ').normalize('NFC').trim();
const lines = (value: string | undefined) => paragraphs(value).join('\n');

export interface Comparison {
  total: number;
  inPlace: number;
  /** 'experience[1].company: expected "Doctolib", got ""'. */
  misses: string[];
}

/**
 * Every value a reader sees in the original resume (the renderers' rules: empty entries,
 * empty first bullets and untitled sections hidden), compared with the value the import put
 * in the same place.
 */
export const compareResumes = (original: Resume, imported: Resume): Comparison => {
  const result: Comparison = { total: 0, inPlace: 0, misses: [] };
  const check = (path: string, expected: string, got: string | undefined) => {
    if (expected === '') return;
    result.total++;
    if (expected === (got ?? '')) result.inPlace++;
    else
      result.misses.push(
        `${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(got ?? '')}`,
      );
  };
  const a = original.personalInfo;
  const b = imported.personalInfo;
  check('fullName', shown(a.fullName), b.fullName);
  check('jobTitle', shown(a.jobTitle), b.jobTitle);
  check('email', shown(a.email), b.email);
  check('phone', shown(a.phone), b.phone);
  check('location', shown(a.location), b.location);
  check('portfolioUrl', shown(a.portfolioUrl), b.portfolioUrl);
  check('aboutMe', lines(a.aboutMe), b.aboutMe);
  check('additionalDetails', lines(a.additionalDetails), b.additionalDetails);
  const jobs = original.experience.filter(
    (job) => shown(job.position) || shown(job.company) || shown(job.description),
  );
  jobs.forEach((job, index) => {
    const got = imported.experience[index];
    const path = `experience[${index}]`;
    check(`${path}.position`, shown(job.position), got?.position);
    check(`${path}.company`, shown(job.company), got?.company);
    // A PDF prints month and year: a day in the original cannot come back.
    const month = (date: string | undefined) => (date ?? '').slice(0, 7);
    check(`${path}.startDate`, month(job.startDate), month(got?.startDate));
    check(
      `${path}.endDate`,
      month(job.endDate) || 'Present',
      got ? month(got.endDate) || 'Present' : '',
    );
    check(`${path}.description`, lines(job.description), got?.description);
    if (shown(job.achievements[0]))
      job.achievements
        .map(shown)
        .filter(Boolean)
        .forEach((item, at) => check(`${path}.achievements[${at}]`, item, got?.achievements[at]));
  });
  const schools = original.education.filter(
    (school) => shown(school.school) || shown(school.degree) || shown(school.fieldOfStudy),
  );
  schools.forEach((school, index) => {
    const got = imported.education[index];
    const path = `education[${index}]`;
    check(`${path}.school`, shown(school.school), got?.school);
    check(`${path}.degree`, shown(school.degree), got?.degree);
    check(`${path}.fieldOfStudy`, shown(school.fieldOfStudy), got?.fieldOfStudy);
    check(`${path}.graduationYear`, shown(school.graduationYear), got?.graduationYear);
    check(`${path}.gpa`, shown(school.gpa), got?.gpa);
    check(`${path}.honors`, shown(school.honors), got?.honors);
    check(`${path}.description`, lines(school.description), got?.description);
  });
  for (const key of ['skills', 'certifications', 'interests'] as const)
    original[key]
      .map(shown)
      .filter(Boolean)
      .forEach((item, at) => check(`${key}[${at}]`, item, imported[key][at]));
  original.additionalSections
    .filter((section) => shown(section.title) && shown(section.content))
    .forEach((section, index) => {
      const got = imported.additionalSections[index];
      check(`additionalSections[${index}].title`, shown(section.title), got?.title);
      check(`additionalSections[${index}].content`, lines(section.content), got?.content);
    });
  return result;
};

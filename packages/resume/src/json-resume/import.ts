import { LIMITS } from '../schema/limits';
import { designSchema, sectionsSchema } from '../schema/design';
import { paperSchema, resumeLocaleSchema, resumeSchema, type Resume } from '../schema/resume';
import { uniqueItems } from '../rules/skills';
import { describeZodError, ResumeImportError } from './errors';
import { jsonResumeSchema, type JsonResume } from './schema';
import { detectFormat } from './detect';

type Location = NonNullable<NonNullable<JsonResume['basics']>['location']>;

const join = (parts: (string | undefined)[], separator: string) =>
  parts
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(separator);
/**
 * What the import had to cut to fit our limits, one sentence each for people
 * ('work: 62 entries, the first 50 kept'). Nothing is cut silently (docs/decisions/0102).
 */
export type ImportReport = string[];

/** Cuts lists and texts to our limits and notes each cut in the report. */
const cutter = (report: ImportReport) => ({
  list: <T>(path: string, items: T[] | undefined, max: number = LIMITS.listItems): T[] => {
    const all = items ?? [];
    if (all.length > max) report.push(`${path}: ${all.length} entries, the first ${max} kept`);
    return all.slice(0, max);
  },
  text: (path: string, value: string | undefined, max: number): string => {
    const all = value ?? '';
    const chars = [...all];
    if (chars.length <= max) return all;
    report.push(`${path}: ${chars.length} characters, the first ${max} kept`);
    return chars.slice(0, max).join('');
  },
});

const location = (value: Location | undefined): string =>
  typeof value === 'string' || value === undefined
    ? (value ?? '')
    : join([value.address, value.city, value.region, value.countryCode], ', ');

/** JSON Resume dates are ISO 8601 prefixes (YYYY, YYYY-MM, YYYY-MM-DD); we keep month precision. */
const month = (date: string | undefined): string => {
  const match = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?/.exec(date?.trim() ?? '');
  if (!match) return '';
  return match[3] ? `${match[1]}-${match[2]}-${match[3]}` : `${match[1]}-${match[2] ?? '01'}`;
};
const year = (date: string | undefined): string =>
  /^\d{4}/.exec(date?.trim() ?? '')?.[0] ?? date?.trim() ?? '';

const section = (title: string, lines: string[]) =>
  lines.length ? [{ title, content: lines.join('\n') }] : [];

/**
 * JSON Resume → our resume. Fields without a counterpart become additional sections;
 * `basics.label` is the job title; a skill group's keywords are the skills (the group's
 * name only when it has none). What does not fit our limits is cut and noted in `report`.
 */
export const fromJsonResume = (json: JsonResume, report: ImportReport = []): Resume => {
  const cut = cutter(report);
  const cap = <T>(items: T[] | undefined, path: string, max?: number): T[] =>
    cut.list(path, items, max);
  const short = (path: string, value: string | undefined) =>
    cut.text(path, value?.trim(), LIMITS.shortText);
  const long = (path: string, value: string | undefined) => cut.text(path, value, LIMITS.longText);
  const item = (path: string, value: string) => cut.text(path, value.trim(), LIMITS.item);
  const basics = json.basics ?? {};
  const schools = cap(json.education, 'education');
  const schoolNames = new Set(schools.map((school) => school.institution?.trim()).filter(Boolean));
  const honorsBySchool = new Map<string, string>();
  const otherAwards: string[] = [];
  for (const award of json.awards ?? []) {
    const awarder = award.awarder?.trim() ?? '';
    if (award.title && schoolNames.has(awarder) && !honorsBySchool.has(awarder))
      honorsBySchool.set(awarder, award.title);
    else otherAwards.push(join([award.title, award.awarder, award.date, award.summary], ' – '));
  }
  const profiles = basics.profiles ?? [];
  const portfolio = basics.url ?? profiles.find((profile) => profile.url)?.url ?? '';
  const extension = json.meta?.shortlist;
  const groups = json.skills ?? [];
  const skills = uniqueItems(
    groups.flatMap((skill) =>
      skill.keywords?.some((keyword) => keyword.trim()) ? skill.keywords : [skill.name ?? ''],
    ),
  ).map((skill, index) => item(`skills[${index}]`, skill));
  return resumeSchema.parse({
    templateId: extension?.templateId ?? 'template-1',
    paper: paperSchema.safeParse(extension?.paper).data,
    locale: resumeLocaleSchema.safeParse(extension?.locale).data,
    design: designSchema.safeParse(extension?.design).data,
    sections: sectionsSchema.safeParse(extension?.sections).data,
    personalInfo: {
      fullName: short('basics.name', basics.name),
      jobTitle: short('basics.label', basics.label) || undefined,
      email: short('basics.email', basics.email),
      phone: short('basics.phone', basics.phone),
      location: short('basics.location', location(basics.location)),
      portfolioUrl: cut.text('basics.url', portfolio.trim(), LIMITS.url),
      aboutMe: long('basics.summary', basics.summary),
      additionalDetails: long('meta.shortlist.additionalDetails', extension?.additionalDetails),
    },
    experience: cap(json.work, 'work').map((job, index) => {
      const highlights = cap(job.highlights, `work[${index}].highlights`).map((h, at) =>
        item(`work[${index}].highlights[${at}]`, h),
      );
      return {
        company: short(`work[${index}].name`, job.name ?? job.company),
        position: short(`work[${index}].position`, job.position),
        startDate: month(job.startDate),
        endDate: month(job.endDate),
        description: long(`work[${index}].summary`, job.summary ?? job.description),
        achievements: highlights.length ? highlights : [''],
      };
    }),
    education: schools.map((school, index) => ({
      school: short(`education[${index}].institution`, school.institution),
      degree: short(`education[${index}].studyType`, school.studyType),
      fieldOfStudy: short(`education[${index}].area`, school.area),
      graduationYear: year(school.endDate),
      description: long(
        `education[${index}].summary`,
        join(
          [
            school.summary ?? school.description,
            school.courses?.length ? `Courses: ${school.courses.join(', ')}` : undefined,
          ],
          '\n',
        ),
      ),
      gpa: short(`education[${index}].score`, school.score),
      honors: short(
        `awards (${school.institution ?? ''})`,
        honorsBySchool.get(school.institution?.trim() ?? ''),
      ),
    })),
    skills: cap(skills, 'skills', LIMITS.skills),
    interests: cap(
      (json.interests ?? []).map((interest) => interest.name ?? '').filter(Boolean),
      'interests',
    ).map((value, index) => item(`interests[${index}]`, value)),
    certifications: cap(
      (json.certificates ?? []).map((certificate) => certificate.name ?? '').filter(Boolean),
      'certificates',
    ).map((value, index) => item(`certificates[${index}]`, value)),
    additionalSections: cap(
      [
        ...(extension?.additionalSections ?? []),
        ...section(
          'Languages',
          (json.languages ?? []).map((l) => join([l.language, l.fluency && `(${l.fluency})`], ' ')),
        ),
        ...section('Awards', otherAwards),
        ...section(
          'Publications',
          (json.publications ?? []).map((p) =>
            join([p.name, p.publisher, p.releaseDate, p.url], ' – '),
          ),
        ),
        ...section(
          'Projects',
          (json.projects ?? []).map((p) =>
            join([p.name, p.description, ...(p.highlights ?? []), p.url], ' – '),
          ),
        ),
        ...section(
          'Volunteering',
          (json.volunteer ?? []).map((v) => join([v.position, v.organization, v.summary], ' – ')),
        ),
        ...section(
          'Profiles',
          profiles
            .filter((p) => p.url !== portfolio)
            .map((p) => join([p.network, p.url ?? p.username], ': ')),
        ),
        ...section(
          'References',
          (json.references ?? []).map((r) => join([r.name, r.reference], ': ')),
        ),
      ],
      'additional sections',
    ).map((section, index) => ({
      title: short(`additional section ${index + 1} title`, section.title),
      content: long(`additional section ${index + 1} (${section.title})`, section.content),
    })),
  });
};

/**
 * Read a parsed JSON file in our format or in JSON Resume (auto-detected). Unknown fields
 * are ignored; anything else wrong throws a ResumeImportError with a readable message.
 */
export const importResume = (json: unknown): Resume => importResumeWithReport(json).resume;

/** importResume, with what had to be cut to fit our limits (empty for our own format). */
export const importResumeWithReport = (json: unknown): { resume: Resume; report: ImportReport } => {
  const format = detectFormat(json);
  if (format === 'unknown') {
    throw new ResumeImportError(
      'Not a resume: expected our format (with "personalInfo") or JSON Resume (with "basics").',
    );
  }
  const schema = format === 'shortlist' ? resumeSchema : jsonResumeSchema;
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw describeZodError(format === 'shortlist' ? 'resume' : 'JSON Resume', parsed.error);
  if (format === 'shortlist') return { resume: parsed.data as Resume, report: [] };
  try {
    const report: ImportReport = [];
    return { resume: fromJsonResume(parsed.data as JsonResume, report), report };
  } catch (error) {
    if (error instanceof Error && 'issues' in error) {
      throw new ResumeImportError(
        `JSON Resume has a value our resume cannot hold: ${error.message.slice(0, 300)}`,
      );
    }
    throw error;
  }
};

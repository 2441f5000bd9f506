import { LIMITS } from '../schema/limits';
import { resumeSchema, type Resume } from '../schema/resume';
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
const cap = <T>(items: T[] | undefined): T[] => (items ?? []).slice(0, LIMITS.listItems);

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

/** JSON Resume → our resume. Fields without a counterpart become additional sections. */
export const fromJsonResume = (json: JsonResume): Resume => {
  const basics = json.basics ?? {};
  const schools = cap(json.education);
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
  return resumeSchema.parse({
    templateId: extension?.templateId ?? 'template-1',
    personalInfo: {
      fullName: basics.name ?? '',
      email: basics.email ?? '',
      phone: basics.phone ?? '',
      location: location(basics.location),
      portfolioUrl: portfolio,
      aboutMe: join(
        [basics.label && !basics.summary ? basics.label : undefined, basics.summary],
        '\n',
      ),
      additionalDetails: extension?.additionalDetails ?? '',
    },
    experience: cap(json.work).map((job) => ({
      company: job.name ?? job.company ?? '',
      position: job.position ?? '',
      startDate: month(job.startDate),
      endDate: month(job.endDate),
      description: job.summary ?? job.description ?? '',
      achievements: cap(job.highlights).length ? cap(job.highlights) : [''],
    })),
    education: schools.map((school) => ({
      school: school.institution ?? '',
      degree: school.studyType ?? '',
      fieldOfStudy: school.area ?? '',
      graduationYear: year(school.endDate),
      description: join(
        [
          school.summary ?? school.description,
          school.courses?.length ? `Courses: ${school.courses.join(', ')}` : undefined,
        ],
        '\n',
      ),
      gpa: school.score ?? '',
      honors: honorsBySchool.get(school.institution?.trim() ?? '') ?? '',
    })),
    skills: cap(
      uniqueItems(
        (json.skills ?? []).flatMap((skill) => [skill.name ?? '', ...(skill.keywords ?? [])]),
      ),
    ),
    interests: cap((json.interests ?? []).map((interest) => interest.name ?? '').filter(Boolean)),
    certifications: cap(
      (json.certificates ?? []).map((certificate) => certificate.name ?? '').filter(Boolean),
    ),
    additionalSections: cap([
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
    ]),
  });
};

/**
 * Read a parsed JSON file in our format or in JSON Resume (auto-detected). Unknown fields
 * are ignored; anything else wrong throws a ResumeImportError with a readable message.
 */
export const importResume = (json: unknown): Resume => {
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
  if (format === 'shortlist') return parsed.data as Resume;
  try {
    return fromJsonResume(parsed.data as JsonResume);
  } catch (error) {
    if (error instanceof Error && 'issues' in error) {
      throw new ResumeImportError(
        `JSON Resume has a value our resume cannot hold: ${error.message.slice(0, 300)}`,
      );
    }
    throw error;
  }
};

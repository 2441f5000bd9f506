import { LIMITS } from '../schema/limits';
import { resumeSchema, type Resume, type ResumeInput } from '../schema/resume';

const cutText = (value: string, max: number, what: string, leftOut: string[]) => {
  const chars = [...value];
  if (chars.length <= max) return value;
  leftOut.push(`${what}: ${chars.length} characters, the first ${max} kept`);
  return chars.slice(0, max).join('');
};

const cutList = <T>(items: T[], max: number, what: string, leftOut: string[]) => {
  if (items.length > max) leftOut.push(`${what}: ${items.length} entries, the first ${max} kept`);
  return items.slice(0, max);
};

/**
 * A resume read from a file, cut to our limits (each cut reported, like the JSON Resume
 * import's, docs/decisions/0102) and parsed with the builder's schema.
 */
export const fitResume = (resume: Resume, leftOut: string[]): Resume => {
  const short = (value: string, what: string) => cutText(value, LIMITS.shortText, what, leftOut);
  const long = (value: string, what: string) => cutText(value, LIMITS.longText, what, leftOut);
  const item = (value: string, what: string) => cutText(value, LIMITS.item, what, leftOut);
  const info = resume.personalInfo;
  const input: ResumeInput = {
    ...resume,
    personalInfo: {
      fullName: short(info.fullName, 'Name'),
      jobTitle: info.jobTitle ? short(info.jobTitle, 'Job title') : undefined,
      email: short(info.email, 'E-mail'),
      phone: short(info.phone, 'Phone'),
      location: short(info.location, 'Location'),
      portfolioUrl: cutText(info.portfolioUrl ?? '', LIMITS.url, 'Link', leftOut),
      aboutMe: long(info.aboutMe ?? '', 'Summary'),
      additionalDetails: long(info.additionalDetails ?? '', 'Additional information'),
    },
    experience: cutList(resume.experience, LIMITS.listItems, 'Experience', leftOut).map(
      (job, index) => ({
        company: short(job.company, `Position ${index + 1}: company`),
        position: short(job.position, `Position ${index + 1}: title`),
        startDate: job.startDate,
        endDate: job.endDate,
        description: long(job.description, `Position ${index + 1}: description`),
        achievements: cutList(
          job.achievements,
          LIMITS.listItems,
          `Position ${index + 1}: bullet points`,
          leftOut,
        ).map((text, at) => item(text, `Position ${index + 1}: bullet ${at + 1}`)),
      }),
    ),
    education: cutList(resume.education, LIMITS.listItems, 'Education', leftOut).map(
      (school, index) => ({
        school: short(school.school, `School ${index + 1}`),
        degree: short(school.degree, `School ${index + 1}: degree`),
        fieldOfStudy: short(school.fieldOfStudy, `School ${index + 1}: field of study`),
        graduationYear: short(school.graduationYear, `School ${index + 1}: year`),
        description: long(school.description, `School ${index + 1}: description`),
        gpa: short(school.gpa ?? '', `School ${index + 1}: GPA`),
        honors: short(school.honors ?? '', `School ${index + 1}: honours`),
      }),
    ),
    skills: cutList(resume.skills, LIMITS.skills, 'Skills', leftOut).map((text) =>
      item(text, 'A skill'),
    ),
    interests: cutList(resume.interests, LIMITS.listItems, 'Interests', leftOut).map((text) =>
      item(text, 'An interest'),
    ),
    certifications: cutList(resume.certifications, LIMITS.listItems, 'Certifications', leftOut).map(
      (text) => item(text, 'A certification'),
    ),
    additionalSections: cutList(
      resume.additionalSections,
      LIMITS.listItems,
      'Additional sections',
      leftOut,
    ).map((section) => ({
      title: short(section.title, 'A section title'),
      content: long(section.content, `Section "${section.title}"`),
    })),
  };
  return resumeSchema.parse(input);
};

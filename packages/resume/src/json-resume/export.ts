import type { Resume } from '../schema/resume';
import type { JsonResume } from './schema';

const opt = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/**
 * Our resume → JSON Resume v1. Fields JSON Resume has no place for (additional details,
 * custom sections, template) go into `meta.shortlist`, so our own files round-trip; an
 * education's honors become an award from that school, its description a `summary`.
 */
export const toJsonResume = (resume: Resume): JsonResume & { $schema: string } => {
  const info = resume.personalInfo;
  const filled = (items: string[]) => items.map((item) => item.trim()).filter(Boolean);
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: {
      name: info.fullName,
      label: opt(info.jobTitle),
      email: opt(info.email),
      phone: opt(info.phone),
      url: opt(info.portfolioUrl),
      summary: opt(info.aboutMe),
      location: info.location.trim() ? { city: info.location.trim() } : undefined,
    },
    work: resume.experience.map((job) => ({
      name: job.company,
      position: job.position,
      startDate: opt(job.startDate),
      endDate: opt(job.endDate),
      summary: opt(job.description),
      highlights: filled(job.achievements),
    })),
    education: resume.education.map((school) => ({
      institution: school.school,
      studyType: school.degree,
      area: school.fieldOfStudy,
      endDate: opt(school.graduationYear),
      score: opt(school.gpa),
      summary: opt(school.description),
    })),
    awards: resume.education
      .filter((school) => school.honors?.trim())
      .map((school) => ({
        title: school.honors?.trim(),
        awarder: school.school,
        date: opt(school.graduationYear),
      })),
    certificates: filled(resume.certifications).map((name) => ({ name })),
    skills: filled(resume.skills).map((name) => ({ name })),
    interests: filled(resume.interests).map((name) => ({ name })),
    meta: {
      shortlist: {
        templateId: resume.templateId,
        paper: resume.paper,
        locale: resume.locale,
        additionalDetails: opt(info.additionalDetails),
        additionalSections: resume.additionalSections,
        design: resume.design,
        sections: resume.sections,
      },
    },
  };
};

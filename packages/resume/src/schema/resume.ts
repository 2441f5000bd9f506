import { z } from 'zod';
import { designSchema, sectionsSchema } from './design';
import { LIMITS } from './limits';

/**
 * The resume as spec section 3 describes it. This is the draft schema: every text may be
 * empty, because the builder never blocks (spec section 4). What a finished resume still
 * lacks is reported by `missingFields` (complete.ts), not by this schema.
 */
const short = z.string().trim().max(LIMITS.shortText).default('');
const long = z.string().max(LIMITS.longText).default('');
const optionalShort = z.string().trim().max(LIMITS.shortText).optional();
const optionalLong = z.string().max(LIMITS.longText).optional();
const list = <T extends z.ZodType>(item: T) => z.array(item).max(LIMITS.listItems).default([]);

/** 'YYYY-MM' or 'YYYY-MM-DD'; empty while drafting (and for an end date, empty = Present). */
export const dateSchema = z
  .string()
  .trim()
  .regex(/^(\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/, 'Use YYYY-MM or YYYY-MM-DD')
  .default('');

export const templateIdSchema = z.enum([
  'template-1',
  'template-2',
  'template-3',
  'template-4',
  'template-5',
  'template-6',
]);

/** Paper size of the PDF, DOCX and print page; unset: the builder's default for the locale. */
export const paperSchema = z.enum(['a4', 'letter']);

/** Language of the section headings (docs/decisions/0107); unset: English. */
export const resumeLocaleSchema = z.enum([
  'en',
  'de',
  'fr',
  'es',
  'pt',
  'it',
  'nl',
  'pl',
  'zh',
  'ja',
  'ko',
  'vi',
  'ar',
]);

export const personalInfoSchema = z.object({
  fullName: short,
  /** The job title or headline under the name ('Senior Software Engineer'). */
  jobTitle: optionalShort,
  email: short,
  phone: short,
  location: short,
  portfolioUrl: z.string().trim().max(LIMITS.url).optional(),
  aboutMe: optionalLong,
  additionalDetails: optionalLong,
});

export const experienceSchema = z.object({
  company: short,
  position: short,
  startDate: dateSchema,
  endDate: dateSchema.optional(),
  description: long,
  achievements: list(z.string().max(LIMITS.item)),
});

export const educationSchema = z.object({
  school: short,
  degree: short,
  fieldOfStudy: short,
  graduationYear: short,
  description: long,
  gpa: optionalShort,
  honors: optionalShort,
});

export const additionalSectionSchema = z.object({
  title: short,
  content: long,
});

const listItem = z.string().trim().max(LIMITS.item);

export const resumeSchema = z.object({
  id: z.string().max(LIMITS.shortText).optional(),
  userId: z.string().max(LIMITS.shortText).optional(),
  templateId: templateIdSchema.default('template-1'),
  paper: paperSchema.optional(),
  locale: resumeLocaleSchema.optional(),
  personalInfo: personalInfoSchema.default(() => personalInfoSchema.parse({})),
  experience: list(experienceSchema),
  education: list(educationSchema),
  skills: z.array(listItem).max(LIMITS.skills).default([]),
  interests: list(listItem),
  certifications: list(listItem),
  additionalSections: list(additionalSectionSchema),
  /** Colour, font, size, spacing, margins and fitting to pages (schema/design.ts). */
  design: designSchema.optional(),
  /** Order, visibility and headings of the sections. */
  sections: sectionsSchema.optional(),
  createdAt: z.string().max(LIMITS.shortText).optional(),
  updatedAt: z.string().max(LIMITS.shortText).optional(),
});

/** A resume after parsing: defaults applied, every list present. */
export type Resume = z.infer<typeof resumeSchema>;
/** What callers may pass in (before defaults). */
export type ResumeInput = z.input<typeof resumeSchema>;
export type PersonalInfo = z.infer<typeof personalInfoSchema>;
export type Experience = z.infer<typeof experienceSchema>;
export type Education = z.infer<typeof educationSchema>;
export type AdditionalSection = z.infer<typeof additionalSectionSchema>;
export type TemplateId = z.infer<typeof templateIdSchema>;
export type Paper = z.infer<typeof paperSchema>;
export type ResumeLocale = z.infer<typeof resumeLocaleSchema>;

/** Parse unknown input into a Resume, throwing a ZodError when it does not fit. */
export const parseResume = (input: unknown): Resume => resumeSchema.parse(input);

import { z } from 'zod';

/**
 * The parts of JSON Resume (https://jsonresume.org/schema, v1) we read. Every field is
 * optional and unknown fields are ignored, as the standard allows; wrong types are errors.
 */
const text = z.string().optional();
const texts = z.array(z.string()).optional();

export const jsonResumeLocationSchema = z.union([
  z.string(),
  z.object({ address: text, postalCode: text, city: text, countryCode: text, region: text }),
]);

const dated = { startDate: text, endDate: text, summary: text, highlights: texts, url: text };

export const jsonResumeSchema = z.object({
  basics: z
    .object({
      name: text,
      label: text,
      email: text,
      phone: text,
      url: text,
      summary: text,
      location: jsonResumeLocationSchema.optional(),
      profiles: z.array(z.object({ network: text, username: text, url: text })).optional(),
    })
    .optional(),
  work: z
    .array(z.object({ name: text, company: text, position: text, description: text, ...dated }))
    .optional(),
  volunteer: z.array(z.object({ organization: text, position: text, ...dated })).optional(),
  education: z
    .array(
      z.object({
        institution: text,
        area: text,
        studyType: text,
        startDate: text,
        endDate: text,
        score: text,
        courses: texts,
        summary: text,
        description: text,
      }),
    )
    .optional(),
  awards: z.array(z.object({ title: text, date: text, awarder: text, summary: text })).optional(),
  certificates: z.array(z.object({ name: text, date: text, issuer: text, url: text })).optional(),
  publications: z
    .array(z.object({ name: text, publisher: text, releaseDate: text, url: text, summary: text }))
    .optional(),
  skills: z.array(z.object({ name: text, level: text, keywords: texts })).optional(),
  languages: z.array(z.object({ language: text, fluency: text })).optional(),
  interests: z.array(z.object({ name: text, keywords: texts })).optional(),
  references: z.array(z.object({ name: text, reference: text })).optional(),
  projects: z
    .array(z.object({ name: text, description: text, highlights: texts, url: text }))
    .optional(),
  meta: z
    .object({
      /** Our extension: fields JSON Resume has no place for, so our own exports round-trip. */
      shortlist: z
        .object({
          templateId: text,
          paper: text,
          locale: text,
          additionalDetails: text,
          additionalSections: z
            .array(z.object({ title: z.string(), content: z.string() }))
            .optional(),
          /** Checked where they are read (import.ts): a bad value is left out, not an error. */
          design: z.unknown().optional(),
          sections: z.unknown().optional(),
        })
        .optional(),
    })
    .optional(),
});

export type JsonResume = z.infer<typeof jsonResumeSchema>;

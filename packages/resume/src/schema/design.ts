import { z } from 'zod';

/**
 * How a resume looks and what it shows (issue 25): colour, font, size, spacing, margins and
 * fitting to pages; the order, visibility and headings of its sections. Every field is
 * optional: a resume without them renders exactly as its template does.
 */
export const SECTION_KEYS = [
  'summary',
  'experience',
  'education',
  'skills',
  'certifications',
  'interests',
  'additional',
] as const;
export const sectionKeySchema = z.enum(SECTION_KEYS);
export type SectionKey = z.infer<typeof sectionKeySchema>;

export const DESIGN_FONTS = ['sans', 'serif'] as const;
export const DESIGN_LIMITS = {
  fontSize: { min: 8, max: 14, step: 0.5 },
  lineHeight: { min: 1, max: 2 },
  marginMm: { min: 8, max: 30 },
  title: 60,
} as const;

const between = (name: string, min: number, max: number) =>
  z
    .number({ message: `${name} must be a number` })
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);

export const designSchema = z.object({
  /** '#rrggbb'; unset: the template's own accent. */
  accentColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'accentColor must be a colour like #1b2a4a')
    .optional(),
  fontFamily: z.enum(DESIGN_FONTS, { message: 'fontFamily must be sans or serif' }).optional(),
  /** Body size in pt, 8 to 14 in steps of 0.5; unset: the template's. */
  fontSize: between('fontSize', 8, 14)
    .refine((size) => Number.isInteger(size * 2), 'fontSize must be a whole or half point')
    .optional(),
  /** Line height of body text, 1.0 to 2.0. */
  lineHeight: between('lineHeight', 1, 2).optional(),
  /** Page margins in mm, 8 to 30. */
  marginMm: between('marginMm', 8, 30).optional(),
  /** Shrink spacing, then size (never below 8 pt), until the resume takes at most this many pages. */
  fitToPages: z
    .union([z.literal(1), z.literal(2)], { message: 'fitToPages must be 1 or 2' })
    .optional(),
});
export type Design = z.infer<typeof designSchema>;

const distinct = (keys: readonly string[]) => new Set(keys).size === keys.length;

export const sectionsSchema = z.object({
  /** A permutation of (some of) the keys; keys left out keep their default place. */
  order: z
    .array(sectionKeySchema)
    .max(SECTION_KEYS.length)
    .refine(distinct, 'order names a section twice')
    .optional(),
  hidden: z
    .array(sectionKeySchema)
    .max(SECTION_KEYS.length)
    .refine(distinct, 'hidden names a section twice')
    .optional(),
  /** Headings in place of the localized defaults; '' = the default. */
  titles: z
    .object(
      Object.fromEntries(
        SECTION_KEYS.map((key) => [
          key,
          z
            .string()
            .trim()
            .max(DESIGN_LIMITS.title, `titles.${key} must be at most 60 characters`)
            .optional(),
        ]),
      ) as Record<SectionKey, z.ZodOptional<z.ZodString>>,
    )
    .optional(),
});
export type Sections = z.infer<typeof sectionsSchema>;

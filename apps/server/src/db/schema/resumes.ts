import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ResumeStatus } from '@shortlist/contract';
import { users } from './users.js';

export const resumeStatus = pgEnum('resume_status', [
  'draft',
  'saved',
] as const satisfies readonly ResumeStatus[]);

/** A resume: a draft while being built, `saved` after the final save. `data` is the document. */
export const resumes = pgTable(
  'resumes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: resumeStatus('status').notNull().default('draft'),
    data: jsonb('data').notNull(),
    /** The title the user gave it; null: the default (full name and position). */
    title: text('title'),
    /**
     * What the list shows, kept with every write so the list never reads `data`. Null on rows
     * written before they existed (the list then computes them from `data`).
     */
    autoTitle: text('auto_title'),
    templateId: text('template_id'),
    completeStep: smallint('complete_step'),
    progress: smallint('progress'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index('resumes_user_idx').on(t.userId, t.updatedAt),
    // The admin list: sorted by date, searched by the start of the name on the resume.
    index('resumes_updated_idx').on(t.updatedAt, t.id),
    index('resumes_created_idx').on(t.createdAt, t.id),
    index('resumes_name_prefix_idx').on(
      sql`lower(${t.data} -> 'personalInfo' ->> 'fullName') text_pattern_ops`,
    ),
  ],
);

/** One row per granted download (spec: downloads are checked and recorded on the server). */
export const downloads = pgTable(
  'downloads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resumeId: uuid('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    format: text('format').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('downloads_user_idx').on(t.userId)],
);

/**
 * The previous contents of a resume, one row per accepted save (decision 0300): the last 50
 * per resume, plus the last one of each day for 30 days.
 */
export const resumeVersions = pgTable(
  'resume_versions',
  {
    resumeId: uuid('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').notNull(),
    title: text('title'),
    /** When this content was written (the resume's `updated_at` while it was current). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.resumeId, t.version] })],
);

/**
 * `Idempotency-Key`s of resume creations (decision 0300): the first answer to a key, given
 * again to the same user for 24 hours.
 */
export const resumeIdempotencyKeys = pgTable(
  'resume_idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    route: text('route').notNull(),
    key: text('key').notNull(),
    status: smallint('status').notNull(),
    body: jsonb('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.route, t.key] })],
);

import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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

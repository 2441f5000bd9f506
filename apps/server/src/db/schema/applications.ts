import { APPLICATION_STATUSES } from '@shortlist/contract';
import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { resumes } from './resumes.js';
import { users } from './users.js';

export const applicationStatus = pgEnum('application_status', APPLICATION_STATUSES);

/**
 * A job the user applies to (issue 27, decision 0310): the posting, where it stands, the
 * resume it uses (null once that resume is deleted), the cover letter and the user's notes.
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    company: text('company').notNull(),
    role: text('role').notNull(),
    jobUrl: text('job_url').notNull().default(''),
    jobDescription: text('job_description').notNull().default(''),
    status: applicationStatus('status').notNull().default('saved'),
    resumeId: uuid('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    coverLetter: text('cover_letter').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** When the status first left 'saved'. */
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('applications_user_idx').on(t.userId, t.createdAt)],
);

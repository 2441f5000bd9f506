import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { resumes } from './resumes.js';
import { users } from './users.js';

/**
 * A read-only link to a resume (issue 29, decision 0290): `slug` is 144 random bits. Revoking
 * deletes the row, so the link is gone at once; so does deleting the resume or the account.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    slug: text('slug').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resumeId: uuid('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    /** The owner lets whoever opens the link download the resume (within the owner's plan). */
    allowDownload: boolean('allow_download').notNull().default(false),
    /** Visitors counted, each once a UTC day. */
    views: integer('views').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('share_links_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Who has been counted today for a link: the traffic module's daily-salted visitor key (never
 * an address), so a reload does not count twice. Rows of earlier days are deleted hourly.
 */
export const shareViews = pgTable(
  'share_views',
  {
    slug: text('slug')
      .notNull()
      .references(() => shareLinks.slug, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    visitor: text('visitor').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.slug, t.day, t.visitor] }),
    index('share_views_day_idx').on(t.day),
  ],
);

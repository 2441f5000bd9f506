import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A support message sent from the chat widget (spec sections 2 and 7, 'Support chat').
 * `status` false is pending, true is complete (set by the admin's Mark Complete). Nothing about
 * the sender's connection is kept: the rate limit counts addresses in memory or Redis only.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    status: boolean('status').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an admin marked it complete; null while pending. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    // The admin list, pending first: newest first (and the pending count), or oldest first.
    // The queries match these directions exactly (admin/list-sorts.ts).
    index('chat_messages_status_created_idx').on(t.status, t.createdAt.desc(), t.id),
    index('chat_messages_status_oldest_idx').on(t.status, t.createdAt, t.id),
    index('chat_messages_created_idx').on(t.createdAt.desc(), t.id),
    index('chat_messages_email_idx').on(sql`lower(${t.email})`),
    // The admin's search by the start of the email.
    index('chat_messages_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
  ],
);

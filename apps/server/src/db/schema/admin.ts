import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A back-office account, apart from users (decision 0700). The password is argon2id. */
export const admins = pgTable('admins', {
  id: uuid('id').primaryKey().defaultRandom(),
  userName: text('user_name').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An admin session (8 hours). Only the SHA-256 of the AdminToken cookie is stored. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_sessions_admin_idx').on(t.adminId)],
);

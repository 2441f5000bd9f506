import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { resumes } from './resumes.js';
import { users } from './users.js';

/**
 * A checkout the user started: a Stripe Checkout Session (`cs_…`) or a built-in test checkout
 * (`test_…`). `status`: `open`, `paid` (fulfilled) or `rejected` (paid wrongly, see the event).
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    provider: text('provider').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('checkout_sessions_user_idx').on(t.userId)],
);

/**
 * A plan bought. One per checkout session (unique): a session is fulfilled at most once.
 * A single plan (`one-time`) is bound to a resume by its first download (`bound_at`); a
 * deleted resume leaves the plan used (`bound_at` stays set).
 */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    checkoutSessionId: text('checkout_session_id').notNull().unique(),
    eventId: text('event_id').notNull(),
    boundResumeId: uuid('bound_resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    boundAt: timestamp('bound_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('purchases_user_idx').on(t.userId)],
);

/**
 * Every payment event handled, by its id (Stripe's `evt_…`, or `test_evt_…` for the test
 * checkout): the primary key makes each event count once. `outcome`: `fulfilled`, `rejected`
 * (with `reason`) or `duplicate_session`.
 */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  checkoutSessionId: text('checkout_session_id'),
  outcome: text('outcome').notNull(),
  reason: text('reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A download granted before rendering: covers its resume in every format until `expires_at`.
 * `source`: `free` (counts against FREE_DOWNLOADS), `unlimited` or `one-time`.
 */
export const downloadGrants = pgTable(
  'download_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resumeId: uuid('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    source: text('source').notNull(),
    purchaseId: uuid('purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('download_grants_user_idx').on(t.userId, t.resumeId)],
);

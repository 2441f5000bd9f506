import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One page visit (spec section 7, 'Traffic'): its id is the `pageTrafficID`, `count` the whole
 * seconds stayed (0 until `traffic/end`). `visitor` is the visitor key: the hex HMAC-SHA256 of
 * the client address and user agent under the day's salt, or the address itself only when
 * ANALYTICS_STORE_IP=true. `path` is the page's path, without query or fragment.
 */
export const pageVisits = pgTable(
  'page_visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    visitor: text('visitor').notNull(),
    path: text('path').notNull(),
    count: integer('count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the last `traffic/end` for this visit arrived; null until then. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    // One visitor's visits, newest first (the admin's analysis screen).
    index('page_visits_visitor_created_idx').on(t.visitor, t.createdAt.desc()),
    // Visits per day (dashboard series) and the retention delete.
    index('page_visits_created_idx').on(t.createdAt),
  ],
);

/**
 * One row per visitor key: its first and last visit, and how many visits. Kept up to date by
 * `traffic/start`, so the admin's visitor list reads this table (indexed by last visit) and
 * never groups the visits table.
 */
export const trafficVisitors = pgTable(
  'traffic_visitors',
  {
    visitor: text('visitor').primaryKey(),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull().defaultNow(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
    visits: integer('visits').notNull().default(1),
  },
  (t) => [index('traffic_visitors_last_seen_idx').on(t.lastSeen.desc(), t.visitor)],
);

/**
 * The daily salt of the visitor key: one random secret per UTC day (`YYYY-MM-DD`), deleted
 * after two days, so a key cannot be recomputed from an address later (as Plausible does).
 */
export const analyticsSalts = pgTable('analytics_salts', {
  day: text('day').primaryKey(),
  salt: text('salt').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  chatMessages,
  pageVisits,
  resumes,
  trafficVisitors,
  users,
} from '../../db/schema/index.js';
import { prefixPattern } from './list-order.js';
import { countOrEstimate } from './totals.js';

export type Page = { limit: number; offset: number };

/** `rows` in the order of `keys` (a page read by key comes back in any order). */
function inKeyOrder<K, R>(keys: K[], rows: R[], keyOf: (row: R) => K): R[] {
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.flatMap((key) => byKey.get(key) ?? []);
}

const whereOf = (where: SQL | undefined) => (where ? sql`where ${where}` : sql``);

/**
 * The SQL of the admin lists. Each page is cut from an index alone (`order` is one scan of
 * it, list-order.ts): the page's keys first, by an index-only scan however deep the page,
 * then only its rows are read. `total` comes from countOrEstimate (totals.ts).
 */
export function adminLists(db: Db) {
  return {
    async users(page: Page, q: string | undefined, order: SQL[]) {
      const pattern = q ? prefixPattern(q) : undefined;
      const where = pattern
        ? sql`${users.email} like ${pattern} or lower(${users.name}) like ${pattern}`
        : undefined;
      const keys = await db
        .select({ id: users.id })
        .from(users)
        .where(where)
        .orderBy(...order)
        .limit(page.limit)
        .offset(page.offset);
      const ids = keys.map((k) => k.id);
      const rows = ids.length
        ? await db
            .select({
              id: users.id,
              email: users.email,
              name: users.name,
              role: users.role,
              createdAt: users.createdAt,
            })
            .from(users)
            .where(inArray(users.id, ids))
        : [];
      const total = await countOrEstimate(db, sql`from ${users} ${whereOf(where)}`);
      return { items: inKeyOrder(ids, rows, (r) => r.id), total };
    },

    async resumes(page: Page, q: string | undefined, order: SQL[]) {
      const pattern = q ? prefixPattern(q) : undefined;
      // Either index answers on its own (the owner's email, the name on the resume).
      const where = pattern
        ? sql`${resumes.id} in (
            select r.id from resumes r join users u on u.id = r.user_id where u.email like ${pattern}
            union
            select r.id from resumes r
            where lower(r.data -> 'personalInfo' ->> 'fullName') like ${pattern})`
        : undefined;
      const keys = await db
        .select({ id: resumes.id })
        .from(resumes)
        .where(where)
        .orderBy(...order)
        .limit(page.limit)
        .offset(page.offset);
      const ids = keys.map((k) => k.id);
      // Only the page's resumes are read, and joined with their owners.
      const rows = ids.length
        ? await db
            .select({
              id: resumes.id,
              data: resumes.data,
              updatedAt: resumes.updatedAt,
              userEmail: users.email,
            })
            .from(resumes)
            .innerJoin(users, eq(users.id, resumes.userId))
            .where(inArray(resumes.id, ids))
        : [];
      const total = await countOrEstimate(db, sql`from ${resumes} ${whereOf(where)}`);
      return { items: inKeyOrder(ids, rows, (r) => r.id), total };
    },

    async visitors(page: Page, q: string | undefined, order: SQL[]) {
      const where = q ? sql`${trafficVisitors.visitor} like ${prefixPattern(q)}` : undefined;
      // The index on (last_seen, visitor) holds the whole row: one index-only scan.
      const items = await db
        .select({ ip: trafficVisitors.visitor, active: trafficVisitors.lastSeen })
        .from(trafficVisitors)
        .where(where)
        .orderBy(...order)
        .limit(page.limit)
        .offset(page.offset);
      const total = await countOrEstimate(db, sql`from ${trafficVisitors} ${whereOf(where)}`);
      return { items, total };
    },

    async visits(visitor: string, page: Page, q: string | undefined, order: SQL[]) {
      const where = and(
        eq(pageVisits.visitor, visitor),
        q ? sql`lower(${pageVisits.path}) like ${prefixPattern(q)}` : undefined,
      );
      const items = await db
        .select({ time: pageVisits.createdAt, url: pageVisits.path, count: pageVisits.count })
        .from(pageVisits)
        .where(where)
        .orderBy(...order)
        .limit(page.limit)
        .offset(page.offset);
      const total = await countOrEstimate(db, sql`from ${pageVisits} where ${where}`);
      return { items, total };
    },

    async messages(page: Page, q: string | undefined, order: SQL[]) {
      const where = q ? sql`lower(${chatMessages.email}) like ${prefixPattern(q)}` : undefined;
      const keys = await db
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(where)
        .orderBy(...order)
        .limit(page.limit)
        .offset(page.offset);
      const ids = keys.map((k) => k.id);
      const rows = ids.length
        ? await db
            .select({
              id: chatMessages.id,
              email: chatMessages.email,
              message: chatMessages.message,
              status: chatMessages.status,
              createdAt: chatMessages.createdAt,
            })
            .from(chatMessages)
            .where(inArray(chatMessages.id, ids))
        : [];
      const total = await countOrEstimate(db, sql`from ${chatMessages} ${whereOf(where)}`);
      return { items: inKeyOrder(ids, rows, (r) => r.id), total };
    },
  };
}
export type AdminLists = ReturnType<typeof adminLists>;

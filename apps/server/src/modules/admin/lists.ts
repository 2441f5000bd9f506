import { isEstimatedTotal } from '@shortlist/contract';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
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

const whereOf = (where: SQL | undefined) => (where ? sql`where ${where}` : sql``);

/** What a page is cut from (`from` and `where`), and the list's total. */
type Source = { from: SQL; where: SQL | undefined; total: number };

/**
 * The rows of `table` matching `where`, and their total (totals.ts). A search matching at most
 * ADMIN_EXACT_TOTAL_MAX rows (then counted exactly) has its matches read first, by the
 * search's own index, and sorted: `offset 0` keeps PostgreSQL from merging the subquery into
 * the page's query. Merged, the planner may instead walk the sort's index and test each row
 * on the way; it does so when it overestimates the matches, and when they are few and late in
 * the order that walk passes most of the table (20 to 40 ms at 100,000 visitors instead of
 * 0.5 ms, decision 0701).
 */
async function source(db: Db, table: PgTable, where: SQL | undefined): Promise<Source> {
  const total = await countOrEstimate(db, sql`from ${table} ${whereOf(where)}`);
  return where && !isEstimatedTotal(total)
    ? {
        from: sql`(select * from ${table} where ${where} offset 0) as ${table}`,
        where: undefined,
        total,
      }
    : { from: sql`${table}`, where, total };
}

/**
 * A page by key: the ids of the page's rows from the index alone (`order` is a scan of an
 * index holding the sort columns and the id), then `read` of only those rows, put back in
 * the page's order (rows read by id come back in any order).
 */
async function pageById<R extends { id: string }>(
  db: Db,
  src: Source,
  id: PgColumn,
  order: SQL[],
  page: Page,
  read: (ids: string[]) => Promise<R[]>,
): Promise<R[]> {
  const keys = await db
    // As SQL: drizzle refuses a column whose table is not the FROM (a subquery may be).
    .select({ id: sql<string>`${id}` })
    .from(src.from)
    .where(src.where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const ids = keys.map((k) => k.id);
  if (!ids.length) return [];
  const byId = new Map((await read(ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

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
      const src = await source(db, users, where);
      const items = await pageById(db, src, users.id, order, page, (ids) =>
        db
          .select({
            id: users.id,
            email: users.email,
            name: users.name,
            role: users.role,
            createdAt: users.createdAt,
          })
          .from(users)
          .where(inArray(users.id, ids)),
      );
      return { items, total: src.total };
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
      const src = await source(db, resumes, where);
      // Only the page's resumes are read, and joined with their owners.
      const items = await pageById(db, src, resumes.id, order, page, (ids) =>
        db
          .select({
            id: resumes.id,
            data: resumes.data,
            updatedAt: resumes.updatedAt,
            userEmail: users.email,
          })
          .from(resumes)
          .innerJoin(users, eq(users.id, resumes.userId))
          .where(inArray(resumes.id, ids)),
      );
      return { items, total: src.total };
    },

    async visitors(page: Page, q: string | undefined, order: SQL[]) {
      const where = q ? sql`${trafficVisitors.visitor} like ${prefixPattern(q)}` : undefined;
      const src = await source(db, trafficVisitors, where);
      // The index on (last_seen, visitor) holds the whole row: one index-only scan.
      const items = await db
        .select({
          // As SQL: drizzle refuses a column whose table is not the FROM (a subquery may be).
          ip: sql<string>`${trafficVisitors.visitor}`,
          active: sql<Date>`${trafficVisitors.lastSeen}`.mapWith(trafficVisitors.lastSeen),
        })
        .from(src.from)
        .where(src.where)
        .orderBy(...order)
        .limit(page.limit)
        .offset(page.offset);
      return { items, total: src.total };
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
      const src = await source(db, chatMessages, where);
      const items = await pageById(db, src, chatMessages.id, order, page, (ids) =>
        db
          .select({
            id: chatMessages.id,
            email: chatMessages.email,
            message: chatMessages.message,
            status: chatMessages.status,
            createdAt: chatMessages.createdAt,
          })
          .from(chatMessages)
          .where(inArray(chatMessages.id, ids)),
      );
      return { items, total: src.total };
    },
  };
}
export type AdminLists = ReturnType<typeof adminLists>;

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

/**
 * A page by key: the ids of the page's rows from the index alone (`order` is a scan of an
 * index holding the sort columns and the id), then `read` of only those rows, put back in
 * the page's order (rows read by id come back in any order).
 */
async function pageById<R extends { id: string }>(
  db: Db,
  from: { table: PgTable; id: PgColumn },
  where: SQL | undefined,
  order: SQL[],
  page: Page,
  read: (ids: string[]) => Promise<R[]>,
): Promise<R[]> {
  const keys = await db
    .select({ id: from.id })
    .from(from.table)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const ids = keys.map((k) => k.id as string);
  if (!ids.length) return [];
  const byId = new Map((await read(ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
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
      const items = await pageById(db, { table: users, id: users.id }, where, order, page, (ids) =>
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
      const total = await countOrEstimate(db, sql`from ${users} ${whereOf(where)}`);
      return { items, total };
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
      // Only the page's resumes are read, and joined with their owners.
      const items = await pageById(
        db,
        { table: resumes, id: resumes.id },
        where,
        order,
        page,
        (ids) =>
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
      const total = await countOrEstimate(db, sql`from ${resumes} ${whereOf(where)}`);
      return { items, total };
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
      const items = await pageById(
        db,
        { table: chatMessages, id: chatMessages.id },
        where,
        order,
        page,
        (ids) =>
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
      const total = await countOrEstimate(db, sql`from ${chatMessages} ${whereOf(where)}`);
      return { items, total };
    },
  };
}
export type AdminLists = ReturnType<typeof adminLists>;

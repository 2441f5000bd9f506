import { ADMIN_MAX_ROWS } from '@shortlist/contract';
import { and, asc, desc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  adminSessions,
  admins,
  chatMessages,
  pageVisits,
  resumes,
  trafficVisitors,
  users,
} from '../../db/schema/index.js';

export type AdminRow = typeof admins.$inferSelect;

/** `q` as a LIKE prefix pattern: lower-cased, its wildcards taken literally. */
export const prefixPattern = (q: string) =>
  `${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `-name` → descending on `name`. */
export function orderOf<S extends string>(
  sort: S,
  columns: Record<string, PgColumn | SQL>,
  tieBreak: PgColumn,
  /** The tie-break's direction in the index when it differs from the column's (`asc`). */
  tieBreakAlways?: 'asc',
): SQL[] {
  const descending = sort.startsWith('-');
  const column = columns[sort.replace(/^-/, '')];
  if (!column) throw new Error(`no column for sort ${sort}`);
  const tie =
    tieBreakAlways === 'asc' ? asc(tieBreak) : descending ? desc(tieBreak) : asc(tieBreak);
  return [descending ? desc(column) : asc(column), tie];
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Counts the rows of `from … where …` up to ADMIN_MAX_ROWS + 1: never a scan of them all. */
export async function boundedCount(db: Db, fromWhere: SQL): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from (select 1 ${fromWhere} limit ${ADMIN_MAX_ROWS + 1}) t`,
  );
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

export type Page = { limit: number; offset: number };

export function adminRepository(db: Db) {
  return {
    // Accounts and sessions.
    async findAdmin(userName: string) {
      const rows = await db.select().from(admins).where(eq(admins.userName, userName)).limit(1);
      return rows[0];
    },
    async countAdmins() {
      const rows = await db.select({ n: sql<number>`count(*)::int` }).from(admins);
      return rows[0]?.n ?? 0;
    },
    /** Creates the admin; undefined when the name is taken. */
    async insertAdmin(userName: string, passwordHash: string) {
      const rows = await db
        .insert(admins)
        .values({ userName, passwordHash })
        .onConflictDoNothing({ target: admins.userName })
        .returning();
      return rows[0];
    },
    /** A new password for the admin; every session of it ends. */
    async setPassword(adminId: string, passwordHash: string) {
      await db
        .update(admins)
        .set({ passwordHash, updatedAt: sql`now()` })
        .where(eq(admins.id, adminId));
      await db.delete(adminSessions).where(eq(adminSessions.adminId, adminId));
    },
    async updateHash(adminId: string, passwordHash: string) {
      await db.update(admins).set({ passwordHash }).where(eq(admins.id, adminId));
    },
    async insertSession(values: { tokenHash: string; adminId: string; expiresAt: Date }) {
      await db.insert(adminSessions).values(values);
    },
    async findLiveSession(tokenHash: string, now: Date) {
      const rows = await db
        .select({ id: admins.id, userName: admins.userName, expiresAt: adminSessions.expiresAt })
        .from(adminSessions)
        .innerJoin(admins, eq(admins.id, adminSessions.adminId))
        .where(and(eq(adminSessions.tokenHash, tokenHash), gt(adminSessions.expiresAt, now)))
        .limit(1);
      return rows[0];
    },
    async deleteSession(tokenHash: string) {
      await db.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash));
    },
    async deleteExpiredSessions(now: Date) {
      const gone = await db
        .delete(adminSessions)
        .where(lt(adminSessions.expiresAt, now))
        .returning({ tokenHash: adminSessions.tokenHash });
      return gone.length;
    },

    // The dashboard.
    async counts() {
      const result = await db.execute(
        sql`select (select count(*) from users)::int as users, (select count(*) from resumes)::int as resumes`,
      );
      return rowsOf<{ users: number; resumes: number }>(result)[0]!;
    },
    /** Rows a day over the last `days` days (UTC), from `table.column`. */
    async perDay(table: SQL, column: SQL, days: number, now: Date) {
      const result = await db.execute(sql`
        select to_char(date_trunc('day', ${column} at time zone 'UTC'), 'YYYY-MM-DD') as day,
               count(*)::int as count
        from ${table}
        where ${column} >= ${new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1))).toISOString()}
        group by 1`);
      return rowsOf<{ day: string; count: number }>(result);
    },

    // The lists.
    async users(page: Page, q: string | undefined, order: SQL[]) {
      const pattern = q ? prefixPattern(q) : undefined;
      const where = pattern
        ? sql`${users.email} like ${pattern} or lower(${users.name}) like ${pattern}`
        : undefined;
      const items = await db
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          role: users.role,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(where)
        .orderBy(...order)
        .limit(page.limit)
        .offset(page.offset);
      const total = await boundedCount(db, sql`from users ${where ? sql`where ${where}` : sql``}`);
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
      // The page is cut from resumes alone (its index); then only its rows meet their owners.
      const rows = await db
        .select({
          id: resumes.id,
          userId: resumes.userId,
          data: resumes.data,
          updatedAt: resumes.updatedAt,
        })
        .from(resumes)
        .where(where)
        .orderBy(...order)
        .limit(page.limit)
        .offset(page.offset);
      const ownerIds = [...new Set(rows.map((r) => r.userId))];
      const owners = ownerIds.length
        ? await db
            .select({ id: users.id, email: users.email })
            .from(users)
            .where(inArray(users.id, ownerIds))
        : [];
      const emailOf = new Map(owners.map((o) => [o.id, o.email]));
      const items = rows.map((r) => ({ ...r, userEmail: emailOf.get(r.userId) ?? '' }));
      const total = await boundedCount(
        db,
        sql`from resumes ${where ? sql`where ${where}` : sql``}`,
      );
      return { items, total };
    },

    async visitors(page: Page, q: string | undefined, order: SQL[]) {
      const where = q ? sql`${trafficVisitors.visitor} like ${prefixPattern(q)}` : undefined;
      // The page's keys come from the index alone; only those rows are read.
      const keys = await db
        .select({ visitor: trafficVisitors.visitor })
        .from(trafficVisitors)
        .where(where)
        .orderBy(...order)
        .limit(page.limit)
        .offset(page.offset);
      const items = keys.length
        ? await db
            .select({ ip: trafficVisitors.visitor, active: trafficVisitors.lastSeen })
            .from(trafficVisitors)
            .where(
              inArray(
                trafficVisitors.visitor,
                keys.map((k) => k.visitor),
              ),
            )
            .orderBy(...order)
        : [];
      const total = await boundedCount(
        db,
        sql`from traffic_visitors ${where ? sql`where ${where}` : sql``}`,
      );
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
      const total = await boundedCount(db, sql`from page_visits where ${where}`);
      return { items, total };
    },

    async messages(page: Page, q: string | undefined, order: SQL[]) {
      const where = q ? sql`lower(${chatMessages.email}) like ${prefixPattern(q)}` : undefined;
      // The page's ids come from the index alone; then only those rows are read.
      const ids = await db
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(where)
        .orderBy(...order)
        .limit(page.limit)
        .offset(page.offset);
      const items = ids.length
        ? await db
            .select({
              id: chatMessages.id,
              email: chatMessages.email,
              message: chatMessages.message,
              status: chatMessages.status,
              createdAt: chatMessages.createdAt,
            })
            .from(chatMessages)
            .where(
              inArray(
                chatMessages.id,
                ids.map((r) => r.id),
              ),
            )
            .orderBy(...order)
        : [];
      const total = await boundedCount(
        db,
        sql`from chat_messages ${where ? sql`where ${where}` : sql``}`,
      );
      return { items, total };
    },

    async pendingMessages() {
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(chatMessages)
        .where(eq(chatMessages.status, false));
      return rows[0]?.n ?? 0;
    },

    /** Marks the message complete (once: a complete one keeps its time); false if none. */
    async markMessage(id: string) {
      const rows = await db
        .update(chatMessages)
        .set({
          status: true,
          completedAt: sql`coalesce(${chatMessages.completedAt}, now())`,
        })
        .where(eq(chatMessages.id, id))
        .returning({ id: chatMessages.id });
      return rows.length > 0;
    },

    async resume(id: string) {
      const rows = await db.select().from(resumes).where(eq(resumes.id, id)).limit(1);
      return rows[0];
    },
  };
}
export type AdminRepository = ReturnType<typeof adminRepository>;

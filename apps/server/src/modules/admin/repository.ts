import { and, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { adminSessions, admins, chatMessages, resumes } from '../../db/schema/index.js';

export type AdminRow = typeof admins.$inferSelect;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

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

import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

export function authRepository(db: Db) {
  // Asked on every signed-in request: built once, prepared on each connection.
  const liveSession = db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('live_session');

  return {
    async insertUser(values: { email: string; name: string; passwordHash: string }) {
      const rows = await db
        .insert(users)
        .values({ ...values, role: 'person' })
        .onConflictDoNothing({ target: users.email })
        .returning();
      return rows[0];
    },
    async findUserByEmail(email: string) {
      const rows = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return rows[0];
    },
    async findUserById(id: string) {
      const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return rows[0];
    },
    async updatePasswordHash(id: string, passwordHash: string) {
      await db.update(users).set({ passwordHash }).where(eq(users.id, id));
    },
    async deleteUser(id: string) {
      await db.delete(users).where(eq(users.id, id));
    },
    async insertSession(values: { tokenHash: string; userId: string; expiresAt: Date }) {
      await db.insert(sessions).values(values);
    },
    /** The live session of a token hash with its user, or undefined. */
    async findLiveSession(tokenHash: string, now: Date) {
      const rows = await liveSession.execute({ tokenHash, now: now.toISOString() });
      return rows[0];
    },
    async deleteSession(tokenHash: string) {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },
    /** Deletes every session that ended before `now`; answers how many. */
    async deleteExpiredSessions(now: Date) {
      const gone = await db
        .delete(sessions)
        .where(lt(sessions.expiresAt, now))
        .returning({ tokenHash: sessions.tokenHash });
      return gone.length;
    },
  };
}
export type AuthRepository = ReturnType<typeof authRepository>;

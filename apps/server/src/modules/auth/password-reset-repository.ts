import { and, count, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { passwordResets, sessions, users } from '../../db/schema/index.js';

/** The SQL of reset links and of what a new password changes (on the database or a transaction). */
export function passwordResetRepository(db: Db) {
  return {
    async insert(values: { tokenHash: string; userId: string; expiresAt: Date }) {
      await db.insert(passwordResets).values(values);
    },
    /** Links made for the account since `since` (used or not): the per-account limit. */
    async countSince(userId: string, since: Date) {
      const rows = await db
        .select({ n: count() })
        .from(passwordResets)
        .where(and(eq(passwordResets.userId, userId), gt(passwordResets.createdAt, since)));
      return rows[0]?.n ?? 0;
    },
    /** The account's links that can no longer work (expired before `before`) go. */
    async deleteExpired(userId: string, before: Date) {
      await db
        .delete(passwordResets)
        .where(and(eq(passwordResets.userId, userId), lt(passwordResets.expiresAt, before)));
    },
    /** The unused, unexpired link of a token hash, with its account; undefined otherwise. */
    async findLive(tokenHash: string, now: Date) {
      const rows = await db
        .select({ user: users })
        .from(passwordResets)
        .innerJoin(users, eq(users.id, passwordResets.userId))
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now),
          ),
        )
        .limit(1);
      return rows[0]?.user;
    },
    /**
     * Uses a link: true for exactly one caller, however many try at once (the row is only
     * updated while unused and unexpired).
     */
    async consume(tokenHash: string, now: Date) {
      const rows = await db
        .update(passwordResets)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResets.userId });
      return rows[0]?.userId;
    },
    /** Every other link of the account stops working (the one used stays, marked used). */
    async deleteOthers(userId: string, tokenHash: string) {
      await db
        .delete(passwordResets)
        .where(and(eq(passwordResets.userId, userId), ne(passwordResets.tokenHash, tokenHash)));
    },
    async setPasswordHash(userId: string, passwordHash: string) {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },
    /** Ends the account's sessions, all of them or all but `keepTokenHash`; answers how many. */
    async deleteSessions(userId: string, keepTokenHash?: string) {
      const gone = await db
        .delete(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : sql`true`,
          ),
        )
        .returning({ tokenHash: sessions.tokenHash });
      return gone.length;
    },
  };
}

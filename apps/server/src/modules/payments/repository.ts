import { and, count, desc, eq, gt, isNotNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedStatement, rawStatement } from '../../db/prepared.js';
import {
  checkoutSessions,
  downloadGrants,
  paymentEvents,
  purchases,
  users,
} from '../../db/schema/index.js';

const p = (name: string) => sql.placeholder(name);

/**
 * Whether a single plan of `userId` covers the resume `resumeId` while they hold no Unlimited
 * plan: such a resume is read-only (423). A condition, so the draft update can carry it in its
 * own statement (decision 0900).
 */
export const resumeLockedBy = (userId: SQLWrapper, resumeId: SQLWrapper) => sql`exists (
    select 1 from ${purchases} b
     where b.user_id = ${userId} and b.plan = 'one-time' and b.bound_resume_id = ${resumeId}
       and not exists (select 1 from ${purchases} u where u.user_id = ${userId} and u.plan = 'unlimited'))`;

/** Is the resume locked (`resumeLockedBy`)? Asked after an update wrote nothing: why not. */
export const RESUME_LOCKED = rawStatement(
  'resume_locked',
  () => sql`select 1 as locked where ${resumeLockedBy(p('userId'), p('resumeId'))}`,
);

export type PurchaseRow = typeof purchases.$inferSelect;
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
export type GrantRow = typeof downloadGrants.$inferSelect;

/** The SQL of plans, purchases, checkouts, payment events and download grants. */
export function paymentsRepository(db: Db) {
  return {
    /**
     * Locks the user's row until the transaction ends: every grant of one user waits for the
     * one before it, so a check and its consumption can never interleave with another's.
     */
    async lockUser(userId: string) {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      return rows.length > 0;
    },
    async purchasesOf(userId: string) {
      return db
        .select()
        .from(purchases)
        .where(eq(purchases.userId, userId))
        .orderBy(desc(purchases.createdAt));
    },
    async freeGrantsUsed(userId: string) {
      const rows = await db
        .select({ n: count() })
        .from(downloadGrants)
        .where(and(eq(downloadGrants.userId, userId), eq(downloadGrants.source, 'free')));
      return rows[0]?.n ?? 0;
    },
    async activeGrant(userId: string, resumeId: string) {
      const rows = await db
        .select()
        .from(downloadGrants)
        .where(
          and(
            eq(downloadGrants.userId, userId),
            eq(downloadGrants.resumeId, resumeId),
            gt(downloadGrants.expiresAt, sql`now()`),
          ),
        )
        .limit(1);
      return rows[0];
    },
    async insertGrant(grant: typeof downloadGrants.$inferInsert) {
      const rows = await db.insert(downloadGrants).values(grant).returning();
      return rows[0] as GrantRow;
    },
    /** Binds an unbound single plan to a resume; false when another request bound it first. */
    async bindPurchase(purchaseId: string, resumeId: string) {
      const rows = await db
        .update(purchases)
        .set({ boundResumeId: resumeId, boundAt: sql`now()` })
        .where(and(eq(purchases.id, purchaseId), sql`${purchases.boundAt} is null`))
        .returning({ id: purchases.id });
      return rows.length > 0;
    },
    /** Whether a single plan covers this resume while the user holds no Unlimited plan. */
    async isLocked(userId: string, resumeId: string) {
      const rows = await preparedStatement(db, RESUME_LOCKED)({ userId, resumeId });
      return rows.length > 0;
    },
    async insertCheckoutSession(row: typeof checkoutSessions.$inferInsert) {
      await db.insert(checkoutSessions).values(row);
    },
    async checkoutSession(userId: string, id: string) {
      const rows = await db
        .select()
        .from(checkoutSessions)
        .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.userId, userId)));
      return rows[0];
    },
    /** A checkout this app started, whoever asks (the webhook): undefined when it did not. */
    async checkoutSessionById(id: string) {
      const rows = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
      return rows[0];
    },
    async setCheckoutStatus(id: string, status: 'paid' | 'rejected') {
      await db.update(checkoutSessions).set({ status }).where(eq(checkoutSessions.id, id));
    },
    async purchaseOfSession(checkoutSessionId: string) {
      const rows = await db
        .select()
        .from(purchases)
        .where(eq(purchases.checkoutSessionId, checkoutSessionId));
      return rows[0];
    },
    /** Records an event once: false when its id was recorded before (a redelivery). */
    async insertEvent(event: typeof paymentEvents.$inferInsert) {
      const rows = await db
        .insert(paymentEvents)
        .values(event)
        .onConflictDoNothing({ target: paymentEvents.id })
        .returning({ id: paymentEvents.id });
      return rows.length > 0;
    },
    async setEventOutcome(id: string, outcome: string, reason?: string) {
      await db
        .update(paymentEvents)
        .set({ outcome, reason: reason ?? null })
        .where(eq(paymentEvents.id, id));
    },
    /** Inserts the purchase of a checkout session once: undefined when it was fulfilled before. */
    async insertPurchase(row: typeof purchases.$inferInsert) {
      const rows = await db
        .insert(purchases)
        .values(row)
        .onConflictDoNothing({ target: purchases.checkoutSessionId })
        .returning();
      return rows[0];
    },
    async eventsOfSession(checkoutSessionId: string) {
      return db
        .select()
        .from(paymentEvents)
        .where(
          and(
            isNotNull(paymentEvents.checkoutSessionId),
            eq(paymentEvents.checkoutSessionId, checkoutSessionId),
          ),
        );
    },
  };
}
export type PaymentsRepository = ReturnType<typeof paymentsRepository>;

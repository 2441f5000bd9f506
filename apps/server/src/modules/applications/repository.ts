import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applications } from '../../db/schema/index.js';

export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicationValues = Partial<
  Omit<ApplicationRow, 'id' | 'userId' | 'createdAt' | 'updatedAt'>
>;

/** The SQL of applications: every query filtered by the user, so another's is not found. */
export function applicationsRepository(db: Db) {
  const mine = (userId: string, id: string) =>
    and(eq(applications.id, id), eq(applications.userId, userId));
  return {
    async insert(userId: string, values: ApplicationValues & { company: string; role: string }) {
      const rows = await db
        .insert(applications)
        .values({ ...values, userId })
        .returning();
      return rows[0] as ApplicationRow;
    },
    async countOf(userId: string) {
      const rows = await db
        .select({ n: count() })
        .from(applications)
        .where(eq(applications.userId, userId));
      return rows[0]?.n ?? 0;
    },
    listOf(userId: string) {
      return db
        .select()
        .from(applications)
        .where(eq(applications.userId, userId))
        .orderBy(desc(applications.createdAt), desc(applications.id));
    },
    async find(userId: string, id: string) {
      const rows = await db.select().from(applications).where(mine(userId, id)).limit(1);
      return rows[0];
    },
    async update(userId: string, id: string, values: ApplicationValues) {
      const rows = await db
        .update(applications)
        .set({ ...values, updatedAt: new Date() })
        .where(mine(userId, id))
        .returning();
      return rows[0];
    },
    async delete(userId: string, id: string) {
      const rows = await db
        .delete(applications)
        .where(mine(userId, id))
        .returning({ id: applications.id });
      return rows.length > 0;
    },
  };
}

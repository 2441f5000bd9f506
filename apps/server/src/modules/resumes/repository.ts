import { and, desc, eq, sql } from 'drizzle-orm';
import type { ResumeStatus } from '@shortlist/contract';
import type { Db } from '../../db/client.js';
import { downloads, resumes } from '../../db/schema/index.js';

export type ResumeRow = typeof resumes.$inferSelect;

/**
 * The SQL of resumes and downloads, on a database or a transaction (`withTransaction`).
 * Every query is scoped to its owner: a resume of another user is simply not found.
 */
export function resumesRepository(db: Db) {
  // The builder asks for the latest draft on every load: built once, prepared per connection.
  const latest = db
    .select()
    .from(resumes)
    .where(and(eq(resumes.userId, sql.placeholder('userId')), eq(resumes.status, 'draft')))
    .orderBy(desc(resumes.updatedAt))
    .limit(1)
    .prepare('latest_draft');

  return {
    async insert(userId: string, data: unknown, status: ResumeStatus) {
      const rows = await db.insert(resumes).values({ userId, data, status }).returning();
      return rows[0] as ResumeRow;
    },
    async find(userId: string, id: string) {
      const rows = await db
        .select()
        .from(resumes)
        .where(and(eq(resumes.id, id), eq(resumes.userId, userId)))
        .limit(1);
      return rows[0];
    },
    async latestDraft(userId: string) {
      const rows = await latest.execute({ userId });
      return rows[0];
    },
    async listByUser(userId: string) {
      return db
        .select()
        .from(resumes)
        .where(eq(resumes.userId, userId))
        .orderBy(desc(resumes.updatedAt));
    },
    /** Writes only when `version` is still current; undefined when it was not (or no such row). */
    async updateIfVersion(
      userId: string,
      id: string,
      version: number,
      data: unknown,
      status?: ResumeStatus,
    ) {
      const rows = await db
        .update(resumes)
        .set({
          data,
          version: sql`${resumes.version} + 1`,
          updatedAt: sql`now()`,
          ...(status ? { status } : {}),
        })
        .where(and(eq(resumes.id, id), eq(resumes.userId, userId), eq(resumes.version, version)))
        .returning();
      return rows[0];
    },
    async remove(userId: string, id: string) {
      const rows = await db
        .delete(resumes)
        .where(and(eq(resumes.id, id), eq(resumes.userId, userId)))
        .returning({ id: resumes.id });
      return rows.length > 0;
    },
    async insertDownload(userId: string, resumeId: string, format: string) {
      const rows = await db.insert(downloads).values({ userId, resumeId, format }).returning();
      return rows[0] as typeof downloads.$inferSelect;
    },
    async listDownloads(userId: string) {
      return db
        .select()
        .from(downloads)
        .where(eq(downloads.userId, userId))
        .orderBy(desc(downloads.createdAt));
    },
  };
}
export type ResumesRepository = ReturnType<typeof resumesRepository>;

import { and, count, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { ResumeStatus } from '@shortlist/contract';
import type { Db } from '../../db/client.js';
import {
  downloads,
  resumeIdempotencyKeys,
  resumes,
  resumeVersions,
  users,
} from '../../db/schema/index.js';

export type ResumeRow = typeof resumes.$inferSelect;

/** The columns the list shows, kept beside the document at every write. */
export type SummaryColumns = {
  autoTitle: string;
  templateId: string;
  completeStep: number;
  progress: number;
};

/** How many versions are always kept; older ones only as the last of their day, for 30 days. */
export const KEEP_LAST_VERSIONS = 50;
export const KEEP_DAILY_DAYS = 30;

/** A position in the list: updated_at in microseconds since 1970, and the id. */
export type ListCursor = { micros: bigint; id: string };

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

  const updatedMicros = sql<string>`(extract(epoch from ${resumes.updatedAt}) * 1000000)::bigint::text`;

  return {
    async insert(
      userId: string,
      data: unknown,
      status: ResumeStatus,
      summary: SummaryColumns,
      title: string | null = null,
    ) {
      const rows = await db
        .insert(resumes)
        .values({ userId, data, status, title, ...summary })
        .returning();
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
    /** Every resume whole (the account export). */
    async listByUser(userId: string) {
      return db
        .select()
        .from(resumes)
        .where(eq(resumes.userId, userId))
        .orderBy(desc(resumes.updatedAt), desc(resumes.id));
    },
    /**
     * One page of the list, newest edit first, without the documents (a row written before
     * the summary columns existed brings its document along, to compute them).
     */
    async listSummaries(userId: string, limit: number, after?: ListCursor) {
      const position = after
        ? sql`(${resumes.updatedAt}, ${resumes.id}) < ('epoch'::timestamptz + ${after.micros.toString()}::bigint * interval '1 microsecond', ${after.id}::uuid)`
        : undefined;
      return db
        .select({
          id: resumes.id,
          status: resumes.status,
          title: resumes.title,
          autoTitle: resumes.autoTitle,
          templateId: resumes.templateId,
          completeStep: resumes.completeStep,
          progress: resumes.progress,
          createdAt: resumes.createdAt,
          updatedAt: resumes.updatedAt,
          micros: updatedMicros,
          legacyData: sql<unknown>`case when ${resumes.progress} is null then ${resumes.data} end`,
        })
        .from(resumes)
        .where(and(eq(resumes.userId, userId), position))
        .orderBy(desc(resumes.updatedAt), desc(resumes.id))
        .limit(limit);
    },
    async countByUser(userId: string) {
      const rows = await db.select({ n: count() }).from(resumes).where(eq(resumes.userId, userId));
      return rows[0]?.n ?? 0;
    },
    /** Locks the user's row until the transaction ends: creations of one user run one at a time. */
    async lockUser(userId: string) {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },
    /** The user's resume whose document equals `data` (jsonb equality), if any. */
    async findIdentical(userId: string, data: unknown) {
      const rows = await db
        .select()
        .from(resumes)
        .where(
          and(eq(resumes.userId, userId), sql`${resumes.data} = ${JSON.stringify(data)}::jsonb`),
        )
        .orderBy(desc(resumes.updatedAt))
        .limit(1);
      return rows[0];
    },
    /**
     * Keeps the current content of the resume as a version, when `version` is still current.
     * False when it is not (or no such resume). Run in the transaction of the update.
     */
    async keepVersion(userId: string, id: string, version: number) {
      const kept = await db.execute(sql`
        insert into ${resumeVersions} (resume_id, version, user_id, data, title, updated_at)
        select id, version, user_id, data, coalesce(title, auto_title, ''), updated_at
          from ${resumes} where id = ${id} and user_id = ${userId} and version = ${version}
        on conflict do nothing
        returning version`);
      return ((kept as unknown as { rows: unknown[] }).rows ?? []).length > 0;
    },
    /** The last 50 versions, and the last of each day of the 30 days before; the rest goes. */
    async pruneVersions(id: string) {
      await db.execute(sql`
        delete from ${resumeVersions} v
         where v.resume_id = ${id}
           and v.version < (select min(version) from (
                 select version from ${resumeVersions} where resume_id = ${id}
                  order by version desc limit ${KEEP_LAST_VERSIONS}) last)
           and (v.updated_at < now() - ${`${KEEP_DAILY_DAYS} days`}::interval
                or exists (select 1 from ${resumeVersions} w
                            where w.resume_id = v.resume_id and w.version > v.version
                              and date_trunc('day', w.updated_at at time zone 'UTC')
                                = date_trunc('day', v.updated_at at time zone 'UTC')))`);
    },
    /** Writes only when `version` is still current; undefined when it was not (or no such row). */
    async updateIfVersion(
      userId: string,
      id: string,
      version: number,
      data: unknown,
      summary: SummaryColumns,
      status?: ResumeStatus,
    ) {
      const rows = await db
        .update(resumes)
        .set({
          data,
          ...summary,
          version: sql`${resumes.version} + 1`,
          updatedAt: sql`now()`,
          ...(status ? { status } : {}),
        })
        .where(and(eq(resumes.id, id), eq(resumes.userId, userId), eq(resumes.version, version)))
        .returning();
      return rows[0];
    },
    async rename(userId: string, id: string, title: string) {
      const rows = await db
        .update(resumes)
        .set({ title, updatedAt: sql`now()` })
        .where(and(eq(resumes.id, id), eq(resumes.userId, userId)))
        .returning();
      return rows[0];
    },
    async listVersions(userId: string, id: string) {
      return db
        .select({
          version: resumeVersions.version,
          updatedAt: resumeVersions.updatedAt,
          title: resumeVersions.title,
        })
        .from(resumeVersions)
        .where(and(eq(resumeVersions.resumeId, id), eq(resumeVersions.userId, userId)))
        .orderBy(desc(resumeVersions.version));
    },
    async findVersion(userId: string, id: string, version: number) {
      const rows = await db
        .select()
        .from(resumeVersions)
        .where(
          and(
            eq(resumeVersions.resumeId, id),
            eq(resumeVersions.userId, userId),
            eq(resumeVersions.version, version),
          ),
        )
        .limit(1);
      return rows[0];
    },
    async remove(userId: string, id: string) {
      const rows = await db
        .delete(resumes)
        .where(and(eq(resumes.id, id), eq(resumes.userId, userId)))
        .returning({ id: resumes.id });
      return rows.length > 0;
    },
    /** The first answer to this key of this user on this route, within 24 hours. */
    async findIdempotent(userId: string, route: string, key: string) {
      const rows = await db
        .select()
        .from(resumeIdempotencyKeys)
        .where(
          and(
            eq(resumeIdempotencyKeys.userId, userId),
            eq(resumeIdempotencyKeys.route, route),
            eq(resumeIdempotencyKeys.key, key),
            gt(resumeIdempotencyKeys.createdAt, sql`now() - interval '24 hours'`),
          ),
        )
        .limit(1);
      return rows[0];
    },
    /** Remembers an answer; drops this user's keys older than 24 hours on the way. */
    async rememberIdempotent(
      userId: string,
      route: string,
      key: string,
      status: number,
      body: unknown,
    ) {
      await db
        .delete(resumeIdempotencyKeys)
        .where(
          and(
            eq(resumeIdempotencyKeys.userId, userId),
            or(
              lt(resumeIdempotencyKeys.createdAt, sql`now() - interval '24 hours'`),
              and(eq(resumeIdempotencyKeys.route, route), eq(resumeIdempotencyKeys.key, key)),
            ),
          ),
        );
      await db.insert(resumeIdempotencyKeys).values({ userId, route, key, status, body });
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

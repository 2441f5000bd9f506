import { and, count, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { ResumeStatus } from '@shortlist/contract';
import type { Db } from '../../db/client.js';
import { isoText } from '../../db/iso-text.js';
import type { NamedStatement } from '../../db/prepared.js';
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

/**
 * The latest draft as the API's record in JSON text: no parsing, no serialising in Node
 * (decision 0900). Null `json` with a row: a row from before `auto_title` (the service computes
 * its title).
 */
function latestDraftJsonQuery(db: Db) {
  return db
    .select({
      json: sql<
        string | null
      >`case when coalesce(${resumes.title}, ${resumes.autoTitle}) is not null
        then (${resumes.data} || jsonb_build_object(
          '_id', ${resumes.id}, 'id', ${resumes.id}, 'userId', ${resumes.userId},
          'status', ${resumes.status}, 'title', coalesce(${resumes.title}, ${resumes.autoTitle}),
          'version', ${resumes.version}, 'createdAt', ${isoText(resumes.createdAt)},
          'updatedAt', ${isoText(resumes.updatedAt)}))::text end`,
    })
    .from(resumes)
    .where(and(eq(resumes.userId, sql.placeholder('userId')), eq(resumes.status, 'draft')))
    .orderBy(desc(resumes.updatedAt))
    .limit(1);
}

/** getdraft's one statement (placeholder `userId`). */
export const LATEST_DRAFT_JSON = {
  name: 'latest_draft_json',
  query: latestDraftJsonQuery,
} satisfies NamedStatement;

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

  const latestJson = latestDraftJsonQuery(db).prepare(LATEST_DRAFT_JSON.name);

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
    /** The latest draft as the API's record in JSON text; `{ json: null }` for an old row. */
    async latestDraftJson(userId: string) {
      const rows = await latestJson.execute({ userId });
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

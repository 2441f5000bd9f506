import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { resumes, shareLinks, shareViews } from '../../db/schema/index.js';

export type ShareLinkRow = typeof shareLinks.$inferSelect;

/** The SQL of share links and their daily view keys. */
export function shareRepository(db: Db) {
  return {
    async insert(values: { slug: string; userId: string; resumeId: string }) {
      const rows = await db.insert(shareLinks).values(values).returning();
      return rows[0] as ShareLinkRow;
    },
    async countOf(userId: string) {
      const rows = await db
        .select({ n: count() })
        .from(shareLinks)
        .where(eq(shareLinks.userId, userId));
      return rows[0]?.n ?? 0;
    },
    /** The user's links, newest first. */
    async listOf(userId: string) {
      return db
        .select()
        .from(shareLinks)
        .where(eq(shareLinks.userId, userId))
        .orderBy(desc(shareLinks.createdAt), desc(shareLinks.slug));
    },
    async setAllowDownload(userId: string, slug: string, allowDownload: boolean) {
      const rows = await db
        .update(shareLinks)
        .set({ allowDownload })
        .where(and(eq(shareLinks.slug, slug), eq(shareLinks.userId, userId)))
        .returning();
      return rows[0];
    },
    /** Deletes one of the user's links; false when it is not theirs (or does not exist). */
    async delete(userId: string, slug: string) {
      const rows = await db
        .delete(shareLinks)
        .where(and(eq(shareLinks.slug, slug), eq(shareLinks.userId, userId)))
        .returning({ slug: shareLinks.slug });
      return rows.length > 0;
    },
    /** A live link with its resume's stored document. */
    async findPublic(slug: string) {
      const rows = await db
        .select({ link: shareLinks, data: resumes.data })
        .from(shareLinks)
        .innerJoin(resumes, eq(resumes.id, shareLinks.resumeId))
        .where(eq(shareLinks.slug, slug))
        .limit(1);
      return rows[0];
    },
    /**
     * Counts a visitor once a day: the view's key is inserted, and only a new key adds one to
     * the link's count (one statement, so parallel views cannot lose or double a count).
     */
    async countView(slug: string, day: string, visitor: string) {
      await db.execute(sql`
        with seen as (
          insert into ${shareViews} (slug, day, visitor) values (${slug}, ${day}, ${visitor})
          on conflict do nothing
          returning slug
        )
        update ${shareLinks} set views = views + 1
        where slug = (select slug from seen)`);
    },
    /** View keys of days before `day` go: a key only ever deduplicates within its day. */
    async deleteViewsBefore(day: string) {
      const gone = await db
        .delete(shareViews)
        .where(lt(shareViews.day, day))
        .returning({ slug: shareViews.slug });
      return gone.length;
    },
  };
}

import type { ResumeStatus, ResumeSummary } from '@shortlist/contract';
import type { Resume } from '@shortlist/resume/schema/resume';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isoText } from '../../db/iso-text.js';
import { preparedStatement, rawStatement } from '../../db/prepared.js';
import { resumes } from '../../db/schema/index.js';
import { summaryOf } from './records.js';
import { decodeCursor, encodeCursor } from './request-inputs.js';

// The summaries list (`GET /addresume/getallresumes/:userId`), one page at a time, newest edit
// first. The database builds the answer's JSON text, which the route sends as it comes
// (decision 0900): Node neither maps rows nor serialises them nor checks the answer against the
// response schema. The text is exactly what that schema's serialisation gave: its keys in its
// order, no spaces, strings escaped as JSON.stringify escapes them (`to_json`), timestamps as
// `toISOString()` writes them (UTC, cut to the millisecond). `test/summaries-answer.test.ts`
// holds it to that, byte for byte.

const p = (name: string) => sql.placeholder(name);
const micros = (column: string) => `(extract(epoch from ${column}) * 1000000)::bigint::text`;
/** Rows after the cursor's position (placeholders `micros`, text, and `afterId`). */
const afterCursor = () =>
  sql`(updated_at, id) < ('epoch'::timestamptz + ${p('micros')}::bigint * interval '1 microsecond', ${p('afterId')}::uuid)`;

/**
 * One page as `{"items":[…],"nextCursor":…}` in JSON text, or null `json` when a row of the page
 * was written before the summary columns existed (its columns are computed from its document, in
 * Node). Placeholders `userId`, `limit` (the page size), and after a cursor `micros` (text) and
 * `afterId`. It reads one row more than the page to know whether another page follows.
 */
function listJson(after: boolean) {
  const position = after ? sql`and ${afterCursor()}` : sql``;
  const limit = sql`${p('limit')}::int`;
  const item = sql`'{"_id":"' || id::text
      || '","title":' || to_json(coalesce(title, auto_title, ''))::text
      || ',"templateId":' || to_json(coalesce(template_id, 'template-1'))::text
      || ',"status":"' || status::text
      || '","completeStep":' || coalesce(complete_step, 0)::text
      || ',"progressPercentage":' || coalesce(progress, 0)::text
      || ',"createdAt":"' || ${isoText('created_at')}
      || '","updatedAt":"' || ${isoText('updated_at')} || '"}'`;
  return sql`
    with page as (
      select id, status, title, auto_title, template_id, complete_step, progress,
             created_at, updated_at
        from ${resumes}
       where user_id = ${p('userId')} ${position}
       order by updated_at desc, id desc
       limit ${limit} + 1
    ), numbered as (
      select *, row_number() over (order by updated_at desc, id desc) as n from page
    )
    select case when bool_and(progress is not null) filter (where n <= ${limit}) is not false
      then '{"items":[' || coalesce(string_agg(${item}, ',' order by n) filter (where n <= ${limit}), '')
        || '],"nextCursor":' || case when count(*) > ${limit}
          then '"' || max(${sql.raw(micros('updated_at'))} || '.' || id::text) filter (where n = ${limit}) || '"'
          else 'null' end
        || '}'
      end as json
      from numbered`;
}

/** The list's first page (what the list asks at every visit). */
export const LIST_SUMMARIES = rawStatement('list_summaries', () => listJson(false));
/** A later page, after a cursor. */
export const LIST_SUMMARIES_AFTER = rawStatement('list_summaries_after', () => listJson(true));

/**
 * A page as rows, for a page holding a row written before the summary columns (the documents of
 * those rows come along, to compute their columns). Rare: no new row is written without them.
 */
function listRows(db: Db, after: boolean) {
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
      micros: sql<string>`${sql.raw(micros('updated_at'))}`,
      legacyData: sql<unknown>`case when ${resumes.progress} is null then ${resumes.data} end`,
    })
    .from(resumes)
    .where(and(eq(resumes.userId, sql.placeholder('userId')), after ? afterCursor() : undefined))
    .orderBy(desc(resumes.updatedAt), desc(resumes.id))
    .limit(sql.placeholder('limit'));
}

type Row = Awaited<ReturnType<ReturnType<typeof listRows>['execute']>>[number];

/** A row as the list's item; a row without summary columns gets them from its document. */
function itemOf(row: Row): ResumeSummary {
  const legacy = row.legacyData ? summaryOf(row.legacyData as Resume) : null;
  return {
    _id: row.id,
    title: row.title ?? row.autoTitle ?? legacy?.autoTitle ?? '',
    templateId: (row.templateId ?? legacy?.templateId ?? 'template-1') as Resume['templateId'],
    status: row.status as ResumeStatus,
    completeStep: row.completeStep ?? legacy?.completeStep ?? 0,
    progressPercentage: row.progress ?? legacy?.progress ?? 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The list's pages as JSON text, for `userId`, `limit` items, after `cursor` when given. */
export function summariesLister(db: Db) {
  const first = preparedStatement<{ json: string | null }>(db, LIST_SUMMARIES);
  const later = preparedStatement<{ json: string | null }>(db, LIST_SUMMARIES_AFTER);
  const rows = listRows(db, false).prepare('list_summary_rows');
  const rowsAfter = listRows(db, true).prepare('list_summary_rows_after');

  return async function summaries(userId: string, limit: number, cursor?: string) {
    const after = cursor ? decodeCursor(cursor) : undefined;
    const position = after && { micros: after.micros.toString(), afterId: after.id };
    const [answer] = await (position
      ? later({ userId, limit, ...position })
      : first({ userId, limit }));
    if (answer?.json) return answer.json;
    // A row from before the summary columns is on this page: read it as rows.
    const read = await (position
      ? rowsAfter.execute({ userId, limit: limit + 1, ...position })
      : rows.execute({ userId, limit: limit + 1 }));
    const page = read.slice(0, limit);
    const last = page.at(-1);
    const nextCursor = read.length > limit && last ? encodeCursor(last.micros, last.id) : null;
    return JSON.stringify({ items: page.map(itemOf), nextCursor });
  };
}

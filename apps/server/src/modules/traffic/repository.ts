import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedStatement, rawStatement } from '../../db/prepared.js';
import { analyticsSalts, pageVisits, trafficVisitors } from '../../db/schema/index.js';

/** The rows of a raw statement (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Rows deleted per statement by the retention job, so no delete holds locks for long. */
const DELETE_BATCH = 10_000;

/** A visit to store; its id is made by the app (`pageTrafficID`). */
export type NewVisit = { id: string; visitor: string; path: string; at: Date };

const p = (name: string) => sql.placeholder(name);

/**
 * A batch of visits (JSON rows) and their visitors' counts, in one prepared statement; its
 * parameters: `visitParams`.
 */
export const INSERT_VISITS = rawStatement(
  'insert_visits',
  () => sql`
      with visit as (
        insert into ${pageVisits} (id, visitor, path, created_at)
        select id, visitor, path, at
          from jsonb_to_recordset(${p('rows')}::jsonb) as v(id uuid, visitor text, path text, at timestamptz)
      )
      insert into ${trafficVisitors} (visitor, first_seen, last_seen, visits)
      select visitor, first, last, n
        from jsonb_to_recordset(${p('counts')}::jsonb) as s(visitor text, first timestamptz, last timestamptz, n int)
      on conflict (visitor) do update
        set last_seen = greatest(${trafficVisitors.lastSeen}, excluded.last_seen),
            visits = ${trafficVisitors.visits} + excluded.visits`,
);

/**
 * The placeholder values of `INSERT_VISITS` for a batch: the visits as JSON rows, and each
 * visitor's count, first and last visit in it (a visitor seen several times is counted once
 * per visit).
 */
export function visitParams(visits: NewVisit[]) {
  const visitors = new Map<string, { visitor: string; first: Date; last: Date; n: number }>();
  for (const { visitor, at } of visits) {
    const seen = visitors.get(visitor);
    if (!seen) visitors.set(visitor, { visitor, first: at, last: at, n: 1 });
    else {
      seen.n += 1;
      if (at < seen.first) seen.first = at;
      if (at > seen.last) seen.last = at;
    }
  }
  const rows = JSON.stringify(
    visits.map(({ id, visitor, path, at }) => ({ id, visitor, path, at })),
  );
  return { rows, counts: JSON.stringify([...visitors.values()]) };
}

/** The end of a visit: the larger count is kept. Answers the visit's id when there is one. */
const END_VISIT = rawStatement(
  'end_visit',
  () => sql`
      update ${pageVisits}
         set count = greatest(${pageVisits.count}, ${p('count')}::int),
             ended_at = ${p('at')}::timestamptz
       where id = ${p('id')}::uuid
      returning id`,
);

/** The SQL of page visits, visitors and the daily salts. */
export function trafficRepository(db: Db) {
  return {
    /** The salt of `day`, created (once, whoever comes first) when it does not exist yet. */
    async saltOf(day: string, candidate: string) {
      await db.insert(analyticsSalts).values({ day, salt: candidate }).onConflictDoNothing();
      const rows = await db
        .select({ salt: analyticsSalts.salt })
        .from(analyticsSalts)
        .where(eq(analyticsSalts.day, day));
      return (rows[0] as { salt: string }).salt;
    },
    async deleteSaltsBefore(day: string) {
      const rows = await db
        .delete(analyticsSalts)
        .where(lt(analyticsSalts.day, day))
        .returning({ day: analyticsSalts.day });
      return rows.length;
    },
    /** Records visits and their visitors' counts and last visits in one statement. */
    async insertVisits(visits: NewVisit[]) {
      await preparedStatement(db, INSERT_VISITS)(visitParams(visits));
    },
    /** Keeps the larger count; false when there is no such visit. */
    async endVisit(id: string, count: number, at: Date) {
      const ended = preparedStatement<{ id: string }>(db, END_VISIT);
      return (await ended({ id, count, at: at.toISOString() })).length > 0;
    },
    /** Deletes visits made before `cutoff`, and visitors not seen since; answers the counts. */
    async deleteBefore(cutoff: Date) {
      let visits = 0;
      for (;;) {
        const batch = rowsOf<{ id: string }>(
          await db.execute(sql`
          delete from ${pageVisits} where id in (
            select id from ${pageVisits} where ${pageVisits.createdAt} < ${cutoff.toISOString()}
            limit ${DELETE_BATCH})
          returning id`),
        );
        visits += batch.length;
        if (batch.length < DELETE_BATCH) break;
      }
      const visitors = await db
        .delete(trafficVisitors)
        .where(and(lt(trafficVisitors.lastSeen, cutoff)))
        .returning({ visitor: trafficVisitors.visitor });
      return { visits, visitors: visitors.length };
    },
  };
}

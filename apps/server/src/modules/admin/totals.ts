import { ADMIN_EXACT_TOTAL_MAX } from '@shortlist/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The planner's row estimate for `select 1 from … where …` (no row is read). */
async function plannerRows(db: Db, fromWhere: SQL): Promise<number> {
  const result = await db.execute(sql`explain (format json) select 1 ${fromWhere}`);
  const cell = rowsOf<Record<string, unknown>>(result)[0]?.['QUERY PLAN'];
  // node-postgres and PGlite parse the json column; a driver that does not hands over text.
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [
    { Plan: { 'Plan Rows': number } },
  ];
  return Math.round(plan[0].Plan['Plan Rows']);
}

/**
 * The `total` of a list (decision 0701): exact up to ADMIN_EXACT_TOTAL_MAX matching rows,
 * counted with a LIMIT so at most that many plus one are read; above it, the planner's
 * estimate from the table's statistics (kept by autovacuum), never less than the exact bound
 * plus one. So a total above ADMIN_EXACT_TOTAL_MAX is always an estimate, and counting costs
 * the same at 100,000 rows as at 1,000.
 */
export async function countOrEstimate(db: Db, fromWhere: SQL): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from (select 1 ${fromWhere} limit ${ADMIN_EXACT_TOTAL_MAX + 1}) t`,
  );
  const counted = rowsOf<{ n: number }>(result)[0]?.n ?? 0;
  if (counted <= ADMIN_EXACT_TOTAL_MAX) return counted;
  return Math.max(await plannerRows(db, fromWhere), ADMIN_EXACT_TOTAL_MAX + 1);
}

import { Column, is, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A column of an index as the migration created it: plain (ASC NULLS LAST), or `{ desc }`
 * for drizzle's `.desc()`, which drizzle-kit writes as DESC NULLS LAST.
 */
export type IndexKey = PgColumn | { desc: PgColumn };

/**
 * The ORDER BY that one scan of an index yields, forward or backward (backward flips every
 * column's direction and the place of its nulls). PostgreSQL serves an ORDER BY from an index
 * only when directions and nulls places all match: `created_at desc` (NULLS FIRST) is not
 * served by an index on `created_at desc` as drizzle writes it (NULLS LAST), even on a NOT
 * NULL column, and falls back to sorting the whole table. So every admin sort is written from
 * the index that serves it. The columns are NOT NULL, so the nulls places change no result.
 */
export function scanOrder(index: IndexKey[], direction: 'forward' | 'backward'): SQL[] {
  return index.map((key) => {
    const descending = !is(key, Column);
    const column = is(key, Column) ? key : key.desc;
    // Forward: ASC NULLS LAST or DESC NULLS LAST; backward: DESC NULLS FIRST or ASC NULLS FIRST.
    const down = descending !== (direction === 'backward');
    const nulls = direction === 'forward' ? sql`nulls last` : sql`nulls first`;
    return sql`${column} ${down ? sql`desc` : sql`asc`} ${nulls}`;
  });
}

/** `q` as a LIKE prefix pattern: lower-cased, its wildcards taken literally. */
export const prefixPattern = (q: string) =>
  `${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

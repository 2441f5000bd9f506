import { sql, type SQLWrapper } from 'drizzle-orm';

/**
 * A timestamp column as text exactly as `Date#toISOString()` writes it (UTC, to the
 * millisecond), for the answers the database builds as JSON text (decision 0900). `column` is
 * a Drizzle column, or a column's name in raw SQL.
 */
export const isoText = (column: SQLWrapper | string) =>
  sql`to_char(${typeof column === 'string' ? sql.raw(column) : column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

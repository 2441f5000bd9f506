import { sql } from 'drizzle-orm';
import type { DbHandle } from '../../src/db/client.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The rows of a raw query. */
export async function query<T>(database: DbHandle, statement: ReturnType<typeof sql>) {
  return rowsOf<T>(await database.db.execute(statement));
}

/** How many rows a table holds. */
export async function countRows(database: DbHandle, table: string) {
  const rows = await query<{ n: number }>(
    database,
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  );
  return rows[0]!.n;
}

/** Every row of every table the app made (all schemas but the system's), as text. */
export async function dumpAllTables(database: DbHandle) {
  const tables = await query<{ schema: string; name: string }>(
    database,
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_type = 'BASE TABLE'
          and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  const dump: string[] = [];
  for (const { schema, name } of tables) {
    const rows = await query<{ row: string }>(
      database,
      sql`select t::text as row from ${sql.identifier(schema)}.${sql.identifier(name)} t`,
    );
    dump.push(`${schema}.${name}: ${rows.map((r) => r.row).join('\n')}`);
  }
  return { tables: tables.map((t) => `${t.schema}.${t.name}`), text: dump.join('\n') };
}

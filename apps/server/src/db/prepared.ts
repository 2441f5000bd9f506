import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

const dialect = new PgDialect();
const statements = new WeakMap<Db, Map<string, (params: Record<string, unknown>) => unknown>>();

/**
 * A raw statement (with `sql.placeholder(name)` for its parameters) as a named prepared
 * statement: PostgreSQL parses and plans it once per connection, not at every execution
 * (decision 0900). Built once per database and name; `build` runs only the first time.
 * PGlite runs it as an ordinary statement. Answers the rows.
 */
export function preparedStatement<Row>(db: Db, name: string, build: () => SQL) {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  let execute = byName.get(name);
  if (!execute) {
    const query = db._.session.prepareQuery(dialect.sqlToQuery(build()), undefined, name, false);
    execute = (params) => query.execute(params);
    byName.set(name, execute);
  }
  const run = execute;
  return async (params: Record<string, unknown>): Promise<Row[]> =>
    ((await run(params)) as { rows: Row[] }).rows;
}

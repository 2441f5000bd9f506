import { fillPlaceholders, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

const dialect = new PgDialect();
const statements = new WeakMap<Db, Map<string, (params: Record<string, unknown>) => unknown>>();

/**
 * A statement the server runs under a name (a named prepared statement on PostgreSQL), with
 * `sql.placeholder(name)` for its parameters: a raw one (`build`) or a query builder's.
 * `bench/api-floor.ts` runs the hot endpoints' statements from these very definitions.
 */
export type NamedStatement = { name: string; query: (db: Db) => SQLWrapper };

/** A raw named statement: `build` makes its SQL (it needs no database). */
export type RawStatement = NamedStatement & { build: () => SQL };

export function rawStatement(name: string, build: () => SQL): RawStatement {
  return { name, build, query: () => build() };
}

/**
 * What goes to the database for a statement: its name, its text, and its parameters in the
 * order of the text's `$n` for the given placeholder values.
 */
export function compiledStatement(db: Db, statement: NamedStatement) {
  const query = dialect.sqlToQuery(statement.query(db).getSQL());
  return {
    name: statement.name,
    text: query.sql,
    values: (params: Record<string, unknown>) => fillPlaceholders(query.params, params),
  };
}

/**
 * A raw statement as a named prepared statement: PostgreSQL parses and plans it once per
 * connection, not at every execution (decision 0900). Built once per database and name;
 * `build` runs only the first time. PGlite runs it as an ordinary statement. Answers the rows.
 */
export function preparedStatement<Row>(db: Db, statement: RawStatement) {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  let execute = byName.get(statement.name);
  if (!execute) {
    const query = db._.session.prepareQuery(
      dialect.sqlToQuery(statement.build()),
      undefined,
      statement.name,
      false,
    );
    execute = (params) => query.execute(params);
    byName.set(statement.name, execute);
  }
  const run = execute;
  return async (params: Record<string, unknown>): Promise<Row[]> =>
    ((await run(params)) as { rows: Row[] }).rows;
}

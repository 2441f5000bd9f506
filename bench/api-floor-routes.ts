// Each hot endpoint's database floor (bench/api-floor.ts): a bare Fastify route at the
// endpoint's path that sends the database exactly the statements the endpoint sends per request
// (apps/server/src/hot-statements.ts: same text, same prepared names, same parameters), and
// answers what it read. No logging, no session, no validation beyond parsing the body, no
// answer schema: what is left is the route, the driver and the database. No endpoint that does
// the same database work can beat it on the same machine.
import { randomUUID } from 'node:crypto';
import { LIST_LIMIT_DEFAULT } from '@shortlist/contract';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import type { Db } from '../apps/server/src/db/client';
import { compiledStatement } from '../apps/server/src/db/prepared';
import {
  hotStatements,
  groupedWriter,
  visitParams,
  type HotEndpoint,
  type NewVisit,
  type UpdateParams,
} from '../apps/server/src/hot-statements';

export type Compiled = ReturnType<typeof compiledStatement>;
/** Runs a statement under its name with these parameters; answers its rows as arrays. */
export type Run = (statement: Compiled, values: unknown[]) => Promise<unknown[][]>;

/**
 * The statements of each endpoint, compiled as the server compiles them. Drizzle only compiles
 * here (no connection; `Db` is the server's type of a drizzle database, whose schema compiling
 * does not need).
 */
export function compiledHotStatements(db = drizzle.mock() as unknown as Db) {
  const entries = Object.entries(hotStatements).map(([endpoint, statements]) => [
    endpoint,
    statements.map((statement) => compiledStatement(db, statement)),
  ]);
  return Object.fromEntries(entries) as Record<HotEndpoint, Compiled[]>;
}

/** Summary columns of a fixed value: computing them is the app's work, not the database's. */
const SUMMARY = { autoTitle: 'Bench', templateId: 'template-1', completeStep: 0, progress: 0 };

/**
 * The floor routes, their statements run by `run`, for the user `userId` (the endpoints find
 * it in the session cache; the floor is told).
 */
export function floorApp(run: Run, userId: string) {
  const all = compiledHotStatements();
  const [latest] = all.getdraft as [Compiled];
  const [update] = all['draft PUT'] as [Compiled];
  const [summaries] = all['summaries list'] as [Compiled];
  const [insertVisits] = all['traffic start'] as [Compiled];
  const exec = (statement: Compiled, params: Record<string, unknown>) =>
    run(statement, statement.values(params));

  // Visits grouped by the server's own writer: what arrives during a statement goes in the next.
  const storeVisit = groupedWriter(async (visits: NewVisit[]) => {
    await exec(insertVisits, visitParams(visits));
  });

  const app = Fastify({ logger: false });
  const json = 'application/json; charset=utf-8';
  app.get('/resume/addresume/getdraft', async (_request, reply) => {
    const rows = await exec(latest, { userId });
    return reply.type(json).send(`{"success":true,"data":${rows[0]?.[0] ?? 'null'}}`);
  });
  app.put<{ Params: { draftId: string }; Body: { version: number } & Record<string, unknown> }>(
    '/resume/addresume/:draftId',
    async (request, reply) => {
      const { version, ...resume } = request.body;
      const id = request.params.draftId;
      const dataJson = JSON.stringify(resume);
      const params: UpdateParams = { id, userId, version, dataJson, ...SUMMARY, status: null };
      const [row] = await exec(update, params);
      if (!row) return reply.code(409).send();
      // The answer carries the document, as the endpoint's does.
      return reply.type(json).send(`{"version":${String(row[4])},${dataJson.slice(1)}`);
    },
  );
  app.get<{ Params: { userId: string } }>(
    '/resume/addresume/getallresumes/:userId',
    async (request, reply) => {
      const limit = LIST_LIMIT_DEFAULT;
      const rows = await exec(summaries, { userId: request.params.userId, limit });
      return reply.type(json).send(rows[0]?.[0]);
    },
  );
  app.post<{ Body: { url: string } }>('/resume/traffic/start', async (request) => {
    const id = randomUUID();
    const visitor = request.headers['user-agent'] ?? '';
    await storeVisit({ id, visitor, path: request.body.url, at: new Date() });
    return { pageTrafficID: id };
  });
  return app;
}

import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledHotStatements, floorApp, type Run } from '../../../bench/api-floor-routes.js';
import { hotStatements, type HotEndpoint } from '../src/hot-statements.js';
import { startPgRecorder, type Executed, type PgWireRecorder } from './helpers/pg-wire-recorder.js';
import { sampleResume } from './helpers/resume-fixture.js';
import { query } from './helpers/tables.js';
import { buildTestApp } from './helpers/test-app.js';
import { openPostgres, type TestDatabase } from './helpers/test-database.js';
import { signUpAndLogIn, type TestUser } from './helpers/users.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';

// The database floors of bench/api.ts (bench/api-floor-routes.ts) must run exactly what each hot
// endpoint runs per request. On PostgreSQL both go through a proxy that reads the wire protocol:
// the statements executed (prepared name and text) must be the same, in the same order, and be
// the ones apps/server/src/hot-statements.ts lists. On PGlite the floors' statements must give
// the endpoints' answers.

const ENV = {
  // A request slower than the default 5 s must not see its session looked up again mid-way.
  SESSION_CACHE_SECONDS: '60',
  TRAFFIC_RATE_LIMIT_PER_MINUTE: '100000',
};

type Setup = {
  app: FastifyInstance;
  floor: FastifyInstance;
  database: TestDatabase;
  user: TestUser;
  draft: { id: string; version: number };
  recorder?: PgWireRecorder;
  done: () => Promise<void>;
};

async function prepare(database: TestDatabase, run: Run, recorder?: PgWireRecorder) {
  const { app } = await buildTestApp(database, ENV);
  const user = await signUpAndLogIn(app);
  const created = await app.inject({
    method: 'POST',
    url: '/resume/addresume/draft',
    headers: { cookie: user.cookie },
    payload: sampleResume(),
  });
  const draft = { id: created.json().id as string, version: created.json().version as number };
  const floor = floorApp(run, user.id);
  await floor.ready();
  return { app, floor, database, user, draft, recorder };
}

async function onPostgres(baseUrl: string): Promise<Setup> {
  const base = new URL(baseUrl);
  const recorder = await startPgRecorder({ host: base.hostname, port: Number(base.port || 5432) });
  const database = await openPostgres(baseUrl, recorder.port);
  const pool = new pg.Pool({ connectionString: database.url, max: 10 });
  const run: Run = async ({ name, text }, values) =>
    (await pool.query<unknown[]>({ name, text, values, rowMode: 'array' })).rows;
  const setup = await prepare(database, run, recorder);
  const done = async () => {
    await setup.app.close();
    await setup.floor.close();
    await pool.end();
    await database.drop();
    await recorder.close();
  };
  return { ...setup, done };
}

async function onPglite(): Promise<Setup> {
  const { migrationsDir } = loadConfig({});
  const handle = await openDatabase({ driver: 'pglite', dataDir: undefined, migrationsDir });
  const database: TestDatabase = { ...handle, label: 'pglite', drop: () => handle.close() };
  // Drizzle's PGlite database keeps its client as `$client`.
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const run: Run = async ({ text }, values) =>
    (await client.query<unknown[]>(text, values, { rowMode: 'array' })).rows;
  const setup = await prepare(database, run);
  const done = async () => {
    await setup.app.close();
    await setup.floor.close();
    await database.drop();
  };
  return { ...setup, done };
}

/** One request of each hot endpoint, as bench/api-scenarios.ts sends it. */
function requestOf(endpoint: HotEndpoint, s: Setup): InjectOptions {
  const headers = { cookie: s.user.cookie };
  switch (endpoint) {
    case 'getdraft':
      return { method: 'GET', url: '/resume/addresume/getdraft', headers };
    case 'draft PUT':
      return {
        method: 'PUT',
        url: `/resume/addresume/${s.draft.id}`,
        headers,
        payload: { ...sampleResume('Ada King'), version: s.draft.version },
      };
    case 'summaries list':
      return { method: 'GET', url: `/resume/addresume/getallresumes/${s.user.id}`, headers };
    case 'traffic start':
      return {
        method: 'POST',
        url: '/resume/traffic/start',
        headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36' },
        payload: { url: '/' },
      };
  }
}

/** Sends the request; a saved draft's new version is the next request's. */
async function send(s: Setup, server: FastifyInstance, endpoint: HotEndpoint) {
  const res = await server.inject(requestOf(endpoint, s));
  expect(res.statusCode, res.body).toBe(200);
  if (endpoint === 'draft PUT') s.draft.version = res.json().version;
  return res;
}

const endpoints = Object.keys(hotStatements) as HotEndpoint[];
const postgresUrl = process.env.TEST_DATABASE_URL;

describe.runIf(postgresUrl)('each floor on PostgreSQL', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await onPostgres(postgresUrl as string);
  });
  afterAll(() => s.done());

  /** What one request of `endpoint` has the database execute, through `server`. */
  async function executedBy(server: FastifyInstance, endpoint: HotEndpoint) {
    // Once first: the session cache, the day's salt and each connection's Parse are warm, as
    // under load.
    await send(s, server, endpoint);
    s.recorder!.clear();
    await send(s, server, endpoint);
    return s.recorder!.executed();
  }

  it.each(endpoints)(
    '%s: the floor executes what the endpoint executes, under the same names',
    async (endpoint) => {
      const fromEndpoint: Executed[] = await executedBy(s.app, endpoint);
      const fromFloor: Executed[] = await executedBy(s.floor, endpoint);
      const listed = compiledHotStatements()[endpoint];
      expect(fromEndpoint).toEqual(listed.map(({ name, text }) => ({ name, text })));
      expect(fromFloor).toEqual(fromEndpoint);
    },
  );
});

describe('each floor on PGlite', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await onPglite();
  });
  afterAll(() => s.done());

  it("getdraft's floor answers the endpoint's very bytes", async () => {
    const fromEndpoint = await send(s, s.app, 'getdraft');
    const fromFloor = await send(s, s.floor, 'getdraft');
    expect(fromFloor.body).toBe(fromEndpoint.body);
  });

  it("the draft PUT's floor saves a version, as the endpoint does", async () => {
    const before = s.draft.version;
    await send(s, s.app, 'draft PUT');
    await send(s, s.floor, 'draft PUT');
    expect(s.draft.version).toBe(before + 2);
    const kept = await query<{ n: number }>(
      s.database,
      sql`select count(*)::int as n from resume_versions where resume_id = ${s.draft.id}`,
    );
    expect(kept[0]!.n).toBe(2);
  });

  it("the summaries list's floor answers the endpoint's very bytes", async () => {
    const fromEndpoint = await send(s, s.app, 'summaries list');
    const fromFloor = await send(s, s.floor, 'summaries list');
    expect(fromEndpoint.json().items).toHaveLength(1);
    expect(fromFloor.body).toBe(fromEndpoint.body);
  });

  it("traffic start's floor stores its visit, as the endpoint does", async () => {
    const ids = [
      (await send(s, s.app, 'traffic start')).json().pageTrafficID,
      (await send(s, s.floor, 'traffic start')).json().pageTrafficID,
    ];
    const stored = await query<{ n: number }>(
      s.database,
      sql`select count(*)::int as n from page_visits where id in (${ids[0]}, ${ids[1]})`,
    );
    expect(stored[0]!.n).toBe(2);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { TestDatabase } from './test-database.js';

/**
 * The production app, silent, on the given database (and Redis keys under `redisKeyPrefix`).
 * Its DATA_DIR (where emails go without SMTP_URL) is a temporary folder, deleted on close.
 */
export async function buildTestApp(
  database: TestDatabase,
  env: Record<string, string> = {},
  redisKeyPrefix?: string,
): Promise<{ app: FastifyInstance; config: Config }> {
  const dataDir = env.DATA_DIR ? undefined : mkdtempSync(path.join(tmpdir(), 'shortlist-test-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    ...(dataDir && { DATA_DIR: dataDir }),
    ...env,
  });
  const app = await buildApp({ config, database, redisKeyPrefix });
  if (dataDir)
    app.addHook('onClose', async () => rmSync(dataDir, { recursive: true, force: true }));
  await app.ready();
  return { app, config };
}

/**
 * One database and one app for a whole test file (a PGlite start costs seconds): opened
 * before the tests, closed and dropped after them. Read `ctx.app` / `ctx.database` inside tests.
 */
export function useTestApp(open: () => Promise<TestDatabase>, env: Record<string, string> = {}) {
  const ctx = {} as { app: FastifyInstance; database: TestDatabase };
  beforeAll(async () => {
    ctx.database = await open();
    ({ app: ctx.app } = await buildTestApp(ctx.database, env));
  });
  afterAll(async () => {
    await ctx.app.close();
    await ctx.database.drop();
  });
  return ctx;
}

import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { TestDatabase } from './test-database.js';

/** The production app, silent, on the given database. */
export async function buildTestApp(
  database: TestDatabase,
  env: Record<string, string> = {},
): Promise<{ app: FastifyInstance; config: Config }> {
  const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', ...env });
  const app = await buildApp({ config, database });
  await app.ready();
  return { app, config };
}

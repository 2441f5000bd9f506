import './v8-flags.js';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirInUseError } from './db/data-dir-lock.js';
import { RedisUnreachableError } from './lib/redis.js';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee docs/configuration.md.\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { driver: 'postgres', url: config.databaseUrl, migrationsDir: config.migrationsDir }
      : { driver: 'pglite', dataDir: config.dataDir, migrationsDir: config.migrationsDir },
  );
  const app = await buildApp({ config, database });
  app.server.requestTimeout = 30_000;
  app.server.headersTimeout = 20_000;
  app.server.keepAliveTimeout = 5_000;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('requests did not finish in time; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    try {
      await app.close();
      await database.close();
      app.log.info('stopped');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  const url = address.replace('://127.0.0.1', '://localhost');
  const where = database.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
  process.stdout.write(`\nShortlist is running at ${url}  (database: ${where})\n\n`);
}

main().catch((error: unknown) => {
  const reason =
    error instanceof RedisUnreachableError || error instanceof DataDirInUseError
      ? `${error.message}\nSee docs/configuration.md.`
      : String(error instanceof Error ? error.stack : error);
  process.stderr.write(`Shortlist could not start: ${reason}\n`);
  process.exit(1);
});

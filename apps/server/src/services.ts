import type { Config } from './config.js';
import type { DbHandle } from './db/client.js';
import { accountService } from './modules/account/service.js';
import { authService } from './modules/auth/service.js';
import { createLoginThrottles, type ThrottleStores } from './modules/auth/throttle.js';
import { resumesService } from './modules/resumes/service.js';

export type ServiceDeps = {
  config: Config;
  database: DbHandle;
  throttleStores: ThrottleStores;
};

/**
 * The composition root: every module's service, built once per app. Routes read them from
 * `app.services`; a service that needs another gets it here (never its repository).
 */
export function createServices({ config, database, throttleStores }: ServiceDeps) {
  const { db } = database;
  const auth = authService(db, createLoginThrottles(throttleStores));
  const resumes = resumesService(db, { maxResumesPerUser: config.maxResumesPerUser });
  const account = accountService(auth, resumes);
  return { config, database, auth, resumes, account };
}

export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { DbHandle } from './db/client.js';
import { accountService } from './modules/account/service.js';
import { adminService } from './modules/admin/service.js';
import { aiBudget, type BudgetStore } from './modules/ai/budget.js';
import { aiService } from './modules/ai/service.js';
import { applicationsService } from './modules/applications/service.js';
import { authService } from './modules/auth/service.js';
import { passwordResetService } from './modules/auth/password-reset.js';
import { createMailer } from './lib/mailer.js';
import { publicBaseUrl } from './lib/public-url.js';
import { shareService } from './modules/share/service.js';
import { chatService } from './modules/chat/service.js';
import { sessionCache } from './modules/auth/session-cache.js';
import { createLoginThrottles, type ThrottleStores } from './modules/auth/throttle.js';
import { paymentsService } from './modules/payments/service.js';
import { resumesService } from './modules/resumes/service.js';
import { trafficService } from './modules/traffic/service.js';

export type ServiceDeps = {
  config: Config;
  database: DbHandle;
  throttleStores: ThrottleStores;
  /** Where AI spending is counted (memory, or Redis with REDIS_URL). */
  budgetStore: BudgetStore;
  /** The clock of time-dependent rules; tests move it. */
  now?: () => Date;
  log: FastifyBaseLogger;
};

/**
 * The composition root: every module's service, built once per app. Routes read them from
 * `app.services`; a service that needs another gets it here (never its repository).
 */
export function createServices({
  config,
  database,
  throttleStores,
  budgetStore,
  now = () => new Date(),
  log,
}: ServiceDeps) {
  const { db } = database;
  const sessions = sessionCache(database.notifications, config.sessionCacheSeconds * 1000);
  const auth = authService(db, createLoginThrottles(throttleStores), sessions);
  const siteUrl = publicBaseUrl(config);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log,
  });
  const passwordResets = passwordResetService(db, auth, { mailer, siteUrl, log, now });
  const payments = paymentsService(db, config);
  const resumes = resumesService(db, payments, { maxResumesPerUser: config.maxResumesPerUser });
  const applications = applicationsService(db, { resumes, now });
  const account = accountService(auth, resumes, payments, applications);
  const chat = chatService(db, now);
  const traffic = trafficService(db, {
    storeIp: config.analyticsStoreIp,
    retentionDays: config.analyticsRetentionDays,
    now,
  });
  // Admin logins are throttled like user logins, on counters of their own.
  const admin = adminService(
    db,
    createLoginThrottles((name) => throttleStores(`admin-${name}`)),
  );
  const ai = aiService(config);
  const budget = aiBudget(config, budgetStore);
  const share = shareService(db, { resumes, payments, traffic, siteUrl, now });
  return {
    config,
    database,
    mailer,
    auth,
    passwordResets,
    resumes,
    payments,
    account,
    chat,
    traffic,
    admin,
    ai,
    budget,
    share,
    applications,
  };
}

export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { DbHandle } from './db/client.js';
import { API_PREFIX } from './lib/api-prefix.js';
import { clientAddressKey } from './lib/client-address.js';
import { loggerOptions, logRequests } from './lib/logger.js';
import { connectRedis } from './lib/redis.js';
import { fastifyTrustProxy } from './lib/trust-proxy.js';
import fastifyRateLimit from '@fastify/rate-limit';
import { memoryBudgetStore } from './modules/ai/budget-memory-store.js';
import { redisBudgetStore } from './modules/ai/budget-redis-store.js';
import { memoryThrottleStores } from './modules/auth/throttle-memory-store.js';
import { redisThrottleStores } from './modules/auth/throttle-redis-store.js';
import { modules } from './modules/index.js';
import { registerAlsoAccepted } from './plugins/also-accepts.js';
import { registerAuthentication } from './plugins/authenticate.js';
import { answerClientError } from './plugins/client-error.js';
import { registerSameOriginCheck } from './plugins/same-origin.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerSecurityHeaders } from './plugins/security.js';
import { registerTextInputCheck } from './plugins/text-input.js';
import { registerWebApp } from './plugins/web-app.js';
import { createServices } from './services.js';

export type AppDeps = {
  config: Config;
  database: DbHandle;
  /** Where logs go; stdout when omitted. */
  logStream?: NodeJS.WritableStream;
  /** Starts every Redis key (`REDIS_URL`); tests give each run its own. */
  redisKeyPrefix?: string;
  /** The clock of time-dependent rules (the analytics salt's day, retention); tests move it. */
  now?: () => Date;
};

/** Builds the whole application. It never listens: main.ts does, tests use `inject`. */
export async function buildApp({
  config,
  database,
  logStream,
  redisKeyPrefix = 'shortlist:',
  now = () => new Date(),
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream, config.logBufferBytes),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // A URL the router cannot decode ('%', '%FF') answers in the one error shape too.
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply)
        .code(400)
        .send({ message: `Bad request: ${error.message}`, code: 'BAD_URL' });
    },
    // Bytes that are not HTTP answer 400 in the one error shape (plugins/client-error.ts).
    clientErrorHandler: answerClientError,
    // One line per request, written by logRequests.
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();
  logRequests(app);
  for (const notice of config.notices) app.log.warn(notice);
  database.onConnectionError((err) => app.log.warn({ err }, 'database connection error'));

  // With REDIS_URL, rate-limit counters and login throttles are shared by every process on it.
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : undefined;
  if (redis) {
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: false,
    // The default key generator fails on a request whose connection is gone (lib/client-address.ts).
    keyGenerator: clientAddressKey,
    // If Redis stops answering, let requests through rather than failing them.
    ...(redis && { redis, nameSpace: `${redisKeyPrefix}rate-limit:`, skipOnError: true }),
  });
  registerSameOriginCheck(app);
  registerTextInputCheck(app);
  registerAlsoAccepted(app);

  const throttleStores = redis ? redisThrottleStores(redis, redisKeyPrefix) : memoryThrottleStores;
  const budgetStore = redis ? redisBudgetStore(redis, redisKeyPrefix) : memoryBudgetStore();
  const services = createServices({
    config,
    database,
    throttleStores,
    budgetStore,
    now,
    log: app.log,
  });
  app.decorate('services', services);
  // Reset links asked for are sent (and written) before the app lets its database go.
  app.addHook('onClose', async () => {
    await services.passwordResets.settled();
    await services.mailer.close();
  });
  if (services.mailer.mode === 'outbox')
    app.log.info(
      { outbox: services.mailer.outboxDir },
      'SMTP_URL is not set: emails are written to the outbox folder, not sent',
    );
  registerAuthentication(app, services.auth);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Shortlist API',
        description: 'The resume builder API. Every path is under /resume.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: `${API_PREFIX}/docs` });

  await app.register(
    async (api) => {
      for (const module of modules) await api.register(module.routes);
    },
    { prefix: API_PREFIX },
  );

  await registerWebApp(app, config.webDist);
  return app;
}

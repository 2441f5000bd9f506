import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { DbHandle } from './db/client.js';
import { API_PREFIX } from './lib/api-prefix.js';
import { loggerOptions } from './lib/logger.js';
import { healthRoutes } from './modules/health/routes.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerSecurityHeaders } from './plugins/security.js';
import { registerWebApp } from './plugins/web-app.js';

export type AppDeps = {
  config: Config;
  database: DbHandle;
  /** Where logs go; stdout when omitted. */
  logStream?: NodeJS.WritableStream;
};

/** Builds the whole application. It never listens: main.ts does, tests use `inject`. */
export async function buildApp({ config, database, logStream }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  await app.register(fastifyCookie);

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
      await api.register(healthRoutes(database));
    },
    { prefix: API_PREFIX },
  );

  await registerWebApp(app, config.webDist);
  return app;
}

import {
  defaultStatus,
  documentedErrors,
  errorSchema,
  type BodyOutput,
  type ParamsOutput,
  type QueryOutput,
  type RouteDef,
  type SuccessOutput,
} from '@shortlist/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from './errors.js';

/** The route config key holding a contract route's `alsoAccepts` (plugins/also-accepts.ts). */
export const ALSO_ACCEPTS = 'alsoAccepts';

export type RouteRequest<R extends RouteDef> = FastifyRequest<{
  Params: ParamsOutput<R>;
  Querystring: QueryOutput<R>;
  Body: BodyOutput<R>;
}>;

/**
 * Answers the route's body on success. The status is the route's first success status unless
 * the handler sets another one (`reply.code(201)`). It may also return the `reply` it sent.
 */
export type RouteHandler<R extends RouteDef> = (
  request: RouteRequest<R>,
  reply: FastifyReply,
) => Promise<SuccessOutput<R> | FastifyReply>;

export type MountOptions = {
  /** Runs after the access guard and the ownership check, before the handler. */
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  /** Route config, e.g. `{ rateLimit: {...} }`. */
  config?: Record<string, unknown>;
  bodyLimit?: number;
};

/** The Fastify schema of a contract route: validation, serialisation and the OpenAPI entry. */
export function routeSchema(route: RouteDef) {
  const errors = Object.fromEntries(documentedErrors(route).map((status) => [status, errorSchema]));
  return {
    tags: [...route.tags],
    summary: route.summary,
    ...(route.params && { params: route.params }),
    ...(route.query && { querystring: route.query }),
    ...(route.body && { body: route.body }),
    response: { ...route.responses, ...errors },
  };
}

/** A `userId` in the path or query must be the session's user; anything else is 404. */
const requireOwnUserId: preHandlerHookHandler = async (request) => {
  const params = request.params as { userId?: string } | undefined;
  const query = request.query as { userId?: string } | undefined;
  const claimed = params?.userId ?? query?.userId;
  if (claimed !== undefined && claimed !== request.user?.id)
    throw notFound('Not found', 'NOT_FOUND');
};

const namesUserId = (route: RouteDef) =>
  Boolean(route.params?.shape.userId ?? route.query?.shape.userId);

function guardFor(app: FastifyInstance, route: RouteDef): onRequestHookHandler | undefined {
  if (route.access === 'user') return app.requireRole('person');
  if (route.access === 'admin') return app.requireRole('admin');
  return undefined;
}

/**
 * Registers a contract route: its path, schemas and responses come from the contract, its
 * guard from the route's `access`, and an ownership check whenever it names a `userId`.
 */
export function mountRoute<R extends RouteDef>(
  app: FastifyInstance,
  route: R,
  handler: RouteHandler<R>,
  options: MountOptions = {},
) {
  const onRequest = guardFor(app, route);
  const extra = options.preHandler ?? [];
  const preHandler = [
    ...(namesUserId(route) ? [requireOwnUserId] : []),
    ...(Array.isArray(extra) ? extra : [extra]),
  ];
  const status = defaultStatus(route);
  const config: Record<string, unknown> | undefined =
    options.config || route.alsoAccepts
      ? { ...options.config, ...(route.alsoAccepts && { [ALSO_ACCEPTS]: route.alsoAccepts }) }
      : undefined;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: route.method,
    url: route.path,
    schema: routeSchema(route),
    ...(onRequest && { onRequest }),
    ...(preHandler.length > 0 && { preHandler }),
    ...(config && { config }),
    ...(options.bodyLimit && { bodyLimit: options.bodyLimit }),
    handler: async (request, reply) => {
      reply.code(status);
      return handler(request as unknown as RouteRequest<R>, reply);
    },
  });
}

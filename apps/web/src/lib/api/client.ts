import {
  buildPath,
  buildQuery,
  type BodyInput,
  type ParamsInput,
  type QueryInput,
  type RouteDef,
  type SuccessOutput,
} from '@shortlist/contract';

import { API_BASE, badAnswer, request } from './http';

export { API_BASE, ApiError, BAD_ANSWER, NETWORK_ERROR } from './http';

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called when any call answers 401: the session is gone. Returns an unsubscribe function. */
export function onUnauthorized(listener: UnauthorizedListener) {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

type Has<R, K extends string> = R extends { readonly [P in K]: unknown } ? true : false;

/** What a call sends: params, query and body exactly as the route declares them. */
export type CallInput<R extends RouteDef> = (Has<R, 'params'> extends true
  ? { params: ParamsInput<R> }
  : { params?: undefined }) &
  (Has<R, 'query'> extends true ? { query?: QueryInput<R> } : { query?: undefined }) &
  (Has<R, 'body'> extends true ? { body: BodyInput<R> } : { body?: undefined }) & {
    headers?: Record<string, string>;
    signal?: AbortSignal;
  };

/**
 * The one way the web app calls the API: the path, the method and the shapes come from the
 * contract; the answer is parsed with the route's schema for its status; an error answer
 * becomes an `ApiError` with the server's message; a 401 tells the session it ended.
 */
export async function call<R extends RouteDef>(
  route: R,
  ...[input]: Has<R, 'params'> | Has<R, 'body'> extends false ? [CallInput<R>?] : [CallInput<R>]
): Promise<SuccessOutput<R>> {
  const { params, query, body, headers, signal } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    headers?: Record<string, string>;
    signal?: AbortSignal;
  };
  const url = `${API_BASE}${buildPath(route, params)}${buildQuery(query)}`;
  const sendsBody = body !== undefined || (route.body !== undefined && route.method !== 'GET');
  const { status, data } = await request(
    url,
    {
      method: route.method,
      headers: { ...(sendsBody && { 'content-type': 'application/json' }), ...headers },
      body: sendsBody ? JSON.stringify(body ?? {}) : undefined,
      signal,
    },
    // Only a user's session ends on a 401 of a user route; the admin area has its own.
    (failed) => {
      if (failed === 401 && route.access === 'user')
        unauthorizedListeners.forEach((listener) => listener());
    },
  );
  const schema = route.responses[status as keyof typeof route.responses];
  if (!schema) {
    if (status === 204) return undefined as SuccessOutput<R>;
    throw badAnswer(status);
  }
  const parsed = schema.safeParse(data ?? null);
  if (!parsed.success) throw badAnswer(status);
  return parsed.data as SuccessOutput<R>;
}

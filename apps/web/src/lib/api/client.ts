import {
  buildPath,
  buildQuery,
  type BodyInput,
  type ParamsInput,
  type QueryInput,
  type RouteDef,
  type SuccessOutput,
} from '@shortlist/contract';

/** The API's base path (spec section 7). */
export const API_BASE = '/resume';

/**
 * An API failure. `message` is what to show; `serverMessage` is the server's own words when
 * it sent any (a 5xx from a proxy, or a network failure, has none).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** No answer at all: offline, DNS, a dropped connection. */
  get isNetwork() {
    return this.status === 0;
  }
}

export const NETWORK_ERROR = 'Could not reach Shortlist. Check your connection and try again.';
export const BAD_ANSWER = 'The server sent an answer this page does not understand. Please reload.';

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

function readJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const stringField = (data: unknown, key: string) =>
  data &&
  typeof data === 'object' &&
  key in data &&
  typeof (data as Record<string, unknown>)[key] === 'string'
    ? ((data as Record<string, unknown>)[key] as string)
    : undefined;

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
  let response: Response;
  try {
    response = await fetch(url, {
      method: route.method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(sendsBody && { 'content-type': 'application/json' }),
        ...headers,
      },
      body: sendsBody ? JSON.stringify(body ?? {}) : undefined,
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(NETWORK_ERROR, 0, 'NETWORK');
  }
  const data = readJson(await response.text());
  if (!response.ok) {
    // Only a user's session ends on a 401 of a user route; the admin area has its own.
    if (response.status === 401 && route.access === 'user')
      unauthorizedListeners.forEach((listener) => listener());
    // An empty message is no message: the page shows its own words instead of a blank. (The
    // admin login answers the spec's `{Status, Message}`.)
    const serverMessage = stringField(data, 'message') || stringField(data, 'Message') || undefined;
    throw new ApiError(
      serverMessage ?? `HTTP error! status: ${response.status}`,
      response.status,
      stringField(data, 'code') ?? 'HTTP_ERROR',
      serverMessage,
    );
  }
  const schema = route.responses[response.status as keyof typeof route.responses];
  if (!schema) {
    if (response.status === 204) return undefined as SuccessOutput<R>;
    throw new ApiError(BAD_ANSWER, response.status, 'BAD_RESPONSE');
  }
  const parsed = schema.safeParse(data ?? null);
  if (!parsed.success) throw new ApiError(BAD_ANSWER, response.status, 'BAD_RESPONSE');
  return parsed.data as SuccessOutput<R>;
}

import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type SuccessStatus = 200 | 201 | 202 | 204;
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 423 | 429 | 503;

/**
 * Who may call a route. `user` needs a user's session cookie; `admin` the admin session.
 * The server attaches the matching guard from this field, so a route cannot forget it.
 */
export type Access = 'public' | 'user' | 'admin';

/** One route of the API: everything a server, a client and a test need to agree on. */
export interface RouteDef {
  readonly method: HttpMethod;
  /** The path under `/resume`; `:name` segments are the params. */
  readonly path: `/${string}`;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly access: Access;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType;
  /** The answers on success, by status. `z.null()` for an answer without a body (204). */
  readonly responses: { readonly [S in SuccessStatus]?: z.ZodType };
  /** The error statuses the route may answer; each carries the one error body. */
  readonly errors: readonly ErrorStatus[];
  /**
   * A body other than the one error shape for some of `errors` (e.g. the admin login's 401
   * `{Status: false, Message}`, which the spec's client reads). The others keep `errorSchema`.
   */
  readonly errorBodies?: { readonly [S in ErrorStatus]?: z.ZodType };
  /** Content types accepted besides JSON (e.g. what `navigator.sendBeacon` sends). */
  readonly alsoAccepts?: readonly string[];
}

/**
 * Statuses every route may answer besides its own: 503 while the database (or Redis) cannot
 * be reached. Documented for each route in the OpenAPI document.
 */
export const ANY_ROUTE_ERRORS = [503] as const satisfies readonly ErrorStatus[];

/** The error statuses a route documents: its own and `ANY_ROUTE_ERRORS`. */
export const documentedErrors = (route: RouteDef): ErrorStatus[] => [
  ...new Set<ErrorStatus>([...route.errors, ...ANY_ROUTE_ERRORS]),
];

/** Declares a route; `const` keeps its literal types for the server and the client. */
export const defineRoute = <const R extends RouteDef>(route: R): R => route;

type Schema<R, K extends string> = R extends { readonly [P in K]: infer S extends z.ZodType }
  ? S
  : never;

/** What the caller sends (before parsing). */
export type ParamsInput<R extends RouteDef> = z.input<Schema<R, 'params'>>;
export type QueryInput<R extends RouteDef> = z.input<Schema<R, 'query'>>;
export type BodyInput<R extends RouteDef> = z.input<Schema<R, 'body'>>;

/** What the handler receives (after parsing). */
export type ParamsOutput<R extends RouteDef> = z.output<Schema<R, 'params'>>;
export type QueryOutput<R extends RouteDef> = z.output<Schema<R, 'query'>>;
export type BodyOutput<R extends RouteDef> = z.output<Schema<R, 'body'>>;

type Responses<R extends RouteDef> = R['responses'];
/** What a successful call answers, parsed. */
export type SuccessOutput<R extends RouteDef> = {
  [S in keyof Responses<R>]: Responses<R>[S] extends z.ZodType ? z.output<Responses<R>[S]> : never;
}[keyof Responses<R>];
/** The first success status a route declares: what it answers unless the handler says other. */
export function defaultStatus(route: RouteDef): SuccessStatus {
  const statuses = Object.keys(route.responses).map(Number) as SuccessStatus[];
  return statuses.sort()[0] ?? 200;
}

/** The names of a path's `:params`, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z][A-Za-z0-9_]*)/g)].map((m) => m[1] as string);
}

/** The path with its params filled in (each one URL-encoded). */
export function buildPath(route: RouteDef, params: Record<string, unknown> = {}): string {
  return route.path.replace(/:([A-Za-z][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${route.method} ${route.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** `?a=1&b=2` from the defined values of a query object ('' when there are none). */
export function buildQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

import {
  errorSchema,
  type BodyOutput,
  type ErrorBody,
  type ErrorStatus,
  type RouteDef,
} from '@shortlist/contract';
import type { z } from 'zod';
import { contract } from '@shortlist/contract';
import { afterEach, vi } from 'vitest';
import { API_BASE } from '../src/lib/api/client';

export type Call = { method: string; path: string; body: unknown };

export type FakeRequest<R extends RouteDef> = {
  params: Record<string, string>;
  query: Record<string, string>;
  /** The body the app sent, as the server would parse it. */
  body: BodyOutput<R>;
  init: RequestInit;
};

/** A success answer the route declares, an error answer, or no answer at all. */
export type FakeAnswer<R extends RouteDef> =
  | {
      [S in keyof R['responses']]: {
        status: S;
        body: R['responses'][S] extends z.ZodType ? z.output<R['responses'][S]> : never;
      };
    }[keyof R['responses']]
  | { status: number; body?: ErrorBody | Record<string, unknown> }
  /** An answer the contract refuses, to test how the app copes with a broken server. */
  | { status: number; malformed: unknown }
  | { network: 'down' };

export type FakeHandler<R extends RouteDef> = (
  request: FakeRequest<R>,
) => FakeAnswer<R> | Promise<FakeAnswer<R>>;

type AnyAnswer =
  { status: number; body?: unknown } | { status: number; malformed: unknown } | { network: 'down' };
export type FakeRoute = {
  route: RouteDef;
  handle: (
    request: Omit<FakeRequest<RouteDef>, 'body'> & { body: unknown },
  ) => AnyAnswer | Promise<AnyAnswer>;
};

/**
 * One route of the fake server, typed by the contract: `on(contract.users.login).reply(...)`.
 * (Two calls, so the route is fixed before the handler is typed and literal statuses hold.)
 */
export const on = <R extends RouteDef>(route: R) => ({
  reply: (handle: FakeHandler<R>): FakeRoute => ({ route, handle: handle as FakeRoute['handle'] }),
});

const patternOf = (path: string) =>
  new RegExp(`^${API_BASE}${path.replace(/:([A-Za-z0-9_]+)/g, '(?<$1>[^/]+)')}$`);

/** Checks a fake's answer against the contract, so a fake cannot drift from the real API. */
function checkAnswer(route: RouteDef, answer: AnyAnswer) {
  if ('network' in answer || 'malformed' in answer) return;
  const where = `fake ${route.method} ${route.path} answered ${answer.status}`;
  const success = route.responses[answer.status as keyof RouteDef['responses']];
  if (success) {
    const parsed = success.safeParse(answer.body);
    if (!parsed.success)
      throw new Error(`${where} with a body the contract refuses: ${parsed.error.message}`);
    return;
  }
  if (answer.status < 500 && !route.errors.includes(answer.status as never))
    throw new Error(`${where}, a status the contract does not list for it`);
  if (answer.body !== undefined)
    (route.errorBodies?.[answer.status as ErrorStatus] ?? errorSchema).parse(answer.body);
}

const visitStart = patternOf(contract.traffic.start.path);

/**
 * Every page the app shell tracks starts a visit (`traffic/start`). A test that does not fake
 * that route gets the answer for an uncounted visit, kept out of its `calls`, so tests about
 * other routes see only their own calls.
 */
const unfakedVisit = (faked: { route: RouteDef }[], method: string, path: string) =>
  method === 'POST' &&
  visitStart.test(path) &&
  !faked.some(({ route }) => route === contract.traffic.start);
const notCounted = () =>
  new Response(JSON.stringify({ pageTrafficID: null }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

/**
 * Stands in for the server in component tests: answers `fetch` from contract routes, checks
 * every answer against the contract, and records every call. Unknown routes answer 404.
 * (Whole journeys run against the real server in e2e/.)
 */
export function fakeApi(...routes: FakeRoute[]) {
  const calls: Call[] = [];
  const compiled = routes.map((r) => ({ ...r, pattern: patternOf(r.route.path) }));
  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    if (unfakedVisit(compiled, method, url.pathname)) return notCounted();
    calls.push({ method, path: url.pathname + url.search, body });
    for (const { route, handle, pattern } of compiled) {
      const match = route.method === method ? pattern.exec(url.pathname) : null;
      if (!match) continue;
      // Like the real server: a body the contract refuses is a 400, the handler never sees it.
      const parsedBody = route.body ? route.body.safeParse(body) : { success: true, data: body };
      const answer: AnyAnswer = parsedBody.success
        ? await handle({
            params: { ...match.groups },
            query: Object.fromEntries(url.searchParams),
            body: parsedBody.data,
            init,
          })
        : { status: 400, body: { message: 'Invalid body', code: 'VALIDATION_FAILED' } };
      checkAnswer(route, answer);
      if ('network' in answer) throw new TypeError('Failed to fetch');
      const sent = 'malformed' in answer ? answer.malformed : answer.body;
      // A 204 has no body (the Response constructor refuses one), whatever the fake says.
      const empty = sent === undefined || answer.status === 204;
      return new Response(empty ? null : JSON.stringify(sent), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }
    return new Response(JSON.stringify({ message: 'not found', code: 'NOT_FOUND' }), {
      status: 404,
    });
  };
  vi.stubGlobal('fetch', vi.fn(fetchImpl));
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

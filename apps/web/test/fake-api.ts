import { afterEach, vi } from 'vitest';

type Handler = (
  body: unknown,
  init: RequestInit,
) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;
export type Call = { method: string; path: string; body: unknown };

/**
 * Stands in for the network in component tests: answers `fetch` from a table of
 * "METHOD /path" handlers and records every call. (Whole journeys run against the real
 * server in e2e/.)
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname + url.search, body });
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler)
      return new Response(JSON.stringify({ message: 'not found', code: 'NOT_FOUND' }), {
        status: 404,
      });
    const answer = await handler(body, init);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  vi.stubGlobal('fetch', vi.fn(fetchImpl));
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// The two answers the static landing page's script reads, fetched without the contract's zod
// schemas (decision 0902: zod was most of that script's weight and of its main-thread time).
// The paths and types still come from the contract; hand-written guards accept exactly what
// its schemas accept (`public-calls.test.ts` holds them to it), and a malformed answer is the
// same `ApiError` as from the app's client, so the page shows its fallback. The app itself
// keeps calling these routes through `call` (`payments.ts`, `traffic.ts`).
import type { PlanPrices } from '@shortlist/contract';
import { PUBLIC_PATHS } from '@shortlist/contract/schema-free';
import { API_BASE, badAnswer, request } from './http';

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isCount = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;

/** What `planPricesSchema` accepts: a whole number of free downloads, a currency, two prices. */
export function isPlanPrices(data: unknown): data is PlanPrices {
  return (
    isObject(data) &&
    isCount(data.freeDownloads) &&
    typeof data.currency === 'string' &&
    isObject(data.prices) &&
    isCount(data.prices.unlimited) &&
    isCount(data.prices['one-time'])
  );
}

/** What `traffic.start` answers: the visit's id, or null when it is not counted. */
export function isVisitStart(data: unknown): data is { pageTrafficID: string | null } {
  return isObject(data) && (typeof data.pageTrafficID === 'string' || data.pageTrafficID === null);
}

/** `request` of a JSON answer that `isAnswer` must accept, else the client's bad-answer error. */
async function checked<T>(
  path: string,
  isAnswer: (data: unknown) => data is T,
  body?: unknown,
): Promise<T> {
  const { status, data } = await request(
    `${API_BASE}${path}`,
    body === undefined
      ? { method: 'GET' }
      : {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        },
  );
  if (status !== 200 || !isAnswer(data)) throw badAnswer(status);
  return data;
}

/** `GET /plans`: the free quota and both prices, as the server is configured. */
export const fetchPlanPricesPlain = () => checked(PUBLIC_PATHS.plans, isPlanPrices);

/** `POST /traffic/start`: records a visit of `path`; null when the server does not count it. */
export const startVisitPlain = async (path: string) =>
  (await checked(PUBLIC_PATHS.trafficStart, isVisitStart, { url: path })).pageTrafficID;

/**
 * `POST /traffic/end`: the seconds stayed, with `navigator.sendBeacon` (a text/plain JSON body
 * the browser sends even while the page closes); `fetch` with keepalive where there is no
 * beacon. No answer to read, so the app sends it from here too.
 */
export function endVisitPlain(pageTrafficID: string, count: number) {
  const url = `${API_BASE}${PUBLIC_PATHS.trafficEnd}`;
  const body = JSON.stringify({ pageTrafficID, count });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return;
  void fetch(url, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
  }).catch(() => undefined);
}

// What every call to the API shares, without the contract's schemas: the base path, the error
// type and one request with its failures turned into that error. The app's client (`client.ts`)
// checks answers with the contract's zod schemas on top of it; the static landing page's script
// (`public-calls.ts`) with hand-written guards, so that it does not download zod (decision 0902).

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

/** The error for a success answer whose body is not what the route declares. */
export const badAnswer = (status: number) => new ApiError(BAD_ANSWER, status, 'BAD_RESPONSE');

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
 * Sends one request (same origin, JSON accepted) and reads the answer's JSON. No answer is an
 * `ApiError` with status 0 (unless `init.signal` aborted it: then the abort is rethrown); an
 * error status is an `ApiError` with the server's message, after `onError` has seen the status.
 */
export async function request(
  url: string,
  init: Omit<RequestInit, 'headers'> & { headers?: Record<string, string> },
  onError?: (status: number) => void,
): Promise<{ status: number; data: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: 'same-origin',
      ...init,
      headers: { accept: 'application/json', ...init.headers },
    });
  } catch (cause) {
    if (init.signal?.aborted) throw cause;
    throw new ApiError(NETWORK_ERROR, 0, 'NETWORK');
  }
  const data = readJson(await response.text());
  if (!response.ok) {
    onError?.(response.status);
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
  return { status: response.status, data };
}

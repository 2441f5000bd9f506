import { z } from 'zod';
import { defineRoute } from './define';
import { idField, isoDateTime } from './fields';
import { PUBLIC_PATHS, TRAFFIC_COUNT_MAX } from './schema-free';

export const TRAFFIC_URL_MAX = 2000;

const ABSOLUTE = /^([a-z][a-z0-9+.-]*):\/\/[^/?#]*/i;

/** A path (`/login?next=1`) or an http(s) URL; nothing else names a page of ours. */
export const isPageUrl = (url: string) => {
  const scheme = ABSOLUTE.exec(url)?.[1]?.toLowerCase();
  if (scheme !== undefined) return scheme === 'http' || scheme === 'https';
  return url.startsWith('/');
};

/**
 * The path of a page URL, as given (no decoding, no encoding): scheme and host, query and
 * fragment dropped (they can hold tokens); leading slashes collapsed to one, so the stored
 * path never reads as another host (`//evil.example`).
 */
export const pagePath = (url: string) => {
  const rest = url.replace(ABSOLUTE, '');
  const path = rest.split(/[?#]/, 1)[0] ?? '';
  return `/${path.replace(/^\/+/, '')}`;
};

export const trafficStartBody = z.object({
  url: z
    .string({ message: 'url must be text' })
    .trim()
    .min(1, 'url must not be empty')
    .max(TRAFFIC_URL_MAX, 'url must be at most 2,000 characters')
    .refine(isPageUrl, 'url must be a path or an http(s) URL'),
});

export const trafficEndBody = z.object({
  pageTrafficID: idField,
  count: z
    .number({ message: 'count must be a whole number of seconds' })
    .int('count must be a whole number of seconds')
    .min(0, 'count must be from 0 to 86,400')
    .max(TRAFFIC_COUNT_MAX, 'count must be from 0 to 86,400'),
});

/**
 * A visitor as the back office lists it (spec section 3): `ip` is the visitor key, or the
 * address when ANALYTICS_STORE_IP=true; `active` the last visit. For `/traffic/all-ip`.
 */
export const trafficVisitorSchema = z.object({ ip: z.string(), active: isoDateTime });
/** One page visit (spec section 3): when, which path, seconds stayed. For `/traffic/analysis`. */
export const pageVisitSchema = z.object({ time: isoDateTime, url: z.string(), count: z.number() });

const tags = ['traffic'];

export const traffic = {
  start: defineRoute({
    method: 'POST',
    path: PUBLIC_PATHS.trafficStart,
    summary:
      'Record a page visit. pageTrafficID is null when the visit is not counted (a bot user agent)',
    tags,
    access: 'public',
    body: trafficStartBody,
    responses: { 200: z.object({ pageTrafficID: z.string().nullable() }) },
    errors: [400, 413, 415, 429],
    alsoAccepts: ['text/plain'],
  }),
  end: defineRoute({
    method: 'POST',
    path: PUBLIC_PATHS.trafficEnd,
    summary: 'Record the seconds stayed on a page (sent with navigator.sendBeacon)',
    tags,
    access: 'public',
    body: trafficEndBody,
    responses: { 204: z.null() },
    errors: [400, 404, 413, 415],
    alsoAccepts: ['text/plain'],
  }),
};

import { isIP } from 'node:net';
import { z } from 'zod';

/** What Fastify (proxy-addr) is told to trust: nobody, N hops, or these proxies. */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for address ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string) {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

const REFUSE_TRUE =
  '`true` would take the client address from X-Forwarded-For, which any client can write (login throttles and rate limits would be bypassed). Set the number of proxies in front of Shortlist (e.g. 1) or their addresses (e.g. 10.0.0.0/8)';

/**
 * `TRUST_PROXY`: `false` (the socket's address is the client), a number of hops N (the client
 * is the Nth address from the right of X-Forwarded-For), or a comma-separated list of proxy
 * addresses and CIDR ranges. `true` is refused.
 */
export const trustProxySetting = () =>
  z.string().transform((raw, ctx): TrustProxy => {
    const value = raw.trim();
    if (value === 'false' || value === '0') return false;
    if (value === 'true') {
      ctx.addIssue({ code: 'custom', message: REFUSE_TRUE });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 20) return hops;
      ctx.addIssue({ code: 'custom', message: 'must be a number of proxies from 1 to 20' });
      return z.NEVER;
    }
    const entries = value.split(',').map((e) => e.trim());
    const bad = entries.filter((e) => !isAddressOrRange(e));
    if (bad.length === 0) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `must be false, a number of proxies, or a comma-separated list of IP addresses and CIDR ranges; not ${bad.map((b) => JSON.stringify(b)).join(', ')}`,
    });
    return z.NEVER;
  });

/** Fastify's `trustProxy`: a hop count becomes "trust the first N addresses from the right". */
export function fastifyTrustProxy(setting: TrustProxy) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

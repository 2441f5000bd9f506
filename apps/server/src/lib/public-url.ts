import type { Config } from '../config.js';

const ANY_OR_LOOPBACK = new Set(['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost']);

/**
 * The site's address for links that leave the app (emails, share links): `PUBLIC_URL`, or the
 * address the embedded default listens on. Never a request's Host header, which a client
 * chooses (a reset link pointing to an attacker's host would hand over the token).
 */
export function publicBaseUrl(config: Pick<Config, 'publicUrl' | 'host' | 'port'>): string {
  if (config.publicUrl) return config.publicUrl;
  const host = ANY_OR_LOOPBACK.has(config.host) ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

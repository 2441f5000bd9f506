import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/** Stands for every request whose connection is already closed: there is no one to answer. */
export const CLOSED_CONNECTION = 'closed-connection';

/**
 * The client's address as the rate limits count it: @fastify/rate-limit's own normalisation
 * (an IPv4-mapped IPv6 address as IPv4, other IPv6 addresses by their /64 network), so one
 * host cannot get a fresh limit from each address of its network.
 *
 * `request.ip` is read from the socket, and Node forgets a socket's address once it is
 * destroyed. That happens while a request is still in its hooks when the rest of its bytes
 * break HTTP (a malformed chunked body): Node's parser fails, Fastify answers 400 and closes
 * the connection. Such requests share one key instead of failing here with a TypeError.
 */
export function clientAddressKey(request: FastifyRequest): string {
  const address = request.ip as string | undefined;
  return address ? normalizeIP(address) : CLOSED_CONNECTION;
}

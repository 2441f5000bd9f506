import type { PublicUser } from '@shortlist/contract';
import type { FastifyRequest } from 'fastify';

/** The session's user on a route guarded by `access: 'user'` (the guard sets it). */
export function sessionUser(request: FastifyRequest): PublicUser {
  if (!request.user) throw new Error('the user guard must run before this route');
  return request.user;
}

export const sessionUserId = (request: FastifyRequest) => sessionUser(request).id;

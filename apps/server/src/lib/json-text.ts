import type { FastifyReply } from 'fastify';

/**
 * Sends JSON the server already holds as text (a stored document the database answered as
 * text, or a record built from a body the route just validated) without parsing it and
 * checking it against the response schema again (decision 0900). Only for answers whose shape
 * is already guaranteed: the contract's response schema is not applied.
 */
export function sendJsonText(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}

import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** What a request Node's HTTP parser refused gets: the status, and our `{message, code}`. */
function answerFor(error: NodeJS.ErrnoException): [number, string, string] {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return [408, 'The request took too long to arrive.', 'REQUEST_TIMEOUT'];
  if (error.code === 'HPE_HEADER_OVERFLOW')
    return [431, 'The request headers are too large.', 'HEADERS_TOO_LARGE'];
  return [400, 'The request is not valid HTTP.', 'MALFORMED_REQUEST'];
}

/**
 * Fastify's `clientErrorHandler`: bytes that are not HTTP (a malformed chunked body, a broken
 * header) answer in the one error shape, and the connection closes. The client's mistake is
 * no fault of ours: logged at debug only, so a stream of them cannot flood the log.
 */
export function answerClientError(
  this: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: Socket,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message, code] = answerFor(error);
  this.log.debug({ err: error }, 'malformed request');
  const body = JSON.stringify({ message, code });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

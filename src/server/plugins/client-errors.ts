import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '../../domain/contracts/api-envelope';
import { errorsPayload } from './errors';
import { API_SECURITY_HEADERS } from './security-headers';

function answerFor(code: string | undefined) {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return {
      status: 408,
      payload: errorsPayload(ERROR_CODES.requestTimeout, 'The request took too long to arrive.'),
    };
  if (code === 'HPE_HEADER_OVERFLOW')
    return {
      status: 431,
      payload: errorsPayload(ERROR_CODES.headersTooLarge, 'The request headers are too large.'),
    };
  return {
    status: 400,
    payload: errorsPayload(ERROR_CODES.validation, 'The request is not valid HTTP.'),
  };
}

/**
 * Answers what Node's HTTP parser refuses before Fastify sees a request (a malformed request
 * line, headers over the limit, a request that took too long) with the errors payload and the
 * API's security headers, like every other error, then closes the connection.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, payload } = answerFor(error.code);
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(payload);
    const headers = {
      ...API_SECURITY_HEADERS,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
  }
  socket.destroy(error);
}

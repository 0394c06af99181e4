/**
 * A request id on every log line (Fastify binds it to request.log as `requestId`) and in the
 * `X-Request-Id` header of every answer, errors included, so a client's report of a failed call
 * and an operator's log search meet on one value (the errors payload keeps the spec's shape). A proxy's well-formed `X-Request-Id`
 * is kept (the same id across the load balancer and the node); anything else gets a new one.
 * Fastify makes the id (genReqId: requestIdOf); the security headers' hook writes the header
 * with the others (security-headers.ts), one hook for every answer's fixed headers.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const WELL_FORMED = /^[\w.:-]{8,128}$/;

export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && WELL_FORMED.test(given) ? given : randomUUID();
}

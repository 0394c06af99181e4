/**
 * A request id on every log line (Fastify binds it to request.log as `requestId`) and in the
 * `X-Request-Id` header of every answer, errors included, so a client's report of a failed call
 * and an operator's log search meet on one value (the errors payload keeps the spec's shape). A proxy's well-formed `X-Request-Id`
 * is kept (the same id across the load balancer and the node); anything else gets a new one.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { globalPlugin } from './global-plugin';

const WELL_FORMED = /^[\w.:-]{8,128}$/;

export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && WELL_FORMED.test(given) ? given : randomUUID();
}

export const requestIdPlugin = globalPlugin(async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
});

import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, ERROR_CODES } from '../../../../domain/contracts/api-envelope';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../../db/unavailable';
import { HttpError } from '../../../plugins/errors';

const statusSchema = dataEnvelope(z.object({ status: z.literal('ok') }));

/** Liveness (process up) and readiness (database answers) for load balancers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: statusSchema } } }, async () => ({
    data: { status: 'ok' as const },
  }));

  app.get('/ready', { schema: { response: { 200: statusSchema } } }, async (request, reply) => {
    try {
      await app.pingDatabase();
    } catch (error) {
      // A load balancer asks every few seconds: the outage is logged where it starts and ends.
      request.log.debug({ err: error }, 'database not ready');
      reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      throw new HttpError(503, ERROR_CODES.notReady, 'The database is not reachable.');
    }
    return { data: { status: 'ok' as const } };
  });
};

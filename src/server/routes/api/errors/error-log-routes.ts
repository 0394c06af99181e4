import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope } from '../../../../domain/contracts/api-envelope';
import { errorLogRequestSchema, loggedResponseSchema } from '../../../../domain/contracts/platform';
import { loggingRateLimit } from '../logging-rate-limit';
import { insertErrorLog } from '../../../db/repositories/error-log-repository';

const USER_AGENT_MAX = 512;

/** POST /api/errors: client-side errors, stored for the team to read. */
export const errorLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/errors',
    {
      schema: {
        body: errorLogRequestSchema,
        response: { 200: dataEnvelope(loggedResponseSchema) },
      },
      config: { rateLimit: loggingRateLimit(app) },
    },
    async (request) => {
      const userAgent = request.headers['user-agent']?.slice(0, USER_AGENT_MAX) ?? null;
      const id = await insertErrorLog(app.db, { ...request.body, userAgent });
      return { data: { id } };
    },
  );
};

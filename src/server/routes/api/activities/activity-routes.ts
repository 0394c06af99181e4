import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope } from '../../../../domain/contracts/api-envelope';
import {
  landingActivityRequestSchema,
  loggedResponseSchema,
} from '../../../../domain/contracts/platform';
import { loggingRateLimit } from '../logging-rate-limit';
import { insertLandingActivity } from '../../../db/repositories/activity-repository';

/** POST /api/activities/landing: sent by the client when the page view is '/'. */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/activities/landing',
    {
      schema: {
        body: landingActivityRequestSchema,
        response: { 200: dataEnvelope(loggedResponseSchema) },
      },
      config: { rateLimit: loggingRateLimit(app) },
    },
    async (request) => ({ data: { id: await insertLandingActivity(app.db, request.body) } }),
  );
};

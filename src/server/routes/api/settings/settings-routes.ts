import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope } from '../../../../domain/contracts/api-envelope';
import { settingsResponseSchema } from '../../../../domain/contracts/platform';

/** GET /api/settings: the anti-forgery token the client sends on every write. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    { schema: { response: { 200: dataEnvelope(settingsResponseSchema) } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: { csrfToken: app.issueCsrfToken() } };
    },
  );
};

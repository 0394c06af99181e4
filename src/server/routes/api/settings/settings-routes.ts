import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope } from '../../../../domain/contracts/api-envelope';
import { settingsResponseSchema } from '../../../../domain/contracts/platform';

/** GET /api/settings: the anti-forgery token the client sends on every write. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    { schema: { response: { 200: dataEnvelope(settingsResponseSchema) } } },
    (_request, reply) => {
      // The hottest call of the site (every page load, then every 4 minutes): the token is
      // base64url text, so the answer is written directly instead of through the zod
      // serializer. The schema above still documents it (/api/docs) and the tests parse it.
      reply.header('Cache-Control', 'no-store').type('application/json; charset=utf-8');
      return reply.send(`{"data":{"csrfToken":"${app.issueCsrfToken()}"}}`);
    },
  );
};

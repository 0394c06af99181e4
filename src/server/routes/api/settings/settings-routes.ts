import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope } from '../../../../domain/contracts/api-envelope';
import { settingsResponseSchema } from '../../../../domain/contracts/platform';

/**
 * The hottest call of the site (every page load, then every 4 minutes): the token is
 * base64url text, so the answer is written directly instead of through the zod
 * serializer (ADR 004). The route's schema still documents it in /api/docs, and the
 * tests parse the answer.
 */
function sendSettings(reply: FastifyReply, csrfToken: string): void {
  reply
    .header('Cache-Control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(`{"data":{"csrfToken":"${csrfToken}"}}`);
}

/** GET /api/settings: the anti-forgery token the client sends on every write. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    { schema: { response: { 200: dataEnvelope(settingsResponseSchema) } } },
    (_request, reply) => sendSettings(reply, app.issueCsrfToken()),
  );
};

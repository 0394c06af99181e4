import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { globalPlugin } from './global-plugin';

/**
 * The OpenAPI 3.1 document generated from the routes' zod schemas, served at
 * GET /api/docs. Register before the routes: it collects them as they are added.
 */
export const openApiPlugin = globalPlugin<{ brand: string }>(async (app, { brand }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${brand} API`,
        version: '1.0.0',
        description: 'Every success answers { data }; every error { errors: [...] }.',
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
});

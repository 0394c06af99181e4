import { createHash } from 'node:crypto';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { sendCached } from '../catalog/cached-answer';
import type { CachedBody } from '../catalog/catalog-snapshot';
import fp from 'fastify-plugin';

/**
 * The OpenAPI 3.1 document generated from the routes' zod schemas, served at
 * GET /api/docs. Register before the routes: it collects them as they are added.
 * The document cannot change while the server runs, so it is serialised (and compressed, per
 * encoding) once: a 37-byte request must not cost a fresh 131 KB of JSON each time.
 */
export const openApiPlugin = fp<{ brand: string }>(async (app, { brand }) => {
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
  let document: CachedBody | undefined;
  const documentAnswer = (): CachedBody => {
    if (document) return document;
    const body = JSON.stringify(app.swagger());
    const hash = createHash('sha1').update(body).digest('base64url').slice(0, 16);
    return (document = { body, etag: `"docs-${hash}"` });
  };
  app.get('/api/docs', { schema: { hide: true } }, (request, reply) =>
    sendCached(request, reply, documentAnswer(), 'application/json; charset=utf-8', 'no-cache'),
  );
});

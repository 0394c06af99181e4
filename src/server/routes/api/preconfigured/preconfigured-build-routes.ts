/**
 * The pre-configured builds' calls of spec section 7 ("Listing and filters", and GET
 * preconfiguredbuild/{id} of "Build calls") under /api/configurator. Every answer comes from
 * the in-memory listing of the loaded catalogue (src/server/preconfigured), serialised once
 * per catalogue version and day, with an ETag so a client revalidating gets 304.
 * Shapes: src/domain/contracts/preconfigured-builds.ts; docs/preconfigured-builds.md.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '../../../../domain/contracts/api-envelope';
import {
  allBuildsResponseSchema,
  buildsPageResponseSchema,
  filterListResponseSchema,
  getBuildsBodySchema,
  getBuildsQuerySchema,
  preconfiguredBuildParamsSchema,
  preconfiguredBuildResponseSchema,
} from '../../../../domain/contracts/preconfigured-builds';
import { isoDate } from '../../../builds/build-time';
import { sendCached } from '../../../catalog/cached-answer';
import type { CachedBody } from '../../../catalog/catalog-snapshot';
import { HttpError } from '../../../plugins/errors';
import { quickValidatorCompiler } from '../quick-validation';
import { quickBuildsBody, quickBuildsQuery } from './getbuilds-input';
import {
  buildsQuery,
  preconfiguredListing,
  type BuildsQueryInput,
} from '../../../preconfigured/preconfigured-listing';

const JSON_TYPE = 'application/json; charset=utf-8';
const LIST_CACHE_CONTROL = 'public, max-age=60';

/** getbuilds' body and query read by hand first, zod for the rest (getbuilds-input.ts). */
const getBuildsValidation = quickValidatorCompiler({
  body: quickBuildsBody,
  querystring: quickBuildsQuery,
});

export const preconfiguredBuildRoutes: FastifyPluginAsyncZod = async (app) => {
  const listing = () => preconfiguredListing(app.catalog.current, isoDate(app.now()));
  const send = (request: FastifyRequest, reply: FastifyReply, answer: CachedBody) => {
    sendCached(request, reply, answer, JSON_TYPE, LIST_CACHE_CONTROL);
  };
  const sendPage = (request: FastifyRequest, reply: FastifyReply, input: BuildsQueryInput) => {
    send(request, reply, listing().pageAnswer(buildsQuery(input)));
  };

  // Compute the listing at start-up rather than on the first shopper's request.
  app.addHook('onReady', async () => {
    listing();
  });

  app.post(
    '/configurator/getbuilds',
    {
      schema: { body: getBuildsBodySchema, response: { 200: buildsPageResponseSchema } },
      validatorCompiler: getBuildsValidation,
    },
    (request, reply) => sendPage(request, reply, request.body),
  );

  app.get(
    '/configurator/getbuilds',
    {
      schema: { querystring: getBuildsQuerySchema, response: { 200: buildsPageResponseSchema } },
      validatorCompiler: getBuildsValidation,
    },
    (request, reply) => sendPage(request, reply, request.query),
  );

  app.get(
    '/configurator/allbuilds',
    { schema: { response: { 200: allBuildsResponseSchema } } },
    (request, reply) => {
      const current = listing();
      send(
        request,
        reply,
        current.cached('all', () =>
          JSON.stringify({ data: current.listed.map((entry) => entry.item) }),
        ),
      );
    },
  );

  for (const [path, key] of [
    ['/configurator/getgamefilters', 'games'],
    ['/configurator/getresolutionfilters', 'resolutions'],
  ] as const) {
    app.get(path, { schema: { response: { 200: filterListResponseSchema } } }, (request, reply) => {
      const current = listing();
      send(
        request,
        reply,
        current.cached(key, () => JSON.stringify({ data: current[key] })),
      );
    });
  }

  app.get(
    '/configurator/preconfiguredbuild/:id',
    {
      schema: {
        params: preconfiguredBuildParamsSchema,
        response: { 200: preconfiguredBuildResponseSchema },
      },
    },
    (request, reply) => {
      const { id } = request.params;
      const current = listing();
      const entry = current.entries.get(id);
      if (!entry)
        throw new HttpError(404, ERROR_CODES.notFound, `No pre-configured build '${id}'.`, ['id']);
      send(
        request,
        reply,
        current.cached(`build:${id}`, () => JSON.stringify({ data: entry.detail })),
      );
    },
  );
};

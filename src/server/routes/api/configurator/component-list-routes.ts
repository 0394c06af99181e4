import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CaseSizeFilter, ChipsetFilterId } from '../../../../domain/catalog/categories';
import type { ComponentItem } from '../../../../domain/contracts/catalog';
import { compactList, itemFactsOf } from '../../../../domain/contracts/compact-list';
import { ERROR_CODES } from '../../../../domain/contracts/api-envelope';
import { sendCached } from '../../../catalog/cached-answer';
import {
  addOnItems,
  buildSetTypeItems,
  caseFanItems,
  caseItem,
  caseItems,
  cpuCoolerItems,
  cpuItems,
  findCase,
  motherboardItems,
  plainItems,
  type PlainCategory,
} from '../../../catalog/component-lists';
import { HttpError } from '../../../plugins/errors';
import {
  buildSetTypesResponseSchema,
  caseFansQuerySchema,
  caseListQuerySchema,
  caseListResponseSchema,
  caseQuerySchema,
  caseResponseSchema,
  chipsetQuerySchema,
  listResponseSchema,
  motherboardQuerySchema,
  viewQuerySchema,
} from './component-list-schemas';

const LIST_CACHE_CONTROL = 'public, max-age=60';

/**
 * GET /api/configurator/all…components (spec section 7). Answers come precomputed from
 * the in-memory catalogue, serialised once per catalogue version and query, and carry an
 * ETag so a client revalidating gets 304.
 */
export const componentListRoutes: FastifyPluginAsyncZod = async (app) => {
  // Sends the reply itself (a precomputed string), so handlers return nothing.
  const answer = (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    data: () => unknown,
  ): void => {
    sendCached(
      request,
      reply,
      app.catalog.current.cached(key, () => JSON.stringify({ data: data() })),
      'application/json; charset=utf-8',
      LIST_CACHE_CONTROL,
    );
  };
  const catalog = () => app.catalog.current;
  /** A component list, as the spec's items or (`view=compact`) as the web client's columns. */
  const answerList = (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    view: 'compact' | undefined,
    items: () => ComponentItem[],
  ): void => {
    if (view === 'compact')
      answer(request, reply, `${key}|compact`, () => {
        const { version, byId } = catalog();
        return compactList(version, items(), (item) => {
          const product = byId.get(item.id);
          return product ? itemFactsOf(product) : null;
        });
      });
    else answer(request, reply, key, items);
  };

  app.get(
    '/configurator/allcasecomponents',
    { schema: { querystring: caseListQuerySchema, response: { 200: caseListResponseSchema } } },
    (request, reply) => {
      const caseSize = (request.query.caseSize ?? 0) as CaseSizeFilter;
      answer(request, reply, `cases:${caseSize}`, () => caseItems(catalog(), caseSize));
    },
  );

  app.get(
    '/configurator/casecomponent',
    { schema: { querystring: caseQuerySchema, response: { 200: caseResponseSchema } } },
    (request, reply) => {
      const { id } = request.query;
      const item = caseItem(catalog(), id);
      if (!item) throw new HttpError(404, ERROR_CODES.notFound, `No case with id '${id}'.`, ['id']);
      answer(request, reply, `case:${id}`, () => item);
    },
  );

  app.get(
    '/configurator/allcpucomponents',
    { schema: { querystring: chipsetQuerySchema, response: { 200: listResponseSchema } } },
    (request, reply) => {
      const chipset = (request.query.chipset ?? 0) as ChipsetFilterId;
      answerList(request, reply, `cpu:${chipset}`, request.query.view, () =>
        cpuItems(catalog(), chipset),
      );
    },
  );

  app.get(
    '/configurator/allmotherboardcomponents',
    {
      schema: {
        querystring: motherboardQuerySchema,
        response: { 200: listResponseSchema },
      },
    },
    (request, reply) => {
      const caseSize = (request.query.caseSize ?? 0) as CaseSizeFilter;
      const chipset = (request.query.chipset ?? 0) as ChipsetFilterId;
      answerList(request, reply, `motherboard:${caseSize}:${chipset}`, request.query.view, () =>
        motherboardItems(catalog(), caseSize, chipset),
      );
    },
  );

  const plain: [string, PlainCategory][] = [
    ['allmemorycomponents', 'memory'],
    ['allgpucomponents', 'gpu'],
    ['allstoragecomponents', 'storage'],
    ['allpsucomponents', 'psu'],
    ['allOperatingSystemComponents', 'os'],
  ];
  for (const [path, category] of plain) {
    app.get(
      `/configurator/${path}`,
      {
        schema: { querystring: viewQuerySchema, response: { 200: listResponseSchema } },
      },
      (request, reply) => {
        answerList(request, reply, category, request.query.view, () =>
          plainItems(catalog(), category),
        );
      },
    );
  }

  app.get(
    '/configurator/allcpucoolingcomponents',
    { schema: { querystring: chipsetQuerySchema, response: { 200: listResponseSchema } } },
    (request, reply) => {
      const chipset = (request.query.chipset ?? 0) as ChipsetFilterId;
      answerList(request, reply, `coolingCpu:${chipset}`, request.query.view, () =>
        cpuCoolerItems(catalog(), chipset),
      );
    },
  );

  app.get(
    '/configurator/allcasecoolingcomponents',
    {
      schema: { querystring: caseFansQuerySchema, response: { 200: listResponseSchema } },
    },
    (request, reply) => {
      const { caseId } = request.query;
      const caseProduct = findCase(catalog(), caseId);
      if (!caseProduct)
        throw new HttpError(404, ERROR_CODES.notFound, `No case with id '${caseId}'.`, ['caseId']);
      answerList(request, reply, `fans:${caseId}`, request.query.view, () =>
        caseFanItems(catalog(), caseProduct),
      );
    },
  );

  for (const [path, category] of [
    ['allsoundcardcomponents', 'soundcard'],
    ['allnetworkingcomponents', 'networking'],
  ] as const) {
    app.get(
      `/configurator/${path}`,
      {
        schema: { querystring: viewQuerySchema, response: { 200: listResponseSchema } },
      },
      (request, reply) => {
        answerList(request, reply, category, request.query.view, () =>
          addOnItems(catalog(), category),
        );
      },
    );
  }

  app.get(
    '/configurator/allBuildSetTypes',
    { schema: { response: { 200: buildSetTypesResponseSchema } } },
    (request, reply) => {
      answer(request, reply, 'buildSetTypes', () => buildSetTypeItems(catalog()));
    },
  );
};

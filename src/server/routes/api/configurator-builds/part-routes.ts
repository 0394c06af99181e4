/**
 * POST /api/configurator/searchparts (ADR 108): one part list searched, filtered (with counts),
 * priced, judged against the posted build and paged, from the in-memory catalogue. And
 * POST /api/configurator/partsthatfit (ADR 109): the cheapest in-stock parts of a field that
 * fit the build with the rest unchanged. Both take the build as their body, like the flagged
 * lists, with the same anti-forgery and 400 rules.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Build } from '../../../../domain/build/build-model';
import { selectionsOf } from '../../../../domain/build/build-selections';
import { keySpecLine } from '../../../../domain/catalog/key-specs';
import { facetKeys } from '../../../../domain/catalog/part-facets';
import { searchParts } from '../../../../domain/catalog/part-search';
import { displayBrand } from '../../../../domain/catalog/display-brand';
import type { Product } from '../../../../domain/catalog/specs';
import {
  FlagMemo,
  flagCandidatesKept,
  type ListFlags,
} from '../../../../domain/compatibility/flag-memo';
import { partsThatFit } from '../../../../domain/compatibility/part-fixes';
import { buildSchema } from '../../../../domain/contracts/build';
import { ERROR_CODES } from '../../../../domain/contracts/api-envelope';
import {
  partSearchQuerySchema,
  partSearchResponseSchema,
  partsThatFitQuerySchema,
  partsThatFitResponseSchema,
  type PartField,
  type PartOption,
  type PartSearch,
  type PartSearchQuery,
  type PartsThatFit,
} from '../../../../domain/contracts/part-search';
import { penceToPounds, type Pence } from '../../../../domain/money/pence';
import { RecentlyUsed } from '../../../../domain/recently-used';
import { partListFor, type PartList } from '../../../catalog/part-lists';
import { HttpError } from '../../../plugins/errors';
import { buildContext, fastBuildRoute, type BuildContext } from './build-context';

/** Flags of a list for a build, kept per app: a few KB each, reused while the shopper types. */
const FLAGS_KEPT = 128;

const pounds = (amount: number) => penceToPounds(amount as Pence);

/** A part as a list offers it, with its flag and reason. */
function optionOf(
  product: Product,
  list: PartList,
  isCompatible: boolean | null,
  reason: string | null,
  keySpecs = keySpecLine(product),
): PartOption {
  return {
    id: product.id,
    category: product.category,
    brand: displayBrand(product.brand),
    longName: product.longName,
    shortName: product.shortName,
    description: product.description,
    price: pounds(product.pricePence),
    imageUrl: product.imageUrl,
    keySpecs,
    stock: { status: product.stock.status, expectedDate: product.stock.expectedDate ?? null },
    isCompatible,
    reason: isCompatible === false ? reason : null,
    maxNumAllowed:
      product.category === 'fans'
        ? (list.packsThatFit?.get(product.id) ?? product.specs.maxNumAllowed)
        : null,
  };
}

/** `facet:value` filters, each facet checked against the category's; a 400 names `filter`. */
function filtersOf(query: PartSearchQuery, list: PartList): Record<string, string[]> {
  const raw = query.filter === undefined ? [] : [query.filter].flat();
  const known = new Set(list.index.category === null ? [] : facetKeys(list.index.category));
  const filters: Record<string, string[]> = {};
  for (const entry of raw) {
    const at = entry.indexOf(':');
    const key = at > 0 ? entry.slice(0, at) : '';
    const value = entry.slice(at + 1);
    if (!known.has(key) || value === '')
      throw new HttpError(
        400,
        ERROR_CODES.validation,
        `Filter '${entry}' is not one of this list's: write facet:value with a facet of ${[...known].join(', ') || 'none'}.`,
        ['filter'],
      );
    (filters[key] ??= []).push(value);
  }
  return filters;
}

function priceBounds(query: PartSearchQuery) {
  const minPence = query.minPrice === undefined ? null : Math.round(query.minPrice * 100);
  const maxPence = query.maxPrice === undefined ? null : Math.round(query.maxPrice * 100);
  if (minPence !== null && maxPence !== null && minPence > maxPence)
    throw new HttpError(400, ERROR_CODES.validation, 'minPrice must not be above maxPrice.', [
      'minPrice',
      'maxPrice',
    ]);
  return { minPence, maxPence };
}

export const partRoutes: FastifyPluginAsyncZod = async (app) => {
  const keptFlags = new RecentlyUsed<string, ListFlags>(FLAGS_KEPT);
  const flagMemo = new FlagMemo();

  /** The engine's flags and reasons for every part of the list, judged in the field's place. */
  const flagsOf = (context: BuildContext, field: PartField, list: PartList): ListFlags => {
    const judged = { ...selectionsOf(context.build), [field]: null };
    const key = `${context.snapshot.version}|${list.key}|${field}|${JSON.stringify(judged)}`;
    let flags = keptFlags.get(key);
    if (flags === undefined) {
      flags = flagCandidatesKept(context.build, list.products, field, context.index, flagMemo);
      keptFlags.set(key, flags);
    }
    return flags;
  };

  app.post(
    '/configurator/searchparts',
    {
      schema: {
        body: buildSchema,
        querystring: partSearchQuerySchema,
        response: { 200: partSearchResponseSchema },
      },
      ...fastBuildRoute,
    },
    async (request) => {
      const query = request.query;
      const context = buildContext(app, request.body as Build);
      const list = partListFor(context.snapshot, query.field, context.build);
      const filters = filtersOf(query, list);
      const { minPence, maxPence } = priceBounds(query);
      const { flags, reasons } = flagsOf(context, query.field, list);
      const result = searchParts(
        list.index,
        {
          text: query.q,
          filters,
          minPence,
          maxPence,
          compatibleOnly: query.compatible === 'true',
          sort: query.sort,
          page: query.page,
          pageSize: query.pageSize,
        },
        flags,
      );
      const data: PartSearch = {
        version: context.snapshot.version,
        field: query.field,
        total: result.total,
        page: result.page,
        pageSize: result.pageSize,
        pageCount: result.pageCount,
        incompatible: result.incompatible,
        priceRange:
          result.priceRange === null
            ? null
            : { min: pounds(result.priceRange.minPence), max: pounds(result.priceRange.maxPence) },
        facets: result.facets,
        items: result.items.map(({ entry, isCompatible }) =>
          optionOf(
            entry.product,
            list,
            isCompatible,
            reasons[entry.position] ?? null,
            entry.keySpecs,
          ),
        ),
      };
      return { data };
    },
  );

  app.post(
    '/configurator/partsthatfit',
    {
      schema: {
        body: buildSchema,
        querystring: partsThatFitQuerySchema,
        response: { 200: partsThatFitResponseSchema },
      },
      ...fastBuildRoute,
    },
    async (request) => {
      const { field, limit } = request.query;
      const context = buildContext(app, request.body as Build);
      const list = partListFor(context.snapshot, field, context.build);
      const fits = partsThatFit(context.build, field, list.products, context.index, {
        limit,
        today: context.today,
      });
      const currentId = context.build[field];
      const current = currentId === null ? undefined : context.index.byId.get(currentId);
      const data: PartsThatFit = {
        field,
        current: current ? { id: current.id, price: pounds(current.pricePence) } : null,
        parts: fits.map(({ product, priceDifferencePence, caveat }) => ({
          ...optionOf(product, list, true, null),
          // A fitting part's reason is its caveat (a fact the catalogue lacks), if any.
          reason: caveat,
          priceDifference: penceToPounds(priceDifferencePence as Pence),
        })),
      };
      return { data };
    },
  );
};

/**
 * API shapes of the part search (POST configurator/searchparts) and of the parts that fit
 * (POST configurator/partsthatfit), ADR 108 and 109. Both take the build as their body, like
 * the flagged lists; their options are in the query. Prices are pounds (2 dp).
 */
import { z } from 'zod';
import { CONFIGURE_SUB_STEPS } from '../catalog/categories';
import { STOCK_STATUSES } from '../catalog/spec-constants';
import { PART_PAGE_SIZE } from '../catalog/part-search';
import { dataEnvelope } from './api-envelope';

/** The build fields a part list fills: the configurator's categories and the case. */
export const PART_FIELDS = ['case', ...CONFIGURE_SUB_STEPS] as const;
export type PartField = (typeof PART_FIELDS)[number];

/** Pounds in a query: up to £1,000,000, to the penny. */
const pounds = z.coerce.number().nonnegative().max(1_000_000);

export const partSearchQuerySchema = z.object({
  field: z.enum(PART_FIELDS),
  /** Words that must each start a word of the name, brand or key specs, e.g. "4070 12GB". */
  q: z.string().max(100).optional(),
  /**
   * Filters as `facet:value`, repeated (`filter=socket:AM5&filter=formFactor:ATX`): values of
   * one facet are alternatives, facets are combined. A facet the category lacks is a 400.
   */
  filter: z.union([z.string().max(120), z.array(z.string().max(120)).max(50)]).optional(),
  minPrice: pounds.optional(),
  maxPrice: pounds.optional(),
  /** `true`: leave out the parts the engine flags incompatible with the build. */
  compatible: z.enum(['true', 'false']).optional(),
  /** Within the brand grouping: ascending price (default) or name. */
  sort: z.enum(['price', 'name']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(PART_PAGE_SIZE.max).optional(),
});
export type PartSearchQuery = z.infer<typeof partSearchQuerySchema>;

/** One part as a list offers it. */
export const partOptionSchema = z.object({
  id: z.string(),
  category: z.string(),
  brand: z.string(),
  longName: z.string(),
  shortName: z.string(),
  description: z.string(),
  price: z.number().nonnegative(),
  imageUrl: z.string(),
  /** One line, e.g. "AM5 · B650 · ATX · DDR5"; '' when nothing is known. */
  keySpecs: z.string(),
  stock: z.object({
    status: z.enum(STOCK_STATUSES),
    /** A pre-order's expected date (yyyy-mm-dd), else null. */
    expectedDate: z.string().nullable(),
  }),
  /** With the build: true fits, false would raise an error, null not verified. */
  isCompatible: z.boolean().nullable(),
  /** Why a part is incompatible (the engine's sentence, naming it "this …"), else null. */
  reason: z.string().nullable(),
  /** Fans: the most packs that fit the build's case; null for other categories. */
  maxNumAllowed: z.number().int().positive().nullable(),
});
export type PartOption = z.infer<typeof partOptionSchema>;

export const partFacetSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** Every value the list takes; count: parts it gives with the other filters kept. */
  values: z.array(z.object({ value: z.string(), label: z.string(), count: z.number().int() })),
  /** Parts matching everything else whose value of this facet is not known. */
  unknown: z.number().int(),
});

export const partSearchSchema = z.object({
  /** The catalogue version searched. */
  version: z.number().int(),
  field: z.enum(PART_FIELDS),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  pageCount: z.number().int().nonnegative(),
  /** Parts matching the rest of the query that the engine flags incompatible. */
  incompatible: z.number().int().nonnegative(),
  /** Pounds: the cheapest and dearest part matching everything but the price range. */
  priceRange: z.object({ min: z.number(), max: z.number() }).nullable(),
  facets: z.array(partFacetSchema),
  items: z.array(partOptionSchema),
});
export type PartSearch = z.infer<typeof partSearchSchema>;
export const partSearchResponseSchema = dataEnvelope(partSearchSchema);

export const partsThatFitQuerySchema = z.object({
  field: z.enum(PART_FIELDS),
  limit: z.coerce.number().int().min(1).max(10).optional(),
});

export const partsThatFitSchema = z.object({
  field: z.enum(PART_FIELDS),
  /** The part the field holds now (the price differences are against it), or null. */
  current: z.object({ id: z.string(), price: z.number() }).nullable(),
  /** Cheapest first; `priceDifference` in pounds (negative: the build gets cheaper). */
  parts: z.array(partOptionSchema.extend({ priceDifference: z.number() })),
});
export type PartsThatFit = z.infer<typeof partsThatFitSchema>;
export const partsThatFitResponseSchema = dataEnvelope(partsThatFitSchema);

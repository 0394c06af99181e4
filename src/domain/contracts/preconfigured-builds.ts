/**
 * API shapes of the pre-configured builds (spec section 3 "Pre-configured build", "Featured
 * card", "Pre-configured card", "Filter list entries"; section 7 "Listing and filters").
 * Prices are pounds (2 dp) computed from the parts at request time; nothing here is typed in.
 *
 * One item shape serves both cards: the home page's featured card (subTitle, title,
 * description, info.time, info.price, saveBuild, publicId, ctas) and the listing's card
 * (title, image, image2x, imageAlt, specs, minPrice, link, buttonTitle, isHighlighted).
 */
import { z } from 'zod';
import { CATEGORY_ORDER } from '../catalog/categories';
import { dataEnvelope } from './api-envelope';
import { chargeLineSchema } from './build';
import { buildTimeSchema, overviewComponentSchema, savedBuildFieldsSchema } from './build-api';
import { MAX_BUILDS_PAGE_SIZE } from './preconfigured-build-constants';

// Defined zod-free so the browser can import them without pulling zod in.
export * from './preconfigured-build-constants';

/** A Game or Resolution filter entry (GET getgamefilters, getresolutionfilters). */
export const filterEntrySchema = z.object({
  /** Positive and stable: the value of gameId / resolutionId and of the page's URL. */
  id: z.number().int().positive(),
  /** 'Cyberpunk 2077', '1440p'. */
  name: z.string(),
  /** The group it belongs to: a game's genre ('Action RPG'), a resolution's class ('Quad HD'). */
  categoryName: z.string(),
});
export type FilterEntry = z.infer<typeof filterEntrySchema>;
export const filterListResponseSchema = dataEnvelope(z.array(filterEntrySchema));

/** A tag of a build: the filter entry's id and name. */
export const buildTagSchema = z.object({ id: z.number().int().positive(), name: z.string() });

/** One line of a card's spec list, e.g. { category: 'gpu', label: 'Graphics Card', value: 'NVIDIA RTX 5070 FE' }. */
export const buildSpecSchema = z.object({
  category: z.enum(CATEGORY_ORDER),
  /** The category's label as the configurator shows it. */
  label: z.string(),
  /** Brand and short name of the part. */
  value: z.string(),
});
export type BuildSpec = z.infer<typeof buildSpecSchema>;

/**
 * A call to action of a card. `addToBasket` runs the spec's "Build to basket" flow with
 * `saveBuild` (link is null: there is no basket link before the build is saved);
 * `viewBuild` links to the build's overview page.
 */
export const buildCtaSchema = z.object({
  kind: z.enum(['addToBasket', 'viewBuild']),
  title: z.string(),
  link: z.string().nullable(),
});

export const preconfiguredBuildItemSchema = z.object({
  /** Stable public id ('pc-…'), for /build-overview/{publicId} and preconfiguredbuild/{id}. */
  publicId: z.string(),
  /** '/build-overview/{publicId}'. */
  link: z.string(),
  title: z.string(),
  /** Chipset and target resolutions, e.g. 'AMD · 1440p / 4K'. */
  subTitle: z.string(),
  description: z.string(),
  /** 1 Intel, 2 AMD. */
  chipset: z.union([z.literal(1), z.literal(2)]),
  /** The case's main image (a site-relative URL). */
  image: z.string(),
  /** A 2x image when one exists; null for the vector (SVG) art, which is sharp at any size. */
  image2x: z.string().nullable(),
  imageAlt: z.string(),
  /** Spec list: processor, graphics, memory, storage, in category order. */
  specs: z.array(buildSpecSchema),
  /** Total of the parts and the assembly service, as completeBuild would total it. */
  totalPrice: z.number().nonnegative(),
  /** The card's "from" price: the build as configured (= totalPrice); customising changes it. */
  minPrice: z.number().nonnegative(),
  /**
   * The assembly charge included in totalPrice, minPrice and info.price: the card names it
   * beside the total ("incl. Assembly & testing £89.00"), as every total does (issue 37 item 3).
   */
  assembly: chargeLineSchema.nullable(),
  buildTime: buildTimeSchema,
  /** Featured card: info.time is shown as Build Time and info.price as Total Price. */
  info: z.object({ time: z.string(), price: z.number().nonnegative() }),
  /** 'Add to Basket'. */
  buttonTitle: z.string(),
  isFeatured: z.boolean(),
  isHighlighted: z.boolean(),
  games: z.array(buildTagSchema),
  resolutions: z.array(buildTagSchema),
  /** Why it carries those tags: the graphics card's class and memory. */
  tagReason: z.string(),
  /** The selections to post to completeBuildAndSave (or to resume). */
  saveBuild: savedBuildFieldsSchema,
  ctas: z.array(buildCtaSchema),
});
export type PreconfiguredBuildItem = z.infer<typeof preconfiguredBuildItemSchema>;

const chipsetFilter = z.union([z.literal(0), z.literal(1), z.literal(2)]);
const filterId = z.int().min(0);
const pageSize = z.int().min(1).max(MAX_BUILDS_PAGE_SIZE);
const pageNumber = z.int().min(1);

/**
 * POST getbuilds body: `{ featured, pageSize, pageNumber }` or `{ chipset, gameId,
 * resolutionId, pageSize, pageNumber }` (both may be combined: filters AND featured).
 * Absent or null filters mean "any"; pageNumber defaults to 1 and pageSize to 6 with
 * featured, else 9. Unknown extra fields are ignored.
 */
export const getBuildsBodySchema = z.object({
  featured: z.boolean().nullable().optional(),
  chipset: chipsetFilter.nullable().optional(),
  gameId: filterId.nullable().optional(),
  resolutionId: filterId.nullable().optional(),
  pageSize: pageSize.optional(),
  pageNumber: pageNumber.optional(),
});
export type GetBuildsBody = z.infer<typeof getBuildsBodySchema>;

/** '', absent → undefined; otherwise a number (coerced; 'abc' or '1.5' fail). */
const queryNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === undefined ? undefined : Number(v)), schema.optional());

/** GET getbuilds query: the same fields as the body, as strings (featured: true/false/1/0). */
export const getBuildsQuerySchema = z.object({
  featured: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
  chipset: queryNumber(chipsetFilter),
  gameId: queryNumber(filterId),
  resolutionId: queryNumber(filterId),
  pageSize: queryNumber(pageSize),
  pageNumber: queryNumber(pageNumber),
});

/** A page of builds. A page past the end has no items (pageCount still says how many there are). */
export const buildsPageSchema = z.object({
  items: z.array(preconfiguredBuildItemSchema),
  /** Pages of this size that the filters give; 0 when nothing matches. */
  pageCount: z.number().int().nonnegative(),
  pageNumber: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  /** Builds matching the filters, over all pages. */
  totalCount: z.number().int().nonnegative(),
});
export type BuildsPage = z.infer<typeof buildsPageSchema>;
export const buildsPageResponseSchema = dataEnvelope(buildsPageSchema);

/** GET allbuilds: every listed build, cheapest first. */
export const allBuildsResponseSchema = dataEnvelope(z.array(preconfiguredBuildItemSchema));

/**
 * GET preconfiguredbuild/{id}: the build as the overview page shows it, and its selections
 * (`build`: chipset, case, caseSize, component ids, fansTotal, sundries) to resume it in
 * the configurator or post it to completeBuildAndSave.
 */
export const preconfiguredBuildSchema = z.object({
  publicId: z.string(),
  name: z.string(),
  description: z.string(),
  /** The case's main image, or null if the case is no longer sold. */
  caseImage: z.string().nullable(),
  /** The parts in category order, as the catalogue describes them now (parts no longer sold left out). */
  components: z.array(overviewComponentSchema),
  totalPrice: z.number().nonnegative(),
  buildTime: buildTimeSchema,
  build: savedBuildFieldsSchema,
  /**
   * False while a part is off sale (retired or gone from the catalogue) or the build no
   * longer validates: it is then left out of the listings, and Add to Basket reports issues.
   */
  listed: z.boolean(),
  /** The card of this build (also when it is not listed). */
  item: preconfiguredBuildItemSchema,
});
export type PreconfiguredBuild = z.infer<typeof preconfiguredBuildSchema>;
export const preconfiguredBuildResponseSchema = dataEnvelope(preconfiguredBuildSchema);

/** Path parameter of preconfiguredbuild/{id}. */
export const preconfiguredBuildParamsSchema = z.object({ id: z.string().max(200) });

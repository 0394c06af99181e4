/**
 * What the served page says about itself and its HTTP status, per client route of the spec,
 * from the route's own data: a title and meta description on every page; a canonical URL on
 * every indexable one; Open Graph / Twitter card tags on the home page, the listing and the
 * build pages; schema.org JSON-LD (a Product with its Offer in GBP on a pre-configured build's
 * overview, an ItemList on the listing); the 404 page (status 404, noindex) for an unknown
 * path, an unknown build or a build with no parts left. Saved builds are noindex.
 */
import type { FastifyInstance } from 'fastify';
import { matchClientRoute, type ClientRoute } from '../../domain/client-routes';
import { artRasterUrl } from '../../domain/catalog/media-urls';
import { PATHS, paths } from '../../domain/paths';
import type { OverviewComponent } from '../../domain/contracts/build-api';
import { isPreconfiguredBuildId } from '../../domain/contracts/preconfigured-build-constants';
import { formatPounds, pence, poundsToPence } from '../../domain/money/pence';
import { buildFromSaved, summariseBuild } from '../builds/build-overview';
import { isoDate, toBuildTime } from '../builds/build-time';
import { catalogueIndexOf } from '../builds/catalogue-index';
import { isPublicId } from '../builds/public-id';
import { findSavedBuild } from '../db/repositories/saved-build-repository';
import type { PreconfiguredEntry } from '../preconfigured/preconfigured-entry';
import { preconfiguredListing } from '../preconfigured/preconfigured-listing';
import type { PageMeta, StructuredData } from './page-head';

export interface PageRequest {
  /** The path without the query string. */
  pathname: string;
  /** The query string without its '?' ('' or absent when none). */
  query?: string;
  /** PUBLIC_ORIGIN ('https://shop.example'); null: the page carries no absolute URL. */
  origin: string | null;
}

const absolute = (request: PageRequest, path: string | null) =>
  path && request.origin ? `${request.origin}${path}` : null;

/** Link previews get the raster rendition of generated art: X and Facebook show no SVG. */
const previewImage = (request: PageRequest, path: string | null) =>
  absolute(request, path && (artRasterUrl(path, 640) ?? path));

const SCHEMA_ORG = 'https://schema.org';

/** A build as a link preview shows it. */
interface BuildPreview {
  name: string;
  /** The build's own description (pre-configured builds), else one from its parts. */
  description: string | null;
  components: OverviewComponent[];
  totalPence: number;
  buildTimeText: string;
  caseImage: string | null;
  /** The canonical path of the page. */
  path: string;
  /** A pre-configured build's offer: can it be added to the basket today. */
  offer: { sku: string; inStock: boolean } | null;
}

const KEY_PARTS = new Set(['cpu', 'gpu', 'memory', 'storage']);

function keyParts(components: OverviewComponent[]): string[] {
  return components
    .filter((c) => KEY_PARTS.has(c.category))
    .map((c) => (c.shortName.startsWith(c.brand) ? c.shortName : `${c.brand} ${c.shortName}`));
}

export function notFoundMeta(brand: string): PageMeta {
  return {
    status: 404,
    title: `404 Page Error | ${brand}`,
    description: 'Sorry, the page you are looking for does not exist.',
    noindex: true,
  };
}

/** schema.org Product with one Offer in GBP: what search engines show as price and stock. */
function productData(
  build: BuildPreview,
  offer: NonNullable<BuildPreview['offer']>,
  description: string,
  brand: string,
  request: PageRequest,
): StructuredData {
  const url = absolute(request, build.path);
  const image = previewImage(request, build.caseImage);
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Product',
    name: build.name,
    description,
    sku: offer.sku,
    brand: { '@type': 'Brand', name: brand },
    ...(image ? { image } : {}),
    ...(url ? { url } : {}),
    offers: {
      '@type': 'Offer',
      price: (build.totalPence / 100).toFixed(2),
      priceCurrency: 'GBP',
      availability: `${SCHEMA_ORG}/${offer.inStock ? 'InStock' : 'OutOfStock'}`,
      itemCondition: `${SCHEMA_ORG}/NewCondition`,
      ...(url ? { url } : {}),
    },
  };
}

function buildMeta(
  build: BuildPreview,
  brand: string,
  request: PageRequest,
  noindex: boolean,
): PageMeta {
  if (build.components.length === 0) return notFoundMeta(brand);
  const price = formatPounds(pence(build.totalPence));
  const parts = keyParts(build.components);
  const description = `${parts.join(', ')}. Total ${price}, built in ${build.buildTimeText}.`;
  const url = absolute(request, build.path);
  return {
    status: 200,
    title: `${build.name} | ${brand}`,
    description,
    canonical: url,
    preview: {
      title: `${build.name}: ${price}`,
      url,
      image: previewImage(request, build.caseImage),
      imageAlt:
        `${build.name}, case ${build.components.find((c) => c.category === 'case')?.longName ?? ''}`.trim(),
      siteName: brand,
      price: build.totalPence / 100,
    },
    ...(build.offer
      ? {
          structuredData: [
            productData(build, build.offer, build.description ?? description, brand, request),
          ],
        }
      : {}),
    noindex,
  };
}

function preconfiguredPreview(entry: PreconfiguredEntry): BuildPreview {
  const { detail } = entry;
  return {
    name: detail.name,
    description: detail.description || null,
    components: detail.components,
    totalPence: poundsToPence(detail.totalPrice),
    buildTimeText: detail.buildTime.text,
    caseImage: detail.caseImage,
    path: paths.buildOverview(detail.publicId),
    // Listed = every part for sale and nothing to fix: 'Add to basket' works.
    offer: { sku: detail.publicId, inStock: entry.listed },
  };
}

async function savedPreview(
  app: FastifyInstance,
  id: string,
  path: string,
): Promise<BuildPreview | null> {
  const saved = isPublicId(id) ? await findSavedBuild(app.db, id) : null;
  if (!saved) return null;
  const index = catalogueIndexOf(app.catalog.current);
  const summary = summariseBuild(buildFromSaved(saved.build), index, isoDate(app.now()));
  const cpu = summary.components.find((c) => c.category === 'cpu');
  return {
    name: cpu ? `Custom gaming PC with ${cpu.brand} ${cpu.shortName}` : 'Custom gaming PC',
    description: null,
    components: summary.components,
    totalPence: saved.totalPence,
    buildTimeText: toBuildTime(saved.buildTimeDays).text,
    caseImage: summary.caseImage,
    path,
    offer: null,
  };
}

const listingOf = (app: FastifyInstance) =>
  preconfiguredListing(app.catalog.current, isoDate(app.now()));

/** ' from £x to £y' over the listed builds, or '' when none is listed. */
function priceRange(entries: readonly PreconfiguredEntry[]): string {
  const prices = entries.map((e) => e.item.totalPrice);
  if (prices.length === 0) return '';
  const pounds = (value: number) => formatPounds(poundsToPence(value));
  return ` from ${pounds(Math.min(...prices))} to ${pounds(Math.max(...prices))}`;
}

function listingMeta(app: FastifyInstance, brand: string, request: PageRequest): PageMeta {
  const { listed } = listingOf(app);
  const cover = listed.find((e) => e.item.isFeatured) ?? listed[0];
  const title = 'Start with a pre-configured build';
  const url = absolute(request, PATHS.preConfiguredPcs);
  // The builds the listing shows across its pages, in its order (cheapest first).
  const itemList: StructuredData = {
    '@context': SCHEMA_ORG,
    '@type': 'ItemList',
    name: title,
    numberOfItems: listed.length,
    itemListElement: listed.map((entry, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: entry.item.title,
      url: absolute(request, entry.item.link) ?? entry.item.link,
    })),
  };
  return {
    status: 200,
    title: `${title} | ${brand}`,
    description: `${listed.length} pre-configured gaming PCs, Intel and AMD,${priceRange(listed)}. Filter by chipset, game and resolution (1080p, 1440p, 4K).`,
    canonical: url,
    preview: {
      title,
      url,
      image: previewImage(request, cover?.item.image || null),
      imageAlt: cover?.item.imageAlt ?? title,
      siteName: brand,
    },
    structuredData: [itemList],
  };
}

function homeMeta(app: FastifyInstance, brand: string, request: PageRequest): PageMeta {
  const { listed } = listingOf(app);
  const cover = listed.find((e) => e.item.isFeatured) ?? listed[0];
  const builds = listed.length
    ? `, or start from one of ${listed.length} pre-configured builds${priceRange(listed)}`
    : '';
  const url = absolute(request, PATHS.home);
  return {
    status: 200,
    title: `Configurator Home | ${brand}`,
    description: `Build your own custom gaming PC with the ${brand} configurator: choose every component with compatibility checked as you go${builds}.`,
    canonical: url,
    preview: {
      title: `Build the perfect setup | ${brand}`,
      url,
      image: previewImage(request, cover?.item.image || null),
      imageAlt: cover?.item.imageAlt ?? brand,
      siteName: brand,
    },
  };
}

/** The pages whose head depends on no stored data: title and description as the screen says. */
function screenMeta(
  app: FastifyInstance,
  page: 'preConfigurator' | 'configurator' | 'overview',
  brand: string,
  request: PageRequest,
): PageMeta {
  const query = new URLSearchParams(request.query ?? '');
  const canonical = absolute(request, PATHS[page]);
  switch (page) {
    case 'preConfigurator': {
      const cases = app.catalog.current.listings('case').length;
      return {
        status: 200,
        title: `Customise your gaming PC | ${brand}`,
        description: `Start your custom gaming PC: choose an AMD or Intel chipset, then one of ${cases} cases, and pick every component in the configurator.`,
        canonical,
      };
    }
    case 'configurator':
      return {
        status: 200,
        // As the screen titles itself for a new build; the stored build may say otherwise.
        title: `${query.get('switch') === '0' ? 'Expert Mode' : 'Assist Mode'} | ${brand}`,
        description:
          'Pick every component of your gaming PC, guided step by step or all at once, with compatibility checked and the total price updated as you go.',
        canonical,
      };
    case 'overview':
      return {
        status: 200,
        title: `${query.get('state') === 'review' ? 'Review your build' : 'Build Overview'} | ${brand}`,
        description:
          'Your gaming PC build: every component, the total price, the build time and delivery estimate, ready to add to the basket.',
        canonical,
      };
  }
}

async function routeMeta(
  app: FastifyInstance,
  route: ClientRoute,
  request: PageRequest,
): Promise<PageMeta> {
  const brand = app.site.brand;
  if (route.page === 'home') return homeMeta(app, brand, request);
  if (route.page === 'preConfiguredPcs') return listingMeta(app, brand, request);
  const { publicId } = route;
  if (route.page === 'buildOverview' || route.page === 'share') {
    if (publicId === null) return notFoundMeta(brand);
    if (isPreconfiguredBuildId(publicId)) {
      // Its canonical page is its overview, whichever of the two routes names it.
      const entry = listingOf(app).entries.get(publicId);
      return entry
        ? buildMeta(preconfiguredPreview(entry), brand, request, false)
        : notFoundMeta(brand);
    }
    const preview = await savedPreview(app, publicId, paths[route.page](publicId));
    // Saved builds are shared by unguessable link: not for search engines.
    return preview ? buildMeta(preview, brand, request, true) : notFoundMeta(brand);
  }
  return screenMeta(app, route.page, brand, request);
}

/** The page's head and status; null = index.html as built, with status 200 (none today). */
export async function pageMetaFor(
  app: FastifyInstance,
  request: PageRequest,
): Promise<PageMeta | null> {
  const route = matchClientRoute(request.pathname);
  if (!route) return notFoundMeta(app.site.brand);
  return routeMeta(app, route, request);
}

/**
 * The public, indexable pages (for the sitemap): home, the pre-configurator, the listing and
 * every pre-configured build's overview that answers 200 (it has parts).
 */
export function publicPagePaths(app: FastifyInstance): string[] {
  const builds = [...listingOf(app).entries.values()]
    .filter((entry) => entry.detail.components.length > 0)
    .map((entry) => paths.buildOverview(entry.detail.publicId));
  return [PATHS.home, PATHS.preConfigurator, PATHS.preConfiguredPcs, ...builds];
}

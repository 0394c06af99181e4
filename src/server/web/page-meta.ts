/**
 * What the served page says about itself (title, description, link preview) and its HTTP
 * status, per client route of the spec: a pre-configured or saved build's name, key parts,
 * price and case image for /build-overview/{id} and /share/{id}; the listing's range for
 * /pre-configured-pcs; the 404 page (status 404) for an unknown path, an unknown build or a
 * build with no parts left. Other spec routes keep index.html's own head.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { matchClientRoute, type ClientRoute } from '../../domain/client-routes';
import { PATHS } from '../../domain/paths';
import type { OverviewComponent } from '../../domain/contracts/build-api';
import { isPreconfiguredBuildId } from '../../domain/contracts/preconfigured-build-constants';
import { formatPounds, pence, poundsToPence } from '../../domain/money/pence';
import { buildFromSaved, summariseBuild } from '../builds/build-overview';
import { isoDate, toBuildTime } from '../builds/build-time';
import { catalogueIndexOf } from '../builds/catalogue-index';
import { isPublicId } from '../builds/public-id';
import { findSavedBuild } from '../db/repositories/saved-build-repository';
import { preconfiguredListing } from '../preconfigured/preconfigured-listing';
import type { PageMeta } from './page-head';

export interface PageRequest {
  /** The path without the query string. */
  pathname: string;
  /** Public origin of the site ('https://shop.example'), or null when unknown. */
  origin: string | null;
}

/** host[:port] or [ipv6][:port]: anything else in a Host header is not used in a URL. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin the request was made to (Host and protocol; X-Forwarded-* with TRUST_PROXY),
 * used when PUBLIC_ORIGIN is not set. Only a well-formed host is used: the value lands in the
 * page (escaped), and the page is never shared between hosts by a cache (no-cache).
 */
export function requestOrigin(request: FastifyRequest): string | null {
  const host = request.host;
  return HOST.test(host) ? `${request.protocol}://${host.toLowerCase()}` : null;
}

/** A build as a link preview shows it. */
interface BuildPreview {
  name: string;
  components: OverviewComponent[];
  totalPence: number;
  buildTimeText: string;
  caseImage: string | null;
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

function buildMeta(
  build: BuildPreview,
  brand: string,
  request: PageRequest,
  noindex: boolean,
): PageMeta {
  if (build.components.length === 0) return notFoundMeta(brand);
  const absolute = (path: string | null) =>
    path && request.origin ? `${request.origin}${path}` : null;
  const price = formatPounds(pence(build.totalPence));
  const parts = keyParts(build.components);
  return {
    status: 200,
    title: `${build.name} | ${brand}`,
    description: `${parts.join(', ')}. Total ${price}, built in ${build.buildTimeText}.`,
    preview: {
      title: `${build.name}: ${price}`,
      url: absolute(request.pathname),
      image: absolute(build.caseImage),
      imageAlt:
        `${build.name}, case ${build.components.find((c) => c.category === 'case')?.longName ?? ''}`.trim(),
      siteName: brand,
      price: build.totalPence / 100,
    },
    noindex,
  };
}

function preconfiguredPreview(app: FastifyInstance, id: string): BuildPreview | null {
  const entry = preconfiguredListing(app.catalog.current, isoDate(app.now())).entries.get(id);
  if (!entry) return null;
  const { detail } = entry;
  return {
    name: detail.name,
    components: detail.components,
    totalPence: poundsToPence(detail.totalPrice),
    buildTimeText: detail.buildTime.text,
    caseImage: detail.caseImage,
  };
}

async function savedPreview(app: FastifyInstance, id: string): Promise<BuildPreview | null> {
  const saved = isPublicId(id) ? await findSavedBuild(app.db, id) : null;
  if (!saved) return null;
  const index = catalogueIndexOf(app.catalog.current);
  const summary = summariseBuild(buildFromSaved(saved.build), index, isoDate(app.now()));
  const cpu = summary.components.find((c) => c.category === 'cpu');
  return {
    name: cpu ? `Custom gaming PC with ${cpu.brand} ${cpu.shortName}` : 'Custom gaming PC',
    components: summary.components,
    totalPence: saved.totalPence,
    buildTimeText: toBuildTime(saved.buildTimeDays).text,
    caseImage: summary.caseImage,
  };
}

function listingMeta(app: FastifyInstance, brand: string, request: PageRequest): PageMeta {
  const listing = preconfiguredListing(app.catalog.current, isoDate(app.now()));
  const prices = listing.listed.map((e) => e.item.totalPrice);
  const cover = listing.listed.find((e) => e.item.isFeatured) ?? listing.listed[0];
  const range = prices.length
    ? ` from ${formatPounds(poundsToPence(Math.min(...prices)))} to ${formatPounds(poundsToPence(Math.max(...prices)))}`
    : '';
  const title = 'Start with a pre-configured build';
  return {
    status: 200,
    title: `${title} | ${brand}`,
    description: `${prices.length} pre-configured gaming PCs, Intel and AMD,${range}. Filter by chipset, game and resolution (1080p, 1440p, 4K).`,
    preview: {
      title,
      url: request.origin ? `${request.origin}${PATHS.preConfiguredPcs}` : null,
      image: cover && request.origin ? `${request.origin}${cover.item.image}` : null,
      imageAlt: cover?.item.imageAlt ?? title,
      siteName: brand,
    },
  };
}

async function routeMeta(
  app: FastifyInstance,
  route: ClientRoute,
  request: PageRequest,
): Promise<PageMeta | null> {
  const brand = app.site.brand;
  if (route.page === 'preConfiguredPcs') return listingMeta(app, brand, request);
  const { publicId } = route;
  if (publicId === null) return null;
  const preconfigured = isPreconfiguredBuildId(publicId);
  const preview = preconfigured
    ? preconfiguredPreview(app, publicId)
    : await savedPreview(app, publicId);
  if (!preview) return notFoundMeta(brand);
  // Saved builds are shared by unguessable link: not for search engines.
  return buildMeta(preview, brand, request, !preconfigured);
}

/** The page's head and status; null = index.html as built, with status 200. */
export async function pageMetaFor(
  app: FastifyInstance,
  request: PageRequest,
): Promise<PageMeta | null> {
  const route = matchClientRoute(request.pathname);
  if (!route) return notFoundMeta(app.site.brand);
  return routeMeta(app, route, request);
}

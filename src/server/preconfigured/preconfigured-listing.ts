/**
 * The pre-configured builds of one loaded catalogue, for one day: every build's card and
 * detail computed once (prices from the catalogue, build times from today), the listing
 * sorted cheapest first, and the JSON answers memoised. Requests never touch the database:
 * PGlite answers one query at a time, and these are the home page's and the listing's calls.
 */
import type { FilterEntry, BuildsPage } from '../../domain/contracts/preconfigured-builds';
import {
  FEATURED_BUILDS_QUERY,
  FILTER_ALL_ID,
  PRECONFIGURED_LIST_PAGE_SIZE,
  type ChipsetFilterId,
} from '../../domain/contracts/preconfigured-build-constants';
import { catalogueIndexOf } from '../builds/catalogue-index';
import { cachedBody, type CachedBody, type CatalogSnapshot } from '../catalog/catalog-snapshot';
import { preconfiguredEntry, type PreconfiguredEntry } from './preconfigured-entry';

/** A getbuilds request with its defaults filled in. */
export interface BuildsQuery {
  featured: boolean;
  chipset: ChipsetFilterId;
  gameId: number;
  resolutionId: number;
  pageSize: number;
  pageNumber: number;
}

/** The request as the body or query schema gives it: absent or null means "any" / the default. */
export interface BuildsQueryInput {
  featured?: boolean | null | undefined;
  chipset?: ChipsetFilterId | null | undefined;
  gameId?: number | null | undefined;
  resolutionId?: number | null | undefined;
  pageSize?: number | undefined;
  pageNumber?: number | undefined;
}

export function buildsQuery(input: BuildsQueryInput): BuildsQuery {
  const featured = input.featured ?? false;
  return {
    featured,
    chipset: input.chipset ?? 0,
    gameId: input.gameId ?? FILTER_ALL_ID,
    resolutionId: input.resolutionId ?? FILTER_ALL_ID,
    pageSize:
      input.pageSize ?? (featured ? FEATURED_BUILDS_QUERY.pageSize : PRECONFIGURED_LIST_PAGE_SIZE),
    pageNumber: input.pageNumber ?? 1,
  };
}

export interface PreconfiguredListing {
  readonly today: string;
  readonly games: readonly FilterEntry[];
  readonly resolutions: readonly FilterEntry[];
  /** Every stored build by public id, listed or not. */
  readonly entries: ReadonlyMap<string, PreconfiguredEntry>;
  /** Listed builds, cheapest first. */
  readonly listed: readonly PreconfiguredEntry[];
  page(query: BuildsQuery): BuildsPage;
  /** `{ data: page }` serialised, memoised when the query is one of a bounded set. */
  pageAnswer(query: BuildsQuery): CachedBody;
  /** Memoises a serialised answer for the life of this listing (bounded keys only). */
  cached(key: string, render: () => string): CachedBody;
}

function matches(entry: PreconfiguredEntry, query: BuildsQuery): boolean {
  const { stored } = entry;
  return (
    (!query.featured || stored.featuredSort !== null) &&
    (query.chipset === 0 || stored.chipset === query.chipset) &&
    (query.gameId === FILTER_ALL_ID || stored.gameIds.includes(query.gameId)) &&
    (query.resolutionId === FILTER_ALL_ID || stored.resolutionIds.includes(query.resolutionId))
  );
}

const byPriceThenName = (a: PreconfiguredEntry, b: PreconfiguredEntry) =>
  a.item.totalPrice - b.item.totalPrice ||
  a.item.title.localeCompare(b.item.title, 'en-GB') ||
  a.item.publicId.localeCompare(b.item.publicId, 'en-GB');

const byFeaturedSort = (a: PreconfiguredEntry, b: PreconfiguredEntry) =>
  (a.stored.featuredSort ?? 0) - (b.stored.featuredSort ?? 0) || byPriceThenName(a, b);

const pageKey = (q: BuildsQuery) =>
  `page:${q.featured ? 1 : 0}:${q.chipset}:${q.gameId}:${q.resolutionId}:${q.pageSize}:${q.pageNumber}`;

/** A memo of serialised answers for one listing. */
function answerMemo(version: number) {
  const bodies = new Map<string, CachedBody>();
  return {
    get: (key: string) => bodies.get(key),
    cached(key: string, render: () => string): CachedBody {
      let entry = bodies.get(key);
      if (!entry) {
        entry = cachedBody(version, render());
        bodies.set(key, entry);
      }
      return entry;
    },
  };
}

function pageOf(listed: readonly PreconfiguredEntry[], query: BuildsQuery): BuildsPage {
  const matching = listed.filter((e) => matches(e, query));
  if (query.featured) matching.sort(byFeaturedSort);
  const start = (query.pageNumber - 1) * query.pageSize;
  return {
    items: matching.slice(start, start + query.pageSize).map((e) => e.item),
    pageCount: Math.ceil(matching.length / query.pageSize),
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    totalCount: matching.length,
  };
}

function createListing(snapshot: CatalogSnapshot, today: string): PreconfiguredListing {
  const index = catalogueIndexOf(snapshot);
  const { builds, games, resolutions } = snapshot.preconfigured;
  const names = {
    games: new Map(games.map((g) => [g.id, g])),
    resolutions: new Map(resolutions.map((r) => [r.id, r])),
  };
  const entries = new Map(
    builds.map((stored) => [stored.id, preconfiguredEntry(stored, index, today, names)]),
  );
  const listed = [...entries.values()].filter((e) => e.listed).sort(byPriceThenName);
  const memo = answerMemo(snapshot.version);
  // Only filter ids that exist and pages that exist are memoised: any other query is an
  // empty page, cheap to render, and must not let a client grow the memo without bound.
  const bounded = (q: BuildsQuery, result: BuildsPage) =>
    (q.gameId === FILTER_ALL_ID || names.games.has(q.gameId)) &&
    (q.resolutionId === FILTER_ALL_ID || names.resolutions.has(q.resolutionId)) &&
    q.pageNumber <= Math.max(result.pageCount, 1);
  const page = (query: BuildsQuery) => pageOf(listed, query);
  const pageAnswer = (query: BuildsQuery): CachedBody => {
    const key = pageKey(query);
    const known = memo.get(key);
    if (known) return known;
    const result = page(query);
    const render = () => JSON.stringify({ data: result });
    return bounded(query, result)
      ? memo.cached(key, render)
      : cachedBody(snapshot.version, render());
  };
  return { today, games, resolutions, entries, listed, page, pageAnswer, cached: memo.cached };
}

// One listing per loaded catalogue and day: snapshots are immutable and swapped on reload,
// so a WeakMap keyed by the snapshot drops the old listing with the old catalogue.
const listings = new WeakMap<CatalogSnapshot, PreconfiguredListing>();

/** The listing of this catalogue for today (yyyy-mm-dd), built on first use. */
export function preconfiguredListing(
  snapshot: CatalogSnapshot,
  today: string,
): PreconfiguredListing {
  const existing = listings.get(snapshot);
  if (existing?.today === today) return existing;
  const listing = createListing(snapshot, today);
  listings.set(snapshot, listing);
  return listing;
}

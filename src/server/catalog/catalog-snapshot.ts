import { createHash } from 'node:crypto';
import { toCaseItem, toComponentItem } from '../../domain/catalog/catalog-items';
import { PRODUCT_CATEGORIES, type ProductCategory } from '../../domain/catalog/categories';
import { displayBrand } from '../../domain/catalog/display-brand';
import {
  productSchema,
  type CaseProduct,
  type Product,
  type ProductOf,
} from '../../domain/catalog/specs';
import type { CaseItem, ComponentItem } from '../../domain/contracts/catalog';
import type { CatalogRow } from './catalog-row';
import type { StoredBuildSetType } from '../db/repositories/product-repository';
import {
  NO_PRECONFIGURED,
  type PreconfiguredData,
} from '../db/repositories/preconfigured-build-repository';

/** A product for sale with its precomputed API item. */
export interface Listing<C extends ProductCategory = ProductCategory> {
  product: ProductOf<C>;
  item: C extends 'case' ? CaseItem : ComponentItem;
}

/** A precomputed answer: the JSON body and its ETag. */
export interface CachedBody {
  body: string;
  etag: string;
}

/**
 * One immutable, loaded catalogue. Lists are pre-sorted (display brand, then price,
 * then long name), so clients can group by brand and a request only filters.
 */
export interface CatalogSnapshot {
  readonly version: number;
  /** Products for sale (priced and valid), by id. */
  readonly byId: ReadonlyMap<string, Product>;
  readonly buildSetTypes: readonly StoredBuildSetType[];
  /** Pre-configured builds and their filters as stored (prices are computed from byId). */
  readonly preconfigured: PreconfiguredData;
  /** Rows skipped at load because they failed validation. */
  readonly skipped: number;
  /** Unpriced rows (stored but not for sale). */
  readonly unpriced: number;
  listings<C extends ProductCategory>(category: C): readonly Listing<C>[];
  /** Memoises a serialised answer (e.g. a list's JSON) for the life of this snapshot. */
  cached(key: string, render: () => string): CachedBody;
}

export interface SkippedRow {
  id: string;
  problems: string[];
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Display brand (leading dot stripped, case-insensitive), then ascending price, then long
 * name, then id. Plain code-point comparison of lower-cased keys: a locale collator is
 * several times slower on tens of thousands of products and brands are Latin names.
 */
function compareListings(a: SortKeyed, b: SortKeyed): number {
  return (
    compareText(a.brandKey, b.brandKey) ||
    a.listing.product.pricePence - b.listing.product.pricePence ||
    compareText(a.nameKey, b.nameKey) ||
    compareText(a.listing.product.id, b.listing.product.id)
  );
}

interface SortKeyed {
  brandKey: string;
  nameKey: string;
  listing: Listing;
}

function listingOf(product: Product): Listing {
  const item =
    product.category === 'case' ? toCaseItem(product as CaseProduct) : toComponentItem(product);
  return { product, item } as Listing;
}

/** A body with an ETag naming the catalogue version and the content. */
export function cachedBody(version: number, body: string): CachedBody {
  return {
    body,
    etag: `"${version}-${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`,
  };
}

/**
 * Validates rows with productSchema and indexes the priced ones. Invalid rows are
 * reported through onSkip and left out: one bad imported row must not stop the shop.
 */
export function buildCatalogSnapshot(
  version: number,
  rows: readonly CatalogRow[],
  buildSetTypes: readonly StoredBuildSetType[],
  onSkip: (row: SkippedRow) => void = () => undefined,
  preconfigured: PreconfiguredData = NO_PRECONFIGURED,
): CatalogSnapshot {
  const byId = new Map<string, Product>();
  const keyed = new Map<ProductCategory, SortKeyed[]>(PRODUCT_CATEGORIES.map((c) => [c, []]));
  let skipped = 0;
  let unpriced = 0;
  for (const row of rows) {
    if (row.pricePence === null) {
      unpriced += 1;
      continue;
    }
    const parsed = productSchema.safeParse(row);
    if (!parsed.success) {
      skipped += 1;
      onSkip({
        id: String(row.id),
        problems: parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.message}`),
      });
      continue;
    }
    const product = parsed.data;
    byId.set(product.id, product);
    // A retired part stays known (a saved or shared build holding one still opens and says
    // so) but is never offered: every list is made from the listings.
    if (product.stock.status === 'retired') continue;
    keyed.get(product.category)?.push({
      brandKey: displayBrand(product.brand).toLowerCase(),
      nameKey: product.longName.toLowerCase(),
      listing: listingOf(product),
    });
  }
  const listings = new Map<ProductCategory, Listing[]>();
  for (const [category, list] of keyed)
    listings.set(
      category,
      list.sort(compareListings).map((k) => k.listing),
    );
  const bodies = new Map<string, CachedBody>();
  return {
    version,
    byId,
    buildSetTypes,
    preconfigured,
    skipped,
    unpriced,
    listings: <C extends ProductCategory>(category: C) =>
      (listings.get(category) ?? []) as unknown as readonly Listing<C>[],
    cached(key, render) {
      let entry = bodies.get(key);
      if (!entry) {
        entry = cachedBody(version, render());
        bodies.set(key, entry);
      }
      return entry;
    },
  };
}

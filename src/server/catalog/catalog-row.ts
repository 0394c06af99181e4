import type { ProductInput } from '../../domain/catalog/specs';

/**
 * A product as stored: like a domain Product, but its price may be unknown (null).
 * Unpriced products (e.g. imported from BuildCores, which has no prices) are kept
 * in the database but never offered for sale until a price is set.
 */
export type CatalogRow = Omit<ProductInput, 'pricePence'> & { pricePence: number | null };

export interface UpsertReport {
  inserted: number;
  updated: number;
}

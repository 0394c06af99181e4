/** Catalogue rows for tests: curated products cloned with the facts a test needs. */
import type { Product } from '../../domain/catalog/specs';
import { seedCatalog } from '../db/seed/catalog/seed-catalog';
import type { CatalogRow } from './catalog-row';

type Category = Product['category'];

/** The first curated product of a category (the seed has every category). */
export function curatedOf<C extends Category>(category: C): Extract<Product, { category: C }> {
  const product = seedCatalog.find((p) => p.category === category);
  if (!product) throw new Error(`the seed has no ${category}`);
  return product as Extract<Product, { category: C }>;
}

/** A copy of a curated product of `category` with a new id and the given overrides (specs merged). */
export function fixtureRow<C extends Category>(
  category: C,
  id: string,
  overrides: Partial<Omit<CatalogRow, 'specs'>> & {
    specs?: Partial<Extract<Product, { category: C }>['specs']>;
  } = {},
): CatalogRow {
  const base = curatedOf(category);
  const { specs, ...rest } = overrides;
  return {
    ...base,
    source: 'json',
    externalId: id,
    ...rest,
    id,
    specs: { ...base.specs, ...specs },
  } as CatalogRow;
}

/**
 * Small builders that keep the curated catalogue files readable: the shared fields
 * (source, image URL, pence from pounds, default stock) are filled in one place.
 */
import { caseImagery, caseImageUrl, productImageUrl } from '../../../../domain/catalog/media-urls';
import type { CaseProduct, Product, ProductOf, Stock } from '../../../../domain/catalog/specs';
import { poundsToPence } from '../../../../domain/money/pence';

type Curated<C extends Product['category']> = Omit<
  ProductOf<C>,
  'category' | 'imageUrl' | 'imagery' | 'source' | 'pricePence' | 'stock'
> & { pounds: number; stock?: Stock };

export const IN_STOCK: Stock = { status: 'in-stock' };
export const TEMP_UNAVAILABLE: Stock = { status: 'temp-unavailable' };
export const RETIRED: Stock = { status: 'retired' };
export const preorder = (expectedDate: string): Stock => ({ status: 'preorder', expectedDate });

/** A curated component of one category, with art at /media/products/{id}.svg. */
export function curated<C extends Exclude<Product['category'], 'case'>>(
  category: C,
  { pounds, stock = IN_STOCK, ...fields }: Curated<C>,
): ProductOf<C> {
  // The spread keeps every category-specific field; TypeScript cannot follow the generic Omit back.
  return {
    ...fields,
    category,
    pricePence: poundsToPence(pounds),
    stock,
    imageUrl: productImageUrl(fields.id),
    source: 'curated',
  } as unknown as ProductOf<C>;
}

/** A curated case, with a main image and the five gallery angles. */
export function curatedCase({ pounds, stock = IN_STOCK, ...fields }: Curated<'case'>): CaseProduct {
  return {
    ...fields,
    category: 'case',
    pricePence: poundsToPence(pounds),
    stock,
    imageUrl: caseImageUrl(fields.id, 'main'),
    imagery: caseImagery(fields.id, `${fields.longName}, front three-quarter view`),
    source: 'curated',
  };
}

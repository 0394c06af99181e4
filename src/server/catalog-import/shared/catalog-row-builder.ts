import { caseImagery, caseImageUrl, productImageUrl } from '../../../domain/catalog/media-urls';
import type { ProductInput } from '../../../domain/catalog/specs';
import type { CatalogRow } from '../../catalog/catalog-row';
import type { BrandedName } from './brand';

type Category = ProductInput['category'];
type SpecsOf<C extends Category> = Extract<ProductInput, { category: C }>['specs'];

export interface RowFields<C extends Category> extends BrandedName {
  category: C;
  id: string;
  externalId: string;
  source: CatalogRow['source'];
  description: string;
  pricePence: number | null;
  specs: SpecsOf<C>;
}

/**
 * A catalogue row with the parts every imported product shares: in stock, generated art
 * (a case gets a main image and every gallery angle, alt text from its name).
 */
export function catalogRow<C extends Category>(fields: RowFields<C>): CatalogRow {
  const art = productArt(fields.category, fields.id, fields.longName);
  // The generic cannot be followed into the discriminated union; productSchema validates the result.
  return { ...fields, ...art, stock: { status: 'in-stock' } } as unknown as CatalogRow;
}

/** The generated art of a product: its image, and for a case the main image and every gallery angle. */
export function productArt(
  category: Category,
  id: string,
  longName: string,
): Pick<CatalogRow, 'imageUrl' | 'imagery'> {
  return category === 'case'
    ? {
        imageUrl: caseImageUrl(id, 'main'),
        imagery: caseImagery(id, `${longName}, front three-quarter view`),
      }
    : { imageUrl: productImageUrl(id) };
}

/** Joins the known parts of a one-line description, dropping unknown ones (null, false, 0, ''). */
export function summary(parts: (string | number | null | false | undefined)[]): string {
  const known = parts.filter((p): p is string => typeof p === 'string' && p !== '');
  if (known.length === 0) return '';
  const line = known.join(', ');
  return `${line[0]?.toUpperCase()}${line.slice(1)}.`;
}

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
  const { category, id } = fields;
  const art =
    category === 'case'
      ? {
          imageUrl: caseImageUrl(id, 'main'),
          imagery: caseImagery(id, `${fields.longName}, front three-quarter view`),
        }
      : { imageUrl: productImageUrl(id) };
  // The generic cannot be followed into the discriminated union; productSchema validates the result.
  return { ...fields, ...art, stock: { status: 'in-stock' } } as unknown as CatalogRow;
}

/** Joins the known parts of a one-line description, dropping unknown ones (null, false, 0, ''). */
export function summary(parts: (string | number | null | false | undefined)[]): string {
  const known = parts.filter((p): p is string => typeof p === 'string' && p !== '');
  if (known.length === 0) return '';
  const line = known.join(', ');
  return `${line[0]?.toUpperCase()}${line.slice(1)}.`;
}

import { productSchema } from '../../domain/catalog/specs';
import type { CatalogRow } from '../catalog/catalog-row';

/**
 * Checks a row with the domain's productSchema. An unpriced row (pricePence null) is
 * checked with a stand-in price of 0 and stored unpriced. Answers the clean row
 * (unknown keys dropped) or a short reason naming the first problem.
 */
export function validateRow(row: CatalogRow): { row: CatalogRow } | { invalid: string } {
  const result = productSchema.safeParse({ ...row, pricePence: row.pricePence ?? 0 });
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : 'product';
    return {
      invalid: `invalid ${where}: ${issue?.message ?? 'does not match the product schema'}`,
    };
  }
  return { row: { ...result.data, pricePence: row.pricePence } as CatalogRow };
}

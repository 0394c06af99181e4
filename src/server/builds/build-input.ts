/**
 * The checks the body schema cannot make: every chosen id must name a product we sell, of the
 * field's category. Failures are malformed input (400 naming the field), not build issues.
 */
import { COMPONENT_FIELDS, type Build } from '../../domain/build/build-model';
import { productCategoryForField } from '../../domain/catalog/categories';
import type { CatalogueIndex } from '../../domain/compatibility/catalogue-index';
import type { ValidationErrorEntry } from '../../domain/contracts/api-envelope';
import { BUILD_ERROR_CODES } from '../../domain/contracts/build-api';

export function unknownPartErrors(build: Build, index: CatalogueIndex): ValidationErrorEntry[] {
  const errors: ValidationErrorEntry[] = [];
  for (const field of COMPONENT_FIELDS) {
    const id = build[field];
    if (id === null) continue;
    const product = index.byId.get(id);
    const expected = productCategoryForField(field);
    if (!product) {
      errors.push({
        errorCode: BUILD_ERROR_CODES.unknownComponent,
        message: `No product with id '${id}' is in the catalogue.`,
        properties: [field],
      });
    } else if (product.category !== expected) {
      errors.push({
        errorCode: BUILD_ERROR_CODES.wrongCategory,
        message: `'${id}' is a ${product.category} product, not a ${expected ?? field}.`,
        properties: [field],
      });
    }
  }
  return errors;
}

/** Products as the API lists them (spec section 3 "Case item" and "Component item"). */
import type { CaseItem, ComponentItem } from '../contracts/catalog';
import { penceToPounds } from '../money/pence';
import { displayBrand } from './display-brand';
import type { CaseProduct, Product } from './specs';

export function toCaseItem(product: CaseProduct): CaseItem {
  return {
    id: product.id,
    category: product.category,
    longName: product.longName,
    shortName: product.shortName,
    caseSize: product.specs.caseSize,
    price: penceToPounds(product.pricePence),
    hasWarranty: product.specs.hasWarranty,
    imagery: product.imagery,
  };
}

/** isCompatible: true/false from the engine's flags, null when not flagged or not verifiable. */
export function toComponentItem(
  product: Product,
  isCompatible: boolean | null = null,
): ComponentItem {
  return {
    id: product.id,
    category: product.category,
    longName: product.longName,
    shortName: product.shortName,
    brand: displayBrand(product.brand),
    description: product.description,
    price: penceToPounds(product.pricePence),
    imageUrl: product.imageUrl,
    imagery: product.imagery ?? null,
    maxNumAllowed: product.category === 'fans' ? product.specs.maxNumAllowed : null,
    isCompatible,
  };
}

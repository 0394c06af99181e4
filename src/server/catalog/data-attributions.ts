import { attributionsFor } from '../../domain/catalog/attribution';
import type { CatalogSnapshot } from './catalog-snapshot';

// One scan of the products per loaded catalogue, not per page request.
const bySnapshot = new WeakMap<CatalogSnapshot, string[]>();

/** The licence notices owed for the products on sale in this snapshot. */
export function dataAttributions(snapshot: CatalogSnapshot): string[] {
  let notices = bySnapshot.get(snapshot);
  if (!notices) {
    const sources = new Set<string>();
    for (const product of snapshot.byId.values()) sources.add(product.source);
    notices = attributionsFor(sources);
    bySnapshot.set(snapshot, notices);
  }
  return notices;
}

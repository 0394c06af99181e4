import { attributionsFor } from '../../domain/catalog/attribution';
import type { CatalogSnapshot } from './catalog-snapshot';

/** The licence notices owed for the products on sale in this snapshot (memoised per snapshot). */
export function dataAttributions(snapshot: CatalogSnapshot): string[] {
  const json = snapshot.cached('site:data-attributions', () => {
    const sources = new Set<string>();
    for (const product of snapshot.byId.values()) sources.add(product.source);
    return JSON.stringify(attributionsFor(sources));
  }).body;
  return JSON.parse(json) as string[];
}

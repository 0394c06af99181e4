import { indexCatalogue, type CatalogueIndex } from '../../domain/compatibility/catalogue-index';
import type { CatalogSnapshot } from '../catalog/catalog-snapshot';

// One engine index per loaded catalogue: snapshots are immutable and swapped on reload,
// so a WeakMap keyed by the snapshot rebuilds it once per version and frees the old one.
const indexes = new WeakMap<CatalogSnapshot, CatalogueIndex>();

/** The compatibility engine's index of this catalogue snapshot, built on first use. */
export function catalogueIndexOf(snapshot: CatalogSnapshot): CatalogueIndex {
  let index = indexes.get(snapshot);
  if (!index) {
    index = indexCatalogue([...snapshot.byId.values()]);
    indexes.set(snapshot, index);
  }
  return index;
}

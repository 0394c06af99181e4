/**
 * The part list behind each build field, as the configurator lists it (the same filters as the
 * all…components and …withflag lists: motherboards by the build's case size and chipset, CPUs
 * and coolers by chipset, fans by the case), with its search index. Both are kept per catalogue
 * snapshot and list, so a search only filters (ADR 108).
 */
import type { Build } from '../../domain/build/build-model';
import type { ProductCategory } from '../../domain/catalog/categories';
import { partSearchIndex, type PartSearchIndex } from '../../domain/catalog/part-search';
import type { Product } from '../../domain/catalog/specs';
import type { PartField } from '../../domain/contracts/part-search';
import type { CatalogSnapshot } from './catalog-snapshot';
import {
  addOnItems,
  caseFanItems,
  caseItems,
  cpuCoolerItems,
  cpuItems,
  findCase,
  motherboardItems,
} from './component-lists';

export interface PartList {
  /** Names the list within its snapshot (e.g. 'motherboard|2|2'). */
  key: string;
  products: readonly Product[];
  /** Fans: packs that fit the build's case, by product id (absent: the product's own limit). */
  packsThatFit?: ReadonlyMap<string, number>;
  index: PartSearchIndex;
}

const kept = new WeakMap<CatalogSnapshot, Map<string, PartList>>();

function listOf(
  snapshot: CatalogSnapshot,
  key: string,
  make: () => Omit<PartList, 'key' | 'index'>,
) {
  let lists = kept.get(snapshot);
  if (!lists) {
    lists = new Map();
    kept.set(snapshot, lists);
  }
  let list = lists.get(key);
  if (!list) {
    const made = make();
    list = { key, ...made, index: partSearchIndex(made.products) };
    lists.set(key, list);
  }
  return list;
}

const productsOf = (snapshot: CatalogSnapshot, items: readonly { id: string }[]) =>
  items.map((item) => snapshot.byId.get(item.id) as Product);

const plain = (snapshot: CatalogSnapshot, category: ProductCategory) => ({
  products: snapshot.listings(category).map((l) => l.product),
});

/** The list a field's options come from, for this build. */
export function partListFor(snapshot: CatalogSnapshot, field: PartField, build: Build): PartList {
  const chipset = build.chipset ?? 0;
  switch (field) {
    case 'case':
      return listOf(snapshot, 'case', () => ({
        products: productsOf(snapshot, caseItems(snapshot, 0)),
      }));
    case 'cpu':
      return listOf(snapshot, `cpu|${chipset}`, () => ({
        products: productsOf(snapshot, cpuItems(snapshot, chipset)),
      }));
    case 'motherboard': {
      const caseSize = build.caseSize ?? 0;
      return listOf(snapshot, `motherboard|${caseSize}|${chipset}`, () => ({
        products: productsOf(snapshot, motherboardItems(snapshot, caseSize, chipset)),
      }));
    }
    case 'coolingCpu':
      return listOf(snapshot, `coolingCpu|${chipset}`, () => ({
        products: productsOf(snapshot, cpuCoolerItems(snapshot, chipset)),
      }));
    case 'fans': {
      const caseProduct = build.case === null ? undefined : findCase(snapshot, build.case);
      if (!caseProduct) return listOf(snapshot, 'fans', () => plain(snapshot, 'fans'));
      return listOf(snapshot, `fans|${caseProduct.id}`, () => {
        const items = caseFanItems(snapshot, caseProduct);
        return {
          products: productsOf(snapshot, items),
          packsThatFit: new Map(items.map((item) => [item.id, item.maxNumAllowed ?? 1])),
        };
      });
    }
    case 'soundcard':
    case 'networking':
      return listOf(snapshot, field, () => ({
        products: productsOf(snapshot, addOnItems(snapshot, field)),
      }));
    case 'storage':
    case 'secondaryStorage':
    case 'tertiaryStorage':
      return listOf(snapshot, 'storage', () => plain(snapshot, 'storage'));
    case 'memory':
    case 'gpu':
    case 'psu':
    case 'os':
      return listOf(snapshot, field, () => plain(snapshot, field));
  }
}

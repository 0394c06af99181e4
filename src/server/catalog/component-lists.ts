/**
 * The component lists of spec section 7, as pure filters over a loaded catalogue.
 * Lists keep the snapshot's order (display brand, then price); a fact that is unknown
 * (null) never hides a product: the compatibility engine reports it as not verified.
 */
import {
  CHIPSET_FILTER_ALL,
  type CaseSizeFilter,
  type ChipsetFilterId,
  vendorForChipset,
  type ProductCategory,
} from '../../domain/catalog/categories';
import type { CaseProduct, FansProduct } from '../../domain/catalog/specs';
import { familySockets } from '../../domain/compatibility/platform/mounting-families';
import type { BoardFormFactor } from '../../domain/catalog/spec-constants';
import type { CaseItem, ComponentItem } from '../../domain/contracts/catalog';
import { penceToPounds } from '../../domain/money/pence';
import type { Pence } from '../../domain/money/pence';
import type { CatalogSnapshot } from './catalog-snapshot';

/** Categories listed without filters. */
export type PlainCategory = Extract<ProductCategory, 'memory' | 'gpu' | 'storage' | 'psu' | 'os'>;

const vendorOf = (chipset: ChipsetFilterId) =>
  chipset === CHIPSET_FILTER_ALL ? null : vendorForChipset(chipset);

export function caseItems(catalog: CatalogSnapshot, caseSize: CaseSizeFilter): CaseItem[] {
  return catalog
    .listings('case')
    .filter((l) => caseSize === 0 || l.product.specs.caseSize === caseSize)
    .map((l) => l.item);
}

export function caseItem(catalog: CatalogSnapshot, id: string): CaseItem | undefined {
  return catalog.listings('case').find((l) => l.product.id === id)?.item;
}

export function findCase(catalog: CatalogSnapshot, id: string): CaseProduct | undefined {
  const product = catalog.byId.get(id);
  return product?.category === 'case' ? product : undefined;
}

export function plainItems(catalog: CatalogSnapshot, category: PlainCategory): ComponentItem[] {
  return catalog.listings(category).map((l) => l.item);
}

export function cpuItems(catalog: CatalogSnapshot, chipset: ChipsetFilterId): ComponentItem[] {
  const vendor = vendorOf(chipset);
  return catalog
    .listings('cpu')
    .filter((l) => vendor === null || l.product.specs.vendor === vendor)
    .map((l) => l.item);
}

/** Form factors that fit at least one case of the size; null when some case of it does not say. */
function formFactorsForCaseSize(
  catalog: CatalogSnapshot,
  caseSize: CaseSizeFilter,
): Set<BoardFormFactor> | null {
  const fits = new Set<BoardFormFactor>();
  for (const { product } of catalog.listings('case')) {
    if (caseSize !== 0 && product.specs.caseSize !== caseSize) continue;
    if (product.specs.supportedBoards === null) return null;
    for (const formFactor of product.specs.supportedBoards) fits.add(formFactor);
  }
  return fits;
}

export function motherboardItems(
  catalog: CatalogSnapshot,
  caseSize: CaseSizeFilter,
  chipset: ChipsetFilterId,
): ComponentItem[] {
  const vendor = vendorOf(chipset);
  const fits = caseSize === 0 ? null : formFactorsForCaseSize(catalog, caseSize);
  return catalog
    .listings('motherboard')
    .filter(({ product: { specs } }) => vendor === null || specs.vendor === vendor)
    .filter(
      ({ product: { specs } }) =>
        fits === null || specs.formFactor === null || fits.has(specs.formFactor),
    )
    .map((l) => l.item);
}

/**
 * Sockets of the vendor's processors and boards on sale, with the sockets of their cooler
 * mounting families (a cooler listed for LGA2066 mounts on LGA2011-3).
 */
function socketsOf(catalog: CatalogSnapshot, vendor: 'intel' | 'amd'): Set<string> {
  const sockets = new Set<string>();
  for (const category of ['cpu', 'motherboard'] as const) {
    for (const { product } of catalog.listings(category)) {
      if (product.specs.vendor === vendor && product.specs.socket !== null)
        for (const socket of familySockets(product.specs.socket)) sockets.add(socket.toUpperCase());
    }
  }
  return sockets;
}

export function cpuCoolerItems(
  catalog: CatalogSnapshot,
  chipset: ChipsetFilterId,
): ComponentItem[] {
  const vendor = vendorOf(chipset);
  const sockets = vendor === null ? null : socketsOf(catalog, vendor);
  return catalog
    .listings('coolingCpu')
    .filter(
      ({ product: { specs } }) =>
        sockets === null ||
        specs.sockets === null ||
        specs.sockets.some((s) => sockets.has(s.toUpperCase())),
    )
    .map((l) => l.item);
}

/**
 * How many packs of this fan fit the case's free mounts of its size: mounts of that size
 * minus the fans the case ships with, divided by the pack size (at least 1 when any mount
 * is free), capped by the product's own limit. 0 when none fit; the product's own limit
 * when the case's mounts are unknown.
 */
export function fanPacksThatFit(caseProduct: CaseProduct, fan: FansProduct): number {
  const { fanMounts, includedFans } = caseProduct.specs;
  if (fanMounts === null) return fan.specs.maxNumAllowed;
  const free = fanMounts[String(fan.specs.sizeMm) as '120' | '140'] - (includedFans ?? 0);
  if (free <= 0) return 0;
  return Math.min(fan.specs.maxNumAllowed, Math.max(1, Math.floor(free / fan.specs.packSize)));
}

export function caseFanItems(catalog: CatalogSnapshot, caseProduct: CaseProduct): ComponentItem[] {
  const items: ComponentItem[] = [];
  for (const { product, item } of catalog.listings('fans')) {
    const packs = fanPacksThatFit(caseProduct, product);
    if (packs > 0) items.push({ ...item, maxNumAllowed: packs });
  }
  return items;
}

/** Sound cards or network cards, with the onboard option first. */
export function addOnItems(
  catalog: CatalogSnapshot,
  category: 'soundcard' | 'networking',
): ComponentItem[] {
  const listings = catalog.listings(category);
  return [
    ...listings.filter((l) => l.product.specs.onboard),
    ...listings.filter((l) => !l.product.specs.onboard),
  ].map((l) => l.item);
}

export interface BuildSetTypeItem {
  id: string;
  name: string;
  description: string;
  /** Budget band in pounds (2 dp). */
  minPrice: number;
  maxPrice: number;
}

export function buildSetTypeItems(catalog: CatalogSnapshot): BuildSetTypeItem[] {
  return catalog.buildSetTypes.map(({ id, name, description, minPence, maxPence }) => ({
    id,
    name,
    description,
    minPrice: penceToPounds(minPence as Pence),
    maxPrice: penceToPounds(maxPence as Pence),
  }));
}

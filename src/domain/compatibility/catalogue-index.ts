/**
 * The catalogue as the engine reads it: built once from the product list (at start-up and
 * on reload), so validation does map look-ups and binary searches, never scans.
 */
import type { ProductCategory } from '../catalog/categories';
import type { Product, ProductOf } from '../catalog/specs';

type ByCategory = { readonly [C in ProductCategory]: readonly ProductOf<C>[] };

/** Facts precomputed for suggestions ("6 cases in stock take a 357 mm card"). In-stock products only. */
export interface SuggestionStats {
  /** Ascending numbers, searched with countAtLeast / countAtMost. */
  readonly caseGpuClearanceMm: readonly number[];
  readonly caseCoolerClearanceMm: readonly number[];
  readonly gpuLengthMm: readonly number[];
  readonly airCoolerHeightMm: readonly number[];
  readonly psuWattage: readonly number[];
  /** Counts by a key such as 'motherboard:socket:AM5' (see statKey). */
  readonly counts: ReadonlyMap<string, number>;
}

export interface CatalogueIndex {
  readonly byId: ReadonlyMap<string, Product>;
  readonly byCategory: ByCategory;
  readonly stats: SuggestionStats;
}

export const statKey = (category: ProductCategory, fact: string, value: string | number) =>
  `${category}:${fact}:${value}`;

function emptyByCategory(): { [C in ProductCategory]: ProductOf<C>[] } {
  return {
    case: [],
    cpu: [],
    motherboard: [],
    memory: [],
    gpu: [],
    storage: [],
    psu: [],
    coolingCpu: [],
    fans: [],
    soundcard: [],
    networking: [],
    os: [],
    sundries: [],
  };
}

/** The keys a product counts under; only facts that suggestions ask about. */
function countKeys(product: Product): string[] {
  switch (product.category) {
    case 'motherboard':
      return [
        statKey('motherboard', 'socket', product.specs.socket ?? '?'),
        statKey('motherboard', 'formFactor', product.specs.formFactor ?? '?'),
      ];
    case 'memory':
      return [statKey('memory', 'type', product.specs.type ?? '?')];
    case 'coolingCpu':
      return (product.specs.sockets ?? []).map((socket) => statKey('coolingCpu', 'socket', socket));
    case 'psu':
      return [statKey('psu', 'formFactor', product.specs.formFactor ?? '?')];
    case 'case':
      return (product.specs.supportedBoards ?? []).map((board) => statKey('case', 'board', board));
    default:
      return [];
  }
}

function pushKnown(target: number[], value: number | null): void {
  if (value !== null) target.push(value);
}

function buildStats(products: readonly Product[]): SuggestionStats {
  const caseGpu: number[] = [];
  const caseCooler: number[] = [];
  const gpuLength: number[] = [];
  const airHeight: number[] = [];
  const psuWattage: number[] = [];
  const counts = new Map<string, number>();
  for (const product of products) {
    if (product.stock.status !== 'in-stock') continue;
    for (const key of countKeys(product)) counts.set(key, (counts.get(key) ?? 0) + 1);
    if (product.category === 'case') {
      pushKnown(caseGpu, product.specs.maxGpuLengthMm);
      pushKnown(caseCooler, product.specs.maxCoolerHeightMm);
    } else if (product.category === 'gpu') pushKnown(gpuLength, product.specs.lengthMm);
    else if (product.category === 'coolingCpu' && product.specs.type === 'air')
      pushKnown(airHeight, product.specs.heightMm);
    else if (product.category === 'psu') pushKnown(psuWattage, product.specs.wattage);
  }
  const ascending = (a: number, b: number) => a - b;
  return {
    caseGpuClearanceMm: caseGpu.sort(ascending),
    caseCoolerClearanceMm: caseCooler.sort(ascending),
    gpuLengthMm: gpuLength.sort(ascending),
    airCoolerHeightMm: airHeight.sort(ascending),
    psuWattage: psuWattage.sort(ascending),
    counts,
  };
}

/** Index a product list once. Later duplicates of an id replace earlier ones. */
export function indexCatalogue(products: readonly Product[]): CatalogueIndex {
  const byId = new Map<string, Product>();
  for (const product of products) byId.set(product.id, product);
  const byCategory = emptyByCategory();
  for (const product of byId.values()) (byCategory[product.category] as Product[]).push(product);
  return { byId, byCategory, stats: buildStats([...byId.values()]) };
}

/** First index in an ascending array whose value is >= target (or > target when `strict`). */
function bound(sorted: readonly number[], target: number, strict: boolean): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const value = sorted[mid] ?? 0;
    if (value < target || (strict && value === target)) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** How many values are >= target. */
export function countAtLeast(sorted: readonly number[], target: number): number {
  return sorted.length - bound(sorted, target, false);
}

/** How many values are <= target. */
export function countAtMost(sorted: readonly number[], target: number): number {
  return bound(sorted, target, true);
}

export function countOf(index: CatalogueIndex, key: string): number {
  return index.stats.counts.get(key) ?? 0;
}

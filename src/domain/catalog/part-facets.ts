/**
 * The filters of each part list (ADR 108): one facet per spec field the catalogue holds, each
 * product having at most one value per facet (so a facet's counts and its unknowns add up to
 * the list). Values are short tokens for the API ('AM5', '32', 'h150'); labels are what the
 * shopper reads. Plain TypeScript: the browser imports it for the curated catalogue.
 */
import { CASE_SIZE_NAMES, type ProductCategory } from './categories';
import { capacityText, MODULARITY_NAMES } from './key-specs';
import type { Product, ProductOf } from './specs';

/** A product's value of a facet: a token and its label, ordered by `order` then label. */
export interface FacetValue {
  value: string;
  label: string;
  order: number;
}

export interface FacetDefinition {
  key: string;
  label: string;
  /** The product's value, or null when the fact is unknown. */
  valueOf: (product: Product) => FacetValue | null;
}

const text = (value: string | null): FacetValue | null =>
  value === null ? null : { value, label: value, order: 0 };

const number = (value: number | null, label: (n: number) => string): FacetValue | null =>
  value === null ? null : { value: String(value), label: label(value), order: value };

/** A facet of one category; `read` gets the product already narrowed to it. */
function facet<C extends ProductCategory>(
  category: C,
  key: string,
  label: string,
  read: (product: ProductOf<C>) => FacetValue | null,
): FacetDefinition {
  return {
    key,
    label,
    valueOf: (product) => (product.category === category ? read(product as ProductOf<C>) : null),
  };
}

/** Ranges of a length, upper bounds inclusive: a card of 301 mm is in "301–350 mm". */
function band(
  value: number | null,
  bounds: readonly number[],
  prefix: string,
  unit: string,
): FacetValue | null {
  if (value === null) return null;
  let lower = 0;
  for (const upper of bounds) {
    if (value <= upper)
      return {
        value: `${prefix}${upper}`,
        label: lower === 0 ? `Up to ${upper} ${unit}` : `${lower + 1}–${upper} ${unit}`,
        order: upper,
      };
    lower = upper;
  }
  return { value: `${prefix}over${lower}`, label: `Over ${lower} ${unit}`, order: lower + 1 };
}

const GPU_LENGTH_BANDS = [200, 250, 300, 350] as const;
/** Air cooler heights: low profile, and the usual case clearances (155-170 mm). */
const COOLER_HEIGHT_BANDS = [70, 130, 155, 165] as const;

function coolerSize(product: ProductOf<'coolingCpu'>): FacetValue | null {
  const { specs } = product;
  if (specs.type === 'liquid') {
    return specs.radiatorMm === null
      ? null
      : {
          value: `r${specs.radiatorMm}`,
          label: `${specs.radiatorMm} mm radiator`,
          order: 1000 + specs.radiatorMm,
        };
  }
  const height = band(specs.heightMm, COOLER_HEIGHT_BANDS, 'h', 'mm tall');
  return height;
}

const yesNo = (value: boolean | null, yes: string, no: string): FacetValue | null =>
  value === null
    ? null
    : { value: value ? 'yes' : 'no', label: value ? yes : no, order: value ? 0 : 1 };

/** Facets of each category, in the order a filter panel shows them. */
export const PART_FACETS: Readonly<Record<ProductCategory, readonly FacetDefinition[]>> = {
  cpu: [
    facet('cpu', 'socket', 'Socket', (p) => text(p.specs.socket)),
    facet('cpu', 'cores', 'Cores', (p) => number(p.specs.cores, (n) => `${n} cores`)),
    facet('cpu', 'graphics', 'Integrated graphics', (p) =>
      yesNo(p.specs.hasIntegratedGraphics, 'Integrated graphics', 'No integrated graphics'),
    ),
  ],
  motherboard: [
    facet('motherboard', 'socket', 'Socket', (p) => text(p.specs.socket)),
    facet('motherboard', 'chipset', 'Chipset', (p) => text(p.specs.chipset)),
    facet('motherboard', 'formFactor', 'Form factor', (p) => text(p.specs.formFactor)),
    facet('motherboard', 'memoryType', 'Memory type', (p) => text(p.specs.memoryType)),
  ],
  memory: [
    facet('memory', 'type', 'Type', (p) => text(p.specs.type)),
    facet('memory', 'capacity', 'Capacity', (p) =>
      p.specs.modules === null || p.specs.moduleSizeGb === null
        ? null
        : number(p.specs.modules * p.specs.moduleSizeGb, (gb) => `${gb} GB`),
    ),
    facet('memory', 'speed', 'Speed', (p) => number(p.specs.speedMts, (mts) => `${mts} MT/s`)),
    facet('memory', 'modules', 'Modules', (p) =>
      number(p.specs.modules, (n) => (n === 1 ? '1 module' : `${n} modules`)),
    ),
  ],
  gpu: [
    facet('gpu', 'chipset', 'Chipset', (p) => text(p.specs.chip)),
    facet('gpu', 'vram', 'Memory (VRAM)', (p) => number(p.specs.vramGb, (gb) => `${gb} GB`)),
    facet('gpu', 'length', 'Length', (p) => band(p.specs.lengthMm, GPU_LENGTH_BANDS, 'l', 'mm')),
  ],
  storage: [
    facet('storage', 'interface', 'Interface', (p) => text(p.specs.interface)),
    facet('storage', 'capacity', 'Capacity', (p) => number(p.specs.capacityGb, capacityText)),
  ],
  psu: [
    facet('psu', 'wattage', 'Wattage', (p) => number(p.specs.wattage, (w) => `${w} W`)),
    facet('psu', 'formFactor', 'Form factor', (p) => text(p.specs.formFactor)),
    facet('psu', 'modularity', 'Modularity', (p) =>
      p.specs.modular === null
        ? null
        : {
            value: p.specs.modular,
            label: MODULARITY_NAMES[p.specs.modular],
            order: ['full', 'semi', 'none'].indexOf(p.specs.modular),
          },
    ),
  ],
  coolingCpu: [
    facet('coolingCpu', 'type', 'Type', (p) =>
      p.specs.type === 'air'
        ? { value: 'air', label: 'Air', order: 0 }
        : { value: 'liquid', label: 'Liquid', order: 1 },
    ),
    facet('coolingCpu', 'size', 'Height or radiator', coolerSize),
  ],
  fans: [
    facet('fans', 'size', 'Size', (p) => number(p.specs.sizeMm, (mm) => `${mm} mm`)),
    facet('fans', 'packSize', 'Pack size', (p) =>
      number(p.specs.packSize, (n) => (n === 1 ? 'Single fan' : `${n}-pack`)),
    ),
  ],
  case: [
    facet('case', 'caseSize', 'Size', (p) =>
      number(p.specs.caseSize, (size) => CASE_SIZE_NAMES[size as 1 | 2 | 3 | 4]),
    ),
  ],
  soundcard: [facet('soundcard', 'interface', 'Interface', (p) => text(p.specs.interface))],
  networking: [
    facet('networking', 'kind', 'Kind', (p) =>
      p.specs.kind === 'wifi'
        ? { value: 'wifi', label: 'Wi-Fi', order: 0 }
        : p.specs.kind === 'ethernet'
          ? { value: 'ethernet', label: 'Ethernet', order: 1 }
          : { value: 'onboard', label: 'On the motherboard', order: 2 },
    ),
  ],
  os: [],
  sundries: [],
};

/** The facet keys of a category, for checking a request's filters. */
export function facetKeys(category: ProductCategory): string[] {
  return PART_FACETS[category].map((f) => f.key);
}

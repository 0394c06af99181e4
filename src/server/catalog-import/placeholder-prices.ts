import { createHash } from 'node:crypto';
import type { ProductCategory } from '../../domain/catalog/categories';

/** Typical UK price bands in pounds per category, for benchmark catalogues only. */
const BANDS: Record<ProductCategory, [number, number]> = {
  case: [40, 250],
  cpu: [60, 650],
  motherboard: [60, 450],
  memory: [30, 300],
  gpu: [150, 1600],
  storage: [30, 350],
  psu: [40, 250],
  coolingCpu: [20, 180],
  fans: [8, 60],
  soundcard: [25, 200],
  networking: [15, 120],
  os: [100, 220],
  sundries: [50, 100],
};

/**
 * A made-up but stable price for an unpriced product (--placeholder-prices): the same
 * id always gets the same price, somewhere in its category's band, ending in .99.
 * Never for a real shop: these are not prices anyone quoted.
 */
export function placeholderPricePence(id: string, category: ProductCategory): number {
  const [min, max] = BANDS[category];
  const fraction = createHash('sha1').update(id).digest().readUInt32BE(0) / 0xffffffff;
  const pounds = Math.floor(min + fraction * (max - min));
  return pounds * 100 + 99;
}

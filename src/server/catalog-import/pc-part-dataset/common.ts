import { brandedName, type BrandedName } from '../shared/brand';
import { shortHash, slugify } from '../shared/ids';
import { asRecord, finite, text, type JsonRecord } from '../shared/fields';

export interface PcPartOptions {
  /** Pounds per US dollar for the dataset's prices. */
  usdToGbp: number;
}

export const DEFAULT_USD_TO_GBP = 0.79;

export interface PcPartIdentity extends BrandedName {
  record: JsonRecord;
  id: string;
  externalId: string;
  source: 'pc-part-dataset';
  pricePence: number | null;
}

/** Price fields differ between listings of one product; they are not part of its identity. */
const PRICE_FIELDS = new Set(['price', 'price_per_gb']);

/**
 * The dataset has no ids: a product is its category, name and every other field
 * but the price, so the same line always gets the same source key (`pp-<kind>-<slug>-<8 hex>`,
 * kind one word, also its `externalId`) and two listings of one product get the same key (the
 * runner skips the second). The runner turns the key into the product's short id
 * (`pp-<kind>-<n>`, shared/product-ids.ts), or keeps it for a product stored under it (ADR 035).
 */
export function pcPartIdentity(
  kind: string,
  value: unknown,
  options: PcPartOptions,
): PcPartIdentity | string {
  const record = asRecord(value);
  if (record === null) return 'not a JSON object';
  const name = text(record.name);
  if (name === null) return 'missing name';
  // Records are flat: sorted keys as the replacer give one canonical text per product.
  const keys = Object.keys(record)
    .filter((key) => !PRICE_FIELDS.has(key))
    .sort();
  const hash = shortHash(`${kind}\n${JSON.stringify(record, keys)}`);
  const id = `pp-${kind}-${slugify(name)}-${hash}`;
  return {
    ...brandedName(name),
    record,
    id,
    externalId: id,
    source: 'pc-part-dataset',
    pricePence: usdToPence(record.price, options.usdToGbp),
  };
}

/** US dollars to whole pence at the given rate; null (unpriced) when the price is missing. */
export function usdToPence(price: unknown, usdToGbp: number): number | null {
  const dollars = finite(price);
  if (dollars === null || dollars < 0) return null;
  return Math.round(dollars * usdToGbp * 100);
}

/** The identity's row fields, without the source record. */
export function rowBase({ record: _record, ...base }: PcPartIdentity) {
  return base;
}

import { brandedName, type BrandedName } from '../shared/brand';
import { asRecord, at, text, type JsonRecord } from '../shared/fields';

export interface BuildcoresIdentity extends BrandedName {
  record: JsonRecord;
  id: string;
  externalId: string;
  source: 'buildcores';
  /** OpenDB carries no prices: every product arrives unpriced. */
  pricePence: null;
}

/**
 * The source key `bc-<kind>-<opendb_id>` (kind: one word) from the record's own id. The runner
 * keeps it as the id of a product stored under it before ADR 035 and otherwise gives the
 * product a short id (`bc-<kind>-<n>`, shared/product-ids.ts); `externalId` finds it again.
 */
export function buildcoresIdentity(kind: string, value: unknown): BuildcoresIdentity | string {
  const record = asRecord(value);
  if (record === null) return 'not a JSON object';
  const opendbId = text(record.opendb_id)?.toLowerCase() ?? null;
  if (opendbId === null || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(opendbId))
    return 'missing or malformed opendb_id';
  const name = text(at(record, 'metadata.name'));
  if (name === null) return 'missing name';
  return {
    ...brandedName(name, text(at(record, 'metadata.manufacturer'))),
    record,
    id: `bc-${kind}-${opendbId}`,
    externalId: opendbId,
    source: 'buildcores',
    pricePence: null,
  };
}

export function rowBase({ record: _record, ...base }: BuildcoresIdentity) {
  return base;
}

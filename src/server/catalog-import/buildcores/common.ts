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

/** The stable id `bc-<kind>-<opendb_id>` from the record's own id. */
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

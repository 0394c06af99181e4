import { caseImagery, productImageUrl } from '../../../domain/catalog/media-urls';
import type { CatalogRow } from '../../catalog/catalog-row';
import { asRecord, text } from '../shared/fields';
import { skip, type MapResult } from '../shared/map-result';

/**
 * The project's own format: one ProductInput per record, with `pricePence` (integer pence,
 * or null for unpriced). Taken as written; the runner validates it with productSchema.
 * Only the bookkeeping is filled in: source 'json', externalId defaults to the id, and
 * missing art URLs default to the generated art.
 */
export function mapJsonProduct(value: unknown): MapResult {
  const record = asRecord(value);
  if (record === null) return skip('not a JSON object');
  const id = text(record.id);
  if (id === null) return skip('missing id');
  if (!('pricePence' in record)) return skip('missing pricePence (use null for unpriced)');
  const longName = text(record.longName) ?? id;
  const art = {
    imageUrl: text(record.imageUrl) ?? productImageUrl(id),
    ...(record.category === 'case' && record.imagery === undefined
      ? { imagery: caseImagery(id, `${longName}, front three-quarter view`) }
      : {}),
  };
  // Shape and types are checked by productSchema in the runner, like every other row.
  const row = {
    ...record,
    ...art,
    source: 'json',
    externalId: text(record.externalId) ?? id,
  } as unknown as CatalogRow;
  return { row };
}

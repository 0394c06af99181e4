import { catalogRow, summary } from '../shared/catalog-row-builder';
import { positiveInt, text } from '../shared/fields';
import { skip, type MapResult } from '../shared/map-result';
import { storageShape } from '../shared/storage-kind';
import { capacityText } from '../pc-part-dataset/storage';
import { buildcoresIdentity, rowBase } from './common';

export function mapBuildcoresStorage(value: unknown): MapResult {
  const identity = buildcoresIdentity('storage', value);
  if (typeof identity === 'string') return skip(identity);
  const { record } = identity;
  // SSHDs are hard drives with a cache: they connect and mount like one.
  const kind = text(record.storage_type) ?? text(record.type);
  if (kind === null) return skip('unknown drive type');
  const shape = storageShape(kind === 'SSD', record.form_factor, text(record.interface));
  if (typeof shape === 'string') return skip(shape);
  const capacityGb = positiveInt(record.capacity);
  const specs = { ...shape, capacityGb, readMbs: null };
  const what =
    shape.kind === 'nvme' ? 'SSD' : shape.kind === 'sata-ssd' ? 'SATA SSD' : 'hard drive';
  const description = summary([
    [capacityGb && capacityText(capacityGb), shape.formFactor, what].filter(Boolean).join(' '),
    shape.interface,
  ]);
  return { row: catalogRow({ ...rowBase(identity), category: 'storage', description, specs }) };
}

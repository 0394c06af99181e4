import { catalogRow, summary } from '../shared/catalog-row-builder';
import { positiveInt, text } from '../shared/fields';
import { skip, type MapResult } from '../shared/map-result';
import { storageShape } from '../shared/storage-kind';
import { pcPartIdentity, rowBase, type PcPartOptions } from './common';

/** '2000' GB -> '2 TB', '500' -> '500 GB'. */
export function capacityText(gb: number): string {
  return gb >= 1000 && gb % 1000 === 0
    ? `${gb / 1000} TB`
    : gb >= 1000
      ? `${(gb / 1000).toFixed(1)} TB`
      : `${gb} GB`;
}

export function mapPcPartStorage(value: unknown, options: PcPartOptions): MapResult {
  const identity = pcPartIdentity('storage', value, options);
  if (typeof identity === 'string') return skip(identity);
  const { record } = identity;
  // 'SSD', or an HDD's spindle speed in rpm; null says neither.
  if (record.type === null || record.type === undefined) return skip('unknown drive type');
  const shape = storageShape(record.type === 'SSD', record.form_factor, text(record.interface));
  if (typeof shape === 'string') return skip(shape);
  const capacityGb = positiveInt(record.capacity);
  const specs = { ...shape, capacityGb, readMbs: null };
  const what =
    shape.kind === 'nvme' ? 'SSD' : shape.kind === 'sata-ssd' ? 'SATA SSD' : 'hard drive';
  const rpm = typeof record.type === 'number' ? `${record.type} rpm` : null;
  const description = summary([
    [capacityGb && capacityText(capacityGb), shape.formFactor, what].filter(Boolean).join(' '),
    shape.interface,
    rpm,
  ]);
  // Names such as 'Samsung 990 Pro' cover every capacity: the long name says which one.
  const longName =
    capacityGb && !/\d\s?[GT]B\b/i.test(identity.longName)
      ? `${identity.longName} ${capacityText(capacityGb)}`
      : identity.longName;
  return {
    row: catalogRow({ ...rowBase(identity), longName, category: 'storage', description, specs }),
  };
}

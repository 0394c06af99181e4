import { catalogRow, summary } from '../shared/catalog-row-builder';
import { efficiencyRating, MODULAR_TEXT, modularity, psuFormFactor } from '../shared/derive';
import { positiveInt, text } from '../shared/fields';
import { skip, type MapResult } from '../shared/map-result';
import { pcPartIdentity, rowBase, type PcPartOptions } from './common';

/** True when the name says ATX 3.x; otherwise unknown (older names never say). */
export function atx3FromName(name: string): boolean | null {
  return /\bATX\s?3(\.\d)?\b/i.test(name) ? true : null;
}

export function mapPcPartPsu(value: unknown, options: PcPartOptions): MapResult {
  const identity = pcPartIdentity('psu', value, options);
  if (typeof identity === 'string') return skip(identity);
  const { record, longName } = identity;
  const type = text(record.type);
  const formFactor = type === null ? null : psuFormFactor(type);
  if (type !== null && formFactor === null) return skip('unsupported PSU form factor');
  const wattage = positiveInt(record.wattage);
  const efficiency = efficiencyRating(text(record.efficiency));
  const modular = modularity(record.modular);
  const specs = {
    wattage,
    formFactor,
    atx3: atx3FromName(longName),
    efficiency,
    modular,
    connectors: null,
  };
  const description = summary([
    [wattage && `${wattage} W`, formFactor, 'power supply'].filter(Boolean).join(' '),
    efficiency,
    modular && MODULAR_TEXT[modular],
  ]);
  return { row: catalogRow({ ...rowBase(identity), category: 'psu', description, specs }) };
}

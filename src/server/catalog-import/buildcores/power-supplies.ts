import { catalogRow, summary } from '../shared/catalog-row-builder';
import { efficiencyRating, MODULAR_TEXT, modularity, psuFormFactor } from '../shared/derive';
import { asRecord, nonNegativeInt, positiveInt, text } from '../shared/fields';
import { skip, type MapResult } from '../shared/map-result';
import { atx3FromName } from '../pc-part-dataset/power-supplies';
import { buildcoresIdentity, rowBase } from './common';

/**
 * Cable counts; 6+2-pin cables serve 8-pin GPU inputs. Unknown when any count is missing, and
 * when no PCIe cable at all is listed: 862 records give 0 for units such as the Corsair RM850x,
 * which ship several (as elsewhere in this dataset, 0 means "not given").
 */
export function psuConnectors(value: unknown) {
  const record = asRecord(value);
  if (record === null) return null;
  const pcie8Pin = nonNegativeInt(record.pcie_6_plus_2_pin);
  const pcie16Pin = nonNegativeInt(record.pcie_12vhpwr);
  const eps8Pin = nonNegativeInt(record.eps_8_pin);
  const sata = nonNegativeInt(record.sata);
  if (pcie8Pin === null || pcie16Pin === null || eps8Pin === null || sata === null) return null;
  if (pcie8Pin === 0 && pcie16Pin === 0) return null;
  return { pcie8Pin, pcie16Pin, eps8Pin, sata };
}

export function mapBuildcoresPsu(value: unknown): MapResult {
  const identity = buildcoresIdentity('psu', value);
  if (typeof identity === 'string') return skip(identity);
  const { record, longName } = identity;
  const type = text(record.form_factor);
  const formFactor = type === null ? null : psuFormFactor(type);
  if (type !== null && formFactor === null) return skip('unsupported PSU form factor');
  const wattage = positiveInt(record.wattage);
  const efficiency = efficiencyRating(text(record.efficiency_rating));
  const modular = modularity(record.modular);
  const connectors = psuConnectors(record.connectors);
  // A 12VHPWR cable does not prove ATX 3 (older units shipped adapters): only the name does.
  const specs = {
    wattage,
    formFactor,
    atx3: atx3FromName(longName),
    efficiency,
    modular,
    connectors,
  };
  const description = summary([
    [wattage && `${wattage} W`, formFactor, 'power supply'].filter(Boolean).join(' '),
    efficiency,
    modular && MODULAR_TEXT[modular],
  ]);
  return { row: catalogRow({ ...rowBase(identity), category: 'psu', description, specs }) };
}

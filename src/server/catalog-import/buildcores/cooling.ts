import { catalogRow, summary } from '../shared/catalog-row-builder';
import { normaliseSocket } from '../shared/derive';
import { nonNegativeInt, positive, positiveInt, stringList } from '../shared/fields';
import { skip, type MapResult } from '../shared/map-result';
import { isRadiatorSize, maxPacks } from '../pc-part-dataset/cooling';
import { buildcoresIdentity, rowBase } from './common';

export function mapBuildcoresCooler(value: unknown): MapResult {
  const identity = buildcoresIdentity('cooler', value);
  if (typeof identity === 'string') return skip(identity);
  const { record } = identity;
  if (typeof record.water_cooled !== 'boolean') return skip('unknown cooler type');
  const liquid = record.water_cooled;
  const radiator = positiveInt(record.radiator_size);
  if (liquid && !isRadiatorSize(radiator)) return skip('unsupported radiator size');
  const sockets = [...new Set(stringList(record.cpu_sockets).map(normaliseSocket))];
  const heightMm = liquid ? null : positive(record.height);
  const fanSizeMm = positiveInt(record.fan_size);
  const specs = {
    type: liquid ? ('liquid' as const) : ('air' as const),
    sockets: sockets.length > 0 ? sockets : null,
    heightMm,
    radiatorMm: liquid && isRadiatorSize(radiator) ? radiator : null,
    ratedPowerW: null,
    // Nothing of a liquid cooler sits over the memory; an air cooler's footprint is not given.
    overhangsMemory: liquid ? false : null,
    ramClearanceMm: null,
    fans: nonNegativeInt(record.fan_quantity),
    // A "fan size" the size of a radiator is the radiator, not a fan.
    fanSizeMm: fanSizeMm !== null && fanSizeMm <= 200 ? fanSizeMm : null,
  };
  const description = summary([
    liquid ? `${radiator} mm all-in-one liquid CPU cooler` : 'air CPU cooler',
    heightMm && `${heightMm} mm tall`,
    specs.sockets && `fits ${specs.sockets.length} socket types`,
  ]);
  return { row: catalogRow({ ...rowBase(identity), category: 'coolingCpu', description, specs }) };
}

export function mapBuildcoresFan(value: unknown): MapResult {
  const identity = buildcoresIdentity('fan', value);
  if (typeof identity === 'string') return skip(identity);
  const { record } = identity;
  const rawSize = positiveInt(record.size);
  const sizeMm = rawSize === 120 || rawSize === 140 ? (rawSize as 120 | 140) : null;
  if (sizeMm === null) return skip('unsupported fan size');
  const packSize = positiveInt(record.quantity) ?? 1;
  const airflowCfm = positive(record.max_airflow) ?? positive(record.min_airflow);
  const lighting = stringList(record.lighting);
  const specs = {
    sizeMm,
    packSize,
    rgb: lighting.length > 0 ? true : null,
    airflowCfm,
    maxNumAllowed: maxPacks(packSize),
  };
  const description = summary([
    `${packSize > 1 ? `pack of ${packSize} ` : ''}${sizeMm} mm case fan${packSize > 1 ? 's' : ''}`,
    airflowCfm && `up to ${airflowCfm} CFM`,
    record.pwm === true && 'PWM',
  ]);
  return { row: catalogRow({ ...rowBase(identity), category: 'fans', description, specs }) };
}

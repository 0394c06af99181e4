import { RADIATOR_SIZES } from '../../../domain/catalog/spec-constants';
import { catalogRow, summary } from '../shared/catalog-row-builder';
import { finite, positive, positiveInt, upperOf } from '../shared/fields';
import { skip, type MapResult } from '../shared/map-result';
import { pcPartIdentity, rowBase, type PcPartOptions } from './common';

type RadiatorSize = (typeof RADIATOR_SIZES)[number];
export const isRadiatorSize = (size: number | null): size is RadiatorSize =>
  (RADIATOR_SIZES as readonly number[]).includes(size ?? -1);

/** A fan pack's size from its name, e.g. '3-Pack' or '3 Pack' -> 3; one fan otherwise. */
export function packSizeFromName(name: string): number {
  const match = /\b(\d+)[\s-]?pack\b/i.exec(name);
  return match?.[1] ? Number(match[1]) : 1;
}

/** Most packs a shopper may pick: enough for about six fans, at least one. */
export function maxPacks(packSize: number): number {
  return Math.max(1, Math.floor(6 / packSize));
}

const LIQUID_NAME = /\b(liquid|aio|water|kraken|hydro)\b/i;

export function mapPcPartCooler(value: unknown, options: PcPartOptions): MapResult {
  const identity = pcPartIdentity('cooler', value, options);
  if (typeof identity === 'string') return skip(identity);
  const { record, longName } = identity;
  const size = finite(record.size);
  // The dataset gives a radiator size for liquid coolers and none for air coolers.
  if (size === null && LIQUID_NAME.test(longName))
    return skip('liquid cooler without a radiator size');
  if (size !== null && !isRadiatorSize(size)) return skip('unsupported radiator size');
  const liquid = size !== null;
  const specs = {
    type: liquid ? ('liquid' as const) : ('air' as const),
    sockets: null,
    heightMm: null,
    radiatorMm: liquid ? size : null,
    ratedPowerW: null,
    // Nothing of a liquid cooler sits over the memory; an air cooler's footprint is not given.
    overhangsMemory: liquid ? false : null,
    ramClearanceMm: null,
    fans: null,
    fanSizeMm: null,
  };
  const description = liquid
    ? summary([`${size} mm all-in-one liquid CPU cooler`])
    : summary(['air CPU cooler']);
  return { row: catalogRow({ ...rowBase(identity), category: 'coolingCpu', description, specs }) };
}

export function mapPcPartFan(value: unknown, options: PcPartOptions): MapResult {
  const identity = pcPartIdentity('fan', value, options);
  if (typeof identity === 'string') return skip(identity);
  const { record, longName } = identity;
  const rawSize = positiveInt(record.size);
  const sizeMm = rawSize === 120 || rawSize === 140 ? (rawSize as 120 | 140) : null;
  if (sizeMm === null) return skip('unsupported fan size');
  const packSize = packSizeFromName(longName);
  const airflowCfm = positive(upperOf(record.airflow));
  const specs = {
    sizeMm,
    packSize,
    rgb: /\bA?RGB\b/i.test(longName) ? true : null,
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

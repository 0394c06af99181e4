import type { BoardFormFactor, PsuFormFactor } from '../../../domain/catalog/spec-constants';
import { catalogRow, summary } from '../shared/catalog-row-builder';
import {
  artColour,
  artFront,
  boardFormFactor,
  caseSizeFromType,
  psuFormFactor,
} from '../shared/derive';
import { nonNegativeInt, positive, stringList, text } from '../shared/fields';
import { skip, type MapResult } from '../shared/map-result';
import { buildcoresIdentity, rowBase } from './common';

/** Known values of a list, or null when the list is empty (the data then says nothing). */
function knownList<T>(values: string[], map: (value: string) => T | null): T[] | null {
  const known = [...new Set(values.map(map).filter((v): v is T => v !== null))];
  return known.length > 0 ? known : null;
}

export function mapBuildcoresCase(value: unknown): MapResult {
  const identity = buildcoresIdentity('case', value);
  if (typeof identity === 'string') return skip(identity);
  const { record, longName } = identity;
  const type = text(record.form_factor);
  if (type === null) return skip('unknown case type');
  const caseSize = caseSizeFromType(type);
  if (caseSize === null) return skip('unsupported case type (test bench)');
  const maxGpuLengthMm = positive(record.max_video_card_length);
  const maxCoolerHeightMm = positive(record.max_cpu_cooler_height);
  const specs = {
    caseSize,
    supportedBoards: knownList<BoardFormFactor>(
      stringList(record.supported_motherboard_form_factors),
      boardFormFactor,
    ),
    supportedPsus: knownList<PsuFormFactor>(
      stringList(record.supported_power_supply_form_factors),
      psuFormFactor,
    ),
    maxGpuLengthMm,
    maxCoolerHeightMm,
    radiatorMounts: null,
    bays25: nonNegativeInt(record.internal_2_5_bays),
    bays35: nonNegativeInt(record.internal_3_5_bays),
    fanMounts: null,
    includedFans: null,
    expansionSlots: nonNegativeInt(record.expansion_slots),
    hasWarranty: false,
    colour: artColour(stringList(record.color)[0] ?? null),
    front: artFront(longName),
  };
  const description = summary([
    `${type} case`,
    maxGpuLengthMm && `graphics cards up to ${maxGpuLengthMm} mm`,
    maxCoolerHeightMm && `CPU coolers up to ${maxCoolerHeightMm} mm`,
  ]);
  return { row: catalogRow({ ...rowBase(identity), category: 'case', description, specs }) };
}

import type { BoardFormFactor } from '../../../domain/catalog/spec-constants';
import { catalogRow, summary } from '../shared/catalog-row-builder';
import { artColour, artFront, caseSizeFromType } from '../shared/derive';
import { nonNegativeInt, text } from '../shared/fields';
import { skip, type MapResult } from '../shared/map-result';
import { pcPartIdentity, rowBase, type PcPartOptions } from './common';

/**
 * The type names the largest board a case takes ('MicroATX Mid Tower'); standard
 * cases also take the smaller standard boards. E-ATX support is not stated: unknown.
 */
export function boardsForCaseType(type: string): BoardFormFactor[] | null {
  if (/^ATX/i.test(type)) return ['ATX', 'Micro-ATX', 'Mini-ITX'];
  if (/^Micro\s?ATX/i.test(type)) return ['Micro-ATX', 'Mini-ITX'];
  if (/^Mini ITX/i.test(type)) return ['Mini-ITX'];
  return null;
}

export function mapPcPartCase(value: unknown, options: PcPartOptions): MapResult {
  const identity = pcPartIdentity('case', value, options);
  if (typeof identity === 'string') return skip(identity);
  const { record } = identity;
  const type = text(record.type);
  if (type === null) return skip('unknown case type');
  const caseSize = caseSizeFromType(type);
  if (caseSize === null) return skip('unsupported case type (test bench)');
  const bays35 = nonNegativeInt(record.internal_35_bays);
  const sidePanel = text(record.side_panel);
  const specs = {
    caseSize,
    supportedBoards: boardsForCaseType(type),
    supportedPsus: null,
    maxGpuLengthMm: null,
    maxCoolerHeightMm: null,
    radiatorMounts: null,
    bays25: null,
    bays35,
    fanMounts: null,
    includedFans: null,
    expansionSlots: null,
    hasWarranty: false,
    colour: artColour(text(record.color)),
    front: artFront(identity.longName),
  };
  const description = summary([
    `${type} case`,
    sidePanel && `${sidePanel.toLowerCase()} side panel`,
    bays35 !== null && `${bays35} internal 3.5" bay${bays35 === 1 ? '' : 's'}`,
  ]);
  return { row: catalogRow({ ...rowBase(identity), category: 'case', description, specs }) };
}

import type { z } from 'zod';
import type { gpuSpecsSchema } from '../../../domain/catalog/specs';
import { catalogRow, summary } from '../shared/catalog-row-builder';
import { asRecord, nonNegativeInt, positive, positiveInt, text } from '../shared/fields';
import { skip, type MapResult } from '../shared/map-result';
import { buildcoresIdentity, rowBase } from './common';

type Connector = NonNullable<z.input<typeof gpuSpecsSchema>['powerConnectors']>[number];

/**
 * Power inputs from { pcie_6_pin, pcie_8_pin, pcie_12VHPWR, pcie_12V_2x6 }. All zero is
 * only believable for a card drawing ≤ 75 W from the slot; otherwise it is unknown.
 */
export function powerConnectors(value: unknown, boardPowerW: number | null): Connector[] | null {
  const record = asRecord(value);
  if (record === null) return null;
  const count = (key: string) => nonNegativeInt(record[key]) ?? 0;
  const list: Connector[] = [
    ...Array<Connector>(count('pcie_6_pin')).fill('6-pin'),
    ...Array<Connector>(count('pcie_8_pin')).fill('8-pin'),
    ...Array<Connector>(count('pcie_12VHPWR') + count('pcie_12V_2x6')).fill('16-pin'),
  ];
  if (list.length === 0) return boardPowerW !== null && boardPowerW <= 75 ? [] : null;
  return list;
}

/** '3 Fans' -> 3, 'Passive' -> 0; blowers, hybrids and water blocks stay unknown. */
export function fanCount(cooling: string | null): number | null {
  if (cooling === null) return null;
  if (/^passive$/i.test(cooling)) return 0;
  const match = /^(\d+) Fans?$/i.exec(cooling);
  return match?.[1] ? Number(match[1]) : null;
}

const CHIP_VENDORS = { NVIDIA: 'nvidia', AMD: 'amd', Intel: 'intel' } as const;

export function mapBuildcoresGpu(value: unknown): MapResult {
  const identity = buildcoresIdentity('gpu', value);
  if (typeof identity === 'string') return skip(identity);
  const { record } = identity;
  const maker = text(record.chipset_manufacturer);
  const chipVendor =
    maker && maker in CHIP_VENDORS ? CHIP_VENDORS[maker as keyof typeof CHIP_VENDORS] : null;
  if (chipVendor === null) return skip('unknown GPU chip vendor');
  const chip = text(record.chipset);
  const boardPowerW = positiveInt(record.tdp);
  const vramGb = positiveInt(record.memory);
  const lengthMm = positive(record.length);
  const specs = {
    chipVendor,
    chip,
    vramGb,
    lengthMm,
    slotWidth: positive(record.total_slot_width),
    boardPowerW,
    powerConnectors: powerConnectors(record.power_connectors, boardPowerW),
    recommendedPsuW: null,
    fans: fanCount(text(record.cooling)),
  };
  const description = summary([
    `${chip ?? 'graphics card'}${chip ? ' graphics card' : ''}`,
    vramGb && `${vramGb} GB memory`,
    lengthMm && `${lengthMm} mm long`,
    boardPowerW && `${boardPowerW} W board power`,
  ]);
  return { row: catalogRow({ ...rowBase(identity), category: 'gpu', description, specs }) };
}

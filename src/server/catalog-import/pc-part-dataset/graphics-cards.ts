import { catalogRow, summary } from '../shared/catalog-row-builder';
import { positive, positiveInt, text } from '../shared/fields';
import { skip, type MapResult } from '../shared/map-result';
import { pcPartIdentity, rowBase, type PcPartOptions } from './common';

export function chipVendorOf(chip: string): 'nvidia' | 'amd' | 'intel' | null {
  if (/geforce|quadro|titan|nvidia|\brtx\b|\bgtx\b/i.test(chip)) return 'nvidia';
  if (/radeon|firepro|\brx\s?\d/i.test(chip)) return 'amd';
  if (/\barc\b|intel/i.test(chip)) return 'intel';
  return null;
}

export function mapPcPartGpu(value: unknown, options: PcPartOptions): MapResult {
  const identity = pcPartIdentity('gpu', value, options);
  if (typeof identity === 'string') return skip(identity);
  const { record, longName } = identity;
  const chip = text(record.chipset);
  const chipVendor = chip === null ? null : chipVendorOf(chip);
  if (chip === null || chipVendor === null) return skip('unknown GPU chip vendor');
  const vramGb = positiveInt(record.memory);
  const lengthMm = positive(record.length);
  const specs = {
    chipVendor,
    chip,
    vramGb,
    lengthMm,
    slotWidth: null,
    boardPowerW: null,
    powerConnectors: null,
    recommendedPsuW: null,
    fans: null,
  };
  // Names like 'Sapphire PULSE' say nothing without the chip: add it (and the memory) when missing.
  const named = longName.toLowerCase().includes(chip.toLowerCase())
    ? longName
    : `${longName} ${chip}`;
  return {
    row: catalogRow({
      ...rowBase(identity),
      longName: vramGb && !/\d+\s?GB/i.test(named) ? `${named} ${vramGb} GB` : named,
      category: 'gpu',
      description: summary([
        `${chip} graphics card`,
        vramGb && `${vramGb} GB memory`,
        lengthMm && `${lengthMm} mm long`,
      ]),
      specs,
    }),
  };
}

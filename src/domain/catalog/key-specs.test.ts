import { describe, expect, it } from 'vitest';
import {
  boardOf,
  caseOf,
  coolerOf,
  cpuOf,
  fansOf,
  gpuOf,
  liquidCoolerOf,
  memoryOf,
  osOf,
  psuOf,
  storageOf,
} from '../compatibility/test-fixtures';
import { capacityText, keySpecLine } from './key-specs';
import type { Product } from './specs';

describe('keySpecLine', () => {
  it.each<[string, Product, string]>([
    ['a processor', cpuOf(), 'AM5 · 8 cores / 16 threads · 5.4 GHz boost · Integrated graphics'],
    [
      'a processor without graphics, threads unknown',
      cpuOf({ hasIntegratedGraphics: false, integratedGraphics: null, threads: null }),
      'AM5 · 8 cores · 5.4 GHz boost · No integrated graphics',
    ],
    ['a motherboard', boardOf({ chipset: 'B650' }), 'AM5 · B650 · ATX · DDR5'],
    ['a motherboard with unknown facts', boardOf({ chipset: null, memoryType: null }), 'AM5 · ATX'],
    ['a memory kit', memoryOf(), 'DDR5 · 32 GB (2 × 16 GB) · 6000 MT/s · CL30'],
    [
      'a graphics card',
      gpuOf({ chip: 'GeForce RTX 4070', vramGb: 12, lengthMm: 285 }),
      'GeForce RTX 4070 · 12 GB · 285 mm long',
    ],
    ['a drive', storageOf(), '2 TB · M.2 2280 · PCIe 4.0 x4 NVMe'],
    [
      'a power supply',
      psuOf({ wattage: 850, efficiency: '80 PLUS Gold', modular: 'full', formFactor: 'ATX' }),
      '850 W · ATX · 80 PLUS Gold · Fully modular',
    ],
    ['an air cooler', coolerOf({ heightMm: 155 }), 'Air · 155 mm tall'],
    ['a liquid cooler', liquidCoolerOf({ radiatorMm: 360 }), 'Liquid · 360 mm radiator'],
    ['a fan pack', fansOf({ sizeMm: 120, packSize: 3, airflowCfm: null }), '120 mm · 3-pack'],
    ['a case', caseOf(), 'Mid Tower · ATX, Micro-ATX, Mini-ITX · GPU up to 340 mm'],
    ['an operating system', osOf(), 'Home'],
  ])('%s', (_, product, line) => {
    expect(keySpecLine(product)).toBe(line);
  });
});

describe('capacityText', () => {
  it.each([
    [500, '500 GB'],
    [1000, '1 TB'],
    [1500, '1.5 TB'],
    [4000, '4 TB'],
  ])('%i GB reads %s', (gb, text) => {
    expect(capacityText(gb)).toBe(text);
  });
});

import { describe, expect, it } from 'vitest';
import { deriveGeneration } from './cpu-generation';
import type { Generation } from './generations';

type Row = [
  name: string,
  vendor: 'intel' | 'amd',
  socket: string | null,
  field: string | null,
  expected: Generation | null,
];

/** Names as the datasets and the curated catalogue write them; fields as BuildCores gives them. */
const rows: Row[] = [
  // BuildCores mislabels: the model number wins
  ['Intel Core i9 13900K', 'intel', 'LGA1700', 'Raptor Lake Refresh', 'Raptor Lake'],
  ['Intel Core i5 13600K', 'intel', 'LGA1700', 'Raptor Lake Refresh', 'Raptor Lake'],
  ['Intel Core i5 14500T', 'intel', 'LGA1700', 'Raptor Lake', 'Raptor Lake Refresh'],
  ['Intel Core i9-14900KS', 'intel', 'LGA1700', 'Raptor Lake Refresh', 'Raptor Lake Refresh'],
  ['Intel Core i5-12400F Processor, 6 Cores', 'intel', 'LGA1700', 'Alder Lake', 'Alder Lake'],
  ['Intel Core Ultra 7 265K', 'intel', 'LGA1851', 'Arrow Lake', 'Arrow Lake'],
  ['Intel Core Ultra 7 270K Plus', 'intel', 'LGA1851', 'Arrow Lake Refresh', 'Arrow Lake Refresh'],
  ['Intel Core i7 11700K', 'intel', 'LGA1200', 'Rocket Lake', 'Rocket Lake'],
  ['Intel Core i9-10850K', 'intel', 'LGA1200', 'Comet Lake', 'Comet Lake'],
  ['Intel Core i9 10980XE', 'intel', 'LGA2066', 'Cascade Lake', 'Cascade Lake-X'],
  ['Intel Core i9 9900K', 'intel', 'LGA1151', 'Coffee Lake Refresh', 'Coffee Lake Refresh'],
  [
    'Intel Core i7 9800X 3.8 GHz 8-Core LGA2066 OEM/Tray',
    'intel',
    'LGA2066',
    'Skylake',
    'Skylake-X Refresh',
  ],
  ['Intel Core i7 8700K', 'intel', 'LGA1151', 'Coffee Lake', 'Coffee Lake'],
  ['Intel Core i7 7740X', 'intel', 'LGA2066', 'Kaby Lake', 'Kaby Lake-X'],
  ['Intel Core i7 7820X', 'intel', 'LGA2066', 'Skylake', 'Skylake-X'],
  ['Intel Core i7 7700K', 'intel', 'LGA1151', 'Kaby Lake', 'Kaby Lake'],
  ['Intel Core i5 6600K', 'intel', 'LGA1151', 'Skylake', 'Skylake'],
  ['Intel Core i5 6402P', 'intel', 'LGA1151', 'Skylake', 'Skylake'],
  ['Intel Core i7 6850K', 'intel', 'LGA2011-3', 'Broadwell', 'Broadwell-E'],
  ['Intel Core i7 5930K', 'intel', 'LGA2011-3', 'Haswell', 'Haswell-E'],
  ['Intel Pentium Gold G5400', 'intel', 'LGA1151', 'Coffee Lake', 'Coffee Lake'],
  ['Intel Celeron G6900', 'intel', 'LGA1700', 'Alder Lake', 'Alder Lake'],
  // Xeons are their own lines (locked to workstation chipsets)
  ['Intel Xeon E 2124G 3.4 GHz 4-Core LGA1151', 'intel', 'LGA1151', 'Coffee Lake', 'Xeon E-2100'],
  ['Intel Xeon E-2288G OEM/Tray', 'intel', 'LGA1151', 'Coffee Lake', 'Xeon E-2200'],
  ['Intel Xeon E3 1225 V5', 'intel', 'LGA1151', 'Skylake', 'Xeon E3 v5'],
  ['Intel Xeon E3-1285 v6', 'intel', 'LGA1151', 'Kaby Lake', 'Xeon E3 v6'],
  ['Intel Xeon E5-2687W v4', 'intel', 'LGA2011-3', 'Broadwell', 'Xeon E5 v4'],
  ['Intel Xeon E5 2650L V3 OEM/Tray', 'intel', 'LGA2011-3', 'Haswell', 'Xeon E5 v3'],
  // AMD: the digit is the series, G the APU
  ['AMD Ryzen 7 1700X', 'amd', 'AM4', 'Zen', 'Summit Ridge'],
  ['AMD Ryzen 5 2400G', 'amd', 'AM4', 'Zen', 'Raven Ridge'],
  ['AMD Ryzen 7 2700X', 'amd', 'AM4', 'Zen+', 'Pinnacle Ridge'],
  ['AMD Ryzen 5 3400G', 'amd', 'AM4', 'Zen+', 'Picasso'],
  ['AMD Ryzen 3 3300X', 'amd', 'AM4', 'Zen 2', 'Matisse'],
  ['AMD Ryzen 5 4500', 'amd', 'AM4', 'Zen 2', 'Renoir'],
  ['AMD Ryzen 7 5800X3D', 'amd', 'AM4', 'Zen 3', 'Vermeer'],
  ['AMD Ryzen 5 5600', 'amd', 'AM4', 'Zen 3', 'Vermeer'],
  ['AMD Ryzen 5 5500', 'amd', 'AM4', 'Zen 3', 'Cezanne'],
  ['AMD Ryzen 5 5600GT', 'amd', 'AM4', 'Zen 3', 'Cezanne'],
  ['AMD Ryzen™ 5 7500F', 'amd', 'AM5', 'Zen 4', 'Raphael'],
  ['AMD Ryzen 7 7800X3D', 'amd', 'AM5', 'Zen 4', 'Raphael'],
  ['AMD Ryzen 5 8600G', 'amd', 'AM5', 'Zen 4', 'Phoenix'],
  ['AMD Ryzen 5 8400F', 'amd', 'AM5', 'Zen 4', 'Phoenix'],
  ['AMD Ryzen 9 9950X3D', 'amd', 'AM5', 'Zen 5', 'Granite Ridge'],
  ['AMD A6-9550', 'amd', 'AM4', 'Excavator', 'Bristol Ridge'],
  ['AMD Athlon 200GE', 'amd', 'AM4', 'Zen', 'Raven Ridge'],
  ['AMD Athlon 3000G', 'amd', 'AM4', 'Zen+', 'Picasso'],
  ['AMD Ryzen Threadripper 2950X', 'amd', 'TR4', 'Zen+', 'Colfax'],
  ['AMD Ryzen Threadripper 7980X', 'amd', 'sTR5', 'Zen 4', 'Storm Peak'],
  // no model number to read: the field, where it means one generation on the socket
  ['Some AM5 processor', 'amd', 'AM5', 'Zen 5', 'Granite Ridge'],
  ['Some AM5 processor', 'amd', 'AM5', 'Zen 4', null],
  ['Some AM4 processor', 'amd', 'AM4', 'Zen 3', null],
  ['Some LGA1700 processor', 'intel', 'LGA1700', 'Alder Lake', 'Alder Lake'],
  ['Some processor', 'intel', null, null, null],
  // mobile parts are not desktop generations
  ['Intel Core i7-12700H', 'intel', null, 'Alder Lake', null],
  ['AMD Ryzen 7 7840HS', 'amd', null, 'Zen 4', null],
];

describe('processor generation from the model number', () => {
  it.each(rows)('%s (%s, %s, field %s) is %s', (name, vendor, socket, field, expected) => {
    expect(deriveGeneration(name, vendor, socket, field)).toBe(expected);
  });
});

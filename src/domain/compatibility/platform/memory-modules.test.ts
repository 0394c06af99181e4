import { describe, expect, it } from 'vitest';
import { moduleKind } from './memory-modules';

type Row = [name: string, partNumbers: string[], registered: boolean | null, ecc: boolean | null];

/** Names and part numbers of BuildCores RAM records (whose own field said "Unbuffered" for the registered ones). */
const rows: Row[] = [
  [
    'Kingston Server Premier Registered DDR4-3200 CL22 64GB (1x64GB)',
    ['KSM32RD4/64HAR'],
    true,
    true,
  ],
  [
    'Kingston FURY Renegade Pro Registered Black DDR5-4800 CL36 32GB (1x32GB)',
    ['KF548R36RB-32'],
    true,
    true,
  ],
  [
    'G.Skill Zeta R5 Neo Registered Black DDR5-6000 CL30 64GB (4x16GB)',
    ['F5-6000R3036G16GQ4-ZR5NK'],
    true,
    true,
  ],
  [
    'Corsair WS Registered Black / Green DDR5-5600 CL40 64GB (4x16GB)',
    ['CMA64GX5M4B5600C40'],
    true,
    true,
  ],
  // the name says nothing, the part number does
  [
    'Kingston KSM48R40BD8KMM-32HMR Green DDR5-4800 CL40 32GB (1x32GB)',
    ['KSM48R40BD8KMM-32HMR'],
    true,
    true,
  ],
  ['Samsung SAMSUNG Green / Black DDR4-2933 CL21 64GB (1x64GB)', ['M386A8K40CM2-CVF'], true, true],
  [
    'Crucial MTA18ASF4G72AZ-3G2B1 Green DDR4-3200 CL22 32GB (1x32GB)',
    ['MTA18ASF4G72AZ-3G2B1'],
    false,
    true,
  ],
  // ECC unbuffered
  ['Innodisk DDR5 ECC UDIMM DDR5-5600 32GB (1x32GB) CL36', ['M5C0-BGS2MCZQ'], false, true],
  ['Samsung OEM ECC UDIMM DDR5-5600 32GB (1x32GB) CL36', ['M324R4GA3PB0-CWM'], false, true],
  // desktop kits
  ['Corsair Vengeance RGB 32 GB', [], false, false],
  ['AMD R7 Performance Black / Red DDR4-2400 CL15 8GB (1x8GB)', ['R748G2400U2S'], false, false],
  [
    'Kingston HyperX Fury 2666MHz DDR4 Non-ECC CL15 4GB DIMM Memory Black',
    ['HX426C15FB/4'],
    false,
    false,
  ],
  // a server line without a telling part number: unknown
  ['Kingston Server Premier 32 GB', [], null, null],
];

describe('registered and ECC memory from names and part numbers', () => {
  it.each(rows)('%s %j: registered %s, ECC %s', (name, partNumbers, registered, ecc) => {
    expect(moduleKind(name, partNumbers)).toEqual({ registered, ecc });
  });
});

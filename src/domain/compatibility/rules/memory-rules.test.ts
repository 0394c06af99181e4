import { describe, expect, it } from 'vitest';
import { validate } from '../validate';
import {
  anError,
  aWarning,
  boardOf,
  cpuOf,
  memoryOf,
  notVerifiedOutcome,
  outcomes,
  scenario,
  type RuleRow,
} from '../test-fixtures';

const TAGS = [
  'memory-type-mismatch',
  'memory-type-cpu-mismatch',
  'memory-registered-unsupported',
  'memory-unbuffered-unsupported',
  'not-verified-memory-registered',
  'not-verified-memory-type',
  'memory-slots-exceeded',
  'not-verified-memory-slots',
  'memory-capacity-exceeded',
  'not-verified-memory-capacity',
  'memory-speed-above-board',
  'not-verified-memory-speed',
];

const rows: RuleRow[] = [
  ['matching memory passes', {}, []],
  // registered (RDIMM) memory
  [
    'registered memory on a consumer board is an error',
    { memory: memoryOf({ registered: true, ecc: true }) },
    [anError('memory-registered-unsupported')],
  ],
  [
    'a kit whose field is unknown but whose name says Registered is refused',
    { memory: memoryOf({ registered: null }, { shortName: 'Server Registered 64GB DDR5-4800' }) },
    [anError('memory-registered-unsupported')],
  ],
  [
    'a kit of a server line whose kind is unknown is not verified',
    { memory: memoryOf({ registered: null }, { shortName: 'Server Premier 32 GB' }) },
    [notVerifiedOutcome('memory-registered')],
  ],
  [
    'an unknown field on a desktop kit name reads as unbuffered',
    { memory: memoryOf({ registered: null }, { shortName: 'Vengeance 32 GB' }) },
    [],
  ],
  [
    'unbuffered memory on an RDIMM-only board (TRX50) is an error',
    {
      cpu: cpuOf({ socket: 'sTR5', generation: 'Storm Peak' }),
      motherboard: boardOf({ socket: 'sTR5', chipset: 'TRX50' }),
    },
    [anError('memory-unbuffered-unsupported')],
  ],
  [
    'registered memory on a board that takes either (C612) passes',
    {
      cpu: cpuOf({ vendor: 'intel', socket: 'LGA2011-3', generation: 'Xeon E5 v3' }),
      motherboard: boardOf({ vendor: 'intel', socket: 'LGA2011-3', chipset: 'C612' }),
      memory: memoryOf({ registered: true }),
    },
    [],
    { chipset: 1 },
  ],
  [
    'registered memory on a board where the maker decides (X99) is not verified',
    {
      cpu: cpuOf({ vendor: 'intel', socket: 'LGA2011-3', generation: 'Haswell-E' }),
      motherboard: boardOf({ vendor: 'intel', socket: 'LGA2011-3', chipset: 'X99' }),
      memory: memoryOf({ registered: true }),
    },
    [notVerifiedOutcome('memory-registered')],
    { chipset: 1 },
  ],
  // generation
  [
    'DDR4 on a DDR5 board is an error',
    { memory: memoryOf({ type: 'DDR4', speedMts: 3200 }) },
    [anError('memory-type-mismatch')],
  ],
  [
    'an unknown memory generation is not verified',
    { memory: memoryOf({ type: null }) },
    [notVerifiedOutcome('memory-type')],
  ],
  [
    'an unknown board memory generation is not verified',
    { motherboard: boardOf({ memoryType: null }) },
    [notVerifiedOutcome('memory-type')],
  ],
  [
    'before a board, memory the CPU does not support is an error',
    { motherboard: null, memory: memoryOf({ type: 'DDR4', speedMts: 3200 }) },
    [anError('memory-type-cpu-mismatch')],
  ],
  ['before a board, memory the CPU supports passes', { motherboard: null }, []],
  [
    'before a board, unknown CPU memory support is not verified',
    { motherboard: null, cpu: cpuOf({ memoryTypes: null }) },
    [notVerifiedOutcome('memory-type')],
  ],
  // slots
  [
    'more modules than slots is an error',
    { memory: memoryOf({ modules: 4 }), motherboard: boardOf({ memorySlots: 2 }) },
    [anError('memory-slots-exceeded')],
  ],
  [
    'exactly as many modules as slots passes (boundary)',
    { memory: memoryOf({ modules: 2 }), motherboard: boardOf({ memorySlots: 2 }) },
    [],
  ],
  [
    'unknown slots are not verified',
    { motherboard: boardOf({ memorySlots: null }) },
    [notVerifiedOutcome('memory-slots')],
  ],
  [
    'an unknown module count is not verified',
    { memory: memoryOf({ modules: null }) },
    [notVerifiedOutcome('memory-slots'), notVerifiedOutcome('memory-capacity')],
  ],
  // capacity
  [
    'more memory than the board takes is an error',
    { memory: memoryOf({ modules: 4, moduleSizeGb: 64 }) },
    [anError('memory-capacity-exceeded')],
  ],
  [
    'exactly the board maximum passes (boundary)',
    { memory: memoryOf({ modules: 4, moduleSizeGb: 48 }) },
    [],
  ],
  [
    'an unknown board maximum is not verified',
    { motherboard: boardOf({ maxMemoryGb: null }) },
    [notVerifiedOutcome('memory-capacity')],
  ],
  // speed
  [
    'memory faster than the board is a warning',
    { memory: memoryOf({ speedMts: 8000 }) },
    [aWarning('memory-speed-above-board')],
  ],
  [
    'memory exactly at the board maximum passes (boundary)',
    { memory: memoryOf({ speedMts: 6400 }) },
    [],
  ],
  [
    'an unknown memory speed is not verified',
    { memory: memoryOf({ speedMts: null }) },
    [notVerifiedOutcome('memory-speed')],
  ],
];

describe('memory rules: generation, slots, capacity, speed', () => {
  it.each(rows)('%s', (_name, choices, expected, buildFields) => {
    const { build, index } = scenario(choices, buildFields);
    expect(outcomes(validate(build, index), TAGS)).toEqual(expected);
  });

  it('says how many slots and modules, and what to choose', () => {
    const { build, index } = scenario({
      memory: memoryOf({ modules: 4 }, { shortName: 'Vengeance 4x16' }),
      motherboard: boardOf({ memorySlots: 2 }, { shortName: 'B650I' }),
    });
    const issue = validate(build, index).issues.find((i) => i.tag === 'memory-slots-exceeded');
    expect(issue?.message).toBe(
      'The Test Vengeance 4x16 has 4 modules, but the Test B650I has 2 memory slots.',
    );
    expect(issue?.detail).toBe('Choose a memory kit of 2 modules or fewer.');
  });

  it('says a registered DDR5 kit does not fit an unbuffered board’s slots, and a DDR4 one does not run', () => {
    const detailFor = (type: 'DDR4' | 'DDR5') => {
      const { build, index } = scenario({
        memory: memoryOf({ type, registered: true, ecc: true }, { shortName: 'RDIMM' }),
        motherboard: boardOf({ memoryType: type }, { shortName: 'B650' }),
        cpu: cpuOf({ memoryTypes: [type] }),
      });
      const issue = validate(build, index).issues.find(
        (i) => i.tag === 'memory-registered-unsupported',
      );
      expect(issue?.message).toBe(
        'The Test RDIMM is registered (RDIMM) memory, but the Test B650 takes unbuffered desktop memory only.',
      );
      return issue?.detail;
    };
    expect(detailFor('DDR5')).toBe(
      'Registered DDR5 modules are keyed differently and do not fit its slots. Choose unbuffered desktop memory.',
    );
    expect(detailFor('DDR4')).toBe('Choose unbuffered desktop memory.');
  });

  it('suggests memory of the board’s generation in stock', () => {
    const { build, index } = scenario(
      { memory: memoryOf({ type: 'DDR4', speedMts: 3200 }, { id: 'ddr4-kit' }) },
      {},
      [memoryOf({}, { id: 'ddr5-a' }), memoryOf({}, { id: 'ddr5-b' })],
    );
    const issue = validate(build, index).issues.find((i) => i.tag === 'memory-type-mismatch');
    expect(issue?.detail).toBe('Choose DDR5 memory: 2 memory kits in stock are DDR5.');
  });
});

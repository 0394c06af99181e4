import { describe, expect, it } from 'vitest';
import { validate } from '../validate';
import {
  anError,
  aCaveat,
  aWarning,
  boardOf,
  coolerOf,
  cpuOf,
  liquidCoolerOf,
  memoryOf,
  notVerifiedOutcome,
  outcomes,
  scenario,
  type RuleRow,
} from '../test-fixtures';

const TAGS = [
  'cooler-socket-mismatch',
  'cooler-needs-stock-backplate',
  'not-verified-cooler-socket',
  'memory-cooler-clearance',
  'not-verified-memory-cooler-clearance',
  'cooler-underrated',
  'not-verified-cooler-power',
];

const rows: RuleRow[] = [
  ['a cooler for the CPU socket passes', {}, []],
  // socket
  [
    'a cooler without the CPU socket is an error',
    { coolingCpu: coolerOf({ sockets: ['LGA1700', 'LGA1851'] }) },
    [anError('cooler-socket-mismatch')],
  ],
  [
    'unknown cooler sockets are not verified',
    { coolingCpu: coolerOf({ sockets: null }) },
    [notVerifiedOutcome('cooler-socket')],
  ],
  [
    'an unknown CPU socket is not verified (no board chosen)',
    { cpu: cpuOf({ socket: null }), motherboard: null },
    [notVerifiedOutcome('cooler-socket')],
  ],
  ['with a board chosen, the board’s socket decides', { cpu: cpuOf({ socket: null }) }, []],
  [
    'a board of unknown socket leaves the processor’s socket to decide',
    { motherboard: boardOf({ socket: null }), coolingCpu: coolerOf({ sockets: ['LGA1700'] }) },
    [anError('cooler-socket-mismatch')],
  ],
  // mounting families
  [
    'a cooler listing another socket of the mounting family fits (LGA2066 on LGA2011-3)',
    {
      cpu: cpuOf({ vendor: 'intel', socket: 'LGA2011-3', generation: 'Haswell-E' }),
      motherboard: boardOf({ vendor: 'intel', socket: 'LGA2011-3', chipset: 'X99' }),
      coolingCpu: coolerOf({ sockets: ['LGA2011', 'LGA2066'] }),
    },
    [],
    { chipset: 1 },
  ],
  [
    'LGA1700 and LGA1851 share a mount',
    {
      cpu: cpuOf({ vendor: 'intel', socket: 'LGA1851', generation: 'Arrow Lake' }),
      motherboard: boardOf({ vendor: 'intel', socket: 'LGA1851', chipset: 'Z890' }),
      coolingCpu: coolerOf({ sockets: ['LGA1700'] }),
    },
    [],
    { chipset: 1 },
  ],
  [
    'a square-ILM cooler does not fit a narrow-ILM board',
    {
      cpu: cpuOf({ vendor: 'intel', socket: 'LGA2011-3', generation: 'Xeon E5 v3' }),
      motherboard: boardOf({ vendor: 'intel', socket: 'LGA2011-3 Narrow', chipset: 'C612' }),
      coolingCpu: coolerOf({ sockets: ['LGA2011-3', 'LGA2066'] }),
    },
    [anError('cooler-socket-mismatch')],
    { chipset: 1 },
  ],
  [
    'a cooler listing AM4 but not AM5 fits AM5 with a backplate caveat',
    { coolingCpu: coolerOf({ sockets: ['AM4', 'LGA1200'] }) },
    [aCaveat('cooler-needs-stock-backplate')],
  ],
  [
    'a cooler listing AM5 fits AM4',
    {
      cpu: cpuOf({ socket: 'AM4', generation: 'Vermeer', memoryTypes: ['DDR4'] }),
      motherboard: boardOf({ socket: 'AM4', chipset: 'B550', memoryType: 'DDR4' }),
      memory: memoryOf({ type: 'DDR4' }),
      coolingCpu: coolerOf({ sockets: ['AM5'] }),
    },
    [],
  ],
  // memory height under an air cooler
  [
    'memory taller than the cooler leaves is partly incompatible',
    { memory: memoryOf({ heightMm: 45 }) },
    [aCaveat('memory-cooler-clearance')],
  ],
  ['memory exactly at the clearance passes (boundary)', { memory: memoryOf({ heightMm: 40 }) }, []],
  [
    'an unknown memory height is not verified',
    { memory: memoryOf({ heightMm: null }) },
    [notVerifiedOutcome('memory-cooler-clearance')],
  ],
  [
    'a cooler that does not overhang the memory leaves it alone',
    {
      coolingCpu: coolerOf({ overhangsMemory: false, ramClearanceMm: null }),
      memory: memoryOf({ heightMm: 60 }),
    },
    [],
  ],
  [
    'an overhanging cooler with unknown clearance is not verified',
    { coolingCpu: coolerOf({ ramClearanceMm: null }) },
    [notVerifiedOutcome('memory-cooler-clearance')],
  ],
  [
    'unknown overhang with a published clearance is checked',
    { coolingCpu: coolerOf({ overhangsMemory: null }), memory: memoryOf({ heightMm: 45 }) },
    [aCaveat('memory-cooler-clearance')],
  ],
  [
    'a liquid cooler leaves memory alone',
    { coolingCpu: liquidCoolerOf(), memory: memoryOf({ heightMm: 60 }) },
    [],
  ],
  // rated power
  [
    'a cooler rated below the CPU power is a warning',
    { coolingCpu: coolerOf({ ratedPowerW: 150 }) },
    [aWarning('cooler-underrated')],
  ],
  [
    'a cooler rated exactly at the CPU power passes (boundary)',
    { coolingCpu: coolerOf({ ratedPowerW: 162 }) },
    [],
  ],
  [
    'an unknown rating is not verified',
    { coolingCpu: coolerOf({ ratedPowerW: null }) },
    [notVerifiedOutcome('cooler-power')],
  ],
  [
    'the CPU TDP stands in when its peak power is unknown',
    { cpu: cpuOf({ peakPowerW: null, tdpW: 120 }), coolingCpu: coolerOf({ ratedPowerW: 130 }) },
    [],
  ],
  [
    'unknown CPU power is not verified',
    { cpu: cpuOf({ peakPowerW: null, tdpW: null }) },
    [notVerifiedOutcome('cooler-power')],
  ],
];

describe('cooler rules: socket, memory clearance, rated power', () => {
  it.each(rows)('%s', (_name, choices, expected, buildFields) => {
    const { build, index } = scenario(choices, buildFields);
    expect(outcomes(validate(build, index), TAGS)).toEqual(expected);
  });

  it('suggests coolers in stock for the socket', () => {
    const { build, index } = scenario(
      {
        coolingCpu: coolerOf({ sockets: ['LGA1851'] }, { id: 'cooler-intel', shortName: 'Frost' }),
      },
      {},
      [coolerOf({}, { id: 'cooler-b' })],
    );
    const issue = validate(build, index).issues.find((i) => i.tag === 'cooler-socket-mismatch');
    expect(issue?.message).toBe(
      'The Test Frost does not support the AM5 socket of the Test board-am5; it fits LGA1851.',
    );
    expect(issue?.detail).toBe(
      'Choose a CPU cooler for the AM5 socket: 1 CPU cooler in stock supports the AM5 socket.',
    );
  });
});

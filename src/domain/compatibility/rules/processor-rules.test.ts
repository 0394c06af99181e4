import { describe, expect, it } from 'vitest';
import { validate } from '../validate';
import {
  anError,
  aCaveat,
  boardOf,
  cpuOf,
  notVerifiedOutcome,
  outcomes,
  scenario,
  type RuleRow,
} from '../test-fixtures';

const TAGS = [
  'cpu-chipset-vendor-mismatch',
  'motherboard-chipset-vendor-mismatch',
  'cpu-socket-mismatch',
  'not-verified-cpu-socket',
  'cpu-bios-update-needed',
  'cpu-generation-unsupported',
  'cpu-chipset-unlisted',
  'not-verified-bios-support',
];
const lga1151 = (chipset: string, shortName: string, brand = 'Test') =>
  boardOf({ vendor: 'intel', socket: 'LGA1151', chipset }, { shortName, brand });
const lga1151Cpu = (shortName: string) =>
  cpuOf(
    { vendor: 'intel', socket: 'LGA1151', generation: null, memoryTypes: ['DDR4'] },
    { shortName },
  );
const ryzen5000 = cpuOf(
  { socket: 'AM4', generation: 'Zen 3', memoryTypes: ['DDR4'] },
  { shortName: 'Ryzen 7 5800X' },
);
const am4Board = (chipset: string, shortName: string, brand: string) =>
  boardOf({ socket: 'AM4', chipset, memoryType: 'DDR4' }, { shortName, brand });
const intelCpu = cpuOf(
  { vendor: 'intel', socket: 'LGA1700', generation: 'Raptor Lake', memoryTypes: ['DDR4', 'DDR5'] },
  { id: 'cpu-intel' },
);
const intelBoard = boardOf(
  { vendor: 'intel', socket: 'LGA1700', chipset: 'Z790' },
  { id: 'board-intel' },
);

const rows: RuleRow[] = [
  ['matching vendor, socket and BIOS pass', {}, []],
  [
    'a CPU of the other vendor is an error',
    { cpu: intelCpu, motherboard: null },
    [anError('cpu-chipset-vendor-mismatch')],
  ],
  [
    'a board of the other vendor is an error',
    { motherboard: intelBoard, cpu: null },
    [anError('motherboard-chipset-vendor-mismatch')],
  ],
  [
    'Intel parts on the Intel chipset pass',
    { cpu: intelCpu, motherboard: intelBoard },
    [],
    { chipset: 1 },
  ],
  [
    'different sockets are an error',
    { cpu: cpuOf({ socket: 'AM4', generation: 'Zen 3' }) },
    [anError('cpu-socket-mismatch')],
  ],
  [
    'an unknown CPU socket is not verified',
    { cpu: cpuOf({ socket: null }) },
    [notVerifiedOutcome('cpu-socket')],
  ],
  [
    'an unknown board socket is not verified',
    { motherboard: boardOf({ socket: null }) },
    [notVerifiedOutcome('cpu-socket')],
  ],
  [
    'a generation the chipset runs after a BIOS update is partly incompatible (Ryzen 9000 on B650)',
    { motherboard: boardOf({ chipset: 'B650' }) },
    [aCaveat('cpu-bios-update-needed')],
  ],
  [
    'the board’s own BIOS list wins over its chipset (a B650 that ships with Ryzen 9000 support)',
    {
      motherboard: boardOf({
        chipset: 'B650',
        biosSupport: { outOfBox: ['Raphael', 'Granite Ridge'], needsUpdate: [] },
      }),
    },
    [],
  ],
  [
    'a generation the chipset does not run is an error (Ryzen 7 1700X on B550)',
    {
      cpu: cpuOf(
        { socket: 'AM4', generation: 'Zen', memoryTypes: ['DDR4'] },
        { shortName: 'Ryzen 7 1700X' },
      ),
      motherboard: boardOf({ socket: 'AM4', chipset: 'B550', memoryType: 'DDR4' }),
    },
    [anError('cpu-generation-unsupported')],
  ],
  [
    'a Xeon E-2100 on an H310 board is an error (it needs a C240 chipset)',
    {
      cpu: cpuOf(
        { vendor: 'intel', socket: 'LGA1151', generation: 'Coffee Lake', memoryTypes: ['DDR4'] },
        { shortName: 'Xeon E-2124G' },
      ),
      motherboard: boardOf({ vendor: 'intel', socket: 'LGA1151', chipset: 'H310' }),
    },
    [anError('cpu-generation-unsupported')],
    { chipset: 1 },
  ],
  [
    'the model number beats a mislabelled generation: an i9-13900K runs on B760 out of the box',
    {
      cpu: cpuOf(
        { vendor: 'intel', socket: 'LGA1700', generation: 'Raptor Lake Refresh' },
        { shortName: 'Core i9-13900K' },
      ),
      motherboard: boardOf({ vendor: 'intel', socket: 'LGA1700', chipset: 'Intel B760' }),
    },
    [],
    { chipset: 1 },
  ],
  [
    'a chipset the table does not know is not verified',
    { motherboard: boardOf({ chipset: 'Q999' }) },
    [notVerifiedOutcome('bios-support')],
  ],
  [
    'an unknown chipset is not verified',
    { motherboard: boardOf({ chipset: null }) },
    [notVerifiedOutcome('bios-support')],
  ],
  [
    'a Core i7 on C246 is a caveat: Intel lists only Xeon, Core i3, Pentium and Celeron for it',
    {
      cpu: cpuOf(
        { vendor: 'intel', socket: 'LGA1151', generation: 'Coffee Lake', memoryTypes: ['DDR4'] },
        { shortName: 'Core i7-8700K' },
      ),
      motherboard: boardOf({ vendor: 'intel', socket: 'LGA1151', chipset: 'C246' }),
    },
    [aCaveat('cpu-chipset-unlisted')],
    { chipset: 1 },
  ],
  [
    'a Core i5 on C236 is a caveat',
    { cpu: lga1151Cpu('Core i5-6600K'), motherboard: lga1151('C236', 'C236 WS') },
    [aCaveat('cpu-chipset-unlisted')],
    { chipset: 1 },
  ],
  [
    'a Core i3 on C246 passes (on Intel’s list)',
    { cpu: lga1151Cpu('Core i3-8100'), motherboard: lga1151('C246', 'C246 WS') },
    [],
    { chipset: 1 },
  ],
  [
    'a Core i3 of 7th gen on C232 needs a BIOS update (launched after the chipset)',
    { cpu: lga1151Cpu('Core i3-7100'), motherboard: lga1151('C232', 'C232 WS') },
    [aCaveat('cpu-bios-update-needed')],
    { chipset: 1 },
  ],
  [
    'a Xeon E3-1230 v5 on a Z170 board is a caveat (depends on the board’s BIOS), not an error',
    { cpu: lga1151Cpu('Xeon E3-1230 v5'), motherboard: lga1151('Z170', 'Z170 Board') },
    [aCaveat('cpu-chipset-unlisted')],
    { chipset: 1 },
  ],
  [
    'a Xeon E3-1245 v6 on a B250 board is a caveat, not an error',
    { cpu: lga1151Cpu('Xeon E3-1245 v6'), motherboard: lga1151('B250', 'B250 Board') },
    [aCaveat('cpu-chipset-unlisted')],
    { chipset: 1 },
  ],
  [
    'a Xeon E3-1230 v5 on its own C236 passes',
    { cpu: lga1151Cpu('Xeon E3-1230 v5'), motherboard: lga1151('C236', 'C236 WS') },
    [],
    { chipset: 1 },
  ],
  [
    'Ryzen 5000 on a first B550 board needs a BIOS update',
    {
      cpu: ryzen5000,
      motherboard: am4Board('B550', 'TUF GAMING B550M-PLUS WIFI', 'ASUS'),
    },
    [aCaveat('cpu-bios-update-needed')],
    { chipset: 2 },
  ],
  [
    'Ryzen 5000 on the TUF GAMING B550M-PLUS WIFI II (released with Ryzen 5000 support) passes',
    {
      cpu: ryzen5000,
      motherboard: am4Board('AMD B550', 'TUF GAMING B550M-PLUS WIFI II', 'ASUS'),
    },
    [],
    { chipset: 2 },
  ],
  [
    'Ryzen 5000 on an MSI B450 TOMAHAWK MAX (2019) still needs a BIOS update',
    { cpu: ryzen5000, motherboard: am4Board('B450', 'B450 TOMAHAWK MAX', 'MSI') },
    [aCaveat('cpu-bios-update-needed')],
    { chipset: 2 },
  ],
  [
    'Ryzen 3000 on an MSI B450 TOMAHAWK MAX (Ryzen 3000 ready) passes',
    {
      cpu: cpuOf(
        { socket: 'AM4', generation: 'Zen 2', memoryTypes: ['DDR4'] },
        { shortName: 'Ryzen 5 3600' },
      ),
      motherboard: am4Board('B450', 'B450 TOMAHAWK MAX', 'MSI'),
    },
    [],
    { chipset: 2 },
  ],
  [
    'an unknown CPU generation is not verified',
    { cpu: cpuOf({ generation: null }) },
    [notVerifiedOutcome('bios-support')],
  ],
  [
    'a narrow-ILM LGA2011-3 board takes LGA2011-3 processors',
    {
      cpu: cpuOf(
        { vendor: 'intel', socket: 'LGA2011-3', generation: 'Haswell', memoryTypes: ['DDR4'] },
        { shortName: 'Xeon E5-2680 v3' },
      ),
      motherboard: boardOf({ vendor: 'intel', socket: 'LGA2011-3 Narrow', chipset: 'C612' }),
    },
    [],
    { chipset: 1 },
  ],
];

describe('processor rules: vendor, socket, BIOS', () => {
  it.each(rows)('%s', (_name, choices, expected, buildFields) => {
    const { build, index } = scenario(choices, buildFields);
    expect(outcomes(validate(build, index), TAGS)).toEqual(expected);
  });

  it('names both parts and the sockets, and suggests boards in stock with the right socket', () => {
    const other = boardOf({}, { id: 'board-am5-other' });
    const { build, index } = scenario(
      {
        motherboard: boardOf({ socket: 'AM4' }, { shortName: 'B550 Board' }),
        cpu: cpuOf({}, { shortName: 'Ryzen 7 9700X', brand: 'AMD' }),
      },
      {},
      [other],
    );
    const issue = validate(build, index).issues.find((i) => i.tag === 'cpu-socket-mismatch');
    expect(issue).toMatchObject({
      message:
        'The AMD Ryzen 7 9700X needs the AM5 socket, but the Test B550 Board has the AM4 socket.',
      detail:
        'Choose a motherboard with the AM5 socket: 1 motherboard in stock has the AM5 socket.',
      mainComponent: 'board-am5',
      connectingComponent: 'cpu-am5',
      route: 'motherboard',
    });
  });
});

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
  'not-verified-bios-support',
];
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
    'a pairing the board maker decides (Core i7 on C246) is not verified',
    {
      cpu: cpuOf(
        { vendor: 'intel', socket: 'LGA1151', generation: 'Coffee Lake', memoryTypes: ['DDR4'] },
        { shortName: 'Core i7-8700K' },
      ),
      motherboard: boardOf({ vendor: 'intel', socket: 'LGA1151', chipset: 'C246' }),
    },
    [notVerifiedOutcome('bios-support')],
    { chipset: 1 },
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

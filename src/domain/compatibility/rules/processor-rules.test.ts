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
  'not-verified-bios-support',
];
const intelCpu = cpuOf(
  { vendor: 'intel', socket: 'LGA1700', generation: 'Raptor Lake', memoryTypes: ['DDR4', 'DDR5'] },
  { id: 'cpu-intel' },
);
const intelBoard = boardOf(
  {
    vendor: 'intel',
    socket: 'LGA1700',
    biosSupport: { outOfBox: ['Raptor Lake'], needsUpdate: [] },
  },
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
    'a generation needing a BIOS update is partly incompatible',
    { motherboard: boardOf({ biosSupport: { outOfBox: ['Zen 4'], needsUpdate: ['Zen 5'] } }) },
    [aCaveat('cpu-bios-update-needed')],
  ],
  [
    'a generation the BIOS list does not name is not verified',
    { motherboard: boardOf({ biosSupport: { outOfBox: ['Zen 4'], needsUpdate: [] } }) },
    [notVerifiedOutcome('bios-support')],
  ],
  [
    'an unknown BIOS list is not verified',
    { motherboard: boardOf({ biosSupport: null }) },
    [notVerifiedOutcome('bios-support')],
  ],
  [
    'an unknown CPU generation is not verified',
    { cpu: cpuOf({ generation: null }) },
    [notVerifiedOutcome('bios-support')],
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

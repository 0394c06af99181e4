import { describe, expect, it } from 'vitest';
import { validate } from '../validate';
import {
  aMissingSlot,
  boardOf,
  caseOf,
  hddOf,
  networkingOf,
  notVerifiedOutcome,
  outcomes,
  sataSsdOf,
  scenario,
  soundcardOf,
  storageOf,
  type RuleRow,
} from '../test-fixtures';

const TAGS = [
  'm2-slots-exceeded',
  'not-verified-m2-slots',
  'sata-ports-exceeded',
  'not-verified-sata-ports',
  'drive-bays-exceeded',
  'not-verified-drive-bays',
  'pcie-slots-exceeded',
  'not-verified-pcie-slots',
];
const nvme2 = storageOf({}, { id: 'ssd-nvme-2' });
const nvme3 = storageOf({}, { id: 'ssd-nvme-3' });
const onboardSound = soundcardOf({ onboard: true, interface: 'onboard' }, { id: 'sound-onboard' });

const rows: RuleRow[] = [
  ['one M.2 drive passes', {}, []],
  // M.2
  ['as many M.2 drives as slots pass (boundary)', { secondaryStorage: nvme2 }, []],
  [
    'more M.2 drives than slots is a missing slot',
    { secondaryStorage: nvme2, tertiaryStorage: nvme3 },
    [aMissingSlot('m2-slots-exceeded')],
  ],
  [
    'unknown M.2 slots are not verified',
    { motherboard: boardOf({ m2Slots: null }) },
    [notVerifiedOutcome('m2-slots')],
  ],
  // SATA
  [
    'as many SATA drives as ports pass (boundary)',
    {
      motherboard: boardOf({ sataPorts: 2 }),
      secondaryStorage: sataSsdOf(),
      tertiaryStorage: hddOf(),
    },
    [],
  ],
  [
    'more SATA drives than ports is a missing slot',
    {
      motherboard: boardOf({ sataPorts: 1 }),
      secondaryStorage: sataSsdOf(),
      tertiaryStorage: hddOf(),
    },
    [aMissingSlot('sata-ports-exceeded')],
  ],
  [
    'unknown SATA ports are not verified',
    { motherboard: boardOf({ sataPorts: null }), secondaryStorage: hddOf() },
    [notVerifiedOutcome('sata-ports')],
  ],
  // bays
  [
    'a 3.5" drive with no 3.5" bay is a missing slot',
    { case: caseOf({ bays35: 0, bays25: 2 }), secondaryStorage: hddOf() },
    [aMissingSlot('drive-bays-exceeded')],
  ],
  [
    'a 2.5" drive takes a spare 3.5" bay',
    { case: caseOf({ bays35: 1, bays25: 0 }), secondaryStorage: sataSsdOf() },
    [],
  ],
  [
    'one 3.5" bay for two drives is a missing slot (boundary)',
    {
      case: caseOf({ bays35: 1, bays25: 0 }),
      secondaryStorage: sataSsdOf(),
      tertiaryStorage: hddOf(),
    },
    [aMissingSlot('drive-bays-exceeded')],
  ],
  [
    'unknown bays are not verified',
    { case: caseOf({ bays35: null }), secondaryStorage: hddOf() },
    [notVerifiedOutcome('drive-bays')],
  ],
  [
    'an unknown drive size is not verified',
    { secondaryStorage: storageOf({ kind: 'sata-ssd', formFactor: null }, { id: 'ssd-odd' }) },
    [notVerifiedOutcome('drive-bays')],
  ],
  ['M.2 drives need no bay', { case: caseOf({ bays35: 0, bays25: 0 }) }, []],
  // PCIe
  [
    'a sound card and a network card with a slot each pass (boundary)',
    { soundcard: soundcardOf(), networking: networkingOf() },
    [],
  ],
  [
    'no slot left after the graphics card is a missing slot',
    { motherboard: boardOf({ pcieX16Slots: 1, pcieX1Slots: 0 }), soundcard: soundcardOf() },
    [aMissingSlot('pcie-slots-exceeded')],
  ],
  [
    'an x4 card cannot use an x1 slot',
    {
      motherboard: boardOf({ pcieX16Slots: 1, pcieX1Slots: 2 }),
      networking: networkingOf({ interface: 'PCIe x4', kind: 'ethernet' }),
    },
    [aMissingSlot('pcie-slots-exceeded')],
  ],
  [
    'a case with too few expansion slots is a missing slot',
    { case: caseOf({ expansionSlots: 3 }), soundcard: soundcardOf() },
    [aMissingSlot('pcie-slots-exceeded')],
  ],
  [
    'onboard and USB options need no slot',
    {
      motherboard: boardOf({ pcieX16Slots: 1, pcieX1Slots: 0 }),
      soundcard: onboardSound,
      networking: networkingOf({ interface: 'USB' }),
    },
    [],
  ],
  [
    'unknown PCIe slots are not verified',
    { motherboard: boardOf({ pcieX1Slots: null }), soundcard: soundcardOf() },
    [notVerifiedOutcome('pcie-slots')],
  ],
];

describe('slot rules: M.2, SATA, bays, PCIe', () => {
  it.each(rows)('%s', (_name, choices, expected, buildFields) => {
    const { build, index } = scenario(choices, buildFields);
    expect(outcomes(validate(build, index), TAGS)).toEqual(expected);
  });

  it('names the drive that does not fit and connects the board and the other drives', () => {
    const { build, index } = scenario({
      secondaryStorage: nvme2,
      tertiaryStorage: nvme3,
      motherboard: boardOf({}, { shortName: 'B650M' }),
    });
    const issue = validate(build, index).issues.find((i) => i.tag === 'm2-slots-exceeded');
    expect(issue).toMatchObject({
      message: 'This build has 3 M.2 drives, but the Test B650M has 2 M.2 slots.',
      mainComponent: 'ssd-nvme-3',
      connectingComponent: ['board-am5', 'ssd-nvme', 'ssd-nvme-2'],
      route: 'tertiaryStorage',
    });
  });

  it('lets a card without a graphics card use the x16 slot', () => {
    const { build, index } = scenario({
      gpu: null,
      motherboard: boardOf({ pcieX16Slots: 1, pcieX1Slots: 0 }),
      soundcard: soundcardOf(),
    });
    expect(outcomes(validate(build, index), TAGS)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { validate } from '../validate';
import {
  anError,
  aCaveat,
  boardOf,
  caseOf,
  coolerOf,
  gpuOf,
  liquidCoolerOf,
  notVerifiedOutcome,
  outcomes,
  psuOf,
  scenario,
  type RuleRow,
} from '../test-fixtures';

const TAGS = [
  'case-motherboard-form-factor',
  'not-verified-board-form-factor',
  'gpu-too-long',
  'not-verified-gpu-length',
  'gpu-too-wide',
  'not-verified-gpu-slot-width',
  'cooler-too-tall',
  'not-verified-cooler-height',
  'radiator-does-not-fit',
  'not-verified-radiator',
  'psu-needs-bracket',
  'psu-form-factor-mismatch',
  'not-verified-psu-form-factor',
];
const itxCase = (specs = {}) =>
  caseOf({ supportedBoards: ['Mini-ITX'], ...specs }, { id: 'case-itx' });

const rows: RuleRow[] = [
  ['parts that fit the case pass', {}, []],
  // motherboard form factor
  [
    'an ATX board in a Mini-ITX case is an error',
    { case: itxCase() },
    [anError('case-motherboard-form-factor')],
  ],
  [
    'a Mini-ITX board in a Mini-ITX case passes',
    { case: itxCase(), motherboard: boardOf({ formFactor: 'Mini-ITX' }) },
    [],
  ],
  [
    'an unknown board form factor is not verified',
    { motherboard: boardOf({ formFactor: null }) },
    [notVerifiedOutcome('board-form-factor')],
  ],
  [
    'unknown supported boards are not verified',
    { case: caseOf({ supportedBoards: null }) },
    [notVerifiedOutcome('board-form-factor')],
  ],
  // GPU length
  [
    'a card longer than the clearance is an error',
    { gpu: gpuOf({ lengthMm: 357 }) },
    [anError('gpu-too-long')],
  ],
  ['a card exactly at the clearance passes (boundary)', { gpu: gpuOf({ lengthMm: 340 }) }, []],
  [
    'a card 0.5 mm over the clearance is an error (boundary)',
    { gpu: gpuOf({ lengthMm: 340.5 }) },
    [anError('gpu-too-long')],
  ],
  [
    'an unknown card length is not verified',
    { gpu: gpuOf({ lengthMm: null }) },
    [notVerifiedOutcome('gpu-length')],
  ],
  [
    'an unknown GPU clearance is not verified',
    { case: caseOf({ maxGpuLengthMm: null }) },
    [notVerifiedOutcome('gpu-length')],
  ],
  // GPU slot width
  [
    'a 3.5-slot card in a 3-slot case is an error',
    {
      case: itxCase({ expansionSlots: 3 }),
      motherboard: boardOf({ formFactor: 'Mini-ITX' }),
      gpu: gpuOf({ slotWidth: 3.5 }),
    },
    [anError('gpu-too-wide')],
  ],
  [
    'a 3-slot card in a 3-slot case passes (boundary)',
    {
      case: itxCase({ expansionSlots: 3 }),
      motherboard: boardOf({ formFactor: 'Mini-ITX' }),
      gpu: gpuOf({ slotWidth: 3 }),
    },
    [],
  ],
  [
    'a 3.5-slot card passes a 3-slot case whose vertical mount takes 3.5 slots',
    {
      case: caseOf({ expansionSlots: 3, maxGpuSlotWidth: 3.5 }),
      gpu: gpuOf({ slotWidth: 3.5 }),
    },
    [],
  ],
  [
    'a 4-slot card is too thick for a 3.5-slot vertical mount',
    {
      case: caseOf({ expansionSlots: 3, maxGpuSlotWidth: 3.5 }),
      gpu: gpuOf({ slotWidth: 4 }),
    },
    [anError('gpu-too-wide')],
  ],
  [
    'an unknown slot width is not verified',
    { gpu: gpuOf({ slotWidth: null }) },
    [notVerifiedOutcome('gpu-slot-width')],
  ],
  [
    'unknown expansion slots are not verified',
    { case: caseOf({ expansionSlots: null }) },
    [notVerifiedOutcome('gpu-slot-width')],
  ],
  // air cooler height
  [
    'an air cooler taller than the clearance is an error',
    { coolingCpu: coolerOf({ heightMm: 168 }) },
    [anError('cooler-too-tall')],
  ],
  [
    'an air cooler exactly at the clearance passes (boundary)',
    { coolingCpu: coolerOf({ heightMm: 165 }) },
    [],
  ],
  [
    'an unknown cooler height is not verified',
    { coolingCpu: coolerOf({ heightMm: null }) },
    [notVerifiedOutcome('cooler-height')],
  ],
  [
    'an unknown cooler clearance is not verified',
    { case: caseOf({ maxCoolerHeightMm: null }) },
    [notVerifiedOutcome('cooler-height')],
  ],
  [
    'a liquid cooler ignores the air cooler clearance',
    { case: caseOf({ maxCoolerHeightMm: 40 }), coolingCpu: liquidCoolerOf() },
    [],
  ],
  // radiator
  [
    'a 360 mm radiator where the case mounts up to 360 passes (boundary)',
    { coolingCpu: liquidCoolerOf({ radiatorMm: 360 }) },
    [],
  ],
  [
    'a 240 mm radiator in a case that mounts 360 passes ("up to")',
    { coolingCpu: liquidCoolerOf({ radiatorMm: 240 }) },
    [],
  ],
  [
    'a 420 mm radiator where the case mounts up to 360 is an error',
    { coolingCpu: liquidCoolerOf({ radiatorMm: 420 }) },
    [anError('radiator-does-not-fit')],
  ],
  [
    'a radiator in a case with no mounts is an error',
    {
      case: caseOf({ radiatorMounts: { top: 0, front: 0, rear: 0, side: 0, bottom: 0 } }),
      coolingCpu: liquidCoolerOf({ radiatorMm: 120 }),
    },
    [anError('radiator-does-not-fit')],
  ],
  [
    'unknown radiator mounts are not verified',
    { case: caseOf({ radiatorMounts: null }), coolingCpu: liquidCoolerOf() },
    [notVerifiedOutcome('radiator')],
  ],
  [
    'an unknown radiator size is not verified',
    { coolingCpu: liquidCoolerOf({ radiatorMm: null }) },
    [notVerifiedOutcome('radiator')],
  ],
  // PSU form factor
  [
    'an SFX unit in an ATX case needs a bracket (partly incompatible)',
    { psu: psuOf({ formFactor: 'SFX' }) },
    [aCaveat('psu-needs-bracket')],
  ],
  [
    'an SFX-L unit in an ATX case that also lists SFX and SFX-L still needs the bracket',
    {
      case: caseOf({ supportedPsus: ['ATX', 'SFX', 'SFX-L'] }),
      psu: psuOf({ formFactor: 'SFX-L' }),
    },
    [aCaveat('psu-needs-bracket')],
  ],
  [
    'an ATX unit in a case listing ATX, SFX and SFX-L passes',
    { case: caseOf({ supportedPsus: ['ATX', 'SFX', 'SFX-L'] }) },
    [],
  ],
  [
    'an ATX unit in a Flex ATX-only case is an error',
    { case: caseOf({ supportedPsus: ['Flex ATX'] }) },
    [anError('psu-form-factor-mismatch')],
  ],
  [
    'an ATX unit in an SFX-only case is an error',
    { case: caseOf({ supportedPsus: ['SFX'] }) },
    [anError('psu-form-factor-mismatch')],
  ],
  [
    'an SFX unit in an SFX case passes',
    { case: caseOf({ supportedPsus: ['SFX', 'SFX-L'] }), psu: psuOf({ formFactor: 'SFX' }) },
    [],
  ],
  [
    'an unknown PSU form factor is not verified',
    { psu: psuOf({ formFactor: null }) },
    [notVerifiedOutcome('psu-form-factor')],
  ],
  [
    'unknown supported PSUs are not verified',
    { case: caseOf({ supportedPsus: null }) },
    [notVerifiedOutcome('psu-form-factor')],
  ],
];

describe('case fit rules: board, GPU length and width, cooler, radiator, PSU', () => {
  it.each(rows)('%s', (_name, choices, expected, buildFields) => {
    const { build, index } = scenario(choices, buildFields);
    expect(outcomes(validate(build, index), TAGS)).toEqual(expected);
  });

  it('names the card, the case and both lengths, and counts the fixes in stock', () => {
    const terra = caseOf(
      { maxGpuLengthMm: 322 },
      { id: 'case-terra', brand: 'Fractal Design', shortName: 'Terra' },
    );
    const rtx = gpuOf(
      { lengthMm: 357 },
      { id: 'gpu-long', brand: 'NVIDIA', shortName: 'GeForce RTX 5090' },
    );
    const bigCases = [400, 360, 357].map((length, i) =>
      caseOf({ maxGpuLengthMm: length }, { id: `case-big-${i}` }),
    );
    const soldOut = caseOf(
      { maxGpuLengthMm: 420 },
      { id: 'case-sold-out', stock: { status: 'temp-unavailable' } },
    );
    const shortCards = [
      gpuOf({ lengthMm: 300 }, { id: 'gpu-a' }),
      gpuOf({ lengthMm: 322 }, { id: 'gpu-b' }),
    ];
    const { build, index } = scenario({ case: terra, gpu: rtx }, {}, [
      ...bigCases,
      soldOut,
      ...shortCards,
    ]);
    const issue = validate(build, index).issues.find((i) => i.tag === 'gpu-too-long');
    expect(issue).toMatchObject({
      type: 'error',
      message:
        'The NVIDIA GeForce RTX 5090 is 357 mm long, but the Fractal Design Terra takes cards up to 322 mm.',
      detail:
        'Choose a shorter graphics card: 2 graphics cards in stock are 322 mm or shorter, and 3 cases in stock take a 357 mm card.',
      mainComponent: 'gpu-long',
      connectingComponent: 'case-terra',
      route: 'gpu',
    });
  });

  it('writes the right article before form factors', () => {
    const { build, index } = scenario({
      case: caseOf({ supportedPsus: ['SFX'] }),
      psu: psuOf({}, { shortName: 'RM850x' }),
    });
    const issue = validate(build, index).issues.find((i) => i.tag === 'psu-form-factor-mismatch');
    expect(issue?.message).toBe(
      'The Test RM850x is an ATX unit, but the Test case-mid takes SFX power supplies only.',
    );
    expect(issue?.detail).toMatch(/^Choose an SFX power supply: /);
  });
});

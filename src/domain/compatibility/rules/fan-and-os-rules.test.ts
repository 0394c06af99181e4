import { describe, expect, it } from 'vitest';
import { validate } from '../validate';
import {
  anError,
  aMissingSlot,
  aWarning,
  caseOf,
  fansOf,
  memoryOf,
  notVerifiedOutcome,
  osOf,
  outcomes,
  scenario,
  type RuleRow,
} from '../test-fixtures';

const TAGS = [
  'fans-total-above-maximum',
  'fan-size-unsupported',
  'fan-mounts-exceeded',
  'not-verified-fan-mounts',
  'os-memory-limit',
  'not-verified-os-memory',
];

const rows: RuleRow[] = [
  ['one pack of fans passes', { fans: fansOf() }, []],
  ['packs filling every mount pass (boundary)', { fans: fansOf() }, [], { fansTotal: 2 }],
  [
    'more fans than mounts is a missing slot',
    { fans: fansOf() },
    [aMissingSlot('fan-mounts-exceeded')],
    { fansTotal: 3 },
  ],
  [
    'a fan size the case cannot mount is an error',
    { fans: fansOf({ sizeMm: 140 }), case: caseOf({ fanMounts: { '120': 6, '140': 0 } }) },
    [anError('fan-size-unsupported')],
  ],
  [
    'more packs than allowed is an error',
    { fans: fansOf({ packSize: 1 }) },
    [anError('fans-total-above-maximum')],
    { fansTotal: 4 },
  ],
  [
    'unknown fan mounts are not verified',
    { fans: fansOf(), case: caseOf({ fanMounts: null }) },
    [notVerifiedOutcome('fan-mounts')],
  ],
  // OS memory limit
  ['memory within the OS limit passes', {}, []],
  [
    'memory exactly at the OS limit passes (boundary)',
    { memory: memoryOf({ modules: 2, moduleSizeGb: 64 }) },
    [],
  ],
  [
    'more memory than the OS uses is a warning',
    { memory: memoryOf({ modules: 4, moduleSizeGb: 48 }) },
    [aWarning('os-memory-limit')],
  ],
  [
    'an unknown OS limit is not verified',
    { os: osOf({ maxMemoryGb: null }) },
    [notVerifiedOutcome('os-memory')],
  ],
  [
    'an unknown kit size is not verified',
    { memory: memoryOf({ moduleSizeGb: null }) },
    [notVerifiedOutcome('os-memory')],
  ],
];

describe('fan and OS rules', () => {
  it.each(rows)('%s', (_name, choices, expected, buildFields) => {
    const { build, index } = scenario(choices, buildFields);
    expect(outcomes(validate(build, index), TAGS)).toEqual(expected);
  });

  it('counts fans as packs times the total', () => {
    const { build, index } = scenario(
      { fans: fansOf({}, { shortName: 'P12 3-pack' }) },
      { fansTotal: 3 },
    );
    const issue = validate(build, index).issues.find((i) => i.tag === 'fan-mounts-exceeded');
    expect(issue?.message).toBe(
      'You chose 9 fans of 120 mm, but the Test case-mid has 6 mounts for 120 mm fans.',
    );
    expect(issue?.detail).toBe('Choose a total of up to 2 packs.');
  });
});

import { describe, expect, it } from 'vitest';
import { validate } from '../validate';
import {
  cpuOf,
  gpuOf,
  notVerifiedOutcome,
  outcomes,
  scenario,
  storageOf,
  type Outcome,
  type RuleRow,
} from '../test-fixtures';
import { formatIsoDate } from './stock-rules';

const missing = (tag: string): Outcome => ({ type: 'missing', tag, list: 'issues' });
const noGraphicsCpu = cpuOf(
  { hasIntegratedGraphics: false, integratedGraphics: null },
  { id: 'cpu-f' },
);
const TAGS = ['missing-primary-storage', 'missing-gpu', 'not-verified-integrated-graphics'];

const rows: RuleRow[] = [
  [
    'primary storage with secondary passes',
    { secondaryStorage: storageOf({}, { id: 'ssd-2' }) },
    [],
  ],
  [
    'secondary storage without primary is missing',
    { storage: null, secondaryStorage: storageOf({}, { id: 'ssd-2' }) },
    [missing('missing-primary-storage')],
  ],
  [
    'tertiary storage without primary is missing',
    { storage: null, tertiaryStorage: storageOf({}, { id: 'ssd-3' }) },
    [missing('missing-primary-storage')],
  ],
  [
    'a CPU without graphics and no GPU, past the GPU step, is missing a GPU',
    { cpu: noGraphicsCpu, gpu: null },
    [missing('missing-gpu')],
  ],
  [
    'a CPU without graphics before the GPU step is fine so far',
    { cpu: noGraphicsCpu, gpu: null, storage: null, psu: null, coolingCpu: null, os: null },
    [],
  ],
  ['a CPU with graphics needs no GPU', { gpu: null }, []],
  ['a CPU without graphics with a GPU passes', { cpu: noGraphicsCpu, gpu: gpuOf() }, []],
  [
    'unknown integrated graphics and no GPU is not verified',
    { cpu: cpuOf({ hasIntegratedGraphics: null }), gpu: null },
    [notVerifiedOutcome('integrated-graphics')],
  ],
];

describe('presence rules: missing primary storage and graphics', () => {
  it.each(rows)('%s', (_name, choices, expected, buildFields) => {
    const { build, index } = scenario(choices, buildFields);
    expect(outcomes(validate(build, index), TAGS)).toEqual(expected);
  });
});

describe('initial and missing selections', () => {
  it('a build with no chipset gets one initial issue and nothing else', () => {
    const { build, index } = scenario({ gpu: gpuOf({ lengthMm: 999 }) }, { chipset: null });
    const result = validate(build, index);
    expect(result.issues).toEqual([
      expect.objectContaining({ type: 'initial', tag: 'missing-chipset', route: 'chipset' }),
    ]);
    expect(result.warnings).toEqual([]);
  });

  it('a build with no case gets one initial issue', () => {
    const { build, index } = scenario({ case: null });
    expect(validate(build, index).issues).toEqual([
      expect.objectContaining({ type: 'initial', tag: 'missing-case', route: 'case' }),
    ]);
  });

  it('completing an empty build lists every required category', () => {
    const { build, index } = scenario({
      cpu: null,
      motherboard: null,
      memory: null,
      gpu: null,
      storage: null,
      psu: null,
      coolingCpu: null,
      os: null,
    });
    const result = validate(build, index, { completing: true });
    expect(result.issues.map((i) => [i.type, i.tag, i.route])).toEqual(
      ['cpu', 'motherboard', 'memory', 'storage', 'psu', 'coolingCpu'].map((field) => [
        'missingselection',
        `missing-selection-${field}`,
        field,
      ]),
    );
    expect(result.issues.every((i) => i.mainComponent === null)).toBe(true);
  });

  it('does not ask for missing selections unless completing', () => {
    const { build, index } = scenario({ memory: null, psu: null });
    expect(validate(build, index).issues.filter((i) => i.type === 'missingselection')).toEqual([]);
  });

  it('needs no CPU cooler when the CPU ships with one, and a GPU when the CPU has no graphics', () => {
    const boxed = cpuOf(
      { boxedCooler: true, hasIntegratedGraphics: false, integratedGraphics: null },
      { shortName: 'Core i5-14400F', brand: 'Intel' },
    );
    const { build, index } = scenario({ cpu: boxed, coolingCpu: null, gpu: null });
    const result = validate(build, index, { completing: true });
    expect(result.issues.map((i) => i.tag)).toEqual(['missing-selection-gpu']);
    expect(result.issues[0]?.message).toBe(
      'This build has no Graphics Card. The Intel Core i5-14400F has no integrated graphics.',
    );
  });

  it('a complete, compatible build has no issues when completing', () => {
    const { build, index } = scenario();
    expect(validate(build, index, { completing: true }).issues).toEqual([]);
  });
});

describe('stock rules', () => {
  const stockOutcomes = (result: ReturnType<typeof validate>) => [
    ...result.issues.map((i) => ['issues', i.type, i.tag]),
    ...result.warnings.map((i) => ['warnings', i.type, i.tag]),
  ];

  it.each([
    [
      'pre-order is a warning',
      { status: 'preorder', expectedDate: '2026-12-12' },
      ['warnings', 'preorder', 'stock-preorder'],
    ],
    [
      'temporarily unavailable is a warning',
      { status: 'temp-unavailable' },
      ['warnings', 'temp-unavailable', 'stock-temp-unavailable'],
    ],
    ['retired is an issue', { status: 'retired' }, ['issues', 'retired', 'stock-retired']],
  ] as const)('%s', (_name, stock, expected) => {
    const { build, index } = scenario({ gpu: gpuOf({}, { stock: { ...stock } }) });
    expect(stockOutcomes(validate(build, index))).toEqual([expected]);
  });

  it('gives the expected date of a pre-order, and says when it has passed', () => {
    const { build, index } = scenario({
      gpu: gpuOf(
        {},
        {
          shortName: 'RTX 5090',
          brand: 'NVIDIA',
          stock: { status: 'preorder', expectedDate: '2026-12-12' },
        },
      ),
    });
    expect(validate(build, index, { today: '2026-11-22' }).warnings[0]?.message).toBe(
      'The NVIDIA RTX 5090 is on pre-order; we expect it on 12 December 2026.',
    );
    expect(validate(build, index, { today: '2026-12-20' }).warnings[0]?.message).toBe(
      'The NVIDIA RTX 5090 is on pre-order; it was expected on 12 December 2026 and we are waiting for a new date.',
    );
  });

  it('an id we cannot find, or of another category, is reported as no longer available', () => {
    const { build, index } = scenario();
    const result = validate({ ...build, gpu: 'gpu-gone', memory: 'cpu-am5' }, index);
    expect(result.issues.map((i) => [i.type, i.tag, i.mainComponent, i.route])).toEqual([
      ['retired', 'component-not-found', 'cpu-am5', 'memory'],
      ['retired', 'component-not-found', 'gpu-gone', 'gpu'],
    ]);
  });

  it('formats ISO dates without a clock', () => {
    expect(formatIsoDate('2027-01-05')).toBe('5 January 2027');
    expect(formatIsoDate('not a date')).toBe('not a date');
  });
});

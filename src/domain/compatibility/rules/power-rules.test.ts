import { describe, expect, it } from 'vitest';
import { validate } from '../validate';
import {
  anError,
  aCaveat,
  aWarning,
  cpuOf,
  gpuOf,
  notVerifiedOutcome,
  outcomes,
  psuOf,
  scenario,
  type RuleRow,
} from '../test-fixtures';

const TAGS = [
  'psu-wattage-too-low',
  'psu-headroom-low',
  'not-verified-psu-wattage',
  'gpu-power-adapter-needed',
  'gpu-power-connectors-short',
  'not-verified-gpu-power-connectors',
];
// Default build: CPU 162 W + GPU 300 W + board 50 + 2 modules 10 + NVMe 8 + 4 fans 12 = 542 W.
// Recommended: ATX 3.x 542 × 1.3 = 704.6 -> 750 W; older units 542 × 1.5 = 813 -> 850 W.
const connectors = (pcie8Pin: number, pcie16Pin: number) => ({
  pcie8Pin,
  pcie16Pin,
  eps8Pin: 2,
  sata: 6,
});

const rows: RuleRow[] = [
  ['an 850 W ATX 3.x unit passes', {}, []],
  // wattage and headroom
  [
    'below the estimated draw is an error',
    { psu: psuOf({ wattage: 500 }) },
    [anError('psu-wattage-too-low')],
  ],
  [
    '1 W below the estimate is an error (boundary)',
    { psu: psuOf({ wattage: 541 }) },
    [anError('psu-wattage-too-low')],
  ],
  [
    'exactly the estimate is only short of headroom (boundary)',
    { psu: psuOf({ wattage: 542 }) },
    [aWarning('psu-headroom-low')],
  ],
  [
    'between the estimate and the recommendation is a warning',
    { psu: psuOf({ wattage: 700 }) },
    [aWarning('psu-headroom-low')],
  ],
  ['exactly the ATX 3.x recommendation passes (boundary)', { psu: psuOf({ wattage: 750 }) }, []],
  [
    'an older unit needs more margin for the same build',
    { psu: psuOf({ wattage: 800, atx3: false }) },
    [aWarning('psu-headroom-low')],
  ],
  ['an ATX 3.x unit of the same wattage passes', { psu: psuOf({ wattage: 800, atx3: true }) }, []],
  [
    'an unknown wattage is not verified',
    { psu: psuOf({ wattage: null }) },
    [notVerifiedOutcome('psu-wattage')],
  ],
  [
    'an unknown GPU power is not verified',
    { gpu: gpuOf({ boardPowerW: null }) },
    [notVerifiedOutcome('psu-wattage')],
  ],
  [
    'below the known part of the draw is still an error',
    { gpu: gpuOf({ boardPowerW: null }), psu: psuOf({ wattage: 200 }) },
    [anError('psu-wattage-too-low')],
  ],
  [
    'no CPU and no GPU: nothing to check',
    { cpu: null, gpu: null, psu: psuOf({ wattage: 100 }) },
    [],
  ],
  // connectors
  ['a native 16-pin cable passes', {}, []],
  [
    'no 16-pin but spare 8-pins needs the adapter',
    { psu: psuOf({ connectors: connectors(4, 0) }) },
    [aCaveat('gpu-power-adapter-needed')],
  ],
  [
    'no 16-pin and too few 8-pins is an error',
    { psu: psuOf({ connectors: connectors(1, 0) }) },
    [anError('gpu-power-connectors-short')],
  ],
  [
    'three 8-pins from three cables pass (boundary)',
    {
      gpu: gpuOf({ powerConnectors: ['8-pin', '8-pin', '8-pin'] }),
      psu: psuOf({ connectors: connectors(3, 1) }),
    },
    [],
  ],
  [
    'three 8-pins from two cables is an error',
    {
      gpu: gpuOf({ powerConnectors: ['8-pin', '8-pin', '8-pin'] }),
      psu: psuOf({ connectors: connectors(2, 1) }),
    },
    [anError('gpu-power-connectors-short')],
  ],
  [
    'a card powered by the slot alone passes',
    { gpu: gpuOf({ powerConnectors: [], boardPowerW: 70 }) },
    [],
  ],
  [
    'unknown card connectors are not verified',
    { gpu: gpuOf({ powerConnectors: null }) },
    [notVerifiedOutcome('gpu-power-connectors')],
  ],
  [
    'unknown PSU cables are not verified',
    { psu: psuOf({ connectors: null }) },
    [notVerifiedOutcome('gpu-power-connectors')],
  ],
];

describe('power rules: wattage, headroom, GPU connectors', () => {
  it.each(rows)('%s', (_name, choices, expected, buildFields) => {
    const { build, index } = scenario(choices, buildFields);
    expect(outcomes(validate(build, index), TAGS)).toEqual(expected);
  });

  it('reports the power estimate and the recommendation with the result', () => {
    const { build, index } = scenario();
    expect(validate(build, index).power).toEqual({
      estimatedW: 542,
      recommendedW: 750,
      complete: true,
    });
    const legacy = scenario({ psu: psuOf({ atx3: false }) });
    expect(validate(legacy.build, legacy.index).power.recommendedW).toBe(850);
    const noPsu = scenario({ psu: null });
    expect(validate(noPsu.build, noPsu.index).power.recommendedW).toBe(850);
    const unknown = scenario({ cpu: cpuOf({ peakPowerW: null, tdpW: null }) });
    expect(validate(unknown.build, unknown.index).power).toMatchObject({
      estimatedW: 380,
      complete: false,
    });
  });

  it('names the wattages in the message and the recommendation in the detail', () => {
    const { build, index } = scenario(
      { psu: psuOf({ wattage: 500 }, { shortName: 'CX500' }) },
      {},
      [psuOf({ wattage: 1000 }, { id: 'psu-1000' })],
    );
    const issue = validate(build, index).issues.find((i) => i.tag === 'psu-wattage-too-low');
    expect(issue).toMatchObject({
      message: 'The Test CX500 gives 500 W, but this build can draw about 542 W.',
      detail:
        'Choose a power supply of at least 750 W: 1 power supply in stock gives 750 W or more.',
      mainComponent: 'psu-850',
      connectingComponent: ['cpu-am5', 'gpu-300'],
    });
  });
});

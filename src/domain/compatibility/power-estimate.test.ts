import { describe, expect, it } from 'vitest';
import { POWER_CONSTANTS } from './power-constants';
import { estimatePower, recommendedPsuW } from './power-estimate';
import { resolveParts } from './validate';
import {
  fansOf,
  hddOf,
  liquidCoolerOf,
  networkingOf,
  sataSsdOf,
  scenario,
  soundcardOf,
} from './test-fixtures';

const estimateOf = (...args: Parameters<typeof scenario>) => {
  const { build, index } = scenario(...args);
  return estimatePower(resolveParts(build, index), build.fansTotal);
};

describe('power estimate', () => {
  it('adds CPU peak power, GPU board power and the allowances', () => {
    // 162 + 300 + board 50 + 2 modules × 5 + NVMe 8 + (3 case fans + 1 cooler fan) × 3
    expect(estimateOf().estimatedW).toBe(162 + 300 + 50 + 10 + 8 + 12);
  });

  it('counts every drive, fan pack, pump and PCIe card', () => {
    const base = estimateOf().estimatedW;
    const more = estimateOf(
      {
        secondaryStorage: sataSsdOf(),
        tertiaryStorage: hddOf(),
        fans: fansOf(),
        soundcard: soundcardOf(),
        networking: networkingOf({ interface: 'USB' }),
      },
      { fansTotal: 2 },
    );
    const P = POWER_CONSTANTS;
    expect(more.estimatedW - base).toBe(P.sataSsdW + P.hardDriveW + 6 * P.fanW + P.expansionCardW);
    const liquid = estimateOf({ coolingCpu: liquidCoolerOf() });
    expect(liquid.estimatedW - base).toBe(P.pumpW + 2 * P.fanW);
  });

  it('rounds the recommendation up to 50 W, with less headroom for ATX 3.x', () => {
    expect(recommendedPsuW(500, true)).toBe(650);
    expect(recommendedPsuW(500, false)).toBe(750);
    expect(recommendedPsuW(501, true)).toBe(700);
    expect(recommendedPsuW(500, null)).toBe(750);
    expect(recommendedPsuW(0, true)).toBe(0);
  });
});

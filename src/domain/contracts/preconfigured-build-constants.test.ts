import { describe, expect, it } from 'vitest';
import { CHIPSET_FILTER_ALL, CHIPSETS } from '../catalog/categories';
import { CHIPSET_FILTER_IDS, CHIPSET_FILTER_OPTIONS } from './preconfigured-build-constants';

describe('pre-configured build constants', () => {
  it('name the chipset filter ids of spec section 9 as the catalogue does: 0 ALL, 1 Intel, 2 AMD', () => {
    expect(CHIPSET_FILTER_IDS).toEqual({
      all: CHIPSET_FILTER_ALL,
      intel: CHIPSETS.intel,
      amd: CHIPSETS.amd,
    });
    expect(CHIPSET_FILTER_OPTIONS).toEqual([
      { id: 0, name: 'ALL' },
      { id: 2, name: 'AMD' },
      { id: 1, name: 'Intel' },
    ]);
  });
});

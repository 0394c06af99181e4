import { describe, expect, it } from 'vitest';
import { attributionsFor, BUILDCORES_ATTRIBUTION } from './attribution';

describe('attributionsFor', () => {
  it('owes the ODC-By notice once when BuildCores products are shown', () => {
    expect(attributionsFor(['curated', 'buildcores', 'buildcores'])).toEqual([
      BUILDCORES_ATTRIBUTION,
    ]);
  });
  it('owes nothing for curated, pc-part-dataset or JSON products', () => {
    expect(attributionsFor(['curated', 'pc-part-dataset', 'json'])).toEqual([]);
  });
});

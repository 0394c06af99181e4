/**
 * The curated facts issue 13 corrected (each confirmed against BuildCores and, where it states
 * the fact, pc-part-dataset: seed-vs-datasets.test.ts) and the verdicts they change, checked on
 * the seed alone so the test runs without the datasets.
 */
import { describe, expect, it } from 'vitest';
import { createBuild, type Build } from '../../../../domain/build/build-model';
import type { Product } from '../../../../domain/catalog/specs';
import { indexCatalogue } from '../../../../domain/compatibility/catalogue-index';
import { flagCandidates, validate } from '../../../../domain/compatibility/validate';
import { seedCatalog } from './seed-catalog';

const index = indexCatalogue(seedCatalog);
const byId = (id: string): Product => {
  const product = seedCatalog.find((p) => p.id === id);
  if (!product) throw new Error(`no curated product ${id}`);
  return product;
};
const specsOf = (id: string): Record<string, unknown> => byId(id).specs as Record<string, unknown>;

function issues(build: Partial<Build>) {
  const result = validate(createBuild(build), index);
  return [...result.issues, ...result.warnings].map((issue) => ({
    type: issue.type,
    tag: issue.tag,
  }));
}

const NORTH = 'case-fractal-design-north';
const NR200P = 'case-cooler-master-masterbox-nr200p-v2';
const RTX_5090 = 'gpu-gigabyte-geforce-rtx-5090-gaming-oc';
const SFX_UNIT = 'psu-corsair-sf750';
const SFX_L_UNIT = 'psu-silverstone-sx1000-platinum';

describe('curated facts corrected in issue 13', () => {
  it.each<[id: string, fact: string, value: unknown]>([
    [RTX_5090, 'lengthMm', 342],
    ['motherboard-asus-rog-strix-x870e-e-gaming-wifi', 'sataPorts', 4],
    ['case-lian-li-a3-matx', 'supportedPsus', ['ATX', 'SFX', 'SFX-L']],
    ['gpu-msi-geforce-rtx-5060-ti-16g-ventus-2x-oc-plus', 'lengthMm', 227],
    ['gpu-sapphire-pulse-radeon-rx-9070-xt', 'lengthMm', 320],
    ['gpu-sapphire-pulse-radeon-rx-9070-xt', 'slotWidth', 3],
    [NR200P, 'maxGpuLengthMm', 356],
    [NR200P, 'expansionSlots', 3],
    [NR200P, 'maxGpuSlotWidth', 3.5],
    ['cpu-amd-ryzen-5-5600', 'peakPowerW', 88],
    ['cpu-amd-ryzen-5-5600x', 'peakPowerW', 88],
    ['motherboard-msi-mag-b650-tomahawk-wifi', 'maxMemoryGb', 256],
  ])('%s %s is %j', (id, fact, value) => {
    expect(specsOf(id)[fact]).toEqual(value);
  });

  it.each([
    NORTH,
    'case-corsair-4000d-airflow',
    'case-be-quiet-pure-base-500dx',
    'case-montech-air-903-max',
    'case-lian-li-a3-matx',
  ])('an SFX or SFX-L unit in the %s gets the bracket caveat, not a pass or an error', (caseId) => {
    for (const psu of [SFX_UNIT, SFX_L_UNIT]) {
      const found = issues({ chipset: 2, case: caseId, psu }).filter((i) => /^psu-/.test(i.tag));
      expect(found, psu).toEqual([{ type: 'partiallyincompatible', tag: 'psu-needs-bracket' }]);
    }
    // A caveat does not make the unit incompatible in the flagged list.
    const build = createBuild({ chipset: 2, case: caseId });
    expect(flagCandidates(build, [byId(SFX_UNIT)], 'psu', index)).toEqual([true]);
  });

  it('takes the 3.5-slot, 342 mm RTX 5090 GAMING OC in the NR200P V2 (vertical mount), not in the Terra', () => {
    const fits = issues({ chipset: 2, case: NR200P, gpu: RTX_5090 }).map((i) => i.tag);
    expect(fits).not.toContain('gpu-too-wide');
    expect(fits).not.toContain('gpu-too-long');
    const terra = issues({ chipset: 2, case: 'case-fractal-design-terra', gpu: RTX_5090 });
    expect(terra).toContainEqual({ type: 'error', tag: 'gpu-too-long' });
  });
});

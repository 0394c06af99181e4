/**
 * The engine on the curated seed catalogue: realistic full builds validate as a shopper
 * would expect, and the flagged lists agree with validation on every real product.
 */
import { describe, expect, it } from 'vitest';
import {
  COMPONENT_FIELDS,
  createBuild,
  type Build,
  type ComponentField,
} from '../../domain/build/build-model';
import { productCategoryForField } from '../../domain/catalog/categories';
import { assemblyServiceFor, caseSizeOf } from '../../domain/compatibility/assembly-charge';
import { indexCatalogue } from '../../domain/compatibility/catalogue-index';
import { flagCandidates, issueInvolves, validate } from '../../domain/compatibility/validate';
import { BLOCKING_TYPES } from '../../domain/issues/issue-types';
import {
  AMD_HIGH_END_SELECTIONS,
  INTEL_MID_RANGE_SELECTIONS,
} from '../db/seed/catalog/reference-builds';
import { seedCatalog } from '../db/seed/catalog/seed-catalog';

const index = indexCatalogue(seedCatalog);
const TODAY = '2026-11-22';

function seedBuild(fields: Partial<Build>): Build {
  for (const field of COMPONENT_FIELDS) {
    const id = fields[field];
    if (typeof id === 'string' && !index.byId.has(id))
      throw new Error(`The seed no longer has ${id} (${field}); update this test's builds.`);
  }
  return createBuild({
    buildStep: 3,
    buildSubStep: 1,
    buildMode: 'expert',
    caseSize: 2,
    ...fields,
  });
}

const amdHighEnd = seedBuild({
  ...AMD_HIGH_END_SELECTIONS,
  sundries: 'sundries-assembly-and-test-mid-tower',
});
const intelMidRange = seedBuild(INTEL_MID_RANGE_SELECTIONS);
const amdIntegratedGraphics = seedBuild({
  chipset: 2,
  case: 'case-lian-li-a3-matx',
  cpu: 'cpu-amd-ryzen-5-5600g',
  motherboard: 'motherboard-asus-tuf-gaming-b550m-plus-wifi-ii',
  memory: 'memory-corsair-vengeance-lpx-32gb-ddr4-3200',
  storage: 'storage-crucial-p3-plus-1tb',
  psu: 'psu-corsair-cx550',
  coolingCpu: 'cooling-cpu-arctic-freezer-36',
  soundcard: 'soundcard-onboard',
  networking: 'networking-onboard',
});
const smallCaseMistakes = seedBuild({
  chipset: 2,
  case: 'case-cooler-master-masterbox-nr200p-v2',
  cpu: 'cpu-amd-ryzen-9-9950x',
  motherboard: 'motherboard-msi-mag-b650-tomahawk-wifi',
  memory: 'memory-corsair-vengeance-lpx-32gb-ddr4-3200',
  gpu: 'gpu-gigabyte-geforce-rtx-5090-gaming-oc',
  storage: 'storage-samsung-990-pro-2tb',
  psu: 'psu-corsair-cx550',
  coolingCpu: 'cooling-cpu-noctua-nh-d15-g2',
});

describe('validating builds from the curated seed', () => {
  it.each([
    ['a high-end AMD build', amdHighEnd],
    ['a mid-range Intel build with a hard drive and fans', intelMidRange],
    ['an AMD build on integrated graphics', amdIntegratedGraphics],
  ])('%s completes with no issues and no not-verified warnings', (_name, build) => {
    const result = validate(build, index, { completing: true, today: TODAY });
    expect(result.issues).toEqual([]);
    expect(result.warnings.filter((w) => w.tag.startsWith('not-verified-'))).toEqual([]);
    expect(result.power.complete).toBe(true);
    expect(result.power.recommendedW).toBeGreaterThanOrEqual(result.power.estimatedW);
  });

  it('totals the seed prices in pence, fans times their total, plus the assembly charge', () => {
    const result = validate(intelMidRange, index);
    let expected = 0;
    for (const field of COMPONENT_FIELDS) {
      const id = intelMidRange[field];
      const product = id === null ? undefined : index.byId.get(id);
      if (product)
        expected += product.pricePence * (field === 'fans' ? (intelMidRange.fansTotal ?? 1) : 1);
    }
    // The assembly charge for the case size is a line of every total (issue 37 item 3).
    const assembly = assemblyServiceFor(caseSizeOf(intelMidRange, index), index);
    expect(assembly).not.toBeNull();
    expect(result.totalCost).toBe(expected + (assembly?.pricePence ?? 0));
  });

  it('finds every mistake of a full-size build squeezed into a small case', () => {
    const tags = validate(smallCaseMistakes, index).issues.map((issue) => issue.tag);
    expect(tags).toEqual(
      expect.arrayContaining([
        'case-motherboard-form-factor',
        'memory-type-mismatch',
        // The RTX 5090 GAMING OC (342 mm) fits the NR200P V2 (356 mm), but not on a CX550's cables.
        'gpu-power-connectors-short',
        'psu-form-factor-mismatch',
        'psu-wattage-too-low',
        'cooler-too-tall',
      ]),
    );
  });
});

describe('flagged lists on the seed agree with validation', () => {
  const FIELDS: ComponentField[] = [
    'cpu',
    'motherboard',
    'memory',
    'gpu',
    'storage',
    'secondaryStorage',
    'psu',
    'coolingCpu',
    'fans',
    'soundcard',
    'networking',
    'os',
  ];

  it.each([
    ['high-end AMD', amdHighEnd],
    ['mid-range Intel', intelMidRange],
    ['small case', smallCaseMistakes],
  ])('%s build', (_name, build) => {
    for (const field of FIELDS) {
      const candidates =
        index.byCategory[
          productCategoryForField(field) as NonNullable<ReturnType<typeof productCategoryForField>>
        ];
      const flags = flagCandidates(build, candidates, field, index);
      candidates.forEach((candidate, i) => {
        const withCandidate = {
          ...build,
          [field]: candidate.id,
          fansTotal: field === 'fans' ? (build.fansTotal ?? 1) : build.fansTotal,
        };
        const blocking = validate(withCandidate, index).issues.filter(
          (issue) => BLOCKING_TYPES.has(issue.type) && issueInvolves(issue, candidate.id),
        );
        if (flags[i] === false)
          expect(blocking.length, `${field} ${candidate.id}`).toBeGreaterThan(0);
        else expect(blocking, `${field} ${candidate.id}`).toEqual([]);
      });
    }
  });

  it('greys out cards too long for the small case and keeps the ones that fit', () => {
    const gpus = index.byCategory.gpu;
    const flags = flagCandidates(smallCaseMistakes, gpus, 'gpu', index);
    const byId = Object.fromEntries(gpus.map((gpu, i) => [gpu.id, flags[i]]));
    expect(byId['gpu-gigabyte-geforce-rtx-5090-gaming-oc']).toBe(false);
    expect(Object.values(byId)).toContain(true);
  });
});

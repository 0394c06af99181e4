import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createBuild, type Build } from '../../src/domain/build/build-model';
import type { GpuProduct, Product, PsuProduct } from '../../src/domain/catalog/specs';
import {
  indexCatalogue,
  type CatalogueIndex,
} from '../../src/domain/compatibility/catalogue-index';
import { flagCandidates, validate } from '../../src/domain/compatibility/validate';
import { INTEL_EVERY_CATEGORY_SELECTIONS } from '../../src/server/db/seed/catalog/reference-builds';
import { seedCatalog } from '../../src/server/db/seed/catalog/seed-catalog';
import type { BenchRow } from '../lib/types';

/** Budgets of DESIGN.md section 8. */
export const ENGINE_BUDGET = { validateMedianUs: 50, flag5000Ms: 10 } as const;
const CANDIDATES = 5000;

/** A build with every field set, so every rule runs (ids from the curated seed). */
export const FULL_BUILD: Build = createBuild({
  ...INTEL_EVERY_CATEGORY_SELECTIONS,
  buildStep: 3,
  buildSubStep: 13,
  buildMode: 'expert',
});

/** `count` variants of the seed's products of one category (ids and the numbers rules read varied). */
function variants<P extends GpuProduct | PsuProduct>(
  base: readonly P[],
  count: number,
  vary: (product: P, i: number) => P['specs'],
): P[] {
  const out: P[] = [];
  for (let i = 0; i < count; i += 1) {
    const product = base[i % base.length] as P;
    out.push({ ...product, id: `${product.id}-v${i}`, specs: vary(product, i) });
  }
  return out;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Median µs per validate() call, timed in batches of 100 so the clock's own cost stays small. */
export function measureValidate(index: CatalogueIndex, batches = 300): number {
  const options = { completing: true, today: '2026-11-22' };
  for (let i = 0; i < 2000; i += 1) validate(FULL_BUILD, index, options);
  const perCall: number[] = [];
  for (let b = 0; b < batches; b += 1) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < 100; i += 1) validate(FULL_BUILD, index, options);
    perCall.push(Number(process.hrtime.bigint() - start) / 100 / 1000);
  }
  return median(perCall);
}

/** Median ms to flag all candidates of one field. */
export function measureFlag(
  index: CatalogueIndex,
  candidates: readonly Product[],
  field: 'gpu' | 'psu',
  runs = 30,
): number {
  for (let i = 0; i < 5; i += 1) flagCandidates(FULL_BUILD, candidates, field, index);
  const times: number[] = [];
  for (let r = 0; r < runs; r += 1) {
    const start = process.hrtime.bigint();
    flagCandidates(FULL_BUILD, candidates, field, index);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return median(times);
}

export function engineRows(): BenchRow[] {
  const gpus = variants(
    seedCatalog.filter((p): p is GpuProduct => p.category === 'gpu'),
    CANDIDATES,
    (gpu, i) => ({ ...gpu.specs, lengthMm: 180 + (i % 200) }),
  );
  const psus = variants(
    seedCatalog.filter((p): p is PsuProduct => p.category === 'psu'),
    CANDIDATES,
    (psu, i) => ({ ...psu.specs, wattage: 300 + 50 * (i % 30) }),
  );
  const index = indexCatalogue([...seedCatalog, ...gpus, ...psus]);
  const validateUs = measureValidate(index);
  const flagGpuMs = measureFlag(index, gpus, 'gpu');
  const flagPsuMs = measureFlag(index, psus, 'psu');
  const flagRow = (what: string, ms: number): BenchRow => ({
    name: `engine: flag ${CANDIDATES} ${what}`,
    measured: `${ms.toFixed(2)} ms`,
    budget: `<= ${ENGINE_BUDGET.flag5000Ms} ms`,
    pass: ms <= ENGINE_BUDGET.flag5000Ms,
    values: { medianMs: ms },
  });
  return [
    {
      name: 'engine: validate one full build (median)',
      measured: `${validateUs.toFixed(1)} µs`,
      budget: `<= ${ENGINE_BUDGET.validateMedianUs} µs`,
      pass: validateUs <= ENGINE_BUDGET.validateMedianUs,
      values: { medianUs: validateUs },
    },
    flagRow('graphics cards', flagGpuMs),
    flagRow('power supplies', flagPsuMs),
  ];
}

// Entry of the compiled file engine.ts runs: prints the rows as JSON on one line.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(engineRows()));
}

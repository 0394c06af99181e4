import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPONENT_FIELDS, createBuild } from '../../../../domain/build/build-model';
import { productCategoryForField } from '../../../../domain/catalog/categories';
import { indexCatalogue } from '../../../../domain/compatibility/catalogue-index';
import { validate } from '../../../../domain/compatibility/validate';
import { toValidationResponse } from '../../../../domain/compatibility/validation-response';
import { seedCatalog } from '../../../db/seed/catalog/seed-catalog';
import { validateAnswerJson } from './build-context';

describe('validateAnswerJson', () => {
  const index = indexCatalogue(seedCatalog);
  /** Per component field: null or any seed product of its category (or of another: unknown). */
  const choice = (field: (typeof COMPONENT_FIELDS)[number]) =>
    fc.option(
      fc.constantFrom(
        ...seedCatalog
          .filter((product) => product.category === productCategoryForField(field))
          .map((product) => product.id),
        'no-such-product',
      ),
    );
  const builds = fc.record({
    chipset: fc.option(fc.constantFrom(1 as const, 2 as const)),
    fansTotal: fc.option(fc.integer({ min: 1, max: 6 })),
    ...Object.fromEntries(COMPONENT_FIELDS.map((field) => [field, choice(field)])),
  });

  it('writes exactly what JSON.stringify writes, for builds with and without issues', () => {
    let withIssues = 0;
    fc.assert(
      fc.property(builds, fc.boolean(), (fields, completing) => {
        const result = validate(createBuild(fields), index, { completing, today: '2026-11-26' });
        const answer = { data: toValidationResponse(result) };
        if (result.issues.length + result.warnings.length > 0) withIssues += 1;
        expect(validateAnswerJson(answer)).toBe(JSON.stringify(answer));
      }),
      { numRuns: 400 },
    );
    expect(withIssues).toBeGreaterThan(100);
  });

  it('writes a number that is not finite as JSON.stringify does: null', () => {
    const answer = {
      data: {
        issues: [],
        warnings: [],
        totalCost: 12.5,
        assembly: null,
        power: { estimatedW: Number.NaN, recommendedW: Infinity, complete: false },
      },
    };
    expect(validateAnswerJson(answer)).toBe(JSON.stringify(answer));
  });
});

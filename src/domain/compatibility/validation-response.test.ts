import { describe, expect, it } from 'vitest';
import { validationResponseSchema } from '../contracts/build';
import { fansOf, gpuOf, scenario } from './test-fixtures';
import { validate } from './validate';
import { toValidationResponse } from './validation-response';

describe('validation response', () => {
  it('sends totalCost in pounds and matches the contract', () => {
    const { build, index } = scenario(
      { fans: fansOf({}, { pricePence: 2_999 }), gpu: gpuOf({ lengthMm: 999 }) },
      { fansTotal: 2 },
    );
    const response = toValidationResponse(validate(build, index));
    expect(validationResponseSchema.parse(response)).toEqual(response);
    // Nine default parts at £100 and two fan packs at £29.99.
    expect(response.totalCost).toBe(959.98);
    expect(response.issues.map((i) => i.tag)).toContain('gpu-too-long');
  });
});

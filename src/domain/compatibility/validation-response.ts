/** The engine's result as the API sends it: the same issues, totalCost in pounds (2 dp). */
import type { ValidationResponse } from '../contracts/build';
import { penceToPounds } from '../money/pence';
import type { ValidationResult } from './validate';

export function toValidationResponse(result: ValidationResult): ValidationResponse {
  return {
    issues: result.issues,
    warnings: result.warnings,
    totalCost: penceToPounds(result.totalCost),
    power: result.power,
  };
}

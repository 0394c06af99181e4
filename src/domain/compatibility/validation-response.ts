/** The engine's result as the API sends it: the same issues, totalCost and the assembly line in pounds (2 dp). */
import type { ValidationResponse } from '../contracts/build';
import { penceToPounds } from '../money/pence';
import type { ValidationResult } from './validate';

export function toValidationResponse(result: ValidationResult): ValidationResponse {
  return {
    issues: result.issues,
    warnings: result.warnings,
    totalCost: penceToPounds(result.totalCost),
    assembly:
      result.assembly === null
        ? null
        : {
            id: result.assembly.id,
            name: result.assembly.longName,
            price: penceToPounds(result.assembly.pricePence),
          },
    power: result.power,
  };
}

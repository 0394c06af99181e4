import { z } from 'zod';

/** Every successful API answer wraps its payload in `data` (spec section 7). */
export const dataEnvelope = <T extends z.ZodType>(payload: T) => z.object({ data: payload });

/** One validation failure (spec section 3 "Validation error entry"). */
export const validationErrorEntrySchema = z.object({
  errorCode: z.string(),
  message: z.string(),
  properties: z.array(z.string()),
});
export type ValidationErrorEntry = z.infer<typeof validationErrorEntrySchema>;

/** The errors payload of every 4xx/5xx answer (DESIGN.md section 5). */
export const errorsPayloadSchema = z.object({ errors: z.array(validationErrorEntrySchema) });
export type ErrorsPayload = z.infer<typeof errorsPayloadSchema>;

// Defined zod-free so the browser can import them without pulling zod in.
export { ERROR_CODES } from './error-codes';

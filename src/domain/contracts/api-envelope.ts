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

/** errorCode values the server sends besides validation keywords. */
export const ERROR_CODES = {
  validation: 'validation',
  invalidJson: 'invalid_json',
  forbiddenToken: 'csrf_token_invalid',
  forbiddenOrigin: 'origin_forbidden',
  notFound: 'not_found',
  payloadTooLarge: 'payload_too_large',
  rateLimited: 'rate_limited',
  internal: 'internal_error',
  /** GET /api/ready when the database does not answer (503). */
  notReady: 'not_ready',
  /** The generic product error code: the client shows 'Generic stormforce error.' */
  genericProduct: 'generic_product_error',
} as const;

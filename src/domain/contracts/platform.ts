import { z } from 'zod';
import { ERROR_LOG_LIMITS } from './platform-constants';

// Defined zod-free so the browser can import them without pulling zod in.
export { CSRF_HEADER } from './platform-constants';

/** GET /api/settings (spec section 7 "General"). */
export const settingsResponseSchema = z.object({ csrfToken: z.string().min(1) });
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;

/**
 * JSON length of a value, or Infinity when it cannot be measured: JSON.stringify recurses and
 * throws on very deep values (the server also refuses bodies nested over 32 levels).
 */
function jsonLength(value: unknown): number {
  try {
    return JSON.stringify(value).length;
  } catch {
    return Infinity;
  }
}

/** POST /api/errors: message, url, clientData (spec section 3 "Error log payload"). */
export const errorLogRequestSchema = z.object({
  message: z.string().min(1).max(ERROR_LOG_LIMITS.message),
  url: z.string().max(ERROR_LOG_LIMITS.url),
  clientData: z
    .record(z.string(), z.unknown())
    .optional()
    .refine((v) => v === undefined || jsonLength(v) <= ERROR_LOG_LIMITS.clientDataBytes, {
      message: `clientData must be at most ${ERROR_LOG_LIMITS.clientDataBytes} bytes`,
    }),
});
export type ErrorLogRequest = z.infer<typeof errorLogRequestSchema>;

/** POST /api/activities/landing: the spec leaves the payload unshown; we send the landing context. */
export const landingActivityRequestSchema = z.object({
  path: z.string().max(2_000),
  referrer: z.string().max(2_000).optional(),
  country: z.string().max(8).optional(),
});
export type LandingActivityRequest = z.infer<typeof landingActivityRequestSchema>;

export const loggedResponseSchema = z.object({ id: z.string() });

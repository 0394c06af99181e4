// Plain values, no zod: the web bundle imports this module (see eslint.config.js).

/** Header the anti-forgery token travels in on POST, PUT, PATCH and DELETE. */
export const CSRF_HEADER = 'X-CSRF-Token';

/** Size caps of POST /api/errors. */
export const ERROR_LOG_LIMITS = { message: 2_000, url: 2_000, clientDataBytes: 16_384 } as const;
